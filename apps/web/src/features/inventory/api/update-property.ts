import type { Property, PropertyUpdate } from '@pg/contracts/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

export function updateProperty({ id, input }: { id: string; input: PropertyUpdate }) {
  return apiClient.patch<Property>(`/api/properties/${encodeURIComponent(id)}`, input);
}

export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProperty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
