import type { Booking } from '@pg/contracts/bookings';
import type { ListResponse } from '@pg/contracts/lists';
import { type PagedListParams, useBranchList } from '@/lib/use-branch-list';
import { bookingKeys } from './booking-keys';

/** A page of the branch's bookings (newest first), searched by tenant name on the server. */
export function useBookings(branchId: string | null, params: PagedListParams) {
  return useBranchList<ListResponse<Booking>>(
    bookingKeys.list(branchId ?? '', params),
    branchId,
    'bookings',
    params,
  );
}
