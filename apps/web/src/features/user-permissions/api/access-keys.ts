/** Query keys of the user permissions feature. */
export const accessKeys = {
  all: ['user-access'] as const,
  users: () => [...accessKeys.all, 'users'] as const,
  user: (userId: string) => [...accessKeys.all, 'user', userId] as const,
  roles: (userId: string) => [...accessKeys.user(userId), 'roles'] as const,
  permissions: (userId: string) => [...accessKeys.user(userId), 'permissions'] as const,
};

/** The users feature's list query keys start with this; its Role column changes with assignments. */
export const USERS_LIST_PREFIX = ['users'] as const;
