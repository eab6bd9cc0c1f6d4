import { bedTakenMessage } from '@pg/contracts/bed-status';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { testClock } from './clock.ts';
import { makeBed, makeRoomInNewBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';

// Today is 20 December 2026 in India; the clock moves as a test needs.
const clock = testClock(new Date('2026-12-20T06:30:00Z'));
const t = await createTestApp({}, { clock });
const { app, db } = t;
let staff = await t.signIn(['super_admin']);
/** Moves the clock to 12:00 in India on `day`, and signs in again (a session does not last months). */
const setToday = async (day: string) => {
  clock.advance((Date.parse(`${day}T06:30:00Z`) - clock.now().getTime()) / 1000);
  staff = await t.signIn(['super_admin']);
};

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await app.inject({ method, url, headers: staff.headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};

/** A branch with a bed priced ₹8,000 a month (and ₹300 a day), and a tenant. */
async function setup(billing?: object) {
  const { branch, room } = await makeRoomInNewBranch(db);
  const bed = await makeBed(db, room, { baseRentPerDay: 300, monthlyRent: 8000 });
  const tenant = await makeTenant(db, branch);
  if (billing) {
    const res = await call('PUT', `/api/branches/${branch.id}/billing`, {
      due_day: 'calendar',
      notice_days: 30,
      lock_in_months: 0,
      lock_in_charge: 'rest_of_lock_in',
      ...billing,
    });
    expect(res.status).toBe(200);
  }
  return { branch, room, bed, tenant };
}

const bookMonthly = (s: Awaited<ReturnType<typeof setup>>, body: object) =>
  call('POST', `/api/branches/${s.branch.id}/bookings`, {
    tenant_id: s.tenant.id,
    bed_id: s.bed.id,
    billing: 'monthly',
    ...body,
  });

const instalments = async (bookingId: string, asOf: string) =>
  (
    await query<{ due_date: string; days: number; amount: string }>(
      db,
      sql`select due_date::text, days, amount::text from rent_instalments(${asOf}::date)
          where booking_id = ${bookingId} order by due_date`,
    )
  ).map((r) => ({ due: r.due_date, days: r.days, amount: Number(r.amount) }));

describe('monthly rent', () => {
  it('bills ₹8,000 on the 1st of each month on calendar billing: ₹96,000 over 12 months', async () => {
    const s = await setup();
    const res = await bookMonthly(s, { start_date: '2027-01-01', end_date: '2027-12-31' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      billing: 'monthly',
      monthly_rent: 8000,
      due_day: 'calendar',
      notice_days: 30,
      lock_in_months: 0,
      total_rent: 96_000,
    });
    const rows = await instalments(res.body.id, '2027-01-01');
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.amount === 8000 && r.due.endsWith('-01'))).toBe(true);
  });

  it('pro-rates the first part month by its days: joining 15 Jan is 17/31 × 8,000 = ₹4,387.10, then ₹8,000', async () => {
    const s = await setup();
    const res = await bookMonthly(s, { start_date: '2027-01-15' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ end_date: null, days: null, total_rent: null });
    expect(await instalments(res.body.id, '2027-03-10')).toEqual([
      { due: '2027-01-15', days: 17, amount: 4387.1 },
      { due: '2027-02-01', days: 28, amount: 8000 },
      { due: '2027-03-01', days: 31, amount: 8000 },
    ]);
    // Nothing falls due on a stay until notice before its start.
    expect(await instalments(res.body.id, '2027-01-14')).toEqual([]);
  });

  it('bills ₹8,000 on the 15th of each month on anniversary billing (the branch setting)', async () => {
    const s = await setup({ due_day: 'anniversary' });
    const res = await bookMonthly(s, { start_date: '2027-01-15' });
    expect(res.body.due_day).toBe('anniversary');
    expect(await instalments(res.body.id, '2027-04-15')).toEqual([
      { due: '2027-01-15', days: 31, amount: 8000 },
      { due: '2027-02-15', days: 28, amount: 8000 },
      { due: '2027-03-15', days: 31, amount: 8000 },
      { due: '2027-04-15', days: 30, amount: 8000 },
    ]);
  });

  it('lets a booking override the branch due day and its rent per month', async () => {
    const s = await setup({ due_day: 'anniversary' });
    const res = await bookMonthly(s, { start_date: '2027-01-15', due_day: 'calendar', monthly_rent: 7500 });
    expect(res.body).toMatchObject({ due_day: 'calendar', monthly_rent: 7500 });
    expect((await instalments(res.body.id, '2027-02-01'))[1]).toEqual({
      due: '2027-02-01',
      days: 28,
      amount: 7500,
    });
  });

  it('bills the old rent before a change and the new from it', async () => {
    const s = await setup();
    const res = await bookMonthly(s, { start_date: '2027-01-01' });
    await query(
      db,
      sql`insert into booking_rents (booking_id, effective_from, monthly_rent) values (${res.body.id}, '2027-02-15', 9300)`,
    );
    // February: 14 days at 8,000 and 14 at 9,300, of 28.
    expect((await instalments(res.body.id, '2027-03-01')).map((r) => r.amount)).toEqual([8000, 8650, 9300]);
  });

  it('holds the bed from its start on while it runs until notice', async () => {
    const s = await setup();
    const res = await bookMonthly(s, { start_date: '2027-01-15' });
    const other = await makeTenant(db, s.branch);
    const clash = await call('POST', `/api/branches/${s.branch.id}/bookings`, {
      tenant_id: other.id,
      bed_id: s.bed.id,
      start_date: '2029-06-01',
      end_date: '2029-06-10',
    });
    expect(clash.status, JSON.stringify(clash.body)).toBe(409);
    expect(clash.body.error.message).toBe(bedTakenMessage('2027-01-15', null));
    // The exclusion constraint has the last word: its range has no upper bound.
    await expect(
      query(
        db,
        sql`insert into bookings (branch_id, tenant_id, bed_id, start_date, end_date, total_rent, status)
            values (${s.branch.id}, ${other.id}, ${s.bed.id}, '2030-01-01', '2030-01-02', 600, 'booked')`,
      ),
    ).rejects.toThrow();
    await setToday('2027-02-10');
    const beds = await call('GET', `/api/branches/${s.branch.id}/beds?room_id=${s.room.id}`);
    expect(beds.body.items[0].is_available).toBe(false);
    expect(res.status).toBe(201);
  });

  it('asks for the month due at check-in on the Dues page and the balance', async () => {
    const s = await setup();
    const res = await bookMonthly(s, { start_date: '2027-01-15' });
    await setToday('2027-01-15');
    expect((await call('POST', `/api/bookings/${res.body.id}/check-in`)).status).toBe(200);
    const balance = await call('GET', `/api/tenants/${s.tenant.id}/balance`);
    expect(balance.body).toMatchObject({ balance: 4387.1, oldest_due_date: '2027-01-15' });
    await setToday('2027-03-05');
    const dues = await call('GET', `/api/branches/${s.branch.id}/dues`);
    expect(dues.body.items).toMatchObject([{ tenant_id: s.tenant.id, amount_due: 20_387.1 }]);
    const statement = await call('GET', `/api/tenants/${s.tenant.id}/statement`);
    expect(statement.body.balance).toBe(20_387.1);
    expect(statement.body.lines.filter((l: { kind: string }) => l.kind === 'rent')).toHaveLength(3);
  });

  it('refuses a per-day booking without an end date', async () => {
    await setToday('2026-12-20');
    const s = await setup();
    const res = await call('POST', `/api/branches/${s.branch.id}/bookings`, {
      tenant_id: s.tenant.id,
      bed_id: s.bed.id,
      start_date: '2027-01-01',
    });
    expect(res.status).toBe(400);
  });
});
