import type { Bed, BedInput } from '@pg/contracts/inventory';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function createBed({ branchId, input }: { branchId: string; input: BedInput }) {
  return apiClient.post<Bed>(`/api/branches/${encodeURIComponent(branchId)}/beds`, input);
}

export function useCreateBed() {
  return useChangeMutation('inventory', { mutationFn: createBed });
}
