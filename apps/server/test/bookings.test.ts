import { bedTakenMessage } from '@pg/contracts/bed-status';
import { END_BEFORE_START } from '@pg/contracts/bookings';
import { todayIso } from '@pg/contracts/common';
import { addDays, format, parseISO } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { bookings } from '../src/db/schema/operations.ts';
import { auditOf, makePrincipal } from './access-fixtures.ts';
import { makeBed, makeBooking, makeRoomInNewBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';

const t = await createTestApp();
const { app, db } = t;
const staff = await t.signIn(['user']);
const today = todayIso();
const shift = (days: number, from = today) => format(addDays(parseISO(from), days), 'yyyy-MM-dd');
const MISSING = '00000000-0000-4000-8000-000000000000';

type Item = { id: string; name: string; tenant_name: string };
const get = async (url: string, headers = staff.headers) => {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
};
const post = async (url: string, payload?: object, headers = staff.headers) => {
  const res = await app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};
/** The body of a new booking of `bed` for `tenant`, from `start_date` to `end_date` (both included). */
const bookingBody = (tenant: { id: string }, bed: { id: string }, start_date: string, end_date: string) => ({
  tenant_id: tenant.id,
  bed_id: bed.id,
  start_date,
  end_date,
});
const book = (branchId: string, body: object, headers = staff.headers) =>
  post(`/api/branches/${branchId}/bookings`, body, headers);
const act = (id: string, action: 'check-in' | 'check-out' | 'cancel', headers = staff.headers) =>
  post(`/api/bookings/${id}/${action}`, undefined, headers);

const bookingCount = async (where = sql`true`) =>
  (await query<{ n: number }>(db, sql`select count(*)::int as n from bookings where ${where}`))[0]!.n;
/** The bed's `is_available` today, as the beds list derives it. */
const isAvailable = async (bed: { id: string; branchId: string; roomId: string }) => {
  const { body } = await get(`/api/branches/${bed.branchId}/beds?room_id=${bed.roomId}`);
  return (body.items as { id: string; is_available: boolean }[]).find((b) => b.id === bed.id)!.is_available;
};

/** A branch with one room, one bed at `rent` a day, and one active tenant. */
async function setup(rent = 500) {
  const { branch, property, room } = await makeRoomInNewBranch(db);
  const bed = await makeBed(db, room, { baseRentPerDay: rent, bedNumber: 'B1' });
  const tenant = await makeTenant(db, branch, { name: 'Asha Rao' });
  return { branch, property, room, bed, tenant };
}

describe('POST /api/branches/:branchId/bookings', () => {
  it('creates a booked booking with the total worked out by the server, ignoring a client total', async () => {
    const { branch, bed, tenant, room, property } = await setup(500);
    const res = await book(branch.id, {
      tenant_id: tenant.id,
      bed_id: bed.id,
      start_date: '2027-01-01',
      end_date: '2027-01-31',
      total_rent: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      branch_id: branch.id,
      tenant_id: tenant.id,
      tenant_name: 'Asha Rao',
      bed_id: bed.id,
      bed_number: 'B1',
      room_number: room.roomNumber,
      property_name: property.name,
      start_date: '2027-01-01',
      end_date: '2027-01-31',
      days: 31,
      total_rent: 15_500,
      billing: 'per_day',
      monthly_rent: null,
      due_day: null,
      notice_days: null,
      lock_in_months: null,
      deposit: null,
      status: 'booked',
      notice_given_on: null,
      settlement_id: null,
      moved_to_booking_id: null,
      settlement_due: false,
      created_at: expect.any(String),
    });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, res.body.id));
    expect(row!.totalRent).toBe(15_500);
    expect(await auditOf(t, 'booking.create', res.body.id)).toHaveLength(1);
  });

  it('counts a same-day booking as one day and keeps paise exact', async () => {
    const { branch, bed, tenant } = await setup(333.33);
    const one = await book(branch.id, bookingBody(tenant, bed, '2027-03-01', '2027-03-01'));
    expect(one.body).toMatchObject({ days: 1, total_rent: 333.33 });
    const three = await book(branch.id, bookingBody(tenant, bed, '2027-03-02', '2027-03-04'));
    expect(three.body).toMatchObject({ days: 3, total_rent: 999.99 });
  });

  it('occupies the bed when the booking covers today, not when it is in the future', async () => {
    const { branch, bed, tenant } = await setup();
    await book(branch.id, bookingBody(tenant, bed, shift(10), shift(20)));
    expect(await isAvailable(bed)).toBe(true);
    const now = await book(branch.id, bookingBody(tenant, bed, shift(-2), shift(5)));
    expect(now.status).toBe(201);
    expect(await isAvailable(bed)).toBe(false);
  });

  it.each([
    [{ start_date: '2027-01-02', end_date: '2027-01-01' }, 'end_date', END_BEFORE_START],
    [{ start_date: '2026-02-30', end_date: '2026-03-02' }, 'start_date', 'real date'],
    [{ start_date: '2027-01-01', end_date: '2027-02-29' }, 'end_date', 'real date'],
    [{ start_date: '2027-01-01', end_date: '2030-01-02' }, 'end_date', 'at most 3 years'],
    [{ start_date: '', end_date: '2027-01-01' }, 'start_date', 'Start date is required'],
    [{ start_date: '2027-01-01', end_date: '2027-01-02', status: 'checked_in' }, 'status', 'Unknown field'],
    [{ start_date: '2027-01-01', end_date: '2027-01-02', tenant_id: '' }, 'tenant_id', 'Tenant is required'],
    [{ start_date: '2027-01-01', end_date: '2027-01-02', bed_id: 'x' }, 'bed_id', 'valid id'],
  ])('refuses %j with 400 on %s, writing nothing', async (body, field, message) => {
    const { branch, bed, tenant } = await setup();
    const res = await book(branch.id, { tenant_id: tenant.id, bed_id: bed.id, ...body });
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toContain(message);
    expect(await bookingCount(sql`branch_id = ${branch.id}`)).toBe(0);
  });

  it('answers 404 for a tenant or a bed of another branch, writing nothing', async () => {
    const { branch, bed, tenant } = await setup();
    const other = await setup();
    const dates = { start_date: '2027-01-01', end_date: '2027-01-05' };
    const foreignBed = await book(branch.id, { tenant_id: tenant.id, bed_id: other.bed.id, ...dates });
    expect(foreignBed.status).toBe(404);
    expect(foreignBed.body.error.message).toBe('Bed not found');
    const foreignTenant = await book(branch.id, { tenant_id: other.tenant.id, bed_id: bed.id, ...dates });
    expect(foreignTenant.status).toBe(404);
    expect(foreignTenant.body.error.message).toBe('Tenant not found');
    expect((await book(branch.id, { tenant_id: MISSING, bed_id: bed.id, ...dates })).status).toBe(404);
    expect((await book(MISSING, { tenant_id: tenant.id, bed_id: bed.id, ...dates })).body.error.message).toBe(
      'Branch not found',
    );
    expect(await bookingCount(sql`branch_id in (${branch.id}, ${other.branch.id})`)).toBe(0);
  });

  it('refuses a tenant who has left (409 on tenant_id), writing nothing', async () => {
    const { branch, bed } = await setup();
    const gone = await makeTenant(db, branch, { leftAt: '2025-01-01' });
    const res = await book(branch.id, bookingBody(gone, bed, '2027-01-01', '2027-01-02'));
    expect(res.status).toBe(409);
    expect(res.body.error.fields.tenant_id).toContain('has left');
    expect(await bookingCount(sql`bed_id = ${bed.id}`)).toBe(0);
  });

  it('refuses overlapping dates on one bed (409 on bed_id); touching, cancelled and checked-out ones do not clash', async () => {
    const { branch, bed, tenant } = await setup();
    const other = await makeTenant(db, branch);
    const jan = await book(branch.id, bookingBody(tenant, bed, '2027-01-01', '2027-01-31'));
    expect(jan.status).toBe(201);
    const clash = await book(branch.id, bookingBody(other, bed, '2027-01-31', '2027-02-05'));
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatchObject({
      code: 'conflict',
      message: bedTakenMessage('2027-01-01', '2027-01-31'),
      fields: { bed_id: bedTakenMessage('2027-01-01', '2027-01-31') },
    });
    const inside = await book(branch.id, bookingBody(other, bed, '2027-01-10', '2027-01-10'));
    expect(inside.status).toBe(409);
    const feb = await book(branch.id, bookingBody(other, bed, '2027-02-01', '2027-02-28'));
    expect(feb.status).toBe(201);
    expect((await act(jan.body.id, 'cancel')).status).toBe(200);
    const again = await book(branch.id, bookingBody(other, bed, '2027-01-05', '2027-01-20'));
    expect(again.status).toBe(201);
    expect(await bookingCount(sql`bed_id = ${bed.id}`)).toBe(3);
  });

  it('lets exactly one of 20 simultaneous requests book a bed', async () => {
    const { branch, bed } = await setup();
    const people = await Promise.all(Array.from({ length: 20 }, () => makeTenant(db, branch)));
    const results = await Promise.all(
      people.map((p, i) =>
        // Different but overlapping ranges: every pair clashes on 2027-06-15.
        book(branch.id, bookingBody(p, bed, shift(-(i % 5), '2027-06-15'), shift(i % 7, '2027-06-15'))),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.error.message).toMatch(/^This bed is booked from \d\d\/\d\d\/2027 to \d\d\/\d\d\/2027$/);
    expect(await bookingCount(sql`bed_id = ${bed.id}`)).toBe(1);
  });

  it('never leaves an open booking for a tenant marked as left at the same moment', async () => {
    for (let i = 0; i < 5; i++) {
      const { branch, bed } = await setup();
      const tenant = await makeTenant(db, branch, { joinedAt: '2025-01-01' });
      const [booked, left] = await Promise.all([
        book(branch.id, bookingBody(tenant, bed, '2027-01-01', '2027-01-05')),
        post(`/api/tenants/${tenant.id}/leave`, { left_at: today }),
      ]);
      // Exactly one wins: either the booking exists and the departure was refused, or the reverse.
      expect([booked.status === 201, left.status === 200].filter(Boolean)).toHaveLength(1);
      expect(booked.status === 201 ? left.status : booked.status).toBe(409);
    }
  });

  it('needs bookings:create', async () => {
    const { branch, bed, tenant } = await setup();
    const viewer = await makePrincipal(t, { rolePermissions: ['bookings:view', 'bookings:update'] });
    const res = await book(branch.id, bookingBody(tenant, bed, '2027-01-01', '2027-01-02'), viewer.headers);
    expect(res.status).toBe(403);
    expect(await bookingCount(sql`bed_id = ${bed.id}`)).toBe(0);
  });
});

describe('GET /api/branches/:branchId/bookings', () => {
  it('lists newest first with tenant, bed, room, days and total; searches by tenant name; pages', async () => {
    const { branch, bed, tenant, room } = await setup(100);
    const bed2 = await makeBed(db, room, { bedNumber: 'B2', baseRentPerDay: 200 });
    const ravi = await makeTenant(db, branch, { name: 'Ravi Kumar' });
    await makeBooking(
      db,
      { bed, tenant },
      {
        startDate: '2025-01-01',
        endDate: '2025-01-10',
        totalRent: 1000,
        status: 'checked_out',
        createdAt: '2025-01-01T10:00:00Z',
      },
    );
    await makeBooking(
      db,
      { bed: bed2, tenant: ravi },
      { startDate: '2025-02-01', endDate: '2025-02-01', totalRent: 200, createdAt: '2025-02-01T10:00:00Z' },
    );
    const otherBranch = await setup();
    await makeBooking(db, { bed: otherBranch.bed, tenant: otherBranch.tenant });

    const all = await get(`/api/branches/${branch.id}/bookings`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    expect(all.body.items.map((b: Item) => b.tenant_name)).toEqual(['Ravi Kumar', 'Asha Rao']);
    expect(all.body.items[1]).toMatchObject({
      bed_number: 'B1',
      room_number: room.roomNumber,
      days: 10,
      total_rent: 1000,
      status: 'checked_out',
    });

    const search = await get(`/api/branches/${branch.id}/bookings?q=KUM`);
    expect(search.body).toMatchObject({ total: 1, items: [{ tenant_name: 'Ravi Kumar' }] });
    expect((await get(`/api/branches/${branch.id}/bookings?q=%25`)).body.total).toBe(0);
    const page = await get(`/api/branches/${branch.id}/bookings?limit=1&offset=1`);
    expect(page.body).toMatchObject({ total: 2, items: [{ tenant_name: 'Asha Rao' }] });
    expect((await get(`/api/branches/${branch.id}/bookings?status=checked_out`)).body.total).toBe(1);
  });

  it('filters by the stays overlapping a date range and sorts by start date', async () => {
    const { branch, bed, tenant, room } = await setup(100);
    const bed2 = await makeBed(db, room, { bedNumber: 'B2' });
    const stay = async (b: typeof bed, startDate: string, endDate: string, createdAt: string) =>
      makeBooking(
        db,
        { bed: b, tenant },
        { startDate, endDate, totalRent: 100, status: 'checked_out', createdAt },
      );
    const jan = await stay(bed, '2025-01-01', '2025-01-31', '2025-03-01T10:00:00Z');
    const feb = await stay(bed, '2025-02-01', '2025-02-28', '2025-01-01T10:00:00Z');
    const long = await stay(bed2, '2024-12-01', '2025-03-31', '2025-02-01T10:00:00Z');
    const ids = async (query: string) => {
      const res = await get(`/api/branches/${branch.id}/bookings${query}`);
      expect(res.status, query).toBe(200);
      return res.body.items.map((b: Item) => b.id);
    };
    // Overlapping: a stay that starts before the range and ends inside or after it counts.
    expect(await ids('?from=2025-01-15&to=2025-01-20')).toEqual([jan.id, long.id]);
    expect(await ids('?from=2025-01-31&to=2025-02-01')).toEqual([jan.id, long.id, feb.id]);
    expect(await ids('?from=2025-03-01')).toEqual([long.id]);
    expect(await ids('?to=2024-12-31')).toEqual([long.id]);
    expect(await ids('?from=2025-04-01')).toEqual([]);
    expect(await ids('?sort=start_asc')).toEqual([long.id, jan.id, feb.id]);
    expect(await ids('?sort=start_desc&from=2025-01-01&to=2025-01-31')).toEqual([jan.id, long.id]);
    for (const query of ['?sort=start', '?from=2025-02-01&to=2025-01-01', '?to=2025-02-30', '?status=open']) {
      expect((await get(`/api/branches/${branch.id}/bookings${query}`)).status, query).toBe(400);
    }
  });

  it('needs bookings:view and a known branch', async () => {
    const { branch } = await setup();
    const nobody = await makePrincipal(t, { rolePermissions: ['tenants:view'] });
    expect((await get(`/api/branches/${branch.id}/bookings`, nobody.headers)).status).toBe(403);
    expect((await get(`/api/branches/${MISSING}/bookings`)).status).toBe(404);
    expect((await get(`/api/branches/${branch.id}/bookings?sort=old`)).status).toBe(400);
  });
});

describe('GET /api/branches/:branchId/bookings/open', () => {
  it('lists bookings that are booked or checked in, optionally of one tenant', async () => {
    const { branch, bed, tenant, room } = await setup();
    const bed2 = await makeBed(db, room, { bedNumber: 'B2' });
    const other = await makeTenant(db, branch);
    const booked = await makeBooking(db, { bed, tenant }, { startDate: '2027-01-01', endDate: '2027-01-31' });
    const inside = await makeBooking(db, { bed: bed2, tenant: other }, { status: 'checked_in' });
    await makeBooking(
      db,
      { bed, tenant },
      { startDate: '2025-01-01', endDate: '2025-01-05', status: 'checked_out' },
    );
    await makeBooking(
      db,
      { bed, tenant },
      { startDate: '2025-02-01', endDate: '2025-02-05', status: 'cancelled' },
    );

    const all = await get(`/api/branches/${branch.id}/bookings/open`);
    expect(all.status).toBe(200);
    expect(all.body.items.map((b: Item) => b.id).sort()).toEqual([booked.id, inside.id].sort());
    const mine = await get(`/api/branches/${branch.id}/bookings/open?tenant_id=${tenant.id}`);
    expect(mine.body).toEqual({
      total: 1,
      items: [
        {
          id: booked.id,
          tenant_id: tenant.id,
          tenant_name: 'Asha Rao',
          bed_id: bed.id,
          bed_number: 'B1',
          room_number: room.roomNumber,
          start_date: '2027-01-01',
          end_date: '2027-01-31',
          total_rent: 15_500,
          status: 'booked',
        },
      ],
    });
    const elsewhere = await setup();
    expect(
      (await get(`/api/branches/${elsewhere.branch.id}/bookings/open?tenant_id=${tenant.id}`)).body.total,
    ).toBe(0);
    expect((await get(`/api/branches/${branch.id}/bookings/open?tenant_id=x`)).status).toBe(400);
    const nobody = await makePrincipal(t, { rolePermissions: ['payments:view'] });
    expect((await get(`/api/branches/${branch.id}/bookings/open`, nobody.headers)).status).toBe(403);
  });
});

describe('booking status changes', () => {
  it('moves booked -> checked_in -> checked_out, occupying then freeing the bed', async () => {
    const { branch, bed, tenant } = await setup();
    const created = await book(branch.id, bookingBody(tenant, bed, shift(-1), shift(30)));
    expect(await isAvailable(bed)).toBe(false);
    const checkedIn = await act(created.body.id, 'check-in');
    expect(checkedIn.status).toBe(200);
    expect(checkedIn.body.status).toBe('checked_in');
    expect(await isAvailable(bed)).toBe(false);
    const checkedOut = await act(created.body.id, 'check-out');
    expect(checkedOut.body.status).toBe('checked_out');
    expect(await isAvailable(bed)).toBe(true);
    expect(await auditOf(t, 'booking.check_out', created.body.id)).toHaveLength(1);
  });

  it('cancels a booked or checked-in booking and frees the bed', async () => {
    const { branch, bed, tenant } = await setup();
    const a = await book(branch.id, bookingBody(tenant, bed, shift(-1), shift(1)));
    expect(await isAvailable(bed)).toBe(false);
    expect((await act(a.body.id, 'cancel')).body.status).toBe('cancelled');
    expect(await isAvailable(bed)).toBe(true);
    const b = await book(branch.id, bookingBody(tenant, bed, shift(-1), shift(1)));
    await act(b.body.id, 'check-in');
    expect((await act(b.body.id, 'cancel')).body.status).toBe('cancelled');
    expect(await isAvailable(bed)).toBe(true);
  });

  it('keeps the bed occupied while another booking still covers today', async () => {
    const { branch, bed, tenant } = await setup();
    const now = await book(branch.id, bookingBody(tenant, bed, shift(-5), shift(5)));
    const later = await book(branch.id, bookingBody(tenant, bed, shift(6), shift(9)));
    await act(later.body.id, 'cancel');
    expect(await isAvailable(bed)).toBe(false);
    await act(now.body.id, 'check-in');
    await act(now.body.id, 'check-out');
    expect(await isAvailable(bed)).toBe(true);
  });

  it.each([
    ['booked', 'check-out'],
    ['checked_in', 'check-in'],
    ['checked_out', 'check-in'],
    ['checked_out', 'cancel'],
    ['cancelled', 'check-in'],
    ['cancelled', 'check-out'],
    ['cancelled', 'cancel'],
  ] as const)('refuses %s -> %s with 409, changing nothing', async (status, action) => {
    const { bed, tenant } = await setup();
    const b = await makeBooking(db, { bed, tenant }, { status });
    const res = await act(b.id, action);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/^This booking is .+; it cannot be /);
    expect((await db.select().from(bookings).where(eq(bookings.id, b.id)))[0]!.status).toBe(status);
  });

  it('answers 404 for an unknown booking, 400 for a bad id, 403 without bookings:update', async () => {
    expect((await act(MISSING, 'check-in')).status).toBe(404);
    expect((await act('nope', 'check-in')).status).toBe(400);
    const { bed, tenant } = await setup();
    const b = await makeBooking(db, { bed, tenant });
    const viewer = await makePrincipal(t, { rolePermissions: ['bookings:view', 'bookings:create'] });
    expect((await act(b.id, 'cancel', viewer.headers)).status).toBe(403);
  });

  it('lets two staff act on one bed at once without a deadlock', async () => {
    const { branch, bed, tenant } = await setup();
    const current = await book(branch.id, bookingBody(tenant, bed, shift(-3), shift(3)));
    await act(current.body.id, 'check-in');
    const other = await makeTenant(db, branch);
    const [out, next] = await Promise.all([
      act(current.body.id, 'check-out'),
      book(branch.id, bookingBody(other, bed, shift(2), shift(10))),
    ]);
    expect(out.status).toBe(200);
    // The new booking overlaps the old one on two days: it fails or succeeds depending on which ran first.
    expect([201, 409]).toContain(next.status);
  });
});

describe('access rules', () => {
  it('declares a permission on every bookings route', () => {
    const mine = app.routeTable.filter((r) => /^\/api\/(branches\/:branchId\/)?bookings/.test(r.url));
    expect(mine.map((r) => `${r.method} ${r.url} ${r.permission}`).sort()).toEqual([
      'GET /api/bookings/:id/schedule bookings:view',
      'GET /api/bookings/:id/settlement bookings:view',
      'GET /api/bookings/:id/settlement/preview deposits:settle',
      'GET /api/branches/:branchId/bookings bookings:view',
      'GET /api/branches/:branchId/bookings/open bookings:view',
      'POST /api/bookings/:id/cancel bookings:update',
      'POST /api/bookings/:id/check-in bookings:update',
      'POST /api/bookings/:id/check-out bookings:update',
      'POST /api/bookings/:id/extend bookings:update',
      'POST /api/bookings/:id/move bookings:update',
      'POST /api/bookings/:id/notice bookings:update',
      'POST /api/bookings/:id/rent bookings:update',
      'POST /api/bookings/:id/settle deposits:settle',
      'POST /api/bookings/:id/settlement-link bookings:view',
      'POST /api/bookings/:id/undo-check-in bookings:update',
      'POST /api/branches/:branchId/bookings bookings:create',
      'PUT /api/bookings/:id/deposit bookings:update',
    ]);
  });
});
