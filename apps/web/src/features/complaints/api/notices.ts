import { todayIso } from '@pg/contracts/dates';
import type { Notice, NoticeValues } from '@pg/contracts/notices';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';
import { complaintKeys } from './complaint-keys';

/** The branch's notices to its tenants, current and past. */
export function useNotices(branchId: string | null) {
  return useQuery({
    queryKey: complaintKeys.notices(branchId ?? ''),
    queryFn: ({ signal }) =>
      apiClient.get<{ items: Notice[] }>(`/api/branches/${encodeURIComponent(branchId!)}/notices`, {
        signal,
      }),
    enabled: branchId !== null,
  });
}

/** Posts a notice to the branch's tenants. */
export function usePostNotice(branchId: string) {
  return useChangeMutation('complaints', {
    mutationFn: (input: NoticeValues) =>
      apiClient.post<Notice>(`/api/branches/${encodeURIComponent(branchId)}/notices`, input),
  });
}

/** Ends a notice today: tenants no longer see it from tomorrow. */
export function useEndNotice() {
  return useChangeMutation('complaints', {
    mutationFn: (id: string) =>
      apiClient.patch<Notice>(`/api/notices/${encodeURIComponent(id)}`, { ends_on: todayIso() }),
  });
}
