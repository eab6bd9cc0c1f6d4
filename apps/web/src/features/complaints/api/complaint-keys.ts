import { queryRoots } from '@/lib/query-keys';
import type { PagedListParams } from '@/lib/use-branch-list';
/** Query keys of the complaints feature; every change invalidates `complaintKeys.branch(id)`. */
export const complaintKeys = {
  all: queryRoots.complaints,
  branch: (branchId: string) => [...complaintKeys.all, 'branch', branchId] as const,
  lists: (branchId: string) => [...complaintKeys.branch(branchId), 'list'] as const,
  /** A page: the search, the page, and the address's filters and sort (checked by complaintListQuery). */
  list: (branchId: string, params: PagedListParams) => [...complaintKeys.lists(branchId), params] as const,
  summary: (branchId: string) => [...complaintKeys.branch(branchId), 'summary'] as const,
  notices: (branchId: string) => [...complaintKeys.branch(branchId), 'notices'] as const,
};
