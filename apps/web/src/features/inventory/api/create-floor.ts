import type { Floor, FloorInput } from '@pg/contracts/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

export function createFloor({ branchId, input }: { branchId: string; input: FloorInput }) {
  return apiClient.post<Floor>(`/api/branches/${encodeURIComponent(branchId)}/floors`, input);
}

export function useCreateFloor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFloor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
