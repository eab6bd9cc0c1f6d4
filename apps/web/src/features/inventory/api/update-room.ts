import type { Room, RoomUpdate } from '@pg/contracts/inventory';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function updateRoom({ id, input }: { id: string; input: RoomUpdate }) {
  return apiClient.patch<Room>(`/api/rooms/${encodeURIComponent(id)}`, input);
}

export function useUpdateRoom() {
  return useChangeMutation('inventory', { mutationFn: updateRoom });
}
