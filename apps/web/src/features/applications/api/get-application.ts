import type { ApplicationDetail } from '@pg/contracts/applications';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { applicationKeys } from './application-keys';

function getApplication(id: string, signal?: AbortSignal) {
  return apiClient.get<ApplicationDetail>(`/api/applications/${id}`, { signal });
}

/** One application (the Aadhar number masked). */
export function useApplication(id: string | null) {
  return useQuery({
    queryKey: applicationKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getApplication(id!, signal),
    enabled: id !== null,
  });
}
