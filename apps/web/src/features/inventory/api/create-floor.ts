import type { Floor, FloorInput } from '@pg/contracts/inventory';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function createFloor({ branchId, input }: { branchId: string; input: FloorInput }) {
  return apiClient.post<Floor>(`/api/branches/${encodeURIComponent(branchId)}/floors`, input);
}

export function useCreateFloor() {
  return useChangeMutation('inventory', { mutationFn: createFloor });
}
