import { queryRoots } from '@/lib/query-keys';
/** Query keys of the roles feature. */
export const roleKeys = {
  all: queryRoots.roles,
  list: () => [...roleKeys.all, 'list'] as const,
  /** The permission catalogue. */
  catalogue: () => [...roleKeys.all, 'catalogue'] as const,
  permissions: (roleId: string) => [...roleKeys.all, 'permissions', roleId] as const,
};
