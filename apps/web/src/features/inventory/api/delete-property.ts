import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

/** Deletes a property and everything under it; refused (409) while a bed under it is booked or checked in. */
function deleteProperty(id: string) {
  return apiClient.delete(`/api/properties/${encodeURIComponent(id)}`);
}

export function useDeleteProperty() {
  return useChangeMutation('inventory', { mutationFn: deleteProperty });
}
