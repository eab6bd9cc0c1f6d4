import type { Bed, BedUpdate } from '@pg/contracts/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

export function updateBed({ id, input }: { id: string; input: BedUpdate }) {
  return apiClient.patch<Bed>(`/api/beds/${encodeURIComponent(id)}`, input);
}

export function useUpdateBed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
