import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { roles } from '../src/db/schema/auth.ts';
import { writeAudit } from '../src/lib/audit.ts';
import { makePrincipal } from './access-fixtures.ts';
import { makeRoomInNewBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';

const t = await createTestApp();
const { app } = t;
const superAdmin = await t.signIn(['super_admin']);
const admin = await t.signIn(['admin']);

describe('audit log', () => {
  it('lets super admins read every change, newest first, filtered and searched', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: { email: 'audited@example.com', password: 'a good password' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: superAdmin.headers,
      payload: { name: 'Auditor' },
    });

    const res = await app.inject({ method: 'GET', url: '/api/audit-log', headers: superAdmin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items.map((e: { action: string }) => e.action)).toEqual(['role.create', 'user.create']);
    expect(body.items[1]).toMatchObject({
      actor_email: admin.email,
      entity: 'user',
      after: { email: 'audited@example.com', roles: ['user'] },
    });

    const users = await app.inject({
      method: 'GET',
      url: '/api/audit-log?entity=user',
      headers: superAdmin.headers,
    });
    expect(users.json()).toMatchObject({ total: 1, items: [{ action: 'user.create' }] });
    const search = await app.inject({
      method: 'GET',
      url: `/api/audit-log?q=${encodeURIComponent(admin.email.toUpperCase())}`,
      headers: superAdmin.headers,
    });
    expect(search.json().total).toBe(1);
    const page = await app.inject({
      method: 'GET',
      url: '/api/audit-log?limit=1&offset=1',
      headers: superAdmin.headers,
    });
    expect(page.json()).toMatchObject({ total: 2, items: [{ action: 'user.create' }] });
  });

  it('is refused to admins', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/audit-log', headers: admin.headers })).statusCode,
    ).toBe(403);
  });

  it('is written in the same transaction as the change: a failed change leaves no record, a failed record no change', async () => {
    const before = await query<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`);
    const dup = await app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: superAdmin.headers,
      payload: { name: 'auditor' },
    });
    expect(dup.statusCode).toBe(409);
    const after = await query<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`);
    expect(after[0]!.n).toBe(before[0]!.n);

    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(roles).values({ name: 'half_written' });
        // An actor that does not exist violates the audit log's foreign key: the role goes too.
        await writeAudit(tx, {
          actor: { id: crypto.randomUUID(), email: 'ghost@example.com' },
          action: 'role.create',
          entity: 'role',
        });
      }),
    ).rejects.toThrow();
    expect(await query(t.db, sql`select 1 from roles where name = 'half_written'`)).toHaveLength(0);
  });

  it('shows a reader only the entries of the branches they hold; those of no branch only to who holds every branch', async () => {
    const a = await makeRoomInNewBranch(t.db);
    const b = await makeRoomInNewBranch(t.db);
    const tenantOf = async (branch: typeof a.branch, name: string) => {
      const tenant = await makeTenant(t.db, branch, { name });
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/tenants/${tenant.id}`,
        headers: superAdmin.headers,
        payload: { name: `${name} Renamed` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return tenant;
    };
    const inA = await tenantOf(a.branch, 'Branch A Tenant');
    const inB = await tenantOf(b.branch, 'Branch B Tenant');
    const staffOfA = await makePrincipal(t, { rolePermissions: ['audit:view'], branches: [a.branch.id] });
    const list = async (headers: Record<string, string>, qs = '') => {
      const res = await app.inject({ method: 'GET', url: `/api/audit-log?limit=200${qs}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { total: number; items: { entity_id: string | null; branch_id: string | null }[] };
    };

    const mine = await list(staffOfA.headers);
    expect(mine.items.map((e) => e.entity_id)).toContain(inA.id);
    expect(mine.items.map((e) => e.entity_id)).not.toContain(inB.id);
    expect(mine.items.every((e) => e.branch_id === a.branch.id)).toBe(true);
    expect(mine.total).toBe(mine.items.length);
    // Asking for branch B's entries by name gives none of them.
    expect(await list(staffOfA.headers, `&branch_id=${b.branch.id}`)).toEqual({ total: 0, items: [] });
    expect((await list(staffOfA.headers, '&entity=user')).total).toBe(0);

    // Who holds every branch reads both, and the branch filter keeps to the one asked for.
    const all = await list(superAdmin.headers);
    expect(all.items.map((e) => e.entity_id)).toEqual(expect.arrayContaining([inA.id, inB.id]));
    expect(all.items.some((e) => e.branch_id === null)).toBe(true);
    const onlyB = await list(superAdmin.headers, `&branch_id=${b.branch.id}`);
    expect(onlyB.items.length).toBeGreaterThan(0);
    expect(onlyB.items.every((e) => e.branch_id === b.branch.id)).toBe(true);
    expect(onlyB.items.map((e) => e.entity_id)).toContain(inB.id);
  });

  it('stores null, not JSON null, when there is no before or after', async () => {
    const rows = await query<{ before_is_null: boolean }>(
      t.db,
      sql`select before is null as before_is_null from audit_log where action = 'user.create'`,
    );
    expect(rows[0]!.before_is_null).toBe(true);
  });
});
