import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

/** Deletes a property and everything under it; refused (409) while a bed under it is booked or checked in. */
export function deleteProperty(id: string) {
  return apiClient.delete(`/api/properties/${encodeURIComponent(id)}`);
}

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
