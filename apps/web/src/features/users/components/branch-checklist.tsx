import type { Branch } from '@pg/contracts/branches';
import { ALL_BRANCHES_LABEL } from '@pg/contracts/users';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/utils';

type BranchChecklistProps = {
  /** The branches that may be given: the signed-in user's own (the header's list). */
  branches: readonly Branch[];
  value: readonly string[];
  onChange: (branchIds: string[]) => void;
  /** 'All branches', for admins; absent when it does not apply. */
  allBranches?: {
    checked: boolean;
    onChange: (checked: boolean) => void;
    /** Why it cannot be changed (only a super admin may), or null. */
    blockedReason: string | null;
  };
  disabled?: boolean;
  error?: string;
  className?: string;
};

/** 'Branches': a checkbox per branch, and 'All branches' for admins. */
export function BranchChecklist({
  branches,
  value,
  onChange,
  allBranches,
  disabled,
  error,
  className,
}: BranchChecklistProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const chosen = new Set(value);
  const everywhere = allBranches?.checked ?? false;

  const toggle = (branchId: string, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== branchId), branchId] : value.filter((v) => v !== branchId));

  return (
    <fieldset
      className={cn('grid min-w-0 gap-2', className)}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
    >
      <legend className={cn('mb-2 font-medium text-sm', error && 'text-destructive')}>Branches</legend>
      {allBranches && (
        <div className="flex items-start gap-3 rounded-md border px-3 py-2">
          <Checkbox
            id={`${id}-all`}
            className="mt-0.5"
            checked={allBranches.checked}
            onCheckedChange={(checked) => allBranches.onChange(checked === true)}
            disabled={disabled || allBranches.blockedReason !== null}
            aria-describedby={`${id}-all-hint`}
          />
          <div className="grid gap-0.5">
            <label htmlFor={`${id}-all`} className="font-medium text-sm">
              {ALL_BRANCHES_LABEL}
            </label>
            <span id={`${id}-all-hint`} className="text-muted-foreground text-xs">
              {allBranches.blockedReason ?? 'Works in every branch, including branches added later'}
            </span>
          </div>
        </div>
      )}
      {branches.length === 0 ? (
        <p className="text-muted-foreground text-sm">No branches available</p>
      ) : (
        <ul className="grid max-h-56 gap-x-4 overflow-y-auto sm:grid-cols-2">
          {branches.map((branch) => {
            const boxId = `${id}-${branch.id}`;
            return (
              <li key={branch.id} className="flex min-h-11 items-center gap-3">
                <Checkbox
                  id={boxId}
                  checked={everywhere || chosen.has(branch.id)}
                  onCheckedChange={(checked) => toggle(branch.id, checked === true)}
                  disabled={disabled || everywhere}
                />
                <label htmlFor={boxId} className="min-w-0 text-sm">
                  <span className="font-medium">{branch.code}</span>{' '}
                  <span className="text-muted-foreground">{branch.name}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
