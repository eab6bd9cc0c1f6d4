import { describe, expect, it } from 'vitest';
import { auditOf, makePrincipal, permissionId, roleId } from './access-fixtures.ts';
import { createTestApp } from './helper.ts';

const t = await createTestApp();
const { app } = t;
const superAdmin = await t.signIn(['super_admin']);
const admin = await t.signIn(['admin']);

type State = { key: string; override: boolean | null; allowed: boolean; source: string; roles: string[] };

const rolesOf = async (userId: string, headers = superAdmin.headers) =>
  app.inject({ method: 'GET', url: `/api/users/${userId}/roles`, headers });
const stateOf = async (userId: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/users/${userId}/permissions`,
    headers: superAdmin.headers,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { is_super_admin: boolean; items: State[] };
  return { ...body, byKey: new Map(body.items.map((i) => [i.key, i])) };
};
const assign = (userId: string, role: string, on = true, headers = superAdmin.headers) =>
  app.inject({ method: on ? 'PUT' : 'DELETE', url: `/api/users/${userId}/roles/${role}`, headers });
const override = (
  userId: string,
  permission: string,
  granted: boolean | null,
  headers = superAdmin.headers,
) =>
  granted === null
    ? app.inject({ method: 'DELETE', url: `/api/users/${userId}/permissions/${permission}`, headers })
    : app.inject({
        method: 'PUT',
        url: `/api/users/${userId}/permissions/${permission}`,
        headers,
        payload: { granted },
      });
const listUsers = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/users', headers });

describe('assigned roles', () => {
  it('lists every role with whether the user holds it', async () => {
    const u = await makePrincipal(t, { roles: ['manager'] });
    const res = await rolesOf(u.user.id);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { name: string; assigned: boolean; is_system: boolean }[];
    expect(items.filter((r) => r.assigned).map((r) => r.name)).toEqual(['manager']);
    expect(items.map((r) => r.name)).toEqual(
      expect.arrayContaining(['super_admin', 'admin', 'manager', 'user']),
    );
  });

  it('assigns and removes a role, effective at the next request without signing out, audited', async () => {
    const u = await makePrincipal(t, { roles: ['user'] });
    const adminRole = await roleId(t, 'admin');
    expect((await listUsers(u.headers)).statusCode).toBe(403);

    expect((await assign(u.user.id, adminRole)).statusCode).toBe(204);
    expect((await listUsers(u.headers)).statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: u.headers });
    expect(me.json()).toMatchObject({ roles: ['admin', 'user'], isAdmin: true });
    // A second PUT is a no-op.
    expect((await assign(u.user.id, adminRole)).statusCode).toBe(204);

    expect((await assign(u.user.id, adminRole, false)).statusCode).toBe(204);
    expect((await listUsers(u.headers)).statusCode).toBe(403);

    const assigned = await auditOf(t, 'user_role.assign', u.user.id);
    expect(assigned).toHaveLength(1);
    expect(assigned[0]).toMatchObject({
      actor_id: superAdmin.user.id,
      entity: 'user_role',
      before: { roles: ['user'] },
      after: { roles: ['admin', 'user'] },
    });
    const removed = await auditOf(t, 'user_role.unassign', u.user.id);
    expect(removed[0]).toMatchObject({ before: { roles: ['admin', 'user'] }, after: { roles: ['user'] } });
  });

  it('never takes the super_admin role from the last super admin', async () => {
    const superId = await roleId(t, 'super_admin');
    // Nobody changes their own roles, so the last super admin cannot even try alone.
    const self = await assign(superAdmin.user.id, superId, false);
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe('You cannot change your own roles');

    const second = await makePrincipal(t, { roles: ['user'] });
    expect((await assign(second.user.id, superId)).statusCode).toBe(204);
    expect((await stateOf(second.user.id)).is_super_admin).toBe(true);
    expect((await assign(second.user.id, superId, false)).statusCode).toBe(204);

    // Two super admins taking the role from each other at the same moment: one of them keeps it.
    const t2 = await createTestApp();
    const a = await t2.signIn(['super_admin']);
    const b = await t2.signIn(['super_admin']);
    const superId2 = (await t2.app.inject({ method: 'GET', url: '/api/roles', headers: a.headers }))
      .json()
      .items.find((r: { name: string }) => r.name === 'super_admin').id;
    const [ra, rb] = await Promise.all([
      t2.app.inject({
        method: 'DELETE',
        url: `/api/users/${b.user.id}/roles/${superId2}`,
        headers: a.headers,
      }),
      t2.app.inject({
        method: 'DELETE',
        url: `/api/users/${a.user.id}/roles/${superId2}`,
        headers: b.headers,
      }),
    ]);
    // The second is refused: 403 when its author had already lost the role as it started, or 409
    // when both started as super admins ('The last super admin cannot lose the super_admin role').
    const statuses = [ra.statusCode, rb.statusCode].sort();
    expect(statuses[0]).toBe(204);
    expect([403, 409]).toContain(statuses[1]);
    const left = await t2.app.inject({
      method: 'GET',
      url: '/api/roles',
      headers: ra.statusCode === 204 ? a.headers : b.headers,
    });
    expect(left.json().items.find((r: { name: string }) => r.name === 'super_admin').user_count).toBe(1);
  }, 120_000);

  it('lets only a super admin give the super_admin role, and only an admin the admin role', async () => {
    const delegate = await makePrincipal(t, {
      roles: ['manager'],
      overrides: [{ key: 'user_permissions:manage', granted: true }],
    });
    const target = await makePrincipal(t, { roles: ['user'] });
    expect((await rolesOf(target.user.id, delegate.headers)).statusCode).toBe(200);
    const toSuper = await assign(target.user.id, await roleId(t, 'super_admin'), true, delegate.headers);
    expect(toSuper.statusCode).toBe(403);
    const self = await assign(delegate.user.id, await roleId(t, 'admin'), true, delegate.headers);
    expect(self.statusCode).toBe(403);
    expect(
      (await assign(target.user.id, await roleId(t, 'manager'), true, delegate.headers)).statusCode,
    ).toBe(204);
  });

  it('is for super admins only and 404s unknown users or roles', async () => {
    const u = await makePrincipal(t, { roles: ['user'] });
    expect((await rolesOf(u.user.id, admin.headers)).statusCode).toBe(403);
    expect((await assign(u.user.id, await roleId(t, 'manager'), true, admin.headers)).statusCode).toBe(403);
    expect((await rolesOf(crypto.randomUUID())).statusCode).toBe(404);
    expect((await assign(crypto.randomUUID(), await roleId(t, 'manager'))).statusCode).toBe(404);
    expect((await assign(u.user.id, crypto.randomUUID())).statusCode).toBe(404);
  });
});

describe('permission overrides', () => {
  it('shows each permission with its source: role, grant, deny or none', async () => {
    const u = await makePrincipal(t, {
      roles: ['manager'],
      overrides: [
        { key: 'users:view', granted: true },
        { key: 'payments:delete', granted: false },
      ],
    });
    const { is_super_admin, byKey } = await stateOf(u.user.id);
    expect(is_super_admin).toBe(false);
    expect(byKey.get('payments:view')).toMatchObject({
      override: null,
      allowed: true,
      source: 'role',
      roles: ['manager'],
    });
    expect(byKey.get('payments:delete')).toMatchObject({ override: false, allowed: false, source: 'deny' });
    expect(byKey.get('users:view')).toMatchObject({
      override: true,
      allowed: true,
      source: 'grant',
      roles: [],
    });
    expect(byKey.get('roles:manage')).toMatchObject({ override: null, allowed: false, source: 'none' });
  });

  it('grants, denies and resets to default, effective at the next request, each change audited', async () => {
    const u = await makePrincipal(t, { roles: ['manager'] });
    const pid = await permissionId(t, 'users:view');
    expect((await listUsers(u.headers)).statusCode).toBe(403);

    expect((await override(u.user.id, pid, true)).statusCode).toBe(204);
    expect((await listUsers(u.headers)).statusCode).toBe(200);
    expect((await stateOf(u.user.id)).byKey.get('users:view')).toMatchObject({
      override: true,
      source: 'grant',
    });

    expect((await override(u.user.id, pid, false)).statusCode).toBe(204);
    expect((await listUsers(u.headers)).statusCode).toBe(403);

    expect((await override(u.user.id, pid, null)).statusCode).toBe(204);
    expect((await stateOf(u.user.id)).byKey.get('users:view')).toMatchObject({
      override: null,
      source: 'none',
    });
    // Default when there is no override changes nothing and writes nothing.
    expect((await override(u.user.id, pid, null)).statusCode).toBe(204);

    const sets = await auditOf(t, 'user_permission.set', u.user.id);
    expect(sets.map((e) => [e.before, e.after])).toEqual([
      [
        { email: u.user.email, permission: 'users:view', override: 'default' },
        { email: u.user.email, permission: 'users:view', override: 'grant' },
      ],
      [
        { email: u.user.email, permission: 'users:view', override: 'grant' },
        { email: u.user.email, permission: 'users:view', override: 'deny' },
      ],
    ]);
    const cleared = await auditOf(t, 'user_permission.clear', u.user.id);
    expect(cleared).toHaveLength(1);
    expect(cleared[0]!.after).toMatchObject({ override: 'default' });
  });

  it('a deny override beats a role that has the permission', async () => {
    const u = await makePrincipal(t, { roles: ['admin'] });
    expect((await listUsers(u.headers)).statusCode).toBe(200);
    await override(u.user.id, await permissionId(t, 'users:view'), false);
    expect((await listUsers(u.headers)).statusCode).toBe(403);
    expect((await stateOf(u.user.id)).byKey.get('users:view')).toMatchObject({
      allowed: false,
      source: 'deny',
      roles: ['admin'],
    });
  });

  it('a super admin holds everything: no override applies', async () => {
    const other = await makePrincipal(t, { roles: ['super_admin'] });
    const { is_super_admin, items } = await stateOf(other.user.id);
    expect(is_super_admin).toBe(true);
    expect(items.every((i) => i.allowed && i.source === 'super_admin')).toBe(true);
    const res = await override(other.user.id, await permissionId(t, 'users:view'), false);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('A super admin holds every permission; overrides do not apply');
    expect((await override(other.user.id, await permissionId(t, 'users:view'), null)).statusCode).toBe(204);
  });

  it('validates the body and 404s unknown users or permissions', async () => {
    const u = await makePrincipal(t, { roles: ['user'] });
    const pid = await permissionId(t, 'users:view');
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/users/${u.user.id}/permissions/${pid}`,
      headers: superAdmin.headers,
      payload: { granted: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('granted');
    expect((await override(crypto.randomUUID(), pid, true)).statusCode).toBe(404);
    expect((await override(u.user.id, crypto.randomUUID(), true)).statusCode).toBe(404);
    expect((await override(u.user.id, pid, true, admin.headers)).statusCode).toBe(403);
  });
});
