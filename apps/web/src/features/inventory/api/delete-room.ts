import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

/** Deletes a room and everything under it; refused (409) while a bed under it is booked or checked in. */
export function deleteRoom(id: string) {
  return apiClient.delete(`/api/rooms/${encodeURIComponent(id)}`);
}

export function useDeleteRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
