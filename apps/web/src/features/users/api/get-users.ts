import type { ListResponse } from '@pg/contracts/common';
import { PAGE_SIZE } from '@pg/contracts/common';
import type { UserSummary } from '@pg/contracts/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from './user-keys';

type UserListParams = { q?: string; page: number };

function getUsers(params: UserListParams, signal?: AbortSignal) {
  return apiClient.get<ListResponse<UserSummary>>('/api/users', {
    query: { q: params.q?.trim(), limit: PAGE_SIZE, offset: (params.page - 1) * PAGE_SIZE, sort: 'newest' },
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
