import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { auditOf, makePrincipal, permissionId, roleId } from './access-fixtures.ts';
import { createTestApp } from './helper.ts';

const t = await createTestApp();
const { app } = t;
const superAdmin = await t.signIn(['super_admin']);
const admin = await t.signIn(['admin']);

const createRole = (payload: object, headers = superAdmin.headers) =>
  app.inject({ method: 'POST', url: '/api/roles', headers, payload });
const roleUrl = (id: string, permission?: string) =>
  permission ? `/api/roles/${id}/permissions/${permission}` : `/api/roles/${id}`;

describe('roles', () => {
  it('lists the system roles with their type and user counts', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/roles', headers: superAdmin.headers });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { name: string; is_system: boolean; user_count: number }[];
    expect(items.map((r) => r.name).sort()).toEqual(['admin', 'manager', 'super_admin', 'user']);
    expect(items.every((r) => r.is_system)).toBe(true);
    expect(items.find((r) => r.name === 'super_admin')!.user_count).toBe(1);
  });

  it('creates a custom role: lowercased, spaces to underscores, never a system role, audited', async () => {
    const res = await createRole({ name: '  Night   Warden ', description: 'Looks after the gate' });
    expect(res.statusCode).toBe(201);
    const r = res.json();
    expect(r).toMatchObject({ name: 'night_warden', description: 'Looks after the gate', is_system: false });
    const smuggled = await createRole({ name: 'sneaky', is_system: true });
    expect(smuggled.statusCode).toBe(400);
    expect(smuggled.json().error.fields).toEqual({ is_system: 'Unknown field' });

    const [entry] = await auditOf(t, 'role.create', r.id);
    expect(entry).toMatchObject({
      actor_id: superAdmin.user.id,
      entity: 'role',
      after: { name: 'night_warden', description: 'Looks after the gate', is_system: false },
    });

    const list = await app.inject({ method: 'GET', url: '/api/roles', headers: superAdmin.headers });
    expect(list.json().items[0]).toMatchObject({ name: 'night_warden', is_system: false });
  });

  it("answers 'Role name is required' for an empty name", async () => {
    for (const name of ['', '   ']) {
      const res = await createRole({ name, description: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ name: 'Role name is required' });
    }
    const missing = await createRole({ description: 'x' });
    expect(missing.json().error.fields).toEqual({ name: 'Role name is required' });
  });

  it('refuses a duplicate name, including a system role name, with 409', async () => {
    expect((await createRole({ name: 'Cook' })).statusCode).toBe(201);
    const again = await createRole({ name: 'COOK' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ name: 'A role with this name already exists' });
    const system = await createRole({ name: 'Super Admin' });
    expect(system.statusCode).toBe(409);
    const rows = await query(t.db, sql`select is_system from roles where name = 'super_admin'`);
    expect(rows).toEqual([{ is_system: true }]);
  });

  it("refuses deleting a system role with 'Cannot delete system roles'", async () => {
    for (const name of ['super_admin', 'admin', 'manager', 'user']) {
      const res = await app.inject({
        method: 'DELETE',
        url: roleUrl(await roleId(t, name)),
        headers: superAdmin.headers,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('Cannot delete system roles');
    }
  });

  it('deletes a custom role; its holders lose its permissions at their next request', async () => {
    const r = (await createRole({ name: 'Payments Clerk' })).json();
    const pid = await permissionId(t, 'users:view');
    expect(
      (await app.inject({ method: 'PUT', url: roleUrl(r.id, pid), headers: superAdmin.headers })).statusCode,
    ).toBe(204);
    const holder = await makePrincipal(t);
    await app.inject({
      method: 'PUT',
      url: `/api/users/${holder.user.id}/roles/${r.id}`,
      headers: superAdmin.headers,
    });
    const probe = () => app.inject({ method: 'GET', url: '/api/users', headers: holder.headers });
    expect((await probe()).statusCode).toBe(200);

    const del = await app.inject({ method: 'DELETE', url: roleUrl(r.id), headers: superAdmin.headers });
    expect(del.statusCode).toBe(204);
    expect((await probe()).statusCode).toBe(403);
    const [entry] = await auditOf(t, 'role.delete', r.id);
    expect(entry).toMatchObject({
      before: { name: 'payments_clerk', permissions: ['users:view'], user_ids: [holder.user.id] },
      after: null,
    });
    expect(
      (await app.inject({ method: 'DELETE', url: roleUrl(r.id), headers: superAdmin.headers })).statusCode,
    ).toBe(404);
  });

  it('is for super admins: an admin may not read or manage roles', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/roles', headers: admin.headers })).statusCode).toBe(
      403,
    );
    expect((await createRole({ name: 'x' }, admin.headers)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/permissions', headers: admin.headers })).statusCode,
    ).toBe(403);
  });
});

describe('role permissions', () => {
  it('lists the catalogue by module, feature and action', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/permissions', headers: superAdmin.headers });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { module: string; feature: string; action: string; key: string }[];
    expect(items.length).toBeGreaterThan(40);
    const sorted = [...items].sort(
      (a, b) =>
        a.module.localeCompare(b.module) ||
        a.feature.localeCompare(b.feature) ||
        a.action.localeCompare(b.action),
    );
    expect(items.map((p) => p.key)).toEqual(sorted.map((p) => p.key));
    expect(items.find((p) => p.key === 'payments:create')).toMatchObject({
      module: 'operations',
      feature: 'payments',
      action: 'create',
      description: 'Create payments',
    });
  });

  it('adds and removes a permission of a role, each change audited, effective at the next request', async () => {
    const r = (await createRole({ name: 'Complaints desk' })).json();
    const holder = await makePrincipal(t);
    await app.inject({
      method: 'PUT',
      url: `/api/users/${holder.user.id}/roles/${r.id}`,
      headers: superAdmin.headers,
    });
    const pid = await permissionId(t, 'audit:view');
    const probe = () => app.inject({ method: 'GET', url: '/api/audit-log', headers: holder.headers });
    expect((await probe()).statusCode).toBe(403);

    expect(
      (await app.inject({ method: 'PUT', url: roleUrl(r.id, pid), headers: superAdmin.headers })).statusCode,
    ).toBe(204);
    // Idempotent: a second PUT changes nothing and writes no second audit record.
    expect(
      (await app.inject({ method: 'PUT', url: roleUrl(r.id, pid), headers: superAdmin.headers })).statusCode,
    ).toBe(204);
    const perms = await app.inject({
      method: 'GET',
      url: `${roleUrl(r.id)}/permissions`,
      headers: superAdmin.headers,
    });
    expect(perms.json()).toEqual({ permission_ids: [pid] });
    expect((await probe()).statusCode).toBe(200);

    expect(
      (await app.inject({ method: 'DELETE', url: roleUrl(r.id, pid), headers: superAdmin.headers }))
        .statusCode,
    ).toBe(204);
    expect((await probe()).statusCode).toBe(403);

    const grants = await auditOf(t, 'role_permission.grant', r.id);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({
      before: { role: 'complaints_desk', permission: 'audit:view', granted: false },
      after: { role: 'complaints_desk', permission: 'audit:view', granted: true },
    });
    expect(await auditOf(t, 'role_permission.revoke', r.id)).toHaveLength(1);
  });

  it('changes the permissions of a system role too, except super_admin which holds everything', async () => {
    const managerId = await roleId(t, 'manager');
    const pid = await permissionId(t, 'users:view');
    const manager = await makePrincipal(t, { roles: ['manager'] });
    const probe = () => app.inject({ method: 'GET', url: '/api/users', headers: manager.headers });
    expect((await probe()).statusCode).toBe(403);
    const put = await app.inject({
      method: 'PUT',
      url: roleUrl(managerId, pid),
      headers: superAdmin.headers,
    });
    expect(put.statusCode).toBe(204);
    expect((await probe()).statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: roleUrl(managerId, pid), headers: superAdmin.headers });
    expect((await probe()).statusCode).toBe(403);

    const superId = await roleId(t, 'super_admin');
    const res = await app.inject({
      method: 'DELETE',
      url: roleUrl(superId, pid),
      headers: superAdmin.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('The super_admin role always holds every permission');
  });

  it('404s an unknown role or permission and 400s a malformed id', async () => {
    const r = (await createRole({ name: 'Lonely' })).json();
    const unknown = crypto.randomUUID();
    const pid = await permissionId(t, 'beds:view');
    for (const url of [roleUrl(unknown, pid), roleUrl(r.id, unknown)]) {
      expect((await app.inject({ method: 'PUT', url, headers: superAdmin.headers })).statusCode).toBe(404);
    }
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `${roleUrl(unknown)}/permissions`,
          headers: superAdmin.headers,
        })
      ).statusCode,
    ).toBe(404);
    const bad = await app.inject({ method: 'PUT', url: roleUrl(r.id, 'nope'), headers: superAdmin.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('permissionId');
  });
});
