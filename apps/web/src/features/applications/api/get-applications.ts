import type { ApplicationList } from '@pg/contracts/applications';
import { useBranchList } from '@/lib/use-branch-list';
import { type ApplicationListParams, applicationKeys } from './application-keys';

/** A page of the branch's applications in one status (newest first), with the count of each status. */
export function useApplications(branchId: string | null, params: ApplicationListParams) {
  const { status, ...paging } = params;
  return useBranchList<ApplicationList>(
    applicationKeys.list(branchId ?? '', params),
    branchId,
    'applications',
    { ...paging, filters: { status } },
  );
}
