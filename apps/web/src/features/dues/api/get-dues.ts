import type { DuesPage } from '@pg/contracts/dues';
import { useBranchList } from '@/lib/use-branch-list';
import { type DuesListParams, duesKeys } from './dues-keys';

/** A page of the branch's tenants who owe, and the cards (worked out on the server, as of today). */
export function useDues(branchId: string | null, params: DuesListParams) {
  const { filter, sort, ...paging } = params;
  return useBranchList<DuesPage>(duesKeys.list(branchId ?? '', params), branchId, 'dues', {
    ...paging,
    filters: { filter, sort },
  });
}
