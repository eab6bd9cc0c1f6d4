import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { testClock } from './clock.ts';
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

  it('turns an opening balance into an audited charge dated the import day, or a payment when paid ahead, once', {
    timeout: 600_000,
  }, async () => {
    // Today is 20 Jan 2027 in India: the tenants come mid-month from a notebook.
    const { app, db, signIn, close } = await createTestApp(
      {},
      { clock: testClock(new Date('2027-01-20T06:30:00Z')) },
    );
    try {
      const owner = await signIn();
      const branch = await makeBranch(db);
      const url = `/api/branches/${branch.id}/tenants/import`;
      const rows = [
        { name: 'Owes', phone: '98765 40001', opening_balance: '₹4,500.50' },
        { name: 'Ahead', phone: '98765 40002', opening_balance: '-2000' },
        { name: 'Square', phone: '98765 40003', opening_balance: '0' },
        { name: 'None', phone: '98765 40004' },
        { name: 'Bad', phone: '98765 40005', opening_balance: 'lots' },
        { name: 'Too fine', phone: '98765 40006', opening_balance: '10.005' },
      ];
      const preview = await app.inject({
        method: 'POST',
        url,
        headers: owner.headers,
        payload: { rows, dry_run: true },
      });
      expect(preview.json().problems).toEqual([
        { row: 6, messages: ['Opening balance must be a number'] },
        { row: 7, messages: ['Opening balance can have at most 2 decimals'] },
      ]);
      const balances = () =>
        query<{ name: string; balance: string; charges: string; paid: string }>(
          db,
          sql`select t.name,
                (select coalesce(sum(amount), 0) from charges c where c.tenant_id = t.id and c.date = '2027-01-20'
                  and c.description = 'Opening balance')::text as charges,
                (select coalesce(sum(amount), 0) from payments p where p.tenant_id = t.id and p.date = '2027-01-20'
                  and p.note = 'Opening balance')::text as paid,
                (a.billed - a.paid)::text as balance
              from tenants t left join tenant_accounts a on a.tenant_id = t.id
              where t.branch_id = ${branch.id} order by t.name`,
        );
      const done = await app.inject({ method: 'POST', url, headers: owner.headers, payload: { rows } });
      expect(done.json()).toMatchObject({ added: 4, skipped: 2 });
      const after = await balances();
      expect(after).toMatchObject([
        { name: 'Ahead', charges: '0', paid: '2000.00' },
        { name: 'None', charges: '0', paid: '0' },
        { name: 'Owes', charges: '4500.50', paid: '0' },
        { name: 'Square', charges: '0', paid: '0' },
      ]);
      const audit = await query<{ action: string }>(
        db,
        sql`select action from audit_log where action in ('charge.create', 'payment.create') order by action`,
      );
      expect(audit.map((a) => a.action)).toEqual(['charge.create', 'payment.create']);
      // The same file again (a new request, not a repeat of the first) adds no tenant and no balance.
      const again = await app.inject({ method: 'POST', url, headers: owner.headers, payload: { rows } });
      expect(again.json()).toMatchObject({ added: 0, skipped: 6 });
      expect(await balances()).toEqual(after);
      // The balance reads on the tenant's statement as owed today.
      const owes = await query<{ id: string }>(
        db,
        sql`select id from tenants where branch_id = ${branch.id} and name = 'Owes'`,
      );
      const balance = await app.inject({
        url: `/api/tenants/${owes[0]!.id}/balance`,
        headers: owner.headers,
      });
      expect(balance.json()).toMatchObject({ balance: 4500.5, oldest_due_date: '2027-01-20' });
    } finally {
      await close();
    }
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
