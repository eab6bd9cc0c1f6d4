import { ShieldAlert } from 'lucide-react';

/** What a signed-in user sees instead of a page they may not use. */
export function AccessDenied({ message }: { message?: string | undefined }) {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 px-4 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <ShieldAlert className="size-6" aria-hidden="true" />
      </div>
      <p role="alert" className="max-w-md font-medium text-lg">
        {message ?? "You don't have permission to view this page."}
      </p>
    </div>
  );
}
