import type { Complaint } from '@pg/contracts/complaints';
import type { ListResponse } from '@pg/contracts/lists';
import { type PagedListParams, useBranchList } from '@/lib/use-branch-list';
import { complaintKeys } from './complaint-keys';

/** A page of the branch's complaints (newest first), searched over tenant, category and description. */
export function useComplaints(branchId: string | null, params: PagedListParams) {
  return useBranchList<ListResponse<Complaint>>(
    complaintKeys.list(branchId ?? '', params),
    branchId,
    'complaints',
    params,
  );
}
