import type { RentMonth, RentReceipts } from '@pg/contracts/rent-receipts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { tenantKeys } from './tenant-keys';

/** The months in which a tenant paid rent, latest first (the Rent receipts dialog's choices). */
export function useRentMonths(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...tenantKeys.detail(id), 'rent-months'],
    queryFn: ({ signal }) =>
      apiClient.get<{ items: RentMonth[] }>(`/api/tenants/${id}/rent-months`, { signal }),
    enabled,
  });
}

/** The rent receipts of the chosen months, with the landlord's details. */
export function useRentReceipts(id: string | undefined, months: string[]) {
  return useQuery({
    queryKey: [...tenantKeys.detail(id ?? ''), 'rent-receipts', months],
    queryFn: ({ signal }) =>
      apiClient.get<RentReceipts>(`/api/tenants/${id}/rent-receipts`, {
        query: { months: months.join(',') },
        signal,
      }),
    enabled: Boolean(id) && months.length > 0,
  });
}
