import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { roles } from '../src/db/schema/auth.ts';
import { writeAudit } from '../src/lib/audit.ts';
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

  it('stores null, not JSON null, when there is no before or after', async () => {
    const rows = await query<{ before_is_null: boolean }>(
      t.db,
      sql`select before is null as before_is_null from audit_log where action = 'user.create'`,
    );
    expect(rows[0]!.before_is_null).toBe(true);
  });
});
