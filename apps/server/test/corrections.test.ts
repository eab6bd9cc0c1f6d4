import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { auditOf } from './access-fixtures.ts';
import { makeExpense, makePayment, makeRoomInNewBranch, makeStay, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';

const t = await createTestApp();
const { app, db } = t;
const owner = await t.signIn(['super_admin']);

const send = (method: 'PATCH' | 'POST', url: string, payload: object, headers = owner.headers) =>
  app.inject({ method, url, payload, headers });
const get = (url: string) => app.inject({ url, headers: owner.headers });

describe('payment corrections', () => {
  it('edits a payment with its before and after audited, and the totals follow', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const tenant = await makeTenant(db, branch);
    const p = await makePayment(db, tenant, { amount: 1000, date: '2026-03-10', reference: '412345678901' });
    const res = await send('PATCH', `/api/payments/${p.id}`, {
      amount: 1500.25,
      method: 'upi',
      note: 'Typo fixed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      amount: 1500.25,
      method: 'upi',
      note: 'Typo fixed',
      reference: '412345678901',
    });
    const [audit] = await auditOf(t, 'payment.update', p.id);
    expect(audit).toMatchObject({
      before: { amount: 1000, method: 'cash' },
      after: { amount: 1500.25, method: 'upi' },
    });
    const summary = (await get(`/api/branches/${branch.id}/payments/summary`)).json();
    expect(summary).toMatchObject({ total_amount: 1500.25, count: 1 });
  });

  it('voids a payment with a reason: it stays in the history and counts nowhere', async () => {
    const { branch, tenant } = await makeStay(db, {
      startDate: '2025-03-01',
      endDate: '2025-03-31',
      totalRent: 3100,
    });
    const kept = await makePayment(db, tenant, { amount: 1000, date: '2025-03-05' });
    const p = await makePayment(db, tenant, { amount: 2000, date: '2025-03-06' });

    expect((await send('POST', `/api/payments/${p.id}/void`, { reason: '  ' })).statusCode).toBe(400);
    const res = await send('POST', `/api/payments/${p.id}/void`, { reason: 'Entered twice' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ void_reason: 'Entered twice', voided_at: expect.any(String) });
    expect((await auditOf(t, 'payment.void', p.id))[0]).toMatchObject({
      before: { void_reason: null },
      after: { void_reason: 'Entered twice' },
    });

    // Still listed and on its receipt, marked void.
    const list = (await get(`/api/branches/${branch.id}/payments`)).json();
    expect(list.items.map((i: { id: string }) => i.id)).toContain(p.id);
    expect((await get(`/api/payments/${p.id}`)).json().void_reason).toBe('Entered twice');
    // Counted nowhere: payment total, dashboard, dues, report.
    expect((await get(`/api/branches/${branch.id}/payments/summary`)).json()).toMatchObject({
      total_amount: 1000,
      count: 1,
    });
    const dashboard = (await get(`/api/branches/${branch.id}/dashboard`)).json();
    expect(dashboard.payments.completed).toBe(1);
    expect((await get(`/api/tenants/${tenant.id}/balance`)).json().balance).toBe(2100);
    const report = (
      await get(`/api/branches/${branch.id}/reports/financial?start=2025-03-01&end=2025-03-31`)
    ).json();
    expect(report.rows.map((r: { amount: number }) => r.amount)).toEqual([1000]);

    // A voided payment cannot be edited or voided again.
    const edit = await send('PATCH', `/api/payments/${p.id}`, { amount: 1 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe('This payment is void and cannot be changed');
    expect((await send('POST', `/api/payments/${p.id}/void`, { reason: 'Again' })).statusCode).toBe(409);
    expect((await send('PATCH', `/api/payments/${kept.id}`, { amount: 1 })).statusCode).toBe(200);
  });

  it('refuses bad amounts, an empty change and unknown fields, and answers 404 outside the branch', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const tenant = await makeTenant(db, branch);
    const p = await makePayment(db, tenant);
    for (const body of [
      { amount: 0 },
      { amount: 1.234 },
      { amount: 10_000_000 },
      {},
      { status: 'pending' },
      { date: '0026-01-01' },
    ]) {
      expect((await send('PATCH', `/api/payments/${p.id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const other = await makeRoomInNewBranch(db);
    const staff = await t.signIn(['manager'], undefined, { branches: [other.branch.id] });
    expect((await send('PATCH', `/api/payments/${p.id}`, { amount: 5 }, staff.headers)).statusCode).toBe(404);
    expect(
      (await send('POST', `/api/payments/${p.id}/void`, { reason: 'x' }, staff.headers)).statusCode,
    ).toBe(404);
  });
});

describe('expense corrections', () => {
  it('edits and voids an expense, audited; a voided expense counts nowhere and cannot change', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const e = await makeExpense(db, branch, { amount: 400, date: '2025-04-02', category: 'Food' });
    await makeExpense(db, branch, { amount: 100, date: '2025-04-03', category: 'Water' });
    const edited = await send('PATCH', `/api/expenses/${e.id}`, { amount: 450, vendor: 'Mart' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ amount: 450, vendor: 'Mart', category: 'Food' });
    expect((await auditOf(t, 'expense.update', e.id))[0]).toMatchObject({
      before: { amount: 400 },
      after: { amount: 450 },
    });

    const voided = await send('POST', `/api/expenses/${e.id}/void`, { reason: 'Returned' });
    expect(voided.json()).toMatchObject({ void_reason: 'Returned' });
    const summary = (await get(`/api/branches/${branch.id}/expenses/summary`)).json();
    expect(summary).toMatchObject({ total_amount: 100, count: 1 });
    const report = (
      await get(`/api/branches/${branch.id}/reports/financial?start=2025-04-01&end=2025-04-30`)
    ).json();
    expect(report.rows.map((r: { amount: number }) => r.amount)).toEqual([-100]);
    expect((await send('PATCH', `/api/expenses/${e.id}`, { amount: 1 })).statusCode).toBe(409);
    const [row] = await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from audit_log where entity_id = ${e.id}`,
    );
    expect(row?.n).toBe(2);
  });
});
