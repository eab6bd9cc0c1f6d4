import { queryRoots } from '@/lib/query-keys';
import type { PagedListParams } from '@/lib/use-branch-list';
/** Query keys of the payments feature; recording a payment invalidates `paymentKeys.branch(id)`. */
export const paymentKeys = {
  all: queryRoots.payments,
  branch: (branchId: string) => [...paymentKeys.all, 'branch', branchId] as const,
  lists: (branchId: string) => [...paymentKeys.branch(branchId), 'list'] as const,
  /** A page: the search, the page, and the address's filters and sort (checked by paymentListQuery). */
  list: (branchId: string, params: PagedListParams) => [...paymentKeys.lists(branchId), params] as const,
  summary: (branchId: string, params?: PagedListParams) =>
    [...paymentKeys.branch(branchId), 'summary', ...(params ? [params] : [])] as const,
  openBookings: (branchId: string, tenantId: string) =>
    [...paymentKeys.branch(branchId), 'open-bookings', tenantId] as const,
  balance: (branchId: string, tenantId: string) =>
    [...paymentKeys.branch(branchId), 'balance', tenantId] as const,
  receipt: (id: string) => [...paymentKeys.all, 'receipt', id] as const,
};
