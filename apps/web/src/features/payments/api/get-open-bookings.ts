import type { OpenBooking } from '@pg/contracts/bookings';
import type { ListResponse } from '@pg/contracts/lists';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';

function getOpenBookings(branchId: string, tenantId: string, signal?: AbortSignal) {
  return apiClient.get<ListResponse<OpenBooking>>(`/api/branches/${branchId}/bookings/open`, {
    query: { tenant_id: tenantId, limit: 200 },
    signal,
  });
}

/** A tenant's bookings that can take a payment: booked or checked in. */
export function useOpenBookings(branchId: string | null, tenantId: string) {
  return useQuery({
    queryKey: paymentKeys.openBookings(branchId ?? '', tenantId),
    queryFn: ({ signal }) => getOpenBookings(branchId!, tenantId, signal),
    enabled: branchId !== null && tenantId !== '',
    // Always checked again when the dialog opens: a tenant or booking added a moment ago must be offered.
    staleTime: 0,
  });
}
