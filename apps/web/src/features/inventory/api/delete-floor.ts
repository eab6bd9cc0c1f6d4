import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

/** Deletes a floor and everything under it; refused (409) while a bed under it is booked or checked in. */
export function deleteFloor(id: string) {
  return apiClient.delete(`/api/floors/${encodeURIComponent(id)}`);
}

export function useDeleteFloor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFloor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
