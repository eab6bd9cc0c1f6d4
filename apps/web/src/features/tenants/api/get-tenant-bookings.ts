import type { Booking } from '@pg/contracts/bookings';
import type { ListResponse } from '@pg/contracts/lists';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { tenantKeys } from './tenant-keys';

/** A tenant stays a few times at most: their latest 200 bookings are all of them. */
const LIMIT = 200;

/** A tenant's bookings, newest first. */
export function useTenantBookings(branchId: string | undefined, tenantId: string | undefined) {
  return useQuery({
    queryKey: tenantKeys.bookings(tenantId ?? ''),
    queryFn: ({ signal }) =>
      apiClient.get<ListResponse<Booking>>(`/api/branches/${branchId}/bookings`, {
        query: { tenant_id: tenantId, limit: LIMIT },
        signal,
      }),
    enabled: Boolean(branchId && tenantId),
  });
}
