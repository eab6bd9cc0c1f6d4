import type { ListResponse } from '@pg/contracts/lists';
import type { Tenant } from '@pg/contracts/tenants';
import { useBranchList } from '@/lib/use-branch-list';
import { type TenantListParams, tenantKeys } from './tenant-keys';

/** A page of the branch's active (newest first) or inactive (latest departure first) tenants. */
export function useTenants(branchId: string | null, params: TenantListParams) {
  const { status, compliance, ...paging } = params;
  return useBranchList<ListResponse<Tenant>>(tenantKeys.list(branchId ?? '', params), branchId, 'tenants', {
    ...paging,
    filters: { status, compliance },
  });
}
