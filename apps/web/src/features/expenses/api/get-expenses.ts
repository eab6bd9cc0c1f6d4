import type { Expense } from '@pg/contracts/expenses';
import type { ListResponse } from '@pg/contracts/lists';
import { type PagedListParams, useBranchList } from '@/lib/use-branch-list';
import { expenseKeys } from './expense-keys';

/** A page of the branch's expenses (newest date first), searched over category and vendor. */
export function useExpenses(branchId: string | null, params: PagedListParams) {
  return useBranchList<ListResponse<Expense>>(
    expenseKeys.list(branchId ?? '', params),
    branchId,
    'expenses',
    params,
  );
}
