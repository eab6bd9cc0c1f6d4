import type { ListResponse } from '@pg/contracts/lists';
import type { UserSummary } from '@pg/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accessKeys } from './access-keys';

/** Upper bound of the user selector; a PG's staff is far smaller. */
export const USER_OPTIONS_LIMIT = 200;

function getUserOptions(signal?: AbortSignal) {
  return apiClient.get<ListResponse<UserSummary>>('/api/users', {
    query: { sort: 'email', limit: USER_OPTIONS_LIMIT },
    signal,
  });
}

/** Users by email, for the user selector. */
export function useUserOptions() {
  return useQuery({ queryKey: accessKeys.users(), queryFn: ({ signal }) => getUserOptions(signal) });
}
