import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { testClock } from './clock.ts';
import { makeBed, makeBooking, makePayment, makeRoomInNewBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';

// Today in India: 31/03/2026.
const clock = testClock(new Date('2026-03-31T06:30:00Z'));
const t = await createTestApp({}, { clock });
const { app, db } = t;
const owner = await t.signIn(['manager']);

const get = (url: string) => app.inject({ url, headers: owner.headers });
const post = (url: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...owner.headers, 'idempotency-key': randomUUID() },
    payload,
  });

/** A tenant checked in at ₹500 a day from `start` to `end`, with a security deposit of `deposit` owed. */
async function stay(opts: { start?: string; end?: string; deposit?: number | null } = {}) {
  const { branch, room } = await makeRoomInNewBranch(db);
  const bed = await makeBed(db, room, { baseRentPerDay: 500 });
  const tenant = await makeTenant(db, branch, { name: 'Asha Rao', joinedAt: '2026-01-01' });
  const start = opts.start ?? '2026-03-01';
  const end = opts.end ?? '2026-03-31';
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
  const booking = await makeBooking(
    db,
    { bed, tenant },
    {
      status: 'checked_in',
      startDate: start,
      endDate: end,
      totalRent: days * 500,
      deposit: opts.deposit === undefined ? 8000 : opts.deposit,
    },
  );
  return { branch, bed, tenant, booking };
}

type DuesRow = { tenant_id: string; amount_due: number; deposit_due: number };

describe('a security deposit due', () => {
  it('shows on the balance, the statement and Dues, apart from rent, until it is paid', async () => {
    const { branch, tenant, booking } = await stay();
    await makePayment(db, tenant, { amount: 15500, date: '2026-03-01', bookingId: booking.id });

    const balance = (await get(`/api/tenants/${tenant.id}/balance`)).json();
    expect(balance).toMatchObject({ balance: 0, deposit_due: 8000 });
    const statement = (await get(`/api/tenants/${tenant.id}/statement`)).json();
    expect(statement.balance).toBe(0);
    expect(statement.deposit).toMatchObject({ due: 8000, held: 0, outstanding: 8000 });

    const dues = (await get(`/api/branches/${branch.id}/dues`)).json();
    expect(dues.items).toEqual([
      expect.objectContaining({
        tenant_id: tenant.id,
        amount_due: 0,
        deposit_due: 8000,
        booking_id: booking.id,
        oldest_due_date: '2026-03-01',
      }),
    ]);
    expect(dues.summary).toMatchObject({ total_due: 0, deposits_due: 8000, tenants_due: 1 });

    // Collected from there as a deposit: a part, then the rest.
    const part = await post(`/api/branches/${branch.id}/payments`, {
      tenant_id: tenant.id,
      booking_id: booking.id,
      amount: 3000,
      method: 'cash',
      date: '2026-03-31',
      purpose: 'deposit',
    });
    expect(part.statusCode).toBe(201);
    const after = (await get(`/api/branches/${branch.id}/dues`)).json();
    expect(after.items.map((r: DuesRow) => [r.amount_due, r.deposit_due])).toEqual([[0, 5000]]);
    await makePayment(db, tenant, { amount: 5000, date: '2026-03-31', purpose: 'deposit' });
    expect((await get(`/api/branches/${branch.id}/dues`)).json().items).toEqual([]);
    expect((await get(`/api/tenants/${tenant.id}/balance`)).json()).toMatchObject({ deposit_due: 0 });
  });

  it('sits beside rent owed on the same row, and is not asked before the stay starts or once settled', async () => {
    const owing = await stay();
    await makePayment(db, owing.tenant, { amount: 1000, date: '2026-03-01' });
    const row = (await get(`/api/branches/${owing.branch.id}/dues`)).json().items[0];
    expect(row).toMatchObject({ amount_due: 14500, deposit_due: 8000 });

    const later = await stay({ start: '2026-04-01', end: '2026-04-30' });
    expect((await get(`/api/tenants/${later.tenant.id}/balance`)).json().deposit_due).toBe(0);

    const settled = await post(`/api/bookings/${owing.booking.id}/settle`, {
      checkout_date: '2026-03-31',
      deductions: [],
      refund_method: 'cash',
    });
    expect(settled.statusCode).toBe(200);
    expect((await get(`/api/tenants/${owing.tenant.id}/balance`)).json().deposit_due).toBe(0);
  });
});

describe('the money of a move-out settlement', () => {
  it('a refund is money out without a receipt number, the deposit applied an adjustment without one', async () => {
    const { branch, tenant, booking } = await stay({ deposit: 10000 });
    await makePayment(db, tenant, { amount: 15000, date: '2026-03-01', bookingId: booking.id });
    const deposit = await makePayment(db, tenant, { amount: 10000, date: '2026-03-01', purpose: 'deposit' });
    const res = await post(`/api/bookings/${booking.id}/settle`, {
      checkout_date: '2026-03-31',
      deductions: [],
      refund_method: 'cash',
    });
    expect(res.statusCode).toBe(200);

    const rows = await query<{ id: string; purpose: string; amount: string; receipt_no: string | null }>(
      db,
      sql`select id, purpose, amount::text, receipt_no from payments where tenant_id = ${tenant.id}
          order by created_at, purpose`,
    );
    const byPurpose = Object.fromEntries(rows.map((r) => [r.purpose, r]));
    expect(byPurpose.deposit_applied).toMatchObject({ amount: '500.00', receipt_no: null });
    expect(byPurpose.refund).toMatchObject({ amount: '9500.00', receipt_no: null });
    // The receipts' series runs on with money received only: the rent and the deposit took 1 and 2.
    expect(byPurpose.rent!.receipt_no).toMatch(/\/000001$/);
    expect(deposit.receiptNo).toMatch(/\/000002$/);
    const next = await makePayment(db, tenant, { amount: 100, date: '2026-03-31' });
    expect(next.receiptNo).toMatch(/\/000003$/);

    // Each prints as what it is.
    const voucher = (await get(`/api/payments/${byPurpose.refund!.id}`)).json();
    expect(voucher).toMatchObject({ purpose: 'refund', receipt_number: null, amount: 9500 });
    const adjustment = (await get(`/api/payments/${byPurpose.deposit_applied!.id}`)).json();
    expect(adjustment).toMatchObject({ purpose: 'deposit_applied', receipt_number: null });
    const list = (await get(`/api/branches/${branch.id}/payments`)).json();
    expect(
      list.items.filter((p: { receipt_number: string | null }) => p.receipt_number === null),
    ).toHaveLength(2);
  });
});

describe('a tenant settled twice', () => {
  it("the first settlement's deductions, paid from the deposit, are not given back by the second", async () => {
    const { branch, bed, tenant, booking } = await stay({ deposit: 10000 });
    // A second bed of the same tenant in March, paid up too.
    const other = await makeBed(db, { id: bed.roomId, branchId: branch.id }, { baseRentPerDay: 500 });
    const second = await makeBooking(
      db,
      { bed: other, tenant },
      {
        status: 'checked_in',
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        totalRent: 15500,
        deposit: null,
      },
    );
    await makePayment(db, tenant, { amount: 31000, date: '2026-03-01', bookingId: booking.id });
    await makePayment(db, tenant, { amount: 10000, date: '2026-03-01', purpose: 'deposit' });
    const first = await post(`/api/bookings/${booking.id}/settle`, {
      checkout_date: '2026-03-31',
      deductions: [{ reason: 'Broken chair', amount: 2000 }],
    });
    expect(first.statusCode).toBe(200);
    // Everything is paid but the chair, which the deposit paid.
    expect((await get(`/api/tenants/${tenant.id}/balance`)).json().balance).toBe(0);
    const preview = (
      await get(`/api/bookings/${second.id}/settlement/preview?checkout_date=2026-03-31`)
    ).json();
    expect(preview).toMatchObject({ balance: 0, deductions: 0, owed: 0 });
    // What the statement says is owed is what the second settlement works with.
    expect(preview.balance).toBe((await get(`/api/tenants/${tenant.id}/statement`)).json().balance);
  });
});

describe('what a receipt says it is for', () => {
  it('rent receipts name the months they pay for, oldest dues first; a deposit receipt has none', async () => {
    const { tenant, booking } = await stay({ start: '2026-02-01', end: '2026-04-30' });
    // February 14,000, March 15,500, April 15,000.
    const first = await makePayment(db, tenant, { amount: 10000, date: '2026-02-05', bookingId: booking.id });
    const second = await makePayment(db, tenant, {
      amount: 10000,
      date: '2026-03-05',
      bookingId: booking.id,
    });
    const third = await makePayment(db, tenant, { amount: 30000, date: '2026-03-20', bookingId: booking.id });
    const deposit = await makePayment(db, tenant, { amount: 8000, date: '2026-02-01', purpose: 'deposit' });

    const receipt = async (id: string) => (await get(`/api/payments/${id}`)).json();
    expect(await receipt(first.id)).toMatchObject({ months: ['2026-02'], advance: false });
    expect(await receipt(second.id)).toMatchObject({ months: ['2026-02', '2026-03'], advance: false });
    expect(await receipt(third.id)).toMatchObject({ months: ['2026-03', '2026-04'], advance: true });
    expect(await receipt(deposit.id)).toMatchObject({ purpose: 'deposit', months: [], advance: false });
  });
});
