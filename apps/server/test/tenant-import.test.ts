import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { makeBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';

describe('importing tenants from a CSV', () => {
  it('previews each row’s problems, then adds the valid rows in one go and counts them', {
    timeout: 600_000,
  }, async () => {
    const { app, db, signIn } = await createTestApp();
    const owner = await signIn();
    const branch = await makeBranch(db);
    await makeTenant(db, branch, { phone: '+919000000001' });
    const url = `/api/branches/${branch.id}/tenants/import`;
    const rows = [
      { name: 'Asha Rao', phone: '98765 43210', email: 'asha@example.com', joined_at: '2026-01-15' },
      { name: '', phone: '98765 43211' },
      { name: 'Bad Phone', phone: '12345' },
      { name: 'Bad Date', phone: '98765 43212', joined_at: '31/02/2026' },
      { name: 'Again', phone: '9876543210' },
      { name: 'Already here', phone: '9000000001' },
      { name: 'Meera', phone: '+91 98765 43213', email: '' },
    ];
    const count = async () =>
      (
        await query<{ n: number }>(
          db,
          sql`select count(*)::int as n from tenants where branch_id = ${branch.id}`,
        )
      )[0]!.n;

    const preview = await app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { rows, dry_run: true },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const report = preview.json();
    expect(report, JSON.stringify(report)).toMatchObject({ added: 0, skipped: 5 });
    expect(report.problems.map((p: { row: number }) => p.row)).toEqual([3, 4, 5, 6, 7]);
    expect(report.problems[0].messages).toEqual(['Name is required']);
    expect(report.problems[3].messages).toEqual(['The same phone is on an earlier row']);
    expect(report.problems[4].messages).toEqual(['A tenant with this phone is already in this branch']);
    expect(await count()).toBe(1);

    const done = await app.inject({ method: 'POST', url, headers: owner.headers, payload: { rows } });
    expect(done.json()).toMatchObject({ added: 2, skipped: 5 });
    expect(await count()).toBe(3);
    const audit = await query<{ action: string }>(
      db,
      sql`select action from audit_log where action = 'tenant.import'`,
    );
    expect(audit).toHaveLength(1);
  });

  it('adds 10,000 rows in one transaction', { timeout: 600_000 }, async () => {
    const { app, db, signIn } = await createTestApp();
    const owner = await signIn();
    const branch = await makeBranch(db);
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      name: `Tenant ${i}`,
      phone: `9${String(i).padStart(9, '0')}`,
    }));
    const started = Date.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/branches/${branch.id}/tenants/import`,
      headers: owner.headers,
      payload: { rows },
    });
    expect(res.json()).toMatchObject({ added: 10_000, skipped: 0, problems: [] });
    // Informational: the whole import, checks included, on this machine.
    console.info(`imported 10,000 tenants in ${Date.now() - started} ms`);
  });
});
