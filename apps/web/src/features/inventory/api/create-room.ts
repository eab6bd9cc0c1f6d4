import type { Room, RoomInput } from '@pg/contracts/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

export function createRoom({ branchId, input }: { branchId: string; input: RoomInput }) {
  return apiClient.post<Room>(`/api/branches/${encodeURIComponent(branchId)}/rooms`, input);
}

export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
