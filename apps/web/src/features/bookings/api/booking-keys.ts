import { queryRoots } from '@/lib/query-keys';
/** Query keys of the bookings feature. */
/** The search, page, and the filters and sort of the address (checked by contracts' bookingListQuery). */
export type BookingListParams = {
  q?: string | undefined;
  page: number;
  filters?: Record<string, string | undefined>;
};

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
