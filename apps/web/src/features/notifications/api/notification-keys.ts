/** Query keys of the header's notifications; marking as read invalidates `notificationKeys.branch(id)`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  branch: (branchId: string) => [...notificationKeys.all, branchId] as const,
};
