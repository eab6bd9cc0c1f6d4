import type { InventoryStats } from '@pg/contracts/inventory';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

function getInventoryStats(branchId: string, signal?: AbortSignal) {
  return apiClient.get<InventoryStats>(`/api/branches/${encodeURIComponent(branchId)}/inventory-stats`, {
    signal,
  });
}

export function useInventoryStats(branchId: string | null) {
  return useQuery({
    queryKey: inventoryKeys.stats(branchId ?? ''),
    queryFn: ({ signal }) => getInventoryStats(branchId!, signal),
    enabled: branchId !== null,
  });
}
