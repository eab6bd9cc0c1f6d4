import { queryRoots } from '@/lib/query-keys';
import type { PagedListParams } from '@/lib/use-branch-list';
/** Query keys of the bookings feature. */
export const bookingKeys = {
  all: queryRoots.bookings,
  branch: (branchId: string) => [...bookingKeys.all, 'branch', branchId] as const,
  /** A page: the search, the page, and the address's filters and sort (checked by bookingListQuery). */
  list: (branchId: string, params: PagedListParams) =>
    [...bookingKeys.branch(branchId), 'list', params] as const,
  board: (branchId: string, date: string) => [...bookingKeys.branch(branchId), 'board', date] as const,
  ofBed: (branchId: string, bedId: string) => [...bookingKeys.branch(branchId), 'bed', bedId] as const,
  freeBeds: (branchId: string, start: string, end: string, q: string) =>
    [...bookingKeys.branch(branchId), 'free-beds', start, end, q] as const,
};
