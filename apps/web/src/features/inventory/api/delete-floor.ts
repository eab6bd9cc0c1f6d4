import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

/** Deletes a floor and everything under it; refused (409) while a bed under it is booked or checked in. */
function deleteFloor(id: string) {
  return apiClient.delete(`/api/floors/${encodeURIComponent(id)}`);
}

export function useDeleteFloor() {
  return useChangeMutation('inventory', { mutationFn: deleteFloor });
}
