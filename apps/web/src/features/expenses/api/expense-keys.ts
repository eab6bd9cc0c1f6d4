import { queryRoots } from '@/lib/query-keys';
import type { PagedListParams } from '@/lib/use-branch-list';
/** Query keys of the expenses feature; adding an expense invalidates `expenseKeys.branch(id)`. */
export const expenseKeys = {
  all: queryRoots.expenses,
  branch: (branchId: string) => [...expenseKeys.all, 'branch', branchId] as const,
  lists: (branchId: string) => [...expenseKeys.branch(branchId), 'list'] as const,
  /** A page: the search, the page, and the address's filters and sort (checked by expenseListQuery). */
  list: (branchId: string, params: PagedListParams) => [...expenseKeys.lists(branchId), params] as const,
  summary: (branchId: string) => [...expenseKeys.branch(branchId), 'summary'] as const,
};
