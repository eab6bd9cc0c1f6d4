import { queryRoots } from '@/lib/query-keys';
/** Query keys of the header's notifications; marking as read invalidates `notificationKeys.branch(id)`. */
export const notificationKeys = {
  all: queryRoots.notifications,
  branch: (branchId: string) => [...notificationKeys.all, branchId] as const,
};
