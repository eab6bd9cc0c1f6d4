import { setupStatus } from '@pg/contracts/session';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const authKeys = {
  setupStatus: [...queryRoots.auth, 'setup-status'] as const,
};

/** Whether the console has no user yet (first run): then /auth offers to create the administrator. */
async function getSetupStatus(signal?: AbortSignal) {
  return setupStatus.parse(await apiClient.get<unknown>('/api/auth/setup', { auth: false, signal }));
}

export function useSetupStatus(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: authKeys.setupStatus,
    queryFn: ({ signal }) => getSetupStatus(signal),
    staleTime: 0,
    enabled: options.enabled ?? true,
  });
}
