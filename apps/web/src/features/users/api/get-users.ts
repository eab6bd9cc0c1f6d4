import type { ListResponse } from '@pg/contracts/lists';
import type { UserSummary } from '@pg/contracts/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { pagedListQuery } from '@/lib/use-branch-list';
import { userKeys } from './user-keys';

type UserListParams = { q?: string; page: number };

function getUsers(params: UserListParams, signal?: AbortSignal) {
  return apiClient.get<ListResponse<UserSummary>>('/api/users', {
    query: pagedListQuery({ ...params, filters: { sort: 'newest' } }),
    signal,
  });
}

/** The Users List, newest first, one page at a time. */
export function useUsers(params: UserListParams) {
  return useQuery({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}
