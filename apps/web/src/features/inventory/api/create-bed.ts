import type { Bed, BedInput } from '@pg/contracts/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

export function createBed({ branchId, input }: { branchId: string; input: BedInput }) {
  return apiClient.post<Bed>(`/api/branches/${encodeURIComponent(branchId)}/beds`, input);
}

export function useCreateBed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
