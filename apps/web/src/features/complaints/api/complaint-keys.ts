import { queryRoots } from '@/lib/query-keys';
/** Query keys of the complaints feature; every change invalidates `complaintKeys.branch(id)`. */
/** The search, page, and the filters and sort of the address (checked by contracts' complaintListQuery). */
export type ComplaintListParams = {
  q?: string | undefined;
  page: number;
  filters?: Record<string, string | undefined>;
};

export const complaintKeys = {
  all: queryRoots.complaints,
  branch: (branchId: string) => [...complaintKeys.all, 'branch', branchId] as const,
  lists: (branchId: string) => [...complaintKeys.branch(branchId), 'list'] as const,
  list: (branchId: string, params: ComplaintListParams) =>
    [...complaintKeys.lists(branchId), params] as const,
  summary: (branchId: string) => [...complaintKeys.branch(branchId), 'summary'] as const,
};
