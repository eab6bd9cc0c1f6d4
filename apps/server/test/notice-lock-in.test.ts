import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { auditOf } from './access-fixtures.ts';
import { testClock } from './clock.ts';
import { makeBed, makeRoomInNewBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';

// A monthly stay's notice period, lock-in and rent changes. The clock moves as a test needs.
const clock = testClock(new Date('2026-12-20T06:30:00Z'));
const t = await createTestApp({}, { clock });
const { app, db } = t;
let staff = await t.signIn(['super_admin']);
/** Moves the clock to 12:00 in India on `day`, and signs in again (a session does not last months). */
const setToday = async (day: string) => {
  clock.advance((Date.parse(`${day}T06:30:00Z`) - clock.now().getTime()) / 1000);
  staff = await t.signIn(['super_admin']);
};

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, key?: string) => {
  const headers = {
    ...staff.headers,
    ...(method === 'POST' ? { 'idempotency-key': key ?? randomUUID() } : {}),
  };
  const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};

/**
 * A tenant checked in on 1 Jan 2027 to a bed at ₹8,000 a month, until notice, in a branch billing
 * on the 1st with 30 days' notice and the lock-in given.
 */
async function monthlyStay(lockIn: object = {}) {
  await setToday('2026-12-20');
  const { branch, room } = await makeRoomInNewBranch(db);
  const bed = await makeBed(db, room, { baseRentPerDay: 300, monthlyRent: 8000 });
  const tenant = await makeTenant(db, branch, { joinedAt: '2027-01-01' });
  const billing = await call('PUT', `/api/branches/${branch.id}/billing`, {
    due_day: 'calendar',
    notice_days: 30,
    lock_in_months: 0,
    lock_in_charge: 'rest_of_lock_in',
    ...lockIn,
  });
  expect(billing.status, JSON.stringify(billing.body)).toBe(200);
  const made = await call('POST', `/api/branches/${branch.id}/bookings`, {
    tenant_id: tenant.id,
    bed_id: bed.id,
    billing: 'monthly',
    start_date: '2027-01-01',
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  await setToday('2027-01-01');
  expect((await call('POST', `/api/bookings/${made.body.id}/check-in`)).status).toBe(200);
  return { branch, bed, tenant, booking: made.body as { id: string } };
}

const instalments = async (bookingId: string, asOf: string) =>
  (
    await query<{ due_date: string; days: number; amount: string }>(
      db,
      sql`select due_date::text, days, amount::text from rent_instalments(${asOf}::date)
          where booking_id = ${bookingId} order by due_date`,
    )
  ).map((r) => ({ due: r.due_date, days: r.days, amount: Number(r.amount) }));

const notice = (id: string, vacating: string) =>
  call('POST', `/api/bookings/${id}/notice`, { vacating_date: vacating });
const preview = (id: string, checkout: string, waive: string[] = []) =>
  call(
    'GET',
    `/api/bookings/${id}/settlement/preview?checkout_date=${checkout}${waive.map((w) => `&waive=${w}`).join('')}`,
  );
const settle = (id: string, body: object) => call('POST', `/api/bookings/${id}/settle`, body);
const chargesOf = async (tenantId: string) =>
  (
    await query<{ description: string; amount: string }>(
      db,
      sql`select description, amount::text from charges where tenant_id = ${tenantId} and voided_at is null
          order by amount`,
    )
  ).map((c) => ({ description: c.description, amount: Number(c.amount) }));

describe('notice on a monthly stay', () => {
  it('ends the stay no earlier than the notice period: notice on 10 Mar with 30 days ends it on 9 Apr, April billing 9/30 × 8,000', async () => {
    const { booking, tenant } = await monthlyStay();
    await setToday('2027-03-10');
    const early = await notice(booking.id, '2027-03-20');
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe(
      "With 30 days' notice, the vacating date can be 09/04/2027 at the earliest",
    );
    expect(early.body.error.fields.vacating_date).toBe(early.body.error.message);
    const res = await notice(booking.id, '2027-04-09');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      end_date: '2027-04-09',
      notice_given_on: '2027-03-10',
      total_rent: 26_400,
    });
    expect((await instalments(booking.id, '2027-04-09')).at(-1)).toEqual({
      due: '2027-04-01',
      days: 9,
      amount: 2400,
    });
    // Leaving on the notice's last day owes no notice.
    await setToday('2027-04-09');
    const settled = await preview(booking.id, '2027-04-09');
    expect(settled.body.term_lines).toEqual([]);
    expect(settled.body.rent_due).toBe(26_400);
    expect(await chargesOf(tenant.id)).toEqual([]);
  });

  it('takes a later vacating date, and a stay with no notice period may end today', async () => {
    const { booking } = await monthlyStay({ notice_days: 0 });
    await setToday('2027-03-10');
    const res = await notice(booking.id, '2027-03-10');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.end_date).toBe('2027-03-10');
  });

  it("uses the stay's own notice period over the branch's", async () => {
    await setToday('2026-12-20');
    const { branch, room } = await makeRoomInNewBranch(db);
    const bed = await makeBed(db, room, { monthlyRent: 8000 });
    const tenant = await makeTenant(db, branch);
    const made = await call('POST', `/api/branches/${branch.id}/bookings`, {
      tenant_id: tenant.id,
      bed_id: bed.id,
      billing: 'monthly',
      start_date: '2027-01-01',
      notice_days: 15,
      lock_in_months: 2,
    });
    expect(made.body).toMatchObject({ notice_days: 15, lock_in_months: 2 });
    await setToday('2027-01-01');
    await call('POST', `/api/bookings/${made.body.id}/check-in`);
    await setToday('2027-03-10');
    expect((await notice(made.body.id, '2027-03-24')).body.error.message).toBe(
      "With 15 days' notice, the vacating date can be 25/03/2027 at the earliest",
    );
    expect((await notice(made.body.id, '2027-03-25')).status).toBe(200);
  });
});

describe('settling a monthly stay', () => {
  it('leaving on 20 Mar after notice on 10 Mar owes the notice days not served, as a charge the statement shows', async () => {
    const { booking, tenant } = await monthlyStay();
    await setToday('2027-03-10');
    expect((await notice(booking.id, '2027-04-09')).status).toBe(200);
    await setToday('2027-03-20');
    const res = await preview(booking.id, '2027-03-20');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 21 to 31 March: 11/31 × 8,000 = 2,838.71; 1 to 9 April: 9/30 × 8,000 = 2,400.
    expect(res.body.term_lines).toEqual([
      {
        line: 'notice',
        label: 'Notice not served',
        description: '21/03/2027 to 09/04/2027, 20 days',
        amount: 5238.71,
        waived: false,
      },
    ]);
    // January, February and 20 days of March: 8,000 + 8,000 + 5,161.29.
    expect(res.body).toMatchObject({ rent_due: 21_161.29, deductions: 5238.71, owed: 26_400 });
    const done = await settle(booking.id, { checkout_date: '2027-03-20' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ deductions: 5238.71, owed: 26_400 });
    expect(done.body.deduction_items).toEqual([
      { reason: 'Notice not served: 21/03/2027 to 09/04/2027, 20 days', amount: 5238.71 },
    ]);
    expect(await chargesOf(tenant.id)).toEqual([
      { description: 'Notice not served: 21/03/2027 to 09/04/2027, 20 days', amount: 5238.71 },
    ]);
    const statement = await call('GET', `/api/tenants/${tenant.id}/statement`);
    expect(statement.body.balance).toBe(26_400);
  });

  it("leaving in month 2 of a 3-month lock-in owes the branch's fixed lock-in charge beside the notice", async () => {
    const { booking, tenant } = await monthlyStay({
      lock_in_months: 3,
      lock_in_charge: 'fixed',
      lock_in_amount: 5000,
    });
    await setToday('2027-02-15');
    const res = await preview(booking.id, '2027-02-15');
    // No notice given: 16 Feb to 17 Mar. 13/28 × 8,000 = 3,714.29 and 17/31 × 8,000 = 4,387.10.
    expect(res.body.term_lines).toEqual([
      expect.objectContaining({
        line: 'notice',
        amount: 8101.39,
        description: '16/02/2027 to 17/03/2027, 30 days',
      }),
      expect.objectContaining({
        line: 'lock_in',
        label: 'Lock-in',
        amount: 5000,
        description: 'Leaving before the lock-in ends on 31/03/2027',
      }),
    ]);
    expect(res.body.deductions).toBe(13_101.39);
    const done = await settle(booking.id, { checkout_date: '2027-02-15' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await chargesOf(tenant.id)).map((c) => c.amount)).toEqual([5000, 8101.39]);
  });

  it('on the rest of the lock-in, bills the lock-in days after the notice line, no day twice', async () => {
    const { booking } = await monthlyStay({ lock_in_months: 3 });
    await setToday('2027-02-15');
    const res = await preview(booking.id, '2027-02-15');
    // The notice runs to 17 March; the lock-in's 18 to 31 March: 14/31 × 8,000 = 3,612.90.
    expect(res.body.term_lines.map((l: { line: string; amount: number }) => [l.line, l.amount])).toEqual([
      ['notice', 8101.39],
      ['lock_in', 3612.9],
    ]);
    expect(res.body.term_lines[1].description).toBe('18/03/2027 to 31/03/2027, the rest of the lock-in');
    // Past the lock-in, only the notice is owed.
    await setToday('2027-04-05');
    expect(
      (await preview(booking.id, '2027-04-05')).body.term_lines.map((l: { line: string }) => l.line),
    ).toEqual(['notice']);
  });

  it('waives a line with its reason (audited), and refuses a waiver without one or of a line not offered', async () => {
    const { booking, tenant } = await monthlyStay({
      lock_in_months: 3,
      lock_in_charge: 'fixed',
      lock_in_amount: 5000,
    });
    await setToday('2027-02-15');
    const waived = await preview(booking.id, '2027-02-15', ['lock_in']);
    expect(waived.body.term_lines[1]).toMatchObject({ line: 'lock_in', waived: true });
    expect(waived.body.deductions).toBe(8101.39);
    const noReason = await settle(booking.id, {
      checkout_date: '2027-02-15',
      waivers: [{ line: 'lock_in', reason: '  ' }],
    });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('Reason for waiving is required');
    const twice = await settle(booking.id, {
      checkout_date: '2027-02-15',
      waivers: [
        { line: 'lock_in', reason: 'Moving for work' },
        { line: 'lock_in', reason: 'Again' },
      ],
    });
    expect(twice.status).toBe(400);
    const done = await settle(booking.id, {
      checkout_date: '2027-02-15',
      waivers: [{ line: 'lock_in', reason: 'Moving for work' }],
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await chargesOf(tenant.id)).map((c) => c.amount)).toEqual([8101.39]);
    const [audit] = await auditOf(t, 'booking.waive', booking.id);
    expect(audit?.after).toMatchObject({ line: 'lock_in', amount: '5000.00', reason: 'Moving for work' });

    const other = await monthlyStay();
    await setToday('2027-04-09');
    const none = await settle(other.booking.id, {
      checkout_date: '2027-04-09',
      waivers: [{ line: 'lock_in', reason: 'Kind' }],
    });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('This settlement has no such line to waive');
  });

  it('a per-day stay keeps its rules: notice to today, no notice or lock-in lines', async () => {
    await setToday('2027-01-01');
    const { branch, room } = await makeRoomInNewBranch(db);
    const bed = await makeBed(db, room, { baseRentPerDay: 500 });
    const tenant = await makeTenant(db, branch);
    const made = await call('POST', `/api/branches/${branch.id}/bookings`, {
      tenant_id: tenant.id,
      bed_id: bed.id,
      start_date: '2027-01-01',
      end_date: '2027-03-31',
    });
    await call('POST', `/api/bookings/${made.body.id}/check-in`);
    await setToday('2027-02-10');
    expect((await notice(made.body.id, '2027-02-10')).status).toBe(200);
    expect((await preview(made.body.id, '2027-02-10')).body.term_lines).toEqual([]);
  });
});

describe('changing a monthly rent', () => {
  it('bills the old rent before the change and the new from it, audited with before and after, once per key', async () => {
    const { booking } = await monthlyStay();
    await setToday('2027-02-10');
    const key = randomUUID();
    const res = await call(
      'POST',
      `/api/bookings/${booking.id}/rent`,
      { monthly_rent: 9300, from_date: '2027-02-15' },
      key,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.monthly_rent).toBe(9300);
    const again = await call(
      'POST',
      `/api/bookings/${booking.id}/rent`,
      { monthly_rent: 9300, from_date: '2027-02-15' },
      key,
    );
    expect(again.status).toBe(200);
    // February: 14 days at 8,000 and 14 at 9,300, of 28.
    expect((await instalments(booking.id, '2027-03-01')).map((r) => r.amount)).toEqual([8000, 8650, 9300]);
    const audits = await auditOf(t, 'booking.rent_change', booking.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      before: { monthly_rent: 8000 },
      after: { monthly_rent: 9300, rent_change: { from_date: '2027-02-15', monthly_rent: 9300 } },
    });
  });

  it('refuses a date outside the stay, no rent and a stay that has ended, in plain words', async () => {
    const { booking } = await monthlyStay();
    const before = await call('POST', `/api/bookings/${booking.id}/rent`, {
      monthly_rent: 9000,
      from_date: '2026-12-31',
    });
    expect(before.status).toBe(400);
    expect(before.body.error.fields.from_date).toBe('The rent can only change from a date within the stay');
    const zero = await call('POST', `/api/bookings/${booking.id}/rent`, {
      monthly_rent: 0,
      from_date: '2027-02-01',
    });
    expect(zero.status).toBe(400);

    await setToday('2027-02-10');
    expect((await call('POST', `/api/bookings/${booking.id}/check-out`)).status).toBe(200);
    const ended = await call('POST', `/api/bookings/${booking.id}/rent`, {
      monthly_rent: 9000,
      from_date: '2027-02-01',
    });
    expect(ended.status).toBe(409);
    expect(ended.body.error.message).toBe('Only a booked or checked-in stay can have its rent changed');
  });

  it('refuses a per-day stay', async () => {
    await setToday('2027-01-01');
    const { branch, room } = await makeRoomInNewBranch(db);
    const bed = await makeBed(db, room, { baseRentPerDay: 500 });
    const tenant = await makeTenant(db, branch);
    const made = await call('POST', `/api/branches/${branch.id}/bookings`, {
      tenant_id: tenant.id,
      bed_id: bed.id,
      start_date: '2027-01-01',
      end_date: '2027-03-31',
    });
    const res = await call('POST', `/api/bookings/${made.body.id}/rent`, {
      monthly_rent: 9000,
      from_date: '2027-02-01',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Only a monthly stay has a rent per month to change');
  });
});
