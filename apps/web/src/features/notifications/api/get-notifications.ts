import type { NotificationList } from '@pg/contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

const NOTIFICATIONS_SHOWN = 10;

function getNotifications(branchId: string, signal?: AbortSignal) {
  return apiClient.get<NotificationList>(`/api/branches/${branchId}/notifications`, {
    query: { limit: NOTIFICATIONS_SHOWN },
    signal,
  });
}

/** The selected branch's latest notifications and the unread count; checked again every minute. */
export function useNotifications(branchId: string | null) {
  return useQuery({
    queryKey: notificationKeys.branch(branchId ?? ''),
    queryFn: ({ signal }) => getNotifications(branchId!, signal),
    enabled: branchId !== null,
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}
