import type { Bed, BedUpdate } from '@pg/contracts/inventory';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function updateBed({ id, input }: { id: string; input: BedUpdate }) {
  return apiClient.patch<Bed>(`/api/beds/${encodeURIComponent(id)}`, input);
}

export function useUpdateBed() {
  return useChangeMutation('inventory', { mutationFn: updateBed });
}
