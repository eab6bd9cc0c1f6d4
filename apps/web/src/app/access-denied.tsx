import { ShieldAlert } from 'lucide-react';
import { PageMessage } from '@/components/ui/page-message';

/** What a signed-in user sees instead of a page they may not use. */
export function AccessDenied({ message }: { message?: string | undefined }) {
  return (
    <PageMessage icon={ShieldAlert} tone="destructive" className="min-h-[50vh]">
      <p role="alert" className="max-w-md font-medium text-lg">
        {message ?? "You don't have permission to view this page."}
      </p>
    </PageMessage>
  );
}
