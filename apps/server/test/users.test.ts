import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { auditOf, makePrincipal } from './access-fixtures.ts';
import { createTestApp } from './helper.ts';

const t = await createTestApp();
const { app } = t;
const superAdmin = await t.signIn(['super_admin']);
const admin = await t.signIn(['admin']);
const manager = await t.signIn(['manager']);

const createUser = (payload: object, headers = admin.headers) =>
  app.inject({ method: 'POST', url: '/api/users', headers, payload });
const deleteUser = (id: string, headers = admin.headers) =>
  app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers });
const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/auth/user', headers });

describe('users list', () => {
  it('lists users newest first with their roles, searches and sorts by email', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.items[0]).toMatchObject({ email: manager.email, roles: ['manager'] });
    expect(Object.keys(body.items[0]).sort()).toEqual([
      'all_branches',
      'branch_ids',
      'created_at',
      'email',
      'id',
      'name',
      'roles',
    ]);

    const search = await app.inject({
      method: 'GET',
      url: `/api/users?q=${encodeURIComponent(admin.email.slice(0, 10).toUpperCase())}`,
      headers: admin.headers,
    });
    expect(search.json()).toMatchObject({ total: 1, items: [{ email: admin.email, roles: ['admin'] }] });

    const byEmail = await app.inject({ method: 'GET', url: '/api/users?sort=email', headers: admin.headers });
    const emails = byEmail.json().items.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort());
  });

  it('is refused to non-admins', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users', headers: manager.headers });
    expect(res.statusCode).toBe(403);
    const anon = await app.inject({ method: 'GET', url: '/api/users' });
    expect(anon.statusCode).toBe(401);
  });
});

describe('creating users', () => {
  it('creates a user with the default role user and writes the audit log', async () => {
    const res = await createUser({ email: '  New.Staff@Example.COM ', password: 'a good password' });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({ email: 'new.staff@example.com', roles: ['user'] });
    expect(user).not.toHaveProperty('password_hash');

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      payload: { email: 'new.staff@example.com', password: 'a good password' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({ roles: ['user'], isAdmin: false });

    const [entry] = await auditOf(t, 'user.create', user.id);
    expect(entry).toMatchObject({
      actor_id: admin.user.id,
      actor_email: admin.email,
      entity: 'user',
      before: null,
      after: { id: user.id, email: 'new.staff@example.com', roles: ['user'] },
    });
    expect(JSON.stringify(entry)).not.toContain('a good password');
    expect(JSON.stringify(entry)).not.toContain('argon2');
  });

  it('creates managers and admins', async () => {
    for (const role of ['manager', 'admin'] as const) {
      const res = await createUser({ email: `a-${role}@example.com`, password: 'a good password', role });
      expect(res.statusCode).toBe(201);
      expect(res.json().roles).toEqual([role]);
    }
  });

  it("answers 'Please fill in all fields' for a missing email or password", async () => {
    const res = await createUser({ email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      email: 'Please fill in all fields',
      password: 'Please fill in all fields',
    });
    const missing = await createUser({ role: 'user' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({ email: 'Please fill in all fields' });
  });

  it('validates the email, the password, the role and unknown fields', async () => {
    const bad = await createUser({ email: 'not-an-email', password: 'short', role: 'super_admin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      email: 'Enter a valid email address',
      password: 'Password must be at least 8 characters',
      role: 'Choose user, manager or admin',
    });
    const extra = await createUser({ email: 'x@example.com', password: 'a good password', is_admin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.fields).toEqual({ is_admin: 'Unknown field' });
  });

  it('refuses a duplicate email, whatever its case, with 409 on the field', async () => {
    expect((await createUser({ email: 'dup@example.com', password: 'a good password' })).statusCode).toBe(
      201,
    );
    const again = await createUser({ email: 'DUP@example.com', password: 'another password' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'conflict',
      fields: { email: 'A user with this email already exists' },
    });
  });

  it("refuses a non-admin with 'Only admins can create users'", async () => {
    const res = await createUser({ email: 'nope@example.com', password: 'a good password' }, manager.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'forbidden', message: 'Only admins can create users' });
    const users = await query(t.db, sql`select 1 from users where email = 'nope@example.com'`);
    expect(users).toHaveLength(0);
  });

  it('lets a non-admin granted users:create add staff but never an admin', async () => {
    const granted = await makePrincipal(t, {
      roles: ['manager'],
      overrides: [{ key: 'users:create', granted: true }],
    });
    const staff = await createUser(
      { email: 'by-grant@example.com', password: 'a good password' },
      granted.headers,
    );
    expect(staff.statusCode).toBe(201);
    const escalate = await createUser(
      { email: 'sneaky-admin@example.com', password: 'a good password', role: 'admin' },
      granted.headers,
    );
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().error.message).toBe('Only admins can create users');
  });
});

describe('deleting users', () => {
  it('deletes a user, ends every session of theirs at once and writes the audit log', async () => {
    const victim = await t.signIn(['user']);
    const second = await app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      payload: { email: victim.email, password: victim.password },
    });
    const secondHeaders = { authorization: `Bearer ${second.json().access_token}` };
    expect((await me(victim.headers)).statusCode).toBe(200);
    expect((await me(secondHeaders)).statusCode).toBe(200);

    const res = await deleteUser(victim.user.id);
    expect(res.statusCode).toBe(204);

    // The access tokens have not expired, yet the very next request is refused.
    expect((await me(victim.headers)).statusCode).toBe(401);
    expect((await me(secondHeaders)).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=refresh_token',
      payload: { refresh_token: victim.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const sessions = await query(t.db, sql`select 1 from sessions where user_id = ${victim.user.id}`);
    expect(sessions).toHaveLength(0);

    const [entry] = await auditOf(t, 'user.delete', victim.user.id);
    expect(entry).toMatchObject({
      actor_id: admin.user.id,
      before: { id: victim.user.id, email: victim.email, roles: ['user'] },
      after: null,
    });
    expect((await deleteUser(victim.user.id)).statusCode).toBe(404);
  });

  it('refuses deleting yourself', async () => {
    const res = await deleteUser(admin.user.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('You cannot delete your own account');
    expect((await me(admin.headers)).statusCode).toBe(200);
  });

  it('refuses non-admins and users who outrank the caller', async () => {
    const target = await t.signIn(['user']);
    expect((await deleteUser(target.user.id, manager.headers)).statusCode).toBe(403);
    const bySuper = await deleteUser(superAdmin.user.id, admin.headers);
    expect(bySuper.statusCode).toBe(403);
    expect(bySuper.json().error.message).toBe('Only a super admin can delete a super admin');
    const grantee = await makePrincipal(t, {
      roles: ['user'],
      overrides: [{ key: 'users:delete', granted: true }],
    });
    const otherAdmin = await t.signIn(['admin']);
    const byGrantee = await deleteUser(otherAdmin.user.id, grantee.headers);
    expect(byGrantee.statusCode).toBe(403);
    expect((await deleteUser(target.user.id, grantee.headers)).statusCode).toBe(204);
  });

  it('400s a malformed id', async () => {
    const res = await deleteUser('not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('id');
  });

  it('keeps the audit trail of a deleted actor', async () => {
    const actor = await t.signIn(['admin']);
    const created = await createUser(
      { email: 'made-by-gone@example.com', password: 'a good password' },
      actor.headers,
    );
    expect(created.statusCode).toBe(201);
    expect((await deleteUser(actor.user.id, superAdmin.headers)).statusCode).toBe(204);
    const [entry] = await auditOf(t, 'user.create', created.json().id);
    expect(entry).toMatchObject({ actor_id: null, actor_email: actor.email });
  });
});

describe('the last super admin', () => {
  it('survives two super admins deleting each other at the same moment', async () => {
    const t2 = await createTestApp();
    const a = await t2.signIn(['super_admin']);
    const b = await t2.signIn(['super_admin']);
    const [ra, rb] = await Promise.all([
      t2.app.inject({ method: 'DELETE', url: `/api/users/${b.user.id}`, headers: a.headers }),
      t2.app.inject({ method: 'DELETE', url: `/api/users/${a.user.id}`, headers: b.headers }),
    ]);
    const statuses = [ra.statusCode, rb.statusCode].sort();
    expect(statuses[0]).toBe(204);
    expect([401, 409]).toContain(statuses[1]);
    const left = await query<{ n: number }>(
      t2.db,
      sql`select count(*)::int as n from user_role_assignments ura join roles r on r.id = ura.role_id
          where r.name = 'super_admin'`,
    );
    expect(left[0]!.n).toBe(1);
  }, 120_000);
});

describe('the name a user is shown by', () => {
  it('is given when the user is added, set by the user, and shown in the list, the session and the audit log', async () => {
    const created = await createUser({
      name: '  Meena Warden ',
      email: `meena-${Date.now()}@example.com`,
      password: 'correct horse battery',
      role: 'user',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().name).toBe('Meena Warden');
    const listed = await app.inject({ method: 'GET', url: '/api/users?q=Meena', headers: admin.headers });
    expect(listed.json().items.map((u: { name: string | null }) => u.name)).toEqual(['Meena Warden']);

    const long = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: manager.headers,
      payload: { name: 'x'.repeat(101) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ name: 'Name must be at most 100 characters' });
    const named = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: manager.headers,
      payload: { name: 'Ravi Manager' },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().name).toBe('Ravi Manager');
    expect((await me(manager.headers)).json().name).toBe('Ravi Manager');

    const log = await app.inject({
      method: 'GET',
      url: '/api/audit-log?q=user.rename',
      headers: superAdmin.headers,
    });
    const entry = log.json().items.find((e: { actor_id: string }) => e.actor_id === manager.user.id);
    expect(entry).toMatchObject({
      actor_email: manager.email,
      actor_name: 'Ravi Manager',
      after: { name: 'Ravi Manager' },
    });

    // The same name again is no change.
    await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: manager.headers,
      payload: { name: 'Ravi Manager' },
    });
    const again = await app.inject({
      method: 'GET',
      url: '/api/audit-log?q=user.rename',
      headers: superAdmin.headers,
    });
    expect(
      again.json().items.filter((e: { actor_id: string }) => e.actor_id === manager.user.id),
    ).toHaveLength(1);

    // Cleared, the e-mail shows again.
    await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: manager.headers,
      payload: { name: '' },
    });
    expect((await me(manager.headers)).json().name).toBeNull();
  });
});
