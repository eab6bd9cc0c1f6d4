import { Building } from 'lucide-react';

/**
 * What a branch-scoped page shows while no branch is chosen in the header: SPEC's 'No Branch
 * Selected' with 'Please select a branch from the header to view <what>'.
 */
export function NoBranchSelected({ what }: { what: string }) {
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Building className="size-6" aria-hidden="true" />
      </div>
      <h2 className="font-semibold text-lg">No Branch Selected</h2>
      <p className="max-w-sm text-muted-foreground text-sm">{`Please select a branch from the header to view ${what}`}</p>
    </div>
  );
}
