import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

/** Deletes a room and everything under it; refused (409) while a bed under it is booked or checked in. */
function deleteRoom(id: string) {
  return apiClient.delete(`/api/rooms/${encodeURIComponent(id)}`);
}

export function useDeleteRoom() {
  return useChangeMutation('inventory', { mutationFn: deleteRoom });
}
