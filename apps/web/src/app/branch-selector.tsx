import { RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SelectButton, useFirstOpening } from '@/components/ui/select-placeholder';
import { toast } from '@/components/ui/toast';
import { ALL_BRANCHES_PATH, useBranch } from '@/lib/branch-context';
import { useSession } from '@/lib/session';

/** The select's value of 'All branches' (never a branch id). */
const ALL = 'all';

/**
 * The header's branch picker: the trigger shows the branch code, the list shows code and name.
 * Radix's select is mounted at the first opening (a button that looks the same until then: the
 * header is on every page, and most visits never change branch); after that, while closed, only
 * the selected branch's option exists (Radix keeps a closed list's options mounted, which for a
 * 400-branch chain was half a second of script on every page load). 'All branches' leads the list
 * for a user who works in more than one branch (a super admin always): it opens the owner's view
 * across them, and the trigger says so while that page is open.
 */
export function BranchSelector() {
  const { branches, selectedBranch, selectBranch, isLoading, isError, refetch } = useBranch();
  const { mounted, open, setOpen, openFirst } = useFirstOpening();
  const { user } = useSession();
  const navigate = useNavigate();
  const across = useLocation().pathname === ALL_BRANCHES_PATH;
  const offerAll = Boolean(user?.isSuperAdmin) || branches.length > 1;
  const options = open ? branches : selectedBranch && !across ? [selectedBranch] : [];
  const choose = (value: string) => {
    if (value === ALL) return void navigate(ALL_BRANCHES_PATH);
    selectBranch(value);
    if (across) void navigate('/');
  };

  useEffect(() => {
    if (isError) toast.error('Failed to load branches', { id: 'branches-load-error' });
  }, [isError]);

  const empty = !isLoading && branches.length === 0;
  const disabled = isLoading || empty;
  const className = 'w-[9.5rem] min-w-0 sm:w-52';
  const shown = isLoading ? (
    <span className="truncate text-muted-foreground">Loading branches...</span>
  ) : empty ? (
    <span className="truncate text-muted-foreground">No branches available</span>
  ) : null;
  const code = <span className="truncate font-medium">{across ? 'All branches' : selectedBranch?.code}</span>;

  return (
    <div className="flex min-w-0 items-center gap-1">
      {mounted ? (
        <Select
          value={across ? ALL : (selectedBranch?.id ?? '')}
          onValueChange={choose}
          open={open}
          onOpenChange={setOpen}
          disabled={disabled}
        >
          <SelectTrigger aria-label="Select branch" className={className}>
            {shown ?? <SelectValue placeholder="Select branch">{code}</SelectValue>}
          </SelectTrigger>
          <SelectContent align="start" className="max-w-[min(20rem,calc(100vw-2rem))]">
            {offerAll && (open || across) && (
              <SelectItem value={ALL} description="Every branch side by side">
                All branches
              </SelectItem>
            )}
            {options.map((branch) => (
              <SelectItem key={branch.id} value={branch.id} description={branch.name}>
                {branch.code}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : (
        <SelectButton aria-label="Select branch" className={className} disabled={disabled} onOpen={openFirst}>
          {shown ?? code}
        </SelectButton>
      )}
      {isError && (
        <Button variant="ghost" size="icon" aria-label="Retry loading branches" onClick={refetch}>
          <RotateCw aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
