import type { Room, RoomUpdate } from '@pg/contracts/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

export function updateRoom({ id, input }: { id: string; input: RoomUpdate }) {
  return apiClient.patch<Room>(`/api/rooms/${encodeURIComponent(id)}`, input);
}

export function useUpdateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRoom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
