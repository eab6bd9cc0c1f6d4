import type { DuesFilter, DuesSort } from '@pg/contracts/dues';
import { queryRoots } from '@/lib/query-keys';

/** Query keys of the dues feature; payments, bookings and tenants mark them stale too (lib/query-keys). */
export type DuesListParams = { q?: string | undefined; filter: DuesFilter; sort: DuesSort; page: number };

export const duesKeys = {
  all: queryRoots.dues,
  branch: (branchId: string) => [...duesKeys.all, 'branch', branchId] as const,
  list: (branchId: string, params: DuesListParams) => [...duesKeys.branch(branchId), params] as const,
};
