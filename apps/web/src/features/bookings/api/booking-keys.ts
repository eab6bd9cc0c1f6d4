import { queryRoots } from '@/lib/query-keys';
/** Query keys of the bookings feature. */
export type BookingListParams = { q?: string | undefined; page: number };

export const bookingKeys = {
  all: queryRoots.bookings,
  branch: (branchId: string) => [...bookingKeys.all, 'branch', branchId] as const,
  list: (branchId: string, params: BookingListParams) =>
    [...bookingKeys.branch(branchId), 'list', params] as const,
  board: (branchId: string, date: string) => [...bookingKeys.branch(branchId), 'board', date] as const,
  ofBed: (branchId: string, bedId: string) => [...bookingKeys.branch(branchId), 'bed', bedId] as const,
  freeBeds: (branchId: string, start: string, end: string, q: string) =>
    [...bookingKeys.branch(branchId), 'free-beds', start, end, q] as const,
};
