import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS, resolvePermissions } from '../src/permissions.ts';
import { createRoleSchema, explainPermissions, normaliseRoleName } from '../src/roles.ts';
import { ALL_BRANCHES_ADMINS_ONLY, createUserSchema } from '../src/users.ts';

describe('role names', () => {
  it('are lowercased with spaces turned into underscores', () => {
    expect(normaliseRoleName('  Night   Warden ')).toBe('night_warden');
    expect(createRoleSchema.parse({ name: 'Front Desk' })).toEqual({ name: 'front_desk', description: null });
  });

  it("answer 'Role name is required' when empty", () => {
    for (const name of ['', '   ', undefined]) {
      const issues = createRoleSchema.safeParse({ name }).error?.issues ?? [];
      expect(issues[0]).toMatchObject({ path: ['name'], message: 'Role name is required' });
    }
  });

  it('cannot be declared system roles', () => {
    expect(createRoleSchema.safeParse({ name: 'x', is_system: true }).success).toBe(false);
  });
});

describe('user creation', () => {
  it("answers 'Please fill in all fields' for a missing email or password, and defaults the role to user", () => {
    const issues = createUserSchema.safeParse({ email: '', password: '' }).error?.issues ?? [];
    expect(issues.map((i) => [i.path[0], i.message])).toEqual([
      ['email', 'Please fill in all fields'],
      ['password', 'Please fill in all fields'],
    ]);
    expect(createUserSchema.parse({ email: 'A@B.in', password: '12345678' })).toEqual({
      name: null,
      email: 'a@b.in',
      password: '12345678',
      role: 'user',
      branch_ids: [],
      all_branches: false,
    });
    expect(
      createUserSchema.safeParse({ email: 'a@b.in', password: '12345678', role: 'super_admin' }).success,
    ).toBe(false);
  });

  it('takes the branches without repeats, and all branches for admins only', () => {
    const id = '7d0c3b8e-4c1a-4f57-9a8e-2f6b1c0d9e31';
    const base = { email: 'a@b.in', password: '12345678' };
    expect(createUserSchema.parse({ ...base, branch_ids: [id, id] }).branch_ids).toEqual([id]);
    expect(createUserSchema.safeParse({ ...base, branch_ids: ['nope'] }).success).toBe(false);
    expect(createUserSchema.parse({ ...base, role: 'admin', all_branches: true }).all_branches).toBe(true);
    const staff = createUserSchema.safeParse({ ...base, role: 'manager', all_branches: true });
    expect(staff.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['all_branches', ALL_BRANCHES_ADMINS_ONLY],
    ]);
  });
});

describe('explainPermissions', () => {
  it('says where each permission comes from', () => {
    const explained = explainPermissions({
      keys: ['payments:view', 'payments:delete', 'users:view', 'roles:manage'],
      roleNames: ['manager', 'front_desk'],
      rolePermissions: { manager: ['payments:view', 'payments:delete'], front_desk: ['payments:view'] },
      overrides: [
        { key: 'payments:delete', granted: false },
        { key: 'users:view', granted: true },
      ],
    });
    expect(explained.get('payments:view')).toEqual({
      allowed: true,
      source: 'role',
      roles: ['front_desk', 'manager'],
    });
    expect(explained.get('payments:delete')).toEqual({ allowed: false, source: 'deny', roles: ['manager'] });
    expect(explained.get('users:view')).toEqual({ allowed: true, source: 'grant', roles: [] });
    expect(explained.get('roles:manage')).toEqual({ allowed: false, source: 'none', roles: [] });
  });

  it('a super admin holds everything whatever the overrides', () => {
    const explained = explainPermissions({
      keys: ALL_PERMISSION_KEYS,
      roleNames: ['super_admin'],
      rolePermissions: { super_admin: [] },
      overrides: [{ key: 'users:view', granted: false }],
    });
    expect([...explained.values()].every((e) => e.allowed && e.source === 'super_admin')).toBe(true);
  });

  it('always agrees with resolvePermissions', () => {
    const key = fc.constantFrom(...ALL_PERMISSION_KEYS);
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('super_admin', 'admin', 'manager', 'custom'),
          fc.array(key, { maxLength: 8 }),
        ),
        fc.uniqueArray(fc.record({ key, granted: fc.boolean() }), { selector: (o) => o.key, maxLength: 8 }),
        (rolePermissions, overrides) => {
          const roleNames = Object.keys(rolePermissions);
          const explained = explainPermissions({
            keys: ALL_PERMISSION_KEYS,
            roleNames,
            rolePermissions,
            overrides,
          });
          const resolved = resolvePermissions({
            roleNames,
            rolePermissions: Object.values(rolePermissions).flat(),
            overrides,
          });
          for (const k of ALL_PERMISSION_KEYS) {
            const e = explained.get(k)!;
            expect(e.allowed).toBe(resolved.has(k));
            if (e.source === 'role') expect(e.allowed).toBe(true);
            if (e.source === 'deny' || e.source === 'none') expect(e.allowed).toBe(false);
          }
        },
      ),
    );
  });
});
