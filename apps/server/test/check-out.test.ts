import { randomUUID } from 'node:crypto';
import { checkInBeforeStart } from '@pg/contracts/bookings';
import { CHECKOUT_IN_FUTURE } from '@pg/contracts/settlements';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { auditOf } from './access-fixtures.ts';
import { testClock } from './clock.ts';
import { makeBed, makeBooking, makePayment, makeRoomInNewBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';

// Today in India: 28/11/2026.
const clock = testClock(new Date('2026-11-28T06:30:00Z'));
const t = await createTestApp({}, { clock });
const { app, db } = t;
let owner = await t.signIn(['manager']);
const TODAY = '2026-11-28';

const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await app.inject({
    method,
    url,
    headers: { ...owner.headers, 'idempotency-key': randomUUID() },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
};
const act = (id: string, action: string) => call('POST', `/api/bookings/${id}/${action}`);
const bookingOf = async (branchId: string, id: string) =>
  (await call('GET', `/api/branches/${branchId}/bookings?limit=100`)).body.items.find(
    (b: { id: string }) => b.id === id,
  );
/** The bed's status on `date`, as the beds list derives it. */
const bedOn = async (bed: { id: string; branchId: string; roomId: string }, date: string) =>
  (
    await call('GET', `/api/branches/${bed.branchId}/beds?room_id=${bed.roomId}&date=${date}`)
  ).body.items.find((b: { id: string }) => b.id === bed.id).status;

/** A tenant checked in at ₹500 a day from 01/11/2026 to 28/02/2027, rent paid for November. */
async function stay(opts: { deposit?: number; start?: string; status?: 'booked' | 'checked_in' } = {}) {
  const { branch, room } = await makeRoomInNewBranch(db);
  const bed = await makeBed(db, room, { baseRentPerDay: 500 });
  const tenant = await makeTenant(db, branch, { name: 'Asha Rao', joinedAt: '2026-11-01' });
  const start = opts.start ?? '2026-11-01';
  const days = (Date.parse('2027-02-28') - Date.parse(start)) / 86_400_000 + 1;
  const booking = await makeBooking(
    db,
    { bed, tenant },
    {
      status: opts.status ?? 'checked_in',
      startDate: start,
      endDate: '2027-02-28',
      totalRent: days * 500,
      deposit: opts.deposit ?? null,
    },
  );
  await makePayment(db, tenant, { amount: 15_000, date: start, bookingId: booking.id });
  if (opts.deposit) await makePayment(db, tenant, { amount: opts.deposit, date: start, purpose: 'deposit' });
  return { branch, bed, tenant, booking };
}

describe('check out', () => {
  it('ends the stay today: no rent after it, the bed free from tomorrow, the tenant no longer active', async () => {
    const { branch, bed, tenant, booking } = await stay({ deposit: 16_000 });
    const out = await act(booking.id, 'check-out');
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({
      status: 'checked_out',
      end_date: TODAY,
      days: 28,
      total_rent: 14_000,
      settlement_due: true,
    });
    const statement = (await call('GET', `/api/tenants/${tenant.id}/statement`)).body;
    const rent = statement.lines.filter((l: { kind: string }) => l.kind === 'rent');
    expect(rent.map((l: { date: string; debit: number }) => [l.date, l.debit])).toEqual([
      ['2026-11-01', 14_000],
    ]);
    expect(statement.lines.filter((l: { upcoming: boolean }) => l.upcoming)).toEqual([]);
    expect(await bedOn(bed, TODAY)).toBe('available');
    expect(await bedOn(bed, '2026-11-29')).toBe('available');
    const [row] = await query<{ left_at: string | null }>(
      db,
      sql`select to_char(left_at, 'YYYY-MM-DD') as left_at from tenants where id = ${tenant.id}`,
    );
    expect(row!.left_at).toBe(TODAY);
    const active = await call('GET', `/api/branches/${branch.id}/tenants?status=active`);
    expect(active.body.items.map((x: { id: string }) => x.id)).not.toContain(tenant.id);
    const [entry] = await auditOf(t, 'booking.check_out', booking.id);
    expect(entry).toMatchObject({
      before: { status: 'checked_in', end_date: '2027-02-28' },
      after: { status: 'checked_out', end_date: TODAY, total_rent: 14_000 },
    });
  });

  it('leaves the deposit to settle later: the checked-out booking is settled and the deposit refunded', async () => {
    const { branch, tenant, booking } = await stay({ deposit: 16_000 });
    await act(booking.id, 'check-out');
    clock.advance(2 * 86_400);
    const signedIn = owner;
    owner = await t.signIn(['manager']);
    try {
      const preview = await call(
        'GET',
        `/api/bookings/${booking.id}/settlement/preview?checkout_date=${TODAY}`,
      );
      expect(preview.status).toBe(200);
      // Rent due 14,000 against 15,000 paid: 1,000 paid ahead and the deposit come back.
      expect(preview.body).toMatchObject({ rent_due: 14_000, deposit_held: 16_000, refund: 17_000, owed: 0 });
      const settled = await call('POST', `/api/bookings/${booking.id}/settle`, { checkout_date: TODAY });
      expect(settled.status).toBe(200);
      expect(settled.body).toMatchObject({ checkout_date: TODAY, refund: 17_000, tenant_leaves: true });
      expect(await bookingOf(branch.id, booking.id)).toMatchObject({
        status: 'checked_out',
        settlement_due: false,
        settlement_id: settled.body.id,
      });
      const statement = (await call('GET', `/api/tenants/${tenant.id}/statement`)).body;
      expect(statement.deposit.held).toBe(0);
      expect(statement.balance).toBe(0);
    } finally {
      clock.advance(-2 * 86_400);
      owner = signedIn;
    }
  });

  it('asks for no settlement when nothing is held or owed', async () => {
    const { booking } = await stay();
    await query(db, sql`update payments set amount = 14000 where booking_id = ${booking.id}`);
    expect((await act(booking.id, 'check-out')).body).toMatchObject({ settlement_due: false });
  });
});

describe('check in', () => {
  it('is refused before the start date, changing nothing', async () => {
    const { branch, booking } = await stay({ start: '2027-01-01', status: 'booked' });
    const early = await act(booking.id, 'check-in');
    expect([early.status, early.body.error.message]).toEqual([409, checkInBeforeStart('2027-01-01')]);
    expect(early.body.error.message).toBe(
      'This booking starts on 01/01/2027: the tenant can be checked in from that day',
    );
    expect((await bookingOf(branch.id, booking.id)).status).toBe('booked');
  });

  it('is allowed from the start date, and a check-in made by mistake is undone, audited', async () => {
    const { bed, booking } = await stay({ start: TODAY, status: 'booked' });
    expect((await act(booking.id, 'check-in')).body.status).toBe('checked_in');
    const undone = await act(booking.id, 'undo-check-in');
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ status: 'booked', end_date: '2027-02-28' });
    expect(await bedOn(bed, TODAY)).toBe('occupied');
    expect(await auditOf(t, 'booking.undo_check_in', booking.id)).toHaveLength(1);
    expect((await act(booking.id, 'undo-check-in')).status).toBe(409);
  });
});

describe('settlement preview', () => {
  it('works out a check-out date after today, and confirming it is still refused', async () => {
    const { booking } = await stay({ deposit: 16_000 });
    const ahead = await call(
      'GET',
      `/api/bookings/${booking.id}/settlement/preview?checkout_date=2026-12-31`,
    );
    expect(ahead.status).toBe(200);
    expect(ahead.body).toMatchObject({ checkout_date: '2026-12-31', rent_due: 30_500 });
    const settle = await call('POST', `/api/bookings/${booking.id}/settle`, { checkout_date: '2026-12-31' });
    expect([settle.status, settle.body.error.fields]).toEqual([400, { checkout_date: CHECKOUT_IN_FUTURE }]);
    expect((await bookingOf(booking.branchId, booking.id)).end_date).toBe('2027-02-28');
  });
});
