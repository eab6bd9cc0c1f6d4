import type { TenantComplianceFilter, TenantStatusFilter } from '@pg/contracts/tenants';
import { queryRoots } from '@/lib/query-keys';

/** Query keys of the tenants feature. */
export type TenantListParams = {
  status: Exclude<TenantStatusFilter, 'all'>;
  q?: string | undefined;
  page: number;
  /** Only the checked-in tenants whose verification or Form C is overdue. */
  compliance?: TenantComplianceFilter | undefined;
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
  /** The records the law asks for: profile, ID documents, verification, Form C, consent. */
  records: (id: string) => [...tenantKeys.detail(id), 'records'] as const,
  verificationForm: (id: string) => [...tenantKeys.detail(id), 'verification-form'] as const,
  /** A photo (the tenant's, or a side of an ID document); each fetch is an audited view. */
  photo: (id: string, which: string) => [...tenantKeys.detail(id), 'photo', which] as const,
};
