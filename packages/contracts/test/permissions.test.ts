import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSION_KEYS,
  isAdminRoles,
  PERMISSIONS,
  permissionKey,
  resolvePermissions,
  SYSTEM_ROLE_DEFAULTS,
} from '../src/permissions.ts';

describe('resolvePermissions', () => {
  it('is the union of the roles when there are no overrides', () => {
    const set = resolvePermissions({
      roleNames: ['manager', 'auditor'],
      rolePermissions: ['payments:view', 'audit:view', 'payments:view'],
      overrides: [],
    });
    expect([...set].sort()).toEqual(['audit:view', 'payments:view']);
  });

  it('adds a granted override the roles lack', () => {
    const set = resolvePermissions({
      roleNames: ['user'],
      rolePermissions: ['tenants:view'],
      overrides: [{ key: 'branches:create', granted: true }],
    });
    expect(set.has('branches:create')).toBe(true);
  });

  it('removes a denied override the roles give', () => {
    const set = resolvePermissions({
      roleNames: ['manager'],
      rolePermissions: ['payments:view', 'payments:create'],
      overrides: [{ key: 'payments:create', granted: false }],
    });
    expect(set.has('payments:create')).toBe(false);
    expect(set.has('payments:view')).toBe(true);
  });

  it('gives a super admin everything, whatever the overrides say', () => {
    const set = resolvePermissions({
      roleNames: ['super_admin'],
      rolePermissions: [],
      overrides: [{ key: 'branches:delete', granted: false }],
    });
    expect(set.size).toBe(ALL_PERMISSION_KEYS.length);
    expect(set.has('branches:delete')).toBe(true);
  });

  it('gives nothing to a user with no roles and no overrides', () => {
    expect(resolvePermissions({ roleNames: [], rolePermissions: [], overrides: [] }).size).toBe(0);
  });
});

describe('the catalogue', () => {
  it('has unique keys', () => {
    expect(new Set(ALL_PERMISSION_KEYS).size).toBe(PERMISSIONS.length);
  });

  it('role defaults name only permissions that exist', () => {
    for (const keys of Object.values(SYSTEM_ROLE_DEFAULTS)) {
      for (const k of keys) expect(ALL_PERMISSION_KEYS).toContain(k);
    }
  });

  it('keeps branches, roles and permission overrides to the super admin', () => {
    for (const role of ['admin', 'manager', 'user'] as const) {
      const keys = SYSTEM_ROLE_DEFAULTS[role];
      for (const k of [
        'branches:create',
        'branches:update',
        'branches:delete',
        'roles:manage',
        'user_permissions:manage',
      ]) {
        expect(keys).not.toContain(k);
      }
      expect(keys).toContain('branches:view');
      expect(keys).toContain(permissionKey({ feature: 'bookings', action: 'create' }));
    }
    expect(SYSTEM_ROLE_DEFAULTS.admin).toContain('users:create');
    expect(SYSTEM_ROLE_DEFAULTS.manager).not.toContain('users:create');
  });

  it('counts super admins and admins as admins', () => {
    expect(isAdminRoles(['super_admin'])).toBe(true);
    expect(isAdminRoles(['admin'])).toBe(true);
    expect(isAdminRoles(['manager', 'user'])).toBe(false);
  });
});
