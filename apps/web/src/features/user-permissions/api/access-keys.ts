import { queryRoots } from '@/lib/query-keys';
/** Query keys of the user permissions feature. */
export const accessKeys = {
  all: queryRoots.userAccess,
  users: () => [...accessKeys.all, 'users'] as const,
  user: (userId: string) => [...accessKeys.all, 'user', userId] as const,
  roles: (userId: string) => [...accessKeys.user(userId), 'roles'] as const,
  permissions: (userId: string) => [...accessKeys.user(userId), 'permissions'] as const,
};
