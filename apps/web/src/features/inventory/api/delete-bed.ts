import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

/** Deletes a bed; refused (409) while it is booked or checked in. */
function deleteBed(id: string) {
  return apiClient.delete(`/api/beds/${encodeURIComponent(id)}`);
}

export function useDeleteBed() {
  return useChangeMutation('inventory', { mutationFn: deleteBed });
}
