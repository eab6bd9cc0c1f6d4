import type { Property, PropertyUpdate } from '@pg/contracts/inventory';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function updateProperty({ id, input }: { id: string; input: PropertyUpdate }) {
  return apiClient.patch<Property>(`/api/properties/${encodeURIComponent(id)}`, input);
}

export function useUpdateProperty() {
  return useChangeMutation('inventory', { mutationFn: updateProperty });
}
