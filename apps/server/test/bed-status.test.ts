import {
  bedTakenMessage,
  OUT_OF_SERVICE_WHILE_CHECKED_IN,
  outOfServiceMessage,
} from '@pg/contracts/bed-status';
import {
  addDaysIso,
  bookingStatusLabel,
  EXTEND_NOT_LATER,
  MOVE_IN_FUTURE,
  MOVE_NOT_CHECKED_IN,
  MOVE_OUTSIDE_STAY,
  MOVE_SAME_BED,
  NOTICE_NOT_CHECKED_IN,
  VACATING_IN_PAST,
  VACATING_OUTSIDE_STAY,
} from '@pg/contracts/bookings';
import { OUT_OF_SERVICE_REASON_REQUIRED } from '@pg/contracts/inventory';
import { SETTLE_MOVED } from '@pg/contracts/settlements';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { auditOf } from './access-fixtures.ts';
import { testClock } from './clock.ts';
import {
  makeBed,
  makeBooking,
  makeFloor,
  makeProperty,
  makeRoom,
  makeRoomInNewBranch,
  makeTenant,
} from './factories.ts';
import { createTestApp } from './helper.ts';

// The console's today is the clock's: 10/03/2026 (noon in India), moved by the tests that say so.
const clock = testClock(new Date('2026-03-10T06:30:00Z'));
const t = await createTestApp({}, { clock });
const { app, db } = t;
const staff = await t.signIn(['manager']);
const TODAY = '2026-03-10';
const day = (n: number) => addDaysIso(TODAY, n);
const DAY_SECONDS = 86_400;
/** Runs `fn` with the clock moved `days` days on (signed in afresh then), and moves it back after. */
async function onDay<T>(days: number, fn: (headers: typeof staff.headers) => Promise<T>) {
  clock.advance(days * DAY_SECONDS);
  try {
    return await fn((await t.signIn(['manager'])).headers);
  } finally {
    clock.advance(-days * DAY_SECONDS);
  }
}

const call = async (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  headers = staff.headers,
) => {
  const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};
const get = (url: string, headers = staff.headers) => call('GET', url, undefined, headers);
const post = (url: string, payload?: object) => call('POST', url, payload);

type Bed = Awaited<ReturnType<typeof makeBed>>;
/** The bed's status as the beds list derives it, today or on `date`. */
async function statusOf(bed: Bed, date?: string, headers = staff.headers) {
  const query = `room_id=${bed.roomId}${date ? `&date=${date}` : ''}`;
  const { body } = await get(`/api/branches/${bed.branchId}/beds?${query}`, headers);
  const row = (body.items as { id: string; status: string; is_available: boolean }[]).find(
    (b) => b.id === bed.id,
  )!;
  return { status: row.status, is_available: row.is_available };
}

/** A branch with one room of `beds` beds at `rent` a day and a tenant. */
async function setup(opts: { beds?: number; rent?: number } = {}) {
  const { branch, property, room } = await makeRoomInNewBranch(db);
  const beds: Bed[] = [];
  for (let i = 1; i <= (opts.beds ?? 1); i++) {
    beds.push(await makeBed(db, room, { bedNumber: String(i), baseRentPerDay: opts.rent ?? 500 }));
  }
  const tenant = await makeTenant(db, branch, { name: 'Asha Rao' });
  return { branch, property, room, beds, bed: beds[0]!, tenant };
}

const bedBody = (bed: Bed, over: object = {}) => ({
  room_id: bed.roomId,
  bed_number: bed.bedNumber,
  bed_type: bed.bedType,
  base_rent_per_day: bed.baseRentPerDay,
  ...over,
});

describe('status by date', () => {
  it('is Reserved before a booking, Occupied during it and Available after, by the clock alone', async () => {
    const { bed, tenant } = await setup();
    await makeBooking(db, { bed, tenant }, { startDate: day(5), endDate: day(10), status: 'booked' });
    expect(await statusOf(bed)).toEqual({ status: 'reserved', is_available: true });
    expect(await statusOf(bed, day(5))).toEqual({ status: 'occupied', is_available: false });
    expect(await statusOf(bed, day(10))).toEqual({ status: 'occupied', is_available: false });
    expect(await statusOf(bed, day(11))).toEqual({ status: 'available', is_available: true });
    // Nothing is written when the days come: the status follows the clock.
    expect(await onDay(5, (headers) => statusOf(bed, undefined, headers))).toEqual({
      status: 'occupied',
      is_available: false,
    });
    expect(await onDay(11, (headers) => statusOf(bed, undefined, headers))).toEqual({
      status: 'available',
      is_available: true,
    });
  });

  it('frees a bed whose stay has ended even when nobody checked the tenant out', async () => {
    const { bed, tenant } = await setup();
    await makeBooking(db, { bed, tenant }, { startDate: day(-30), endDate: day(-1), status: 'checked_in' });
    expect(await statusOf(bed)).toEqual({ status: 'available', is_available: true });
    expect(await statusOf(bed, day(-1))).toEqual({ status: 'occupied', is_available: false });
  });

  it('counts neither cancelled nor checked-out bookings', async () => {
    const { beds, tenant } = await setup({ beds: 2 });
    await makeBooking(
      db,
      { bed: beds[0]!, tenant },
      { startDate: day(-1), endDate: day(3), status: 'cancelled' },
    );
    await makeBooking(
      db,
      { bed: beds[1]!, tenant },
      { startDate: day(-5), endDate: day(3), status: 'checked_out' },
    );
    expect(await statusOf(beds[0]!)).toEqual({ status: 'available', is_available: true });
    expect(await statusOf(beds[1]!)).toEqual({ status: 'available', is_available: true });
  });

  it('filters the list by the status on the day asked', async () => {
    const { branch, beds, tenant } = await setup({ beds: 3 });
    await makeBooking(db, { bed: beds[0]!, tenant }, { startDate: day(-2), endDate: day(2) });
    await makeBooking(db, { bed: beds[1]!, tenant }, { startDate: day(3), endDate: day(9) });
    const numbers = async (query: string) =>
      ((await get(`/api/branches/${branch.id}/beds?${query}`)).body.items as { bed_number: string }[]).map(
        (b) => b.bed_number,
      );
    expect(await numbers('status=occupied')).toEqual(['1']);
    expect(await numbers('status=reserved')).toEqual(['2']);
    expect(await numbers('status=available')).toEqual(['3']);
    expect(await numbers(`status=occupied&date=${day(4)}`)).toEqual(['2']);
    expect(await numbers(`status=available&date=${day(4)}`)).toEqual(['1', '3']);
    expect((await get(`/api/branches/${branch.id}/beds?date=2026-02-30`)).status).toBe(400);
  });
});

describe('out of service', () => {
  it('takes a bed out of service from today, with a reason and an optional last day', async () => {
    const { bed } = await setup();
    const res = await call(
      'PATCH',
      `/api/beds/${bed.id}`,
      bedBody(bed, {
        out_of_service: true,
        out_of_service_reason: 'Leaking roof',
        out_of_service_until: day(2),
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'out_of_service',
      is_available: false,
      out_of_service: { reason: 'Leaking roof', since: TODAY, until: day(2) },
    });
    expect(await statusOf(bed, day(2))).toMatchObject({ status: 'out_of_service' });
    expect(await statusOf(bed, day(3))).toEqual({ status: 'available', is_available: true });
    expect(await statusOf(bed, day(-1))).toMatchObject({ status: 'available' });
    // Back in service.
    const back = await call('PATCH', `/api/beds/${bed.id}`, bedBody(bed, { out_of_service: false }));
    expect(back.body).toMatchObject({ status: 'available', out_of_service: null });
  });

  it('needs a reason, and a last day that has not passed', async () => {
    const { bed } = await setup();
    const noReason = await call('PATCH', `/api/beds/${bed.id}`, bedBody(bed, { out_of_service: true }));
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields.out_of_service_reason).toBe(OUT_OF_SERVICE_REASON_REQUIRED);
    const past = await call(
      'PATCH',
      `/api/beds/${bed.id}`,
      bedBody(bed, { out_of_service: true, out_of_service_reason: 'Paint', out_of_service_until: day(-1) }),
    );
    expect(past.status).toBe(400);
    expect(past.body.error.fields).toHaveProperty('out_of_service_until');
  });

  it('is refused over a checked-in stay, allowed over a booked one, which the bed still lists', async () => {
    const { branch, beds, tenant } = await setup({ beds: 2 });
    await makeBooking(
      db,
      { bed: beds[0]!, tenant },
      { startDate: day(-3), endDate: day(20), status: 'checked_in' },
    );
    const refused = await call(
      'PATCH',
      `/api/beds/${beds[0]!.id}`,
      bedBody(beds[0]!, { out_of_service: true, out_of_service_reason: 'Repairs' }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(OUT_OF_SERVICE_WHILE_CHECKED_IN);
    expect(await statusOf(beds[0]!)).toMatchObject({ status: 'occupied' });

    const later = await makeBooking(db, { bed: beds[1]!, tenant }, { startDate: day(4), endDate: day(8) });
    const allowed = await call(
      'PATCH',
      `/api/beds/${beds[1]!.id}`,
      bedBody(beds[1]!, {
        out_of_service: true,
        out_of_service_reason: 'Repairs',
        out_of_service_until: day(5),
      }),
    );
    expect(allowed.status).toBe(200);
    // The booking on those days, as the bed form lists it for the warning.
    const listed = await get(`/api/branches/${branch.id}/bookings?bed_id=${beds[1]!.id}`);
    expect(listed.body.items.map((b: { id: string }) => b.id)).toEqual([later.id]);
  });

  it('keeps the bed from any booking on those days', async () => {
    const { branch, bed, tenant } = await setup();
    await call(
      'PATCH',
      `/api/beds/${bed.id}`,
      bedBody(bed, { out_of_service: true, out_of_service_reason: 'Repairs', out_of_service_until: day(5) }),
    );
    const free = async (start: string, end: string) =>
      (await get(`/api/branches/${branch.id}/beds/free?start_date=${start}&end_date=${end}`)).body.items.map(
        (b: { id: string }) => b.id,
      );
    expect(await free(day(3), day(8))).toEqual([]);
    expect(await free(day(6), day(8))).toEqual([bed.id]);
    const res = await post(`/api/branches/${branch.id}/bookings`, {
      tenant_id: tenant.id,
      bed_id: bed.id,
      start_date: day(5),
      end_date: day(9),
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(outOfServiceMessage(TODAY, day(5)));
    expect(
      (
        await post(`/api/branches/${branch.id}/bookings`, {
          tenant_id: tenant.id,
          bed_id: bed.id,
          start_date: day(6),
          end_date: day(9),
        })
      ).status,
    ).toBe(201);
  });
});

describe('beds free for a range', () => {
  it('offers only beds free on every day of the range, in the order of the building', async () => {
    const { branch, property, room, beds, tenant } = await setup({ beds: 4, rent: 450 });
    const floor2 = await makeFloor(db, property, { floorNumber: 9999 });
    const upstairs = await makeBed(db, await makeRoom(db, floor2, { roomNumber: '201' }), { bedNumber: '1' });
    await makeBooking(db, { bed: beds[0]!, tenant }, { startDate: day(8), endDate: day(12) }); // inside the range
    await makeBooking(db, { bed: beds[1]!, tenant }, { startDate: day(-5), endDate: day(4) }); // ends before it
    await makeBooking(
      db,
      { bed: beds[2]!, tenant },
      { startDate: day(3), endDate: day(5), status: 'checked_in' },
    ); // its first day
    await makeBooking(
      db,
      { bed: beds[3]!, tenant },
      { startDate: day(6), endDate: day(9), status: 'cancelled' },
    );
    await setup(); // another branch's beds are never offered
    const res = await get(`/api/branches/${branch.id}/beds/free?start_date=${day(5)}&end_date=${day(15)}`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((b: { id: string }) => b.id)).toEqual([beds[1]!.id, beds[3]!.id, upstairs.id]);
    expect(res.body.items[0]).toEqual({
      id: beds[1]!.id,
      bed_number: '2',
      bed_type: 'single',
      base_rent_per_day: 450,
      monthly_rent: null,
      room_id: room.id,
      room_number: room.roomNumber,
      room_name: room.name,
      floor_number: expect.any(Number),
      property_id: property.id,
      property_name: property.name,
    });
    const backwards = await get(
      `/api/branches/${branch.id}/beds/free?start_date=${day(5)}&end_date=${day(4)}`,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields).toHaveProperty('end_date');
  });

  it('finds free beds by bed, room or property, and answers whether one chosen bed is free', async () => {
    const { branch, property, beds, tenant } = await setup({ beds: 3 });
    const floor2 = await makeFloor(db, property, { floorNumber: 9998 });
    const upstairs = await makeBed(db, await makeRoom(db, floor2, { roomNumber: '7B' }), { bedNumber: 'Q' });
    await makeBooking(db, { bed: beds[0]!, tenant }, { startDate: day(5), endDate: day(6) });
    const free = async (params: string) =>
      (
        await get(`/api/branches/${branch.id}/beds/free?start_date=${day(5)}&end_date=${day(9)}&${params}`)
      ).body.items.map((b: { id: string }) => b.id);
    expect(await free('q=7b')).toEqual([upstairs.id]);
    expect(await free('q=7B%20q')).toEqual([upstairs.id]);
    expect(await free(`q=${encodeURIComponent(property.name)}&limit=2`)).toEqual([beds[1]!.id, beds[2]!.id]);
    expect(await free('q=nothing-like-this')).toEqual([]);
    expect(await free(`bed_id=${beds[2]!.id}`)).toEqual([beds[2]!.id]);
    // Booked on those days: not free, so not answered.
    expect(await free(`bed_id=${beds[0]!.id}`)).toEqual([]);
  });
});

describe('notice', () => {
  it('ends a checked-in stay on the vacating date, recomputes its total and frees the bed from the next day', async () => {
    const { branch, bed, tenant } = await setup({ rent: 500 });
    const stay = await makeBooking(
      db,
      { bed, tenant },
      { startDate: '2026-03-01', endDate: '2026-06-30', totalRent: 122 * 500, status: 'checked_in' },
    );
    const res = await post(`/api/bookings/${stay.id}/notice`, { vacating_date: '2026-03-31' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      end_date: '2026-03-31',
      days: 31,
      total_rent: 15_500,
      notice_given_on: TODAY,
      status: 'checked_in',
    });
    const schedule = await get(`/api/bookings/${stay.id}/schedule`);
    expect(schedule.body.items.map((i: { amount: number }) => i.amount)).toEqual([15_500]);
    const free = await get(`/api/branches/${branch.id}/beds/free?start_date=2026-04-01&end_date=2026-04-30`);
    expect(free.body.items.map((b: { id: string }) => b.id)).toEqual([bed.id]);
    const board = await get(`/api/branches/${branch.id}/beds/board`);
    expect(board.body.rooms[0].beds[0].current).toMatchObject({
      end_date: '2026-03-31',
      notice_given_on: TODAY,
    });
    const [entry] = await auditOf(t, 'booking.notice', stay.id);
    expect(entry).toMatchObject({
      before: { end_date: '2026-06-30', total_rent: 61_000 },
      after: { end_date: '2026-03-31', total_rent: 15_500 },
    });
  });

  it('refuses a date before today or outside the stay, and a stay not checked in', async () => {
    const { bed, tenant } = await setup();
    const stay = await makeBooking(
      db,
      { bed, tenant },
      { startDate: '2026-03-01', endDate: '2026-03-31', status: 'checked_in' },
    );
    for (const [date, message] of [
      [day(-1), VACATING_IN_PAST],
      ['2026-04-01', VACATING_OUTSIDE_STAY],
    ]) {
      const res = await post(`/api/bookings/${stay.id}/notice`, { vacating_date: date });
      expect(res.status).toBe(400);
      expect(res.body.error.fields.vacating_date).toBe(message);
    }
    const booked = await makeBooking(db, { bed, tenant }, { startDate: '2026-04-05', endDate: '2026-04-30' });
    const res = await post(`/api/bookings/${booked.id}/notice`, { vacating_date: '2026-04-10' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(NOTICE_NOT_CHECKED_IN);
  });
});

describe('extend', () => {
  it('moves the end date later and recomputes the total, or names the booking in the way', async () => {
    const { branch, bed, tenant } = await setup({ rent: 333.33 });
    const stay = await makeBooking(
      db,
      { bed, tenant },
      { startDate: '2026-03-01', endDate: '2026-03-31', status: 'checked_in' },
    );
    await makeBooking(db, { bed, tenant }, { startDate: '2026-04-10', endDate: '2026-04-20' });
    const ok = await post(`/api/bookings/${stay.id}/extend`, { end_date: '2026-04-05' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ end_date: '2026-04-05', days: 36, total_rent: 11_999.88 });
    expect(await auditOf(t, 'booking.extend', stay.id)).toHaveLength(1);

    const clash = await post(`/api/bookings/${stay.id}/extend`, { end_date: '2026-04-15' });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe(bedTakenMessage('2026-04-10', '2026-04-20'));
    const earlier = await post(`/api/bookings/${stay.id}/extend`, { end_date: '2026-04-05' });
    expect(earlier.status).toBe(400);
    expect(earlier.body.error.fields.end_date).toBe(EXTEND_NOT_LATER);
    const days = await query<{ end_date: string }>(
      db,
      sql`select to_char(end_date, 'YYYY-MM-DD') as end_date from bookings where id = ${stay.id}`,
    );
    expect(days[0]!.end_date).toBe('2026-04-05');
    expect((await get(`/api/branches/${branch.id}/bookings?bed_id=${bed.id}`)).body.total).toBe(2);
  });

  it('refuses days the bed is out of service', async () => {
    const { bed, tenant } = await setup();
    const stay = await makeBooking(db, { bed, tenant }, { startDate: day(1), endDate: day(3) });
    await db.execute(
      sql`update beds set out_of_service_since = ${day(5)}, out_of_service_until = ${day(6)},
            out_of_service_reason = 'Paint' where id = ${bed.id}`,
    );
    const res = await post(`/api/bookings/${stay.id}/extend`, { end_date: day(6) });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(outOfServiceMessage(day(5), day(6)));
    expect((await post(`/api/bookings/${stay.id}/extend`, { end_date: day(4) })).status).toBe(200);
  });

  it('lets exactly one of two staff take the same free days', async () => {
    for (let round = 0; round < 3; round++) {
      const { branch, bed, tenant } = await setup();
      const a = await makeBooking(db, { bed, tenant }, { startDate: day(1), endDate: day(5) });
      const b = await makeBooking(db, { bed, tenant }, { startDate: day(20), endDate: day(25) });
      const other = await makeTenant(db, branch);
      const results = await Promise.all([
        post(`/api/bookings/${a.id}/extend`, { end_date: day(12) }),
        post(`/api/branches/${branch.id}/bookings`, {
          tenant_id: other.id,
          bed_id: bed.id,
          start_date: day(10),
          end_date: day(14),
        }),
        post(`/api/bookings/${b.id}/extend`, { end_date: day(26) }),
      ]);
      const [extended, booked] = results;
      expect([extended!.status, booked!.status].sort()).toEqual(
        [extended!.status === 200 ? 200 : 201, 409].sort(),
      );
      expect(results[2]!.status).toBe(200);
      const overlaps = await query<{ n: number }>(
        db,
        sql`select count(*)::int as n from bookings x join bookings y on x.bed_id = y.bed_id and x.id < y.id
            where x.bed_id = ${bed.id} and x.status in ('booked', 'checked_in') and y.status in ('booked', 'checked_in')
              and daterange(x.start_date, x.end_date, '[]') && daterange(y.start_date, y.end_date, '[]')`,
      );
      expect(overlaps[0]!.n).toBe(0);
    }
  });

  it('lets exactly one of two staff extending the same stay to the same day succeed, and counts the days once', async () => {
    for (let round = 0; round < 3; round++) {
      const { bed, tenant } = await setup({ rent: 500 });
      const stay = await makeBooking(
        db,
        { bed, tenant },
        { startDate: day(1), endDate: day(5), totalRent: 2_500 },
      );
      const results = await Promise.all([
        post(`/api/bookings/${stay.id}/extend`, { end_date: day(12) }),
        post(`/api/bookings/${stay.id}/extend`, { end_date: day(12) }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(results.find((r) => r.status === 400)!.body.error.fields.end_date).toBe(EXTEND_NOT_LATER);
      const rows = await query<{ end_date: string; total_rent: string }>(
        db,
        sql`select to_char(end_date, 'YYYY-MM-DD') as end_date, total_rent::text from bookings where id = ${stay.id}`,
      );
      expect(rows[0]).toEqual({ end_date: day(12), total_rent: '6000.00' });
      expect(await auditOf(t, 'booking.extend', stay.id)).toHaveLength(1);
    }
  });

  it('lets exactly one of an extend and a move into the same free days succeed', async () => {
    for (let round = 0; round < 3; round++) {
      const { beds, tenant } = await setup({ beds: 2 });
      const [bedA, bedB] = [beds[0]!, beds[1]!];
      const other = await makeTenant(db, { id: bedA.branchId });
      // Bed A: a stay until day 5; bed B: another tenant checked in, who moves to bed A from day 8.
      const stay = await makeBooking(db, { bed: bedA, tenant }, { startDate: day(1), endDate: day(5) });
      const mover = await makeBooking(
        db,
        { bed: bedB, tenant: other },
        { startDate: day(-2), endDate: day(10), status: 'checked_in' },
      );
      // On day 8, the day of the move.
      const [extended, moved] = await onDay(8, (headers) =>
        Promise.all([
          call('POST', `/api/bookings/${stay.id}/extend`, { end_date: day(9) }, headers),
          call('POST', `/api/bookings/${mover.id}/move`, { bed_id: bedA.id, from_date: day(8) }, headers),
        ]),
      );
      expect([extended.status, moved.status].filter((s) => s === 200)).toHaveLength(1);
      expect([extended.status, moved.status].filter((s) => s === 409)).toHaveLength(1);
      const overlaps = await query<{ n: number }>(
        db,
        sql`select count(*)::int as n from bookings x join bookings y on x.bed_id = y.bed_id and x.id < y.id
            where x.bed_id = ${bedA.id} and x.status in ('booked', 'checked_in') and y.status in ('booked', 'checked_in')
              and daterange(x.start_date, x.end_date, '[]') && daterange(y.start_date, y.end_date, '[]')`,
      );
      expect(overlaps[0]!.n).toBe(0);
    }
  });
});

describe('move to another bed', () => {
  it('ends the stay the day before as Moved and starts a checked-in one on the new bed at its rent, audited', async () => {
    const { branch, beds, tenant } = await setup({ beds: 2, rent: 500 });
    await db.execute(sql`update beds set base_rent_per_day = 700 where id = ${beds[1]!.id}`);
    const stay = await makeBooking(
      db,
      { bed: beds[0]!, tenant },
      { startDate: '2026-03-01', endDate: '2026-03-31', totalRent: 15_500, status: 'checked_in' },
    );
    const res = await post(`/api/bookings/${stay.id}/move`, { bed_id: beds[1]!.id, from_date: TODAY });
    expect(res.status).toBe(200);
    expect(res.body.ended).toMatchObject({
      id: stay.id,
      bed_id: beds[0]!.id,
      start_date: '2026-03-01',
      end_date: '2026-03-09',
      total_rent: 4_500,
      status: 'checked_out',
      moved_to_booking_id: res.body.started.id,
      settlement_due: false,
    });
    expect(bookingStatusLabel(res.body.ended)).toBe('Moved');
    expect(res.body.started).toMatchObject({
      tenant_id: tenant.id,
      bed_id: beds[1]!.id,
      start_date: TODAY,
      end_date: '2026-03-31',
      days: 22,
      total_rent: 15_400,
      status: 'checked_in',
      moved_to_booking_id: null,
    });
    expect(await statusOf(beds[0]!)).toMatchObject({ status: 'available' });
    expect(await statusOf(beds[1]!)).toMatchObject({ status: 'occupied' });
    // The part that moved cannot be settled on its own: the stay goes on in the new booking.
    const settle = await call('GET', `/api/bookings/${stay.id}/settlement/preview?checkout_date=${day(-1)}`);
    expect([settle.status, settle.body.error.message]).toEqual([409, SETTLE_MOVED]);
    const [entry] = await auditOf(t, 'booking.move', stay.id);
    expect(entry).toMatchObject({
      before: { end_date: '2026-03-31' },
      after: { started: { bed_id: beds[1]!.id } },
    });
    expect((await get(`/api/branches/${branch.id}/bookings?bed_id=${beds[1]!.id}`)).body.total).toBe(1);
  });

  it('moves the whole booking on its first day: the same booking on the new bed at its rent, audited', async () => {
    const { branch, beds, tenant } = await setup({ beds: 2, rent: 500 });
    await db.execute(sql`update beds set base_rent_per_day = 700 where id = ${beds[1]!.id}`);
    const stay = await makeBooking(
      db,
      { bed: beds[0]!, tenant },
      { startDate: TODAY, endDate: day(9), totalRent: 5_000, status: 'checked_in' },
    );
    const res = await post(`/api/bookings/${stay.id}/move`, { bed_id: beds[1]!.id, from_date: TODAY });
    expect(res.status).toBe(200);
    expect(res.body.ended).toBeNull();
    expect(res.body.started).toMatchObject({
      id: stay.id,
      bed_id: beds[1]!.id,
      start_date: TODAY,
      end_date: day(9),
      days: 10,
      total_rent: 7_000,
      status: 'checked_in',
    });
    expect(await statusOf(beds[0]!)).toEqual({ status: 'available', is_available: true });
    expect(await statusOf(beds[1]!)).toMatchObject({ status: 'occupied' });
    const [entry] = await auditOf(t, 'booking.move', stay.id);
    expect(entry).toMatchObject({
      before: { bed_id: beds[0]!.id, total_rent: 5_000 },
      after: { ended: null, started: { id: stay.id, bed_id: beds[1]!.id, total_rent: 7_000 } },
    });
    // One booking still, now on the new bed; none left on the old one.
    const all = await get(`/api/branches/${branch.id}/bookings?tenant_id=${tenant.id}`);
    expect(all.body.items.map((b: { id: string; bed_id: string }) => [b.id, b.bed_id])).toEqual([
      [stay.id, beds[1]!.id],
    ]);
  });

  it('refuses the same bed, a taken bed, a date outside the stay, a stay not checked in, and changes nothing', async () => {
    const { beds, tenant } = await setup({ beds: 2 });
    const stay = await makeBooking(
      db,
      { bed: beds[0]!, tenant },
      { startDate: '2026-03-01', endDate: '2026-03-31', status: 'checked_in' },
    );
    const move = (body: object) => post(`/api/bookings/${stay.id}/move`, body);
    const same = await move({ bed_id: beds[0]!.id, from_date: TODAY });
    expect([same.status, same.body.error.message]).toEqual([400, MOVE_SAME_BED]);
    for (const from of ['2026-02-28', '2026-04-01']) {
      const outside = await move({ bed_id: beds[1]!.id, from_date: from });
      expect([outside.status, outside.body.error.fields.from_date]).toEqual([400, MOVE_OUTSIDE_STAY]);
    }
    await makeBooking(db, { bed: beds[1]!, tenant }, { startDate: '2026-03-25', endDate: '2026-04-02' });
    const later = await move({ bed_id: beds[1]!.id, from_date: day(1) });
    expect([later.status, later.body.error.fields.from_date]).toEqual([400, MOVE_IN_FUTURE]);
    const taken = await move({ bed_id: beds[1]!.id, from_date: TODAY });
    expect([taken.status, taken.body.error.message]).toEqual([
      409,
      bedTakenMessage('2026-03-25', '2026-04-02'),
    ]);
    const elsewhere = await setup();
    const foreign = await move({ bed_id: elsewhere.bed.id, from_date: TODAY });
    expect([foreign.status, foreign.body.error.message]).toEqual([404, 'Bed not found']);
    const booked = await makeBooking(
      db,
      { bed: beds[0]!, tenant },
      { startDate: '2026-05-01', endDate: '2026-05-09' },
    );
    const notIn = await post(`/api/bookings/${booked.id}/move`, {
      bed_id: beds[1]!.id,
      from_date: '2026-05-02',
    });
    expect([notIn.status, notIn.body.error.message]).toEqual([409, MOVE_NOT_CHECKED_IN]);
    const rows = await query<{ n: number; end_date: string }>(
      db,
      sql`select count(*)::int as n, max(to_char(end_date, 'YYYY-MM-DD')) filter (where id = ${stay.id}) as end_date
          from bookings where tenant_id = ${tenant.id}`,
    );
    expect(rows[0]).toEqual({ n: 3, end_date: '2026-03-31' });
  });
});

describe('bed board', () => {
  it('shows every room of the property with its beds, their status, tenant and dates, on the day asked', async () => {
    const { branch, property, room, beds, tenant } = await setup({ beds: 4 });
    const reserved = await makeTenant(db, branch, { name: 'Ravi Kumar' });
    await makeBooking(
      db,
      { bed: beds[0]!, tenant },
      { startDate: day(-3), endDate: day(20), status: 'checked_in' },
    );
    await makeBooking(db, { bed: beds[1]!, tenant: reserved }, { startDate: day(7), endDate: day(30) });
    await db.execute(
      sql`update beds set out_of_service_since = ${day(-1)}, out_of_service_reason = 'Repairs' where id = ${beds[2]!.id}`,
    );
    const otherProperty = await makeProperty(db, branch, { name: 'Zeta House' });
    await makeBed(db, await makeRoom(db, await makeFloor(db, otherProperty)));

    const res = await get(`/api/branches/${branch.id}/beds/board?property_id=${property.id}`);
    expect(res.status).toBe(200);
    expect(res.body.date).toBe(TODAY);
    expect(res.body.rooms).toHaveLength(1);
    expect(res.body.rooms[0]).toMatchObject({
      id: room.id,
      room_number: room.roomNumber,
      property_name: property.name,
    });
    const tiles = res.body.rooms[0].beds;
    expect(tiles.map((b: { status: string }) => b.status)).toEqual([
      'occupied',
      'reserved',
      'out_of_service',
      'available',
    ]);
    expect(tiles[0].current).toMatchObject({
      tenant_name: 'Asha Rao',
      end_date: day(20),
      status: 'checked_in',
    });
    expect(tiles[1]).toMatchObject({
      current: null,
      next: { tenant_name: 'Ravi Kumar', start_date: day(7) },
    });
    expect(tiles[2].out_of_service).toEqual({ reason: 'Repairs', since: day(-1), until: null });

    const later = await get(
      `/api/branches/${branch.id}/beds/board?property_id=${property.id}&date=${day(7)}`,
    );
    expect(later.body.rooms[0].beds.map((b: { status: string }) => b.status)).toEqual([
      'occupied',
      'occupied',
      'out_of_service',
      'available',
    ]);
    const whole = await get(`/api/branches/${branch.id}/beds/board`);
    expect(whole.body.rooms.map((r: { property_name: string }) => r.property_name)).toEqual([
      property.name,
      'Zeta House',
    ]);
    const foreign = await setup();
    expect(
      (await get(`/api/branches/${foreign.branch.id}/beds/board?property_id=${property.id}`)).body.rooms,
    ).toEqual([]);
  });
});

describe('occupancy', () => {
  it('rates occupied beds over beds in service, and the report names reserved and out-of-service days', async () => {
    const { branch, beds, tenant } = await setup({ beds: 4 });
    await makeBooking(
      db,
      { bed: beds[0]!, tenant },
      { startDate: day(-3), endDate: day(3), status: 'checked_in' },
    );
    // booked yesterday for the day after tomorrow
    await makeBooking(
      db,
      { bed: beds[1]!, tenant },
      { startDate: day(2), endDate: day(9), createdAt: `${day(-1)}T06:00:00Z` },
    );
    await db.execute(
      sql`update beds set out_of_service_since = ${day(-1)}, out_of_service_until = ${day(1)}, out_of_service_reason = 'Paint'
          where id = ${beds[2]!.id}`,
    );
    const stats = (await get(`/api/branches/${branch.id}/dashboard`)).body.beds;
    expect(stats).toEqual({ total: 4, occupied: 1, out_of_service: 1, available: 2, occupancy_rate: 33.3 });
    const report = await get(`/api/branches/${branch.id}/reports/occupancy?start=${day(-2)}&end=${day(4)}`);
    const inService = { out_of_service_first: null, out_of_service_last: null };
    expect(report.body.beds).toEqual([
      { room: expect.any(String), bed: '1', ...inService },
      { room: expect.any(String), bed: '2', ...inService },
      { room: expect.any(String), bed: '3', out_of_service_first: 1, out_of_service_last: 3 },
      { room: expect.any(String), bed: '4', ...inService },
    ]);
    // bed 2 reserved from the day it was booked (day 1 of the report) to the day before its stay
    expect(report.body.reservations).toEqual({ bed: [1], first: [1], last: [3] });
  });
});
