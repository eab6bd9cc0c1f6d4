import type { Floor, FloorUpdate } from '@pg/contracts/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

export function updateFloor({ id, input }: { id: string; input: FloorUpdate }) {
  return apiClient.patch<Floor>(`/api/floors/${encodeURIComponent(id)}`, input);
}

export function useUpdateFloor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFloor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
