import type { Property, PropertyInput } from '@pg/contracts/inventory';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function createProperty({ branchId, input }: { branchId: string; input: PropertyInput }) {
  return apiClient.post<Property>(`/api/branches/${encodeURIComponent(branchId)}/properties`, input);
}

export function useCreateProperty() {
  return useChangeMutation('inventory', { mutationFn: createProperty });
}
