import type { NotificationList } from '@pg/contracts/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';
import { notificationKeys } from './notification-keys';

/** Marks everything up to `upTo` (the newest notification shown) as read, for this user. */
function markNotificationsRead(branchId: string, upTo: string | undefined) {
  return apiClient.post<void>(`/api/branches/${branchId}/notifications/read`, upTo ? { up_to: upTo } : {});
}

export function useMarkNotificationsRead(branchId: string | null) {
  const queryClient = useQueryClient();
  return useChangeMutation('notifications', {
    mutationFn: (upTo: string | undefined) => {
      if (!branchId) throw new Error('No branch selected');
      return markNotificationsRead(branchId, upTo);
    },
    // Show the result at once; the refetch confirms it.
    onSuccess: (_data, upTo) => {
      if (!branchId) return;
      queryClient.setQueryData<NotificationList>(notificationKeys.branch(branchId), (old) =>
        old
          ? {
              unread: old.items.some((n) => upTo && n.created_at > upTo && !n.read) ? old.unread : 0,
              items: old.items.map((n) => (!upTo || n.created_at <= upTo ? { ...n, read: true } : n)),
            }
          : old,
      );
    },
  });
}
