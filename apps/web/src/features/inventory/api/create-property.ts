import type { Property, PropertyInput } from '@pg/contracts/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

export function createProperty({ branchId, input }: { branchId: string; input: PropertyInput }) {
  return apiClient.post<Property>(`/api/branches/${encodeURIComponent(branchId)}/properties`, input);
}

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProperty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
