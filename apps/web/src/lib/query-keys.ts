import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Query keys. Each feature keeps its keys in one factory in its api/ folder, and every
 * key of a feature starts with the feature's root below. The roots are listed here, in one place,
 * because a change to one feature's records can show in another's lists.
 */
export const queryRoots = {
  applications: ['applications'],
  auditLog: ['audit-log'],
  auth: ['auth'],
  bookings: ['bookings'],
  branches: ['branches'],
  complaints: ['complaints'],
  dashboard: ['dashboard'],
  dues: ['dues'],
  expenses: ['expenses'],
  inventory: ['inventory'],
  messages: ['messages'],
  notifications: ['notifications'],
  payments: ['payments'],
  roles: ['roles'],
  tenantOptions: ['tenant-options'],
  tenants: ['tenants'],
  userAccess: ['user-access'],
  users: ['users'],
  visitors: ['visitors'],
} as const;

export type QueryRoot = keyof typeof queryRoots;

/** Where else the records of a feature show, beyond its own lists (and the dashboard, always). */
const SHOWN_IN: Partial<Record<QueryRoot, readonly QueryRoot[]>> = {
  // Approving an application adds a tenant.
  applications: ['tenants', 'tenantOptions'],
  // A booking holds a bed, can take payments, keeps its tenant from leaving and makes rent fall due.
  bookings: ['inventory', 'payments', 'dues', 'tenants', 'notifications'],
  // A payment recorded from the Dues page is a payment, a notification, and a line of a statement.
  dues: ['payments', 'notifications', 'tenants', 'messages'],
  // Beds are offered by the Create Booking dialog.
  inventory: ['bookings'],
  // A payment received is a notification, lowers what the tenant owes, is a line of their statement
  // and queues its receipt e-mail.
  payments: ['notifications', 'dues', 'tenants', 'messages'],
  // A role's permissions are its holders' permissions.
  roles: ['userAccess', 'users'],
  // Tenants are offered by the pickers and named in bookings, payments, dues and complaints.
  tenants: ['tenantOptions', 'bookings', 'payments', 'dues', 'complaints'],
  // Roles show in the Users List; users in the User Permissions selector.
  userAccess: ['users'],
  users: ['userAccess'],
};

/**
 * THE RULE of cache invalidation: a change to a feature's records marks stale its own root, the
 * roots where those records also show (SHOWN_IN), the dashboard (it sums everything) and the audit
 * log (every change is written there). Only what is on screen is fetched again at once.
 */
function invalidateAfterChange(queryClient: QueryClient, changed: QueryRoot): Promise<void> {
  const roots = new Set<QueryRoot>([changed, ...(SHOWN_IN[changed] ?? []), 'dashboard', 'auditLog']);
  return Promise.all(
    [...roots].map((root) => queryClient.invalidateQueries({ queryKey: queryRoots[root] })),
  ).then(() => undefined);
}

type ChangeOptions<TData, TVariables> = {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Before the invalidation, e.g. to put the saved record in the cache at once. */
  onSuccess?: (data: TData, variables: TVariables) => void;
};

/**
 * A mutation that changes `changed`'s records and follows the rule above: once saved, the lists are
 * fetched again before the mutation counts as done (a dialog closes onto the new list); once
 * refused, they are fetched again in the background (someone may have changed them meanwhile).
 */
export function useChangeMutation<TData, TVariables = void>(
  changed: QueryRoot,
  { mutationFn, onSuccess }: ChangeOptions<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data: TData, variables: TVariables) => {
      onSuccess?.(data, variables);
      return invalidateAfterChange(queryClient, changed);
    },
    onError: () => void invalidateAfterChange(queryClient, changed),
  });
}
