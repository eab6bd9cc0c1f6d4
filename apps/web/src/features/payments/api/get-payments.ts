import type { ListResponse } from '@pg/contracts/lists';
import type { Payment } from '@pg/contracts/payments';
import { type PagedListParams, useBranchList } from '@/lib/use-branch-list';
import { paymentKeys } from './payment-keys';

/** A page of the branch's payments (newest date first unless sorted), searched and filtered on the server. */
export function usePayments(branchId: string | null, params: PagedListParams) {
  return useBranchList<ListResponse<Payment>>(
    paymentKeys.list(branchId ?? '', params),
    branchId,
    'payments',
    params,
  );
}
