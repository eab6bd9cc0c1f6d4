import type { ListResponse } from '@pg/contracts/lists';
import type { Message } from '@pg/contracts/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryRoots, useChangeMutation } from '@/lib/query-keys';
import { type PagedListParams, pagedListQuery } from '@/lib/use-branch-list';

/** Messages that send themselves: the outbox of a branch (what went out, what waits, what failed). */
export const messageKeys = {
  all: queryRoots.messages,
  list: (branchId: string, params: PagedListParams) =>
    [...messageKeys.all, 'branch', branchId, params] as const,
};

/** While a message on the page waits to go out, the page asks again this often (its status changes on the server). */
const WAITING_REFRESH_MS = 15_000;

const isWaiting = (m: Message) => m.status === 'queued' || m.status === 'sending';

/** A page of the branch's messages, newest first, by status and tenant; refreshed while some wait to go out. */
export function useMessages(branchId: string | null, params: PagedListParams) {
  return useQuery({
    queryKey: messageKeys.list(branchId ?? '', params),
    queryFn: ({ signal }) =>
      apiClient.get<ListResponse<Message>>(`/api/branches/${branchId}/messages`, {
        query: pagedListQuery(params),
        signal,
      }),
    enabled: branchId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some(isWaiting) ? WAITING_REFRESH_MS : false),
  });
}

/** Sends a failed message again at the next delivery (nothing happens to one that has not failed). */
export function useRetryMessage() {
  return useChangeMutation('messages', {
    mutationFn: (id: string) => apiClient.post<Message>(`/api/messages/${encodeURIComponent(id)}/retry`),
  });
}
