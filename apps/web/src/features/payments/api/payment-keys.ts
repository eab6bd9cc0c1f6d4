import { queryRoots } from '@/lib/query-keys';
/** Query keys of the payments feature; recording a payment invalidates `paymentKeys.branch(id)`. */
/** The search, page, and the filters and sort of the address (checked by contracts' paymentListQuery). */
export type PaymentListParams = {
  q?: string | undefined;
  page: number;
  filters?: Record<string, string | undefined>;
};

export const paymentKeys = {
  all: queryRoots.payments,
  branch: (branchId: string) => [...paymentKeys.all, 'branch', branchId] as const,
  lists: (branchId: string) => [...paymentKeys.branch(branchId), 'list'] as const,
  list: (branchId: string, params: PaymentListParams) => [...paymentKeys.lists(branchId), params] as const,
  summary: (branchId: string) => [...paymentKeys.branch(branchId), 'summary'] as const,
  openBookings: (branchId: string, tenantId: string) =>
    [...paymentKeys.branch(branchId), 'open-bookings', tenantId] as const,
  receipt: (id: string) => [...paymentKeys.all, 'receipt', id] as const,
};
