import type { Room, RoomInput } from '@pg/contracts/inventory';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function createRoom({ branchId, input }: { branchId: string; input: RoomInput }) {
  return apiClient.post<Room>(`/api/branches/${encodeURIComponent(branchId)}/rooms`, input);
}

export function useCreateRoom() {
  return useChangeMutation('inventory', { mutationFn: createRoom });
}
