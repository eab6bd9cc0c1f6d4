import type { TenantStatusFilter } from '@pg/contracts/tenants';
import { queryRoots } from '@/lib/query-keys';

/** Query keys of the tenants feature. */
export type TenantListParams = {
  status: Exclude<TenantStatusFilter, 'all'>;
  q?: string | undefined;
  page: number;
};

export const tenantKeys = {
  all: queryRoots.tenants,
  branch: (branchId: string) => [...tenantKeys.all, 'branch', branchId] as const,
  list: (branchId: string, params: TenantListParams) =>
    [...tenantKeys.branch(branchId), 'list', params] as const,
  /** One tenant's page: the tenant, their bookings, their statement. */
  detail: (id: string) => [...tenantKeys.all, 'detail', id] as const,
  bookings: (id: string) => [...tenantKeys.detail(id), 'bookings'] as const,
  statement: (id: string) => [...tenantKeys.detail(id), 'statement'] as const,
};
