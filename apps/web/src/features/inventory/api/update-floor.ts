import type { Floor, FloorUpdate } from '@pg/contracts/inventory';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function updateFloor({ id, input }: { id: string; input: FloorUpdate }) {
  return apiClient.patch<Floor>(`/api/floors/${encodeURIComponent(id)}`, input);
}

export function useUpdateFloor() {
  return useChangeMutation('inventory', { mutationFn: updateFloor });
}
