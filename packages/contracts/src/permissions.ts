/**
 * The permission catalogue, the system roles' defaults, and the one function that resolves a
 * user's effective permissions. The server seeds the catalogue by migration and enforces it; the
 * web app uses the same resolution to hide what a user may not do.
 */

export type PermissionDef = {
  module: string;
  feature: string;
  action: string;
  description: string;
};

const crud = (module: string, feature: string, noun: string): PermissionDef[] => [
  { module, feature, action: 'view', description: `View ${noun}` },
  { module, feature, action: 'create', description: `Create ${noun}` },
  { module, feature, action: 'update', description: `Edit ${noun}` },
  { module, feature, action: 'delete', description: `Delete ${noun}` },
];

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
export type Feature = Permission['feature'];
export type ActionOf<F extends Feature> = Extract<Permission, { feature: F }>['action'];
/** A permission's key, `feature:action`. */
export type PermissionKey = `${Permission['feature']}:${Permission['action']}`;

export const permissionKey = (p: { feature: string; action: string }) => `${p.feature}:${p.action}`;
export const ALL_PERMISSION_KEYS: string[] = PERMISSIONS.map(permissionKey);

export const SYSTEM_ROLES = ['super_admin', 'admin', 'manager', 'user'] as const;
export type SystemRole = (typeof SYSTEM_ROLES)[number];
/** Roles an admin may give when creating a user (User Management form). */
export const USER_FORM_ROLES = ['user', 'manager', 'admin'] as const;
export type UserFormRole = (typeof USER_FORM_ROLES)[number];

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
  'applications',
] as const;

const operational = PERMISSIONS.filter(
  (p) => (OPERATIONAL_FEATURES as readonly string[]).includes(p.feature) && p.action !== 'reveal',
).map(permissionKey);

/**
 * Default permissions of the system roles. Every system role can use the operational pages (the
 * spec gates none of them); users are administered by admins; branches, roles and per-user
 * permissions by the super admin alone, who holds everything.
 */
export const SYSTEM_ROLE_DEFAULTS: Record<SystemRole, string[]> = {
  super_admin: ALL_PERMISSION_KEYS,
  admin: [
    ...operational,
    'applications:reveal',
    'branches:view',
    'users:view',
    'users:create',
    'users:delete',
  ],
  manager: [...operational, 'branches:view'],
  user: [...operational, 'branches:view'],
};

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
