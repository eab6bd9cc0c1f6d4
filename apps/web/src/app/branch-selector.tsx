import { RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { useBranch } from '@/lib/branch-context';

/**
 * The header's branch picker: the trigger shows the branch code, the list shows code and name.
 * While closed only the selected branch's option exists (Radix keeps a closed list's options
 * mounted, which for a 400-branch chain was half a second of script on every page load).
 */
export function BranchSelector() {
  const { branches, selectedBranch, selectBranch, isLoading, isError, refetch } = useBranch();
  const [open, setOpen] = useState(false);
  const options = open ? branches : selectedBranch ? [selectedBranch] : [];

  useEffect(() => {
    if (isError) toast.error('Failed to load branches', { id: 'branches-load-error' });
  }, [isError]);

  const empty = !isLoading && branches.length === 0;

  return (
    <div className="flex min-w-0 items-center gap-1">
      <Select
        value={selectedBranch?.id ?? ''}
        onValueChange={selectBranch}
        open={open}
        onOpenChange={setOpen}
        disabled={isLoading || empty}
      >
        <SelectTrigger aria-label="Select branch" className="w-[9.5rem] min-w-0 sm:w-52">
          {isLoading ? (
            <span className="truncate text-muted-foreground">Loading branches...</span>
          ) : empty ? (
            <span className="truncate text-muted-foreground">No branches available</span>
          ) : (
            <SelectValue placeholder="Select branch">
              <span className="truncate font-medium">{selectedBranch?.code}</span>
            </SelectValue>
          )}
        </SelectTrigger>
        <SelectContent align="start" className="max-w-[min(20rem,calc(100vw-2rem))]">
          {options.map((branch) => (
            <SelectItem key={branch.id} value={branch.id} description={branch.name}>
              {branch.code}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {isError && (
        <Button variant="ghost" size="icon" aria-label="Retry loading branches" onClick={refetch}>
          <RotateCw aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
