import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { auditOf, makePrincipal, permissionId, roleId } from './access-fixtures.ts';
import { createTestApp } from './helper.ts';

/**
 * Delegation: nobody gives what they do not hold. A holder of `roles:manage` or of
 * `user_permissions:manage` can hand out only permissions they hold themselves, never changes a
 * system role, their own role, their own roles or their own overrides; a super admin can do all
 * of it. After every refusal the target's effective permissions are what they were.
 */
const t = await createTestApp();
const { app } = t;
const superAdmin = await t.signIn(['super_admin']);

type Headers = Record<string, string>;

/** The user's effective permissions, as the User Permissions page shows them to a super admin. */
async function effective(userId: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/users/${userId}/permissions`,
    headers: superAdmin.headers,
  });
  expect(res.statusCode).toBe(200);
  return (res.json().items as { key: string; allowed: boolean }[])
    .filter((i) => i.allowed)
    .map((i) => i.key)
    .sort();
}

/** The custom role `makePrincipal` made for the user. */
async function ownRoleId(userId: string) {
  const [row] = await query<{ id: string }>(
    t.db,
    sql`select r.id from user_role_assignments ura join roles r on r.id = ura.role_id
        where ura.user_id = ${userId} and not r.is_system`,
  );
  return row!.id;
}

const rolePermission = async (role: string, key: string, on: boolean, headers: Headers) =>
  app.inject({
    method: on ? 'PUT' : 'DELETE',
    url: `/api/roles/${role}/permissions/${await permissionId(t, key)}`,
    headers,
  });
const assignRole = (userId: string, role: string, on: boolean, headers: Headers) =>
  app.inject({ method: on ? 'PUT' : 'DELETE', url: `/api/users/${userId}/roles/${role}`, headers });
const override = async (userId: string, key: string, granted: boolean | null, headers: Headers) => {
  const url = `/api/users/${userId}/permissions/${await permissionId(t, key)}`;
  return granted === null
    ? app.inject({ method: 'DELETE', url, headers })
    : app.inject({ method: 'PUT', url, headers, payload: { granted } });
};
const newRole = async (name: string, keys: string[] = []) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/roles',
    headers: superAdmin.headers,
    payload: { name },
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as string;
  for (const key of keys)
    expect((await rolePermission(id, key, true, superAdmin.headers)).statusCode).toBe(204);
  return id;
};
const createBranch = (headers: Headers) =>
  app.inject({
    method: 'POST',
    url: '/api/branches',
    headers,
    payload: { code: `D${Math.floor(Math.random() * 1e6)}`, name: 'Delegated branch' },
  });
const createUser = (email: string, role: string, headers: Headers) =>
  app.inject({
    method: 'POST',
    url: '/api/users',
    headers,
    payload: { email, password: 'a good password', role },
  });

/** A refusal: 403 with exactly this message. */
function refused(
  res: { statusCode: number; json: () => { error: { code: string; message: string } } },
  message: string,
) {
  expect(res.statusCode).toBe(403);
  expect(res.json().error).toMatchObject({ code: 'forbidden', message });
}

describe('a holder of roles:manage (and roles:view) only', () => {
  it('cannot add a permission to their own role, not even one they hold', async () => {
    const manager = await makePrincipal(t, { rolePermissions: ['roles:view', 'roles:manage'] });
    const own = await ownRoleId(manager.user.id);
    const before = await effective(manager.user.id);
    expect(before).toEqual(['roles:manage', 'roles:view']);

    for (const [key, on] of [
      ['branches:create', true],
      ['applications:reveal', true],
      ['roles:view', false],
    ] as const) {
      refused(
        await rolePermission(own, key, on, manager.headers),
        'You cannot change a role you hold yourself',
      );
    }
    expect(await effective(manager.user.id)).toEqual(before);
    // Still without the rights they tried to take.
    expect((await createBranch(manager.headers)).statusCode).toBe(403);
  });

  it('cannot add a permission they lack to another custom role; adds one they hold', async () => {
    const manager = await makePrincipal(t, { rolePermissions: ['roles:view', 'roles:manage'] });
    const role = await newRole('Night desk');
    const holder = await makePrincipal(t);
    expect((await assignRole(holder.user.id, role, true, superAdmin.headers)).statusCode).toBe(204);
    const before = await effective(holder.user.id);

    for (const [key, message] of [
      ['branches:create', 'You can only give permissions you hold yourself: Create branches'],
      ['applications:reveal', 'You can only give permissions you hold yourself: Reveal full Aadhar numbers'],
    ] as const) {
      refused(await rolePermission(role, key, true, manager.headers), message);
    }
    expect(await effective(holder.user.id)).toEqual(before);
    expect(await auditOf(t, 'role_permission.grant', role)).toHaveLength(0);

    expect((await rolePermission(role, 'roles:view', true, manager.headers)).statusCode).toBe(204);
    expect(await effective(holder.user.id)).toEqual([...before, 'roles:view'].sort());
  });

  it('cannot take away from a role, or delete a role, what they could not give', async () => {
    const manager = await makePrincipal(t, { rolePermissions: ['roles:view', 'roles:manage'] });
    const role = await newRole('Gatekeeper', ['applications:reveal', 'roles:view']);
    const holder = await makePrincipal(t);
    await assignRole(holder.user.id, role, true, superAdmin.headers);
    const before = await effective(holder.user.id);

    refused(
      await rolePermission(role, 'applications:reveal', false, manager.headers),
      'You can only take away permissions you hold yourself: Reveal full Aadhar numbers',
    );
    const del = await app.inject({ method: 'DELETE', url: `/api/roles/${role}`, headers: manager.headers });
    refused(
      del,
      'You can only delete a role whose permissions you hold yourself. The role gatekeeper also gives: Reveal full Aadhar numbers',
    );
    expect(await effective(holder.user.id)).toEqual(before);
    // What they hold, they may take away.
    expect((await rolePermission(role, 'roles:view', false, manager.headers)).statusCode).toBe(204);
  });

  it('cannot change the admin role or any other system role', async () => {
    const manager = await makePrincipal(t, { rolePermissions: ['roles:view', 'roles:manage'] });
    const admin = await makePrincipal(t, { roles: ['admin'] });
    const before = await effective(admin.user.id);
    for (const name of ['admin', 'manager', 'user', 'super_admin']) {
      const id = await roleId(t, name);
      const message = 'Only a super admin can change the permissions of a system role';
      refused(await rolePermission(id, 'branches:create', true, manager.headers), message);
      // Not even with a permission they hold.
      refused(await rolePermission(id, 'roles:view', true, manager.headers), message);
      refused(await rolePermission(id, 'dashboard:view', false, manager.headers), message);
    }
    expect(await effective(admin.user.id)).toEqual(before);
  });
});

describe('assigning roles', () => {
  it('needs every permission the role gives', async () => {
    const delegate = await makePrincipal(t, {
      rolePermissions: ['roles:view', 'roles:manage', 'user_permissions:manage', 'dashboard:view'],
    });
    const target = await makePrincipal(t, { rolePermissions: ['tenants:view'] });
    const before = await effective(target.user.id);

    const manager = await roleId(t, 'manager');
    const res = await assignRole(target.user.id, manager, true, delegate.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(
      /^You can only give a role whose permissions you hold yourself\. The role manager also gives: View properties, Create properties, /,
    );
    expect(res.json().error.message).not.toContain('View the branch dashboard');
    const rich = await newRole('Cashier', ['payments:create', 'dashboard:view']);
    refused(
      await assignRole(target.user.id, rich, true, delegate.headers),
      'You can only give a role whose permissions you hold yourself. The role cashier also gives: Create payments',
    );
    expect(await effective(target.user.id)).toEqual(before);

    // A role giving only what they hold, they may give and take.
    const lean = await newRole('Greeter', ['dashboard:view']);
    expect((await assignRole(target.user.id, lean, true, delegate.headers)).statusCode).toBe(204);
    expect(await effective(target.user.id)).toEqual(['dashboard:view', 'tenants:view']);
    expect((await assignRole(target.user.id, lean, false, delegate.headers)).statusCode).toBe(204);

    // Taking away a role that gives more than they hold is refused as well.
    expect((await assignRole(target.user.id, rich, true, superAdmin.headers)).statusCode).toBe(204);
    const withRich = await effective(target.user.id);
    refused(
      await assignRole(target.user.id, rich, false, delegate.headers),
      'You can only take away a role whose permissions you hold yourself. The role cashier also gives: Create payments',
    );
    expect(await effective(target.user.id)).toEqual(withRich);
  });

  it('nobody changes their own roles', async () => {
    const delegate = await makePrincipal(t, {
      rolePermissions: ['user_permissions:manage', 'dashboard:view'],
    });
    const before = await effective(delegate.user.id);
    const lean = await newRole('Doorman', ['dashboard:view']);
    refused(
      await assignRole(delegate.user.id, lean, true, delegate.headers),
      'You cannot change your own roles',
    );
    refused(
      await assignRole(delegate.user.id, await ownRoleId(delegate.user.id), false, delegate.headers),
      'You cannot change your own roles',
    );
    expect(await effective(delegate.user.id)).toEqual(before);
  });

  it('creating a user with a role needs every permission of the role', async () => {
    const creator = await makePrincipal(t, { rolePermissions: ['users:view', 'users:create'] });
    const res = await createUser('delegated-staff@example.com', 'user', creator.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(
      /^You can only create a user with a role whose permissions you hold yourself\. The role user also gives: View the branch dashboard, /,
    );
    const rows = await query(t.db, sql`select 1 from users where email = 'delegated-staff@example.com'`);
    expect(rows).toHaveLength(0);
  });
});

describe('a holder of user_permissions:manage only', () => {
  it('cannot grant themselves anything, nor change their own overrides at all', async () => {
    const delegate = await makePrincipal(t, {
      rolePermissions: ['user_permissions:manage', 'dashboard:view'],
    });
    const before = await effective(delegate.user.id);
    const own = 'You cannot change your own permissions';
    refused(await override(delegate.user.id, 'branches:create', true, delegate.headers), own);
    refused(await override(delegate.user.id, 'applications:reveal', true, delegate.headers), own);
    refused(await override(delegate.user.id, 'dashboard:view', true, delegate.headers), own);
    refused(await override(delegate.user.id, 'dashboard:view', false, delegate.headers), own);
    refused(await override(delegate.user.id, 'dashboard:view', null, delegate.headers), own);
    expect(await effective(delegate.user.id)).toEqual(before);
    expect(await auditOf(t, 'user_permission.set', delegate.user.id)).toHaveLength(0);
    expect((await createBranch(delegate.headers)).statusCode).toBe(403);
  });

  it('cannot grant or deny anyone a permission they lack; may give what they hold', async () => {
    const delegate = await makePrincipal(t, {
      rolePermissions: ['user_permissions:manage', 'dashboard:view'],
    });
    const target = await makePrincipal(t, { roles: ['manager'] });
    const before = await effective(target.user.id);

    for (const [key, granted, message] of [
      ['branches:create', true, 'You can only give permissions you hold yourself: Create branches'],
      [
        'applications:reveal',
        true,
        'You can only give permissions you hold yourself: Reveal full Aadhar numbers',
      ],
      ['payments:create', false, 'You can only take away permissions you hold yourself: Create payments'],
    ] as const) {
      refused(await override(target.user.id, key, granted, delegate.headers), message);
    }
    expect(await effective(target.user.id)).toEqual(before);

    // Clearing an override is a change too: clearing a Grant takes away, clearing a Deny gives.
    await override(target.user.id, 'audit:view', true, superAdmin.headers);
    await override(target.user.id, 'payments:view', false, superAdmin.headers);
    const withOverrides = await effective(target.user.id);
    for (const [key, message] of [
      ['audit:view', 'You can only take away permissions you hold yourself: Read the audit log'],
      ['payments:view', 'You can only give permissions you hold yourself: View payments'],
    ] as const) {
      refused(await override(target.user.id, key, null, delegate.headers), message);
    }
    expect(await effective(target.user.id)).toEqual(withOverrides);

    // What they hold they may grant, deny and reset.
    const other = await makePrincipal(t);
    expect((await override(other.user.id, 'dashboard:view', true, delegate.headers)).statusCode).toBe(204);
    expect(await effective(other.user.id)).toEqual(['dashboard:view']);
    expect((await override(other.user.id, 'dashboard:view', false, delegate.headers)).statusCode).toBe(204);
    expect((await override(other.user.id, 'dashboard:view', null, delegate.headers)).statusCode).toBe(204);
    expect(await effective(other.user.id)).toEqual([]);
  });
});

describe('a super admin', () => {
  it('gives and takes any permission, changes system roles, assigns any role', async () => {
    const role = await newRole('Auditor');
    expect((await rolePermission(role, 'branches:create', true, superAdmin.headers)).statusCode).toBe(204);
    expect((await rolePermission(role, 'applications:reveal', true, superAdmin.headers)).statusCode).toBe(
      204,
    );

    const admin = await roleId(t, 'admin');
    expect((await rolePermission(admin, 'audit:view', true, superAdmin.headers)).statusCode).toBe(204);
    expect((await rolePermission(admin, 'audit:view', false, superAdmin.headers)).statusCode).toBe(204);

    const target = await makePrincipal(t);
    expect((await assignRole(target.user.id, role, true, superAdmin.headers)).statusCode).toBe(204);
    expect(
      (await assignRole(target.user.id, await roleId(t, 'manager'), true, superAdmin.headers)).statusCode,
    ).toBe(204);
    expect((await override(target.user.id, 'roles:manage', true, superAdmin.headers)).statusCode).toBe(204);
    expect((await override(target.user.id, 'branches:create', false, superAdmin.headers)).statusCode).toBe(
      204,
    );
    const now = await effective(target.user.id);
    expect(now).toContain('applications:reveal');
    expect(now).toContain('roles:manage');
    expect(now).not.toContain('branches:create');

    const created = await createUser('made-by-super@example.com', 'admin', superAdmin.headers);
    expect(created.statusCode).toBe(201);
  });

  it('changes a role they hold besides super_admin, but never their own roles or overrides', async () => {
    const role = await newRole('Second hat');
    const me = superAdmin.user.id;
    // Given by another super admin: nobody assigns their own roles.
    const other = await makePrincipal(t, { roles: ['super_admin'] });
    expect((await assignRole(me, role, true, other.headers)).statusCode).toBe(204);
    expect((await rolePermission(role, 'payments:create', true, superAdmin.headers)).statusCode).toBe(204);
    refused(await assignRole(me, role, false, superAdmin.headers), 'You cannot change your own roles');
    refused(
      await override(me, 'payments:create', null, superAdmin.headers),
      'You cannot change your own permissions',
    );
  });
});
