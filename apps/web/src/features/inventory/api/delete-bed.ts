import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

/** Deletes a bed; refused (409) while it is booked or checked in. */
export function deleteBed(id: string) {
  return apiClient.delete(`/api/beds/${encodeURIComponent(id)}`);
}

export function useDeleteBed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
