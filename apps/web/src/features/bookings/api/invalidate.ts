import type { QueryClient } from '@tanstack/react-query';

/**
 * A booking changes more than the bookings list: its bed's availability (beds pages, the
 * dashboard), the payment form's open bookings and the tenant's 'Mark as left' action. Every
 * cached query is marked stale; only what is on screen is fetched again at once.
 */
export function invalidateAfterBookingChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries();
}
