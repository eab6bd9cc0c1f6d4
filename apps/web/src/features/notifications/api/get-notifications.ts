import type { NotificationList } from '@pg/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

const NOTIFICATIONS_SHOWN = 10;

function getNotifications(branchId: string, signal?: AbortSignal) {
  return apiClient.get<NotificationList>(`/api/branches/${branchId}/notifications`, {
    query: { limit: NOTIFICATIONS_SHOWN },
    signal,
  });
}

/** The branch's latest notifications and the unread count. */
export const notificationsOptions = (branchId: string) =>
  queryOptions({
    queryKey: notificationKeys.branch(branchId),
    queryFn: ({ signal }) => getNotifications(branchId, signal),
    staleTime: 15_000,
  });

/** The selected branch's latest notifications and the unread count; checked again every minute. */
export function useNotifications(branchId: string | null) {
  return useQuery({
    ...notificationsOptions(branchId ?? ''),
    enabled: branchId !== null,
    refetchInterval: 60_000,
  });
}
