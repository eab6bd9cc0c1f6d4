/** Query keys of the bookings feature. */
export type BookingListParams = { q?: string | undefined; page: number };

export const bookingKeys = {
  all: ['bookings'] as const,
  branch: (branchId: string) => [...bookingKeys.all, 'branch', branchId] as const,
  list: (branchId: string, params: BookingListParams) =>
    [...bookingKeys.branch(branchId), 'list', params] as const,
  availableBeds: (branchId: string, q: string) =>
    [...bookingKeys.branch(branchId), 'available-beds', q] as const,
};
