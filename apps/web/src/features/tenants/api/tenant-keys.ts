import type { TenantStatusFilter } from '@pg/contracts/tenants';

/** Query keys of the tenants feature. */
export type TenantListParams = {
  status: Exclude<TenantStatusFilter, 'all'>;
  q?: string | undefined;
  page: number;
};

export const tenantKeys = {
  all: ['tenants'] as const,
  branch: (branchId: string) => [...tenantKeys.all, 'branch', branchId] as const,
  list: (branchId: string, params: TenantListParams) =>
    [...tenantKeys.branch(branchId), 'list', params] as const,
};
