import type { ResolvedBranch } from '@pg/contracts/applications';
import { useQuery } from '@tanstack/react-query';
import { apiClient, isMissingRecord } from '@/lib/api-client';
import { applicationKeys } from './application-keys';

export function resolveBranch(q: string, signal?: AbortSignal) {
  return apiClient.get<ResolvedBranch>('/api/public/branches/resolve', { query: { q }, auth: false, signal });
}

/** The branch an applicant typed (code or name), or null when none matches. */
export function useResolvedBranch(q: string) {
  return useQuery({
    queryKey: applicationKeys.resolveBranch(q.toLowerCase()),
    queryFn: async ({ signal }) => {
      try {
        return await resolveBranch(q, signal);
      } catch (error) {
        if (isMissingRecord(error)) return null;
        throw error;
      }
    },
    enabled: q.length > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
