import { queryRoots } from '@/lib/query-keys';
/** Query keys of the users feature; mutations invalidate `userKeys.lists()`. */
export const userKeys = {
  all: queryRoots.users,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: { q?: string; page: number }) => [...userKeys.lists(), params] as const,
  roleRights: () => [...userKeys.all, 'role-rights'] as const,
};
