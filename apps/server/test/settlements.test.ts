import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { countingPayments, paidAmount } from '../src/modules/ledger/rules.ts';
import { auditOf } from './access-fixtures.ts';
import { testClock } from './clock.ts';
import { makeBed, makeBooking, makePayment, makeRoomInNewBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';

// Today in India: 31/03/2026.
const clock = testClock(new Date('2026-03-31T06:30:00Z'));
const t = await createTestApp({}, { clock });
const { app, db } = t;

const owner = await t.signIn(['manager']);

/**
 * A checked-in tenant at ₹500 a day from `start` to `end`, who paid `rent` of rent and charges and
 * `deposit` of security deposit.
 */
async function stay(opts: { start?: string; end?: string; rent?: number; deposit?: number } = {}) {
  const { branch, room } = await makeRoomInNewBranch(db);
  const bed = await makeBed(db, room, { baseRentPerDay: 500 });
  const tenant = await makeTenant(db, branch, { name: 'Asha Rao', joinedAt: '2026-01-01' });
  const start = opts.start ?? '2026-03-01';
  const end = opts.end ?? '2026-03-31';
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
  const booking = await makeBooking(
    db,
    { bed, tenant },
    { status: 'checked_in', startDate: start, endDate: end, totalRent: days * 500 },
  );
  if (opts.rent) await makePayment(db, tenant, { amount: opts.rent, date: start, bookingId: booking.id });
  if (opts.deposit) {
    await makePayment(db, tenant, { amount: opts.deposit, date: start, purpose: 'deposit' });
  }
  return { branch, bed, tenant, booking };
}

const preview = (bookingId: string, checkout: string, deductions: number[] = []) =>
  app.inject({
    url: `/api/bookings/${bookingId}/settlement/preview?checkout_date=${checkout}${deductions
      .map((d) => `&deduction=${d}`)
      .join('')}`,
    headers: owner.headers,
  });
const settle = (bookingId: string, body: Record<string, unknown>, key = randomUUID()) =>
  app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/settle`,
    headers: { ...owner.headers, 'idempotency-key': key },
    payload: { checkout_date: '2026-03-31', ...body },
  });
const balanceOf = async (tenantId: string) =>
  (await app.inject({ url: `/api/tenants/${tenantId}/statement`, headers: owner.headers })).json() as {
    balance: number;
    deposit: { held: number };
  };

/**
 * The tenant's stored account (tenant_accounts, kept by triggers) against a recount from the rows:
 * paid counts the deposit applied and takes off rent given back, as the dues do.
 */
async function expectAccountRecounted(tenantId: string) {
  const [row] = await query<{ billed: string; paid: string; recount_billed: string; recount_paid: string }>(
    db,
    sql`select a.billed::text, a.paid::text,
          (coalesce((select sum(total_rent) from bookings where tenant_id = ${tenantId}
                       and status in ('booked', 'checked_in', 'checked_out')), 0)
           + coalesce((select sum(amount) from charges where tenant_id = ${tenantId} and voided_at is null), 0))::text
            as recount_billed,
          coalesce((select sum(${paidAmount}) from payments where tenant_id = ${tenantId} and ${countingPayments}), 0)::text
            as recount_paid
        from tenant_accounts a where a.tenant_id = ${tenantId}`,
  );
  expect(Number(row!.billed)).toBe(Number(row!.recount_billed));
  expect(Number(row!.paid)).toBe(Number(row!.recount_paid));
  return { billed: Number(row!.billed), paid: Number(row!.paid) };
}

describe('move-out settlement arithmetic', () => {
  it('deposit larger than the dues: the deductions and dues come out of it and the rest is refunded', async () => {
    const { tenant, booking } = await stay({ rent: 15000, deposit: 10000 });
    const seen = await preview(booking.id, '2026-03-31', [1000]);
    expect(seen.statusCode).toBe(200);
    const figures = {
      rent_due: 15500,
      charges: 0,
      paid: 15000,
      balance: 500,
      deposit_held: 10000,
      deductions: 1000,
      deposit_applied: 1500,
      refund: 8500,
      owed: 0,
    };
    expect(seen.json()).toMatchObject({ ...figures, tenant_leaves: true, days: 31, total_rent: 15500 });

    const res = await settle(booking.id, {
      deductions: [{ reason: 'Damaged mattress', amount: 1000 }],
      refund_method: 'upi',
      refund_reference: '998877665544',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ...figures,
      refund_method: 'upi',
      refund_reference: '998877665544',
      deduction_items: [{ reason: 'Damaged mattress', amount: 1000 }],
      checkout_date: '2026-03-31',
    });
    // Afterwards nothing is owed, nothing is held, the tenant has left and the booking is checked out.
    expect(await balanceOf(tenant.id)).toMatchObject({ balance: 0, deposit: { held: 0 } });
    const [after] = await query<{ status: string; left_at: string | null }>(
      db,
      sql`select bk.status, t.left_at::text from bookings bk join tenants t on t.id = bk.tenant_id
          where bk.id = ${booking.id}`,
    );
    expect(after).toEqual({ status: 'checked_out', left_at: '2026-03-31' });
    const [audit] = await auditOf(t, 'booking.settle', booking.id);
    expect(audit).toBeDefined();
  });

  it('deposit smaller than the dues: all of it is applied and the tenant still owes the rest', async () => {
    const { tenant, booking } = await stay({ rent: 10000, deposit: 1000 });
    const res = await settle(booking.id, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ balance: 5500, deposit_applied: 1000, refund: 0, owed: 4500 });
    expect(await balanceOf(tenant.id)).toMatchObject({ balance: 4500, deposit: { held: 0 } });
    // Rent paid ₹10,000 and ₹1,000 of the deposit applied: ₹11,000 paid towards ₹15,500.
    expect(await expectAccountRecounted(tenant.id)).toEqual({ billed: 15500, paid: 11000 });
  });

  it('deposit equal to the dues: settled with nothing either way', async () => {
    const { tenant, booking } = await stay({ rent: 10000, deposit: 5500 });
    const res = await settle(booking.id, {});
    expect(res.json()).toMatchObject({ balance: 5500, deposit_applied: 5500, refund: 0, owed: 0 });
    expect(await balanceOf(tenant.id)).toMatchObject({ balance: 0, deposit: { held: 0 } });
  });

  it('a deduction larger than the deposit is allowed: the tenant then owes', async () => {
    const { tenant, booking } = await stay({ rent: 15500, deposit: 1000 });
    const res = await settle(booking.id, { deductions: [{ reason: 'Broken window', amount: 3000 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deductions: 3000, deposit_applied: 1000, refund: 0, owed: 2000 });
    expect(await balanceOf(tenant.id)).toMatchObject({ balance: 2000, deposit: { held: 0 } });
  });

  it('an early check-out shortens the stay and its instalments; rent paid ahead comes back', async () => {
    // Booked for March and April (61 days, ₹30,500); March paid in full; leaves on 20/03.
    const { tenant, booking } = await stay({ end: '2026-04-30', rent: 15500, deposit: 5000 });
    const seen = (await preview(booking.id, '2026-03-20')).json();
    expect(seen).toMatchObject({
      end_date: '2026-03-20',
      booked_end_date: '2026-04-30',
      days: 20,
      total_rent: 10000,
      rent_due: 10000,
      balance: -5500,
      refund: 10500,
      owed: 0,
    });
    // The preview kept nothing.
    const [kept] = await query<{ end_date: string; n: number }>(
      db,
      sql`select end_date::text, (select count(*)::int from rent_instalments(end_date) where booking_id = ${booking.id}) as n
          from bookings where id = ${booking.id}`,
    );
    expect(kept).toEqual({ end_date: '2026-04-30', n: 2 });

    const res = await settle(booking.id, { checkout_date: '2026-03-20', refund_method: 'cash' });
    expect(res.statusCode).toBe(200);
    const schedule = (
      await app.inject({ url: `/api/bookings/${booking.id}/schedule`, headers: owner.headers })
    ).json();
    expect(schedule.items).toEqual([{ due_date: '2026-03-01', days: 20, amount: 10000 }]);
    const refunds = await query<{ purpose: string; amount: string }>(
      db,
      sql`select purpose, amount::text from payments where booking_id = ${booking.id}
          and purpose in ('refund', 'rent_refund', 'deposit_applied') order by purpose`,
    );
    expect(refunds).toEqual([
      { purpose: 'refund', amount: '5000.00' },
      { purpose: 'rent_refund', amount: '5500.00' },
    ]);
    expect(await balanceOf(tenant.id)).toMatchObject({ balance: 0, deposit: { held: 0 } });
    // Rent paid ₹15,500 less ₹5,500 given back: ₹10,000 paid towards the shortened ₹10,000.
    expect(await expectAccountRecounted(tenant.id)).toEqual({ billed: 10000, paid: 10000 });
  });

  it('the tenant stays when another live booking remains', async () => {
    const { bed, tenant, booking } = await stay({ rent: 15500 });
    await makeBooking(
      db,
      { bed, tenant },
      { status: 'booked', startDate: '2026-05-01', endDate: '2026-05-31', totalRent: 15500 },
    );
    const res = await settle(booking.id, {});
    expect(res.json()).toMatchObject({ tenant_leaves: false, refund: 0, owed: 0 });
    const [row] = await query<{ left_at: string | null }>(
      db,
      sql`select left_at::text from tenants where id = ${tenant.id}`,
    );
    expect(row!.left_at).toBeNull();
  });
});

describe('move-out settlement refusals', () => {
  it('settling twice is refused (409), even when sent at once', async () => {
    const { booking } = await stay({ rent: 15500, deposit: 2000 });
    const both = await Promise.all([settle(booking.id, {}), settle(booking.id, {})]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const again = await settle(booking.id, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This booking is already settled');
    const [count] = await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from payments where booking_id = ${booking.id} and purpose = 'refund'`,
    );
    expect(count!.n).toBe(1);
  });

  it('the same Idempotency-Key answers the first settlement again', async () => {
    const { booking } = await stay({ rent: 15500, deposit: 2000 });
    const key = randomUUID();
    const first = await settle(booking.id, {}, key);
    const repeat = await settle(booking.id, {}, key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().id).toBe(first.json().id);
  });

  it('refuses negative deductions, dates outside the stay or after today, and a UPI refund without its UTR', async () => {
    const { booking } = await stay({ rent: 15500, deposit: 2000 });
    const negative = await settle(booking.id, { deductions: [{ reason: 'Cleaning', amount: -100 }] });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields).toHaveProperty(['deductions.0.amount']);
    expect((await preview(booking.id, '2026-03-31', [-5])).statusCode).toBe(400);
    const before = await settle(booking.id, { checkout_date: '2026-02-28' });
    expect(before.json().error.fields).toEqual({
      checkout_date: 'The check-out date must fall within the stay',
    });
    const { booking: later } = await stay({ end: '2026-04-30' });
    const future = await settle(later.id, { checkout_date: '2026-04-02' });
    expect(future.json().error.fields).toEqual({ checkout_date: 'The check-out date cannot be after today' });
    const upi = await settle(booking.id, { refund_method: 'upi' });
    expect(upi.statusCode).toBe(400);
    expect(upi.json().error.fields).toEqual({
      refund_reference: 'Enter the UTR of the UPI payment (12 digits)',
    });
    // Nothing of the refused attempts was kept.
    expect((await settle(booking.id, {})).statusCode).toBe(200);
  });

  it('refuses a booking that is not checked in (409) and one of another branch (404)', async () => {
    const { bed, tenant } = await stay();
    const booked = await makeBooking(
      db,
      { bed, tenant },
      { status: 'booked', startDate: '2026-06-01', endDate: '2026-06-30', totalRent: 15000 },
    );
    expect((await settle(booked.id, { checkout_date: '2026-06-01' })).statusCode).toBe(409);
    const stranger = await t.signIn(['manager'], undefined, { branches: [] });
    const { booking } = await stay();
    const res = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/settle`,
      headers: stranger.headers,
      payload: { checkout_date: '2026-03-31' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('a settlement and a payment at the same moment', () => {
  it('leave consistent sums: the payment is counted in the settlement or comes after it', async () => {
    for (let round = 0; round < 3; round++) {
      const { tenant, booking, branch } = await stay({ rent: 10000, deposit: 3000 });
      const [settled, paid] = await Promise.all([
        settle(booking.id, {}),
        app.inject({
          method: 'POST',
          url: `/api/branches/${branch.id}/payments`,
          headers: owner.headers,
          payload: { tenant_id: tenant.id, amount: 2000, method: 'cash', date: '2026-03-31' },
        }),
      ]);
      expect(settled.statusCode).toBe(200);
      expect(paid.statusCode).toBe(201);
      const s = settled.json();
      const counted = s.paid === 12000;
      expect([10000, 12000]).toContain(s.paid);
      // Dues 15,500: paid 10,000 (+2,000), deposit 3,000 applied.
      expect(s.owed).toBe(counted ? 500 : 2500);
      const after = await balanceOf(tenant.id);
      expect(after.deposit.held).toBe(0);
      // Either way what is left owed is the settlement's figure less any payment it did not count.
      expect(after.balance).toBe(s.owed - (counted ? 0 : 2000));
      expect(after.balance).toBe(500);
    }
  });
});
