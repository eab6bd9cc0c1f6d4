import { queryRoots } from '@/lib/query-keys';
/** Query keys of the expenses feature; adding an expense invalidates `expenseKeys.branch(id)`. */
/** The search, page, and the filters and sort of the address (checked by contracts' expenseListQuery). */
export type ExpenseListParams = {
  q?: string | undefined;
  page: number;
  filters?: Record<string, string | undefined>;
};

export const expenseKeys = {
  all: queryRoots.expenses,
  branch: (branchId: string) => [...expenseKeys.all, 'branch', branchId] as const,
  lists: (branchId: string) => [...expenseKeys.branch(branchId), 'list'] as const,
  list: (branchId: string, params: ExpenseListParams) => [...expenseKeys.lists(branchId), params] as const,
  summary: (branchId: string) => [...expenseKeys.branch(branchId), 'summary'] as const,
};
