/**
 * The permission catalogue, the system roles' defaults, and the one function that resolves a
 * user's effective permissions. The server brings the catalogue into the database at start-up
 * (apps/server/src/db/catalogue.ts, no migration) and enforces it; the web app uses the same
 * resolution to hide what a user may not do.
 */

type PermissionDef = {
  module: string;
  feature: string;
  action: string;
  description: string;
};

/** The four permissions of a feature that is viewed, created, edited and deleted. */
const crud = <M extends string, F extends string>(module: M, feature: F, noun: string) =>
  [
    { module, feature, action: 'view', description: `View ${noun}` },
    { module, feature, action: 'create', description: `Create ${noun}` },
    { module, feature, action: 'update', description: `Edit ${noun}` },
    { module, feature, action: 'delete', description: `Delete ${noun}` },
  ] as const;

export const PERMISSIONS = [
  { module: 'dashboard', feature: 'dashboard', action: 'view', description: 'View the branch dashboard' },
  ...crud('inventory', 'properties', 'properties'),
  ...crud('inventory', 'floors', 'floors'),
  ...crud('inventory', 'rooms', 'rooms'),
  ...crud('inventory', 'beds', 'beds'),
  ...crud('operations', 'tenants', 'tenants'),
  ...crud('operations', 'bookings', 'bookings'),
  ...crud('operations', 'payments', 'payments'),
  ...crud('operations', 'complaints', 'complaints'),
  ...crud('operations', 'expenses', 'expenses'),
  { module: 'operations', feature: 'reports', action: 'view', description: 'Generate and download reports' },
  {
    module: 'operations',
    feature: 'deposits',
    action: 'settle',
    description: "Settle a booking's deposit at check-out: deductions, dues applied and the refund",
  },
  {
    module: 'operations',
    feature: 'visitors',
    action: 'manage',
    description: 'Keep the visitor register: record visitors and mark them out',
  },
  {
    module: 'applications',
    feature: 'applications',
    action: 'view',
    description: 'View tenant applications',
  },
  {
    module: 'applications',
    feature: 'applications',
    action: 'update',
    description: 'Approve or reject tenant applications',
  },
  {
    module: 'applications',
    feature: 'applications',
    action: 'reveal',
    description: 'Reveal full Aadhar numbers',
  },
  { module: 'system', feature: 'branches', action: 'view', description: 'See the list of branches' },
  { module: 'system', feature: 'branches', action: 'create', description: 'Create branches' },
  { module: 'system', feature: 'branches', action: 'update', description: 'Edit branches' },
  { module: 'system', feature: 'branches', action: 'delete', description: 'Delete branches' },
  {
    module: 'system',
    feature: 'branches',
    action: 'payment_details',
    description: 'Set branch payment details (UPI ID, landlord, reminder message)',
  },
  { module: 'users', feature: 'users', action: 'view', description: 'View users' },
  { module: 'users', feature: 'users', action: 'create', description: 'Create users' },
  { module: 'users', feature: 'users', action: 'delete', description: 'Delete users' },
  { module: 'users', feature: 'roles', action: 'view', description: 'View roles' },
  { module: 'users', feature: 'roles', action: 'manage', description: 'Create, delete and edit roles' },
  {
    module: 'users',
    feature: 'user_permissions',
    action: 'manage',
    description: "Assign roles and override a user's permissions",
  },
  { module: 'users', feature: 'audit', action: 'view', description: 'Read the audit log' },
] as const satisfies readonly PermissionDef[];

export type Permission = (typeof PERMISSIONS)[number];
/** A permission's key, `feature:action`: only the catalogue's, so a mistyped one does not compile. */
export type PermissionKey = Permission extends infer P
  ? P extends { feature: infer F extends string; action: infer A extends string }
    ? `${F}:${A}`
    : never
  : never;

export const permissionKey = (p: { feature: string; action: string }) => `${p.feature}:${p.action}`;
export const ALL_PERMISSION_KEYS: string[] = PERMISSIONS.map(permissionKey);

export const SYSTEM_ROLES = ['super_admin', 'admin', 'manager', 'user'] as const;
type SystemRole = (typeof SYSTEM_ROLES)[number];
/** Roles an admin may give when creating a user (User Management form). */
export const USER_FORM_ROLES = ['user', 'manager', 'admin'] as const;
export type UserFormRole = (typeof USER_FORM_ROLES)[number];

/**
 * What each permission lets a person do, in an owner's words, for the screens that list them
 * (the stored descriptions stay as they are; a permission without an entry here shows its own).
 */
const PERMISSION_SENTENCES: Partial<Record<PermissionKey, string>> = {
  'dashboard:view': 'See the dashboard',
  'properties:view': 'See properties',
  'properties:create': 'Add properties',
  'floors:view': 'See floors',
  'floors:create': 'Add floors',
  'rooms:view': 'See rooms',
  'rooms:create': 'Add rooms',
  'beds:view': 'See beds',
  'beds:create': 'Add beds',
  'beds:update': 'Change beds and their rents',
  'tenants:view': 'See tenants',
  'tenants:create': 'Add tenants',
  'bookings:view': 'See bookings',
  'bookings:create': 'Book beds',
  'bookings:update': 'Check tenants in and out, and change bookings',
  'payments:view': 'See payments and dues',
  'payments:create': 'Record payments',
  'payments:update': 'Correct or void payments',
  'complaints:view': 'See complaints',
  'complaints:create': 'Raise complaints',
  'complaints:update': 'Update complaints',
  'expenses:view': 'See expenses',
  'expenses:create': 'Add expenses',
  'expenses:update': 'Correct or void expenses',
  'reports:view': 'Download reports',
  'deposits:settle': 'Settle deposits and refund them',
  'applications:view': 'See tenant applications',
  'applications:update': 'Approve or reject applications',
  'applications:reveal': 'See Aadhar numbers and ID photos',
  'branches:view': 'See the branches',
  'branches:create': 'Add branches',
  'branches:payment_details': 'Set the UPI ID, landlord details and reminder message of branches',
  'users:view': 'See users',
  'users:create': 'Add users',
  'roles:view': 'See roles',
  'roles:manage': 'Create, change and delete roles',
  'user_permissions:manage': "Give roles and change a person's permissions",
};

export const permissionSentence = (p: { feature: string; action: string; description: string }) =>
  (PERMISSION_SENTENCES as Record<string, string | undefined>)[permissionKey(p)] ?? p.description;

/** How the built-in roles are named on screen; the stored names stay as the spec has them. */
const ROLE_LABELS: Record<SystemRole, string> = {
  super_admin: 'Super admin',
  admin: 'Admin',
  manager: 'Manager',
  user: 'Staff',
};

/** A role's name on screen: the built-in ones in words, a custom role as it was named. */
export const roleLabel = (name: string) => (ROLE_LABELS as Record<string, string | undefined>)[name] ?? name;

export const SYSTEM_ROLE_DESCRIPTIONS: Record<SystemRole, string> = {
  super_admin: 'Full access to everything, including branches, roles and permissions',
  admin: 'Runs the console and manages users',
  manager: 'Runs the daily operations of a branch',
  user: 'Branch staff',
};

const OPERATIONAL_FEATURES = [
  'dashboard',
  'properties',
  'floors',
  'rooms',
  'beds',
  'tenants',
  'bookings',
  'payments',
  'complaints',
  'expenses',
  'reports',
  'deposits',
  'applications',
  'visitors',
] as const;

const operational = PERMISSIONS.filter(
  (p) => (OPERATIONAL_FEATURES as readonly string[]).includes(p.feature) && p.action !== 'reveal',
).map(permissionKey);

/**
 * What the default Staff role does not do, though it records the day's work (payments, bookings,
 * complaints, visitors, tenants): rewrite the books. It does not correct or void payments and
 * expenses, delete anything, change a bed's rent or settle deposits.
 */
const STAFF_WITHHELD = new Set<string>([
  ...PERMISSIONS.filter((p) => p.action === 'delete').map(permissionKey),
  'payments:update',
  'expenses:update',
  'beds:update',
  'deposits:settle',
]);

/**
 * Default permissions of the system roles. Every system role can use the operational pages (the
 * spec gates none of them), Staff without what STAFF_WITHHELD names; users are administered by
 * admins; branches, roles and per-user permissions by the super admin alone, who holds everything.
 */
export const SYSTEM_ROLE_DEFAULTS: Record<SystemRole, string[]> = {
  super_admin: ALL_PERMISSION_KEYS,
  admin: [
    ...operational,
    'applications:reveal',
    'branches:view',
    'branches:payment_details',
    'users:view',
    'users:create',
    'users:delete',
  ],
  manager: [...operational, 'branches:view'],
  user: [...operational.filter((k) => !STAFF_WITHHELD.has(k)), 'branches:view'],
};

/**
 * The rights that tell roles apart on the Users page ('What each role may do'): recording, the
 * day's check-ins, and what rewrites the books or the team. Deleting stands for every deletion.
 */
const TELLING_RIGHTS: PermissionKey[] = [
  'payments:create',
  'bookings:update',
  'payments:update',
  'expenses:update',
  'beds:update',
  'deposits:settle',
  'tenants:delete',
  'users:create',
];
const TELLING_WORDS: Partial<Record<PermissionKey, string>> = {
  'tenants:delete': 'Delete tenants and records',
};

/** What a role holding `keys` may and may not do, among TELLING_RIGHTS, in an owner's words. */
export function roleRightsSummary(keys: Iterable<string>) {
  const held = new Set(keys);
  const words = (k: PermissionKey) =>
    TELLING_WORDS[k] ?? permissionSentence(PERMISSIONS.find((p) => permissionKey(p) === k)!);
  return {
    may: TELLING_RIGHTS.filter((k) => held.has(k)).map(words),
    mayNot: TELLING_RIGHTS.filter((k) => !held.has(k)).map(words),
  };
}

export type PermissionOverride = { key: string; granted: boolean };

/**
 * Effective permissions: a per-user override (grant or deny) wins, else the union of the user's
 * roles' permissions. A super admin holds everything and cannot lose it by override.
 */
export function resolvePermissions(input: {
  roleNames: readonly string[];
  rolePermissions: readonly string[];
  overrides: readonly PermissionOverride[];
}): Set<string> {
  if (input.roleNames.includes('super_admin')) return new Set(ALL_PERMISSION_KEYS);
  const result = new Set(input.rolePermissions);
  for (const o of input.overrides) {
    if (o.granted) result.add(o.key);
    else result.delete(o.key);
  }
  return result;
}

export const isAdminRoles = (roleNames: readonly string[]) =>
  roleNames.includes('super_admin') || roleNames.includes('admin');
export const isSuperAdminRoles = (roleNames: readonly string[]) => roleNames.includes('super_admin');
