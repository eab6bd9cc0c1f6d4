import type { QueryClient } from '@tanstack/react-query';

/**
 * After a tenant changes, every cached query is marked stale: tenants appear in other features'
 * pickers, the dashboard and the reports. Only what is on screen is fetched again at once; the
 * rest is fetched when next shown.
 */
export function invalidateAfterTenantChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries();
}
