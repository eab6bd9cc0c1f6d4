import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OccupancyReport } from '@pg/contracts/reports';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, query } from '../src/db/client.ts';
import { roles } from '../src/db/schema/auth.ts';
import { expenses, payments, tenants } from '../src/db/schema/operations.ts';
import { testClock } from './clock.ts';
import {
  makeBed,
  makeBooking,
  makeCharge,
  makeExpense,
  makeFloor,
  makeOldBed,
  makePayment,
  makeRoom,
  makeRoomInNewBranch,
  makeTenant,
} from './factories.ts';
import { createTestApp } from './helper.ts';

const t = await createTestApp();
const { app, db } = t;
const user = await t.signIn(['user']);
await db.insert(roles).values({ name: 'no_reports', description: 'Nothing' });
const outsider = await t.signIn(['no_reports']);

const get = (url: string, headers = user.headers) => app.inject({ method: 'GET', url, headers });

type Page<R> = { rows: R[]; next_cursor: string | null };
/** Follows the cursor to the end, as the browser does. */
async function allPages<R>(url: string, limit: number) {
  const pages: Page<R>[] = [];
  let cursor: string | null = null;
  do {
    const sep = url.includes('?') ? '&' : '?';
    const res = await get(
      `${url}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page<R>;
    pages.push(page);
    cursor = page.next_cursor;
  } while (cursor);
  return pages;
}

/** Each bed's status on each day of a report: a stay wins over a reservation (no bed here is out of service). */
function statusesByBed(report: OccupancyReport) {
  const days = Math.round((Date.parse(report.end) - Date.parse(report.start)) / 86_400_000) + 1;
  const grid = report.beds.map(() => Array.from({ length: days }, () => 'Available'));
  const fill = (periods: OccupancyReport['stays'], status: string) =>
    periods.bed.forEach((b, i) => {
      for (let d = periods.first[i]!; d <= periods.last[i]!; d++) grid[b]![d] = status;
    });
  fill(report.reservations, 'Reserved');
  fill(report.stays, 'Occupied');
  return grid;
}

describe('occupancy report', () => {
  it('lists the beds in room and bed order and, per day, the beds that bookings occupy', async () => {
    const { branch, property, floor } = await makeRoomInNewBranch(db); // its room has no beds
    const room10 = await makeRoom(db, floor, { roomNumber: '10' });
    const floor2 = await makeFloor(db, property);
    const room2 = await makeRoom(db, floor2, { roomNumber: '2' });
    const roomA = await makeRoom(db, floor2, { roomNumber: 'A1' });
    const bed10b = await makeBed(db, room10, { bedNumber: '10' });
    const bed10a = await makeBed(db, room10, { bedNumber: '9' });
    const bed2 = await makeBed(db, room2, { bedNumber: '1' });
    await makeBed(db, roomA, { bedNumber: '1' });
    const tenant = await makeTenant(db, branch);
    await makeBooking(db, { bed: bed2, tenant }, { startDate: '2025-02-25', endDate: '2025-03-02' });
    await makeBooking(
      db,
      { bed: bed10b, tenant },
      {
        startDate: '2025-03-02',
        endDate: '2025-03-03',
        status: 'checked_in',
        createdAt: '2025-02-20T06:00:00Z',
      },
    );
    await makeBooking(
      db,
      { bed: bed10a, tenant },
      { startDate: '2025-03-01', endDate: '2025-03-01', status: 'checked_out' },
    );
    await makeBooking(
      db,
      { bed: bed10a, tenant },
      { startDate: '2025-03-01', endDate: '2025-03-05', status: 'cancelled' },
    );
    // another branch's bookings stay out
    const other = await makeRoomInNewBranch(db);
    const otherBed = await makeBed(db, other.room);
    await makeBooking(
      db,
      { bed: otherBed, tenant: await makeTenant(db, other.branch) },
      { startDate: '2025-03-01', endDate: '2025-03-09' },
    );

    const res = await get(`/api/branches/${branch.id}/reports/occupancy?start=2025-03-01&end=2025-03-04`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // stay i: bed index, first day, last day
    const stays = body.stays.bed.map((bed: number, i: number) => [
      bed,
      body.stays.first[i],
      body.stays.last[i],
    ]);
    expect(stays.sort()).toEqual([
      [0, 0, 1],
      [1, 0, 0],
      [2, 1, 2],
    ]);
    const inService = { out_of_service_first: null, out_of_service_last: null };
    expect(body).toEqual({
      start: '2025-03-01',
      end: '2025-03-04',
      beds: [
        { room: '2', bed: '1', ...inService },
        { room: '10', bed: '9', ...inService },
        { room: '10', bed: '10', ...inService },
        { room: 'A1', bed: '1', ...inService },
      ],
      // days counted from the start (2025-03-01 = 0), clipped to the range
      stays: expect.anything(),
      // bed 10 is reserved on day 0: its checked-in stay, booked in February, starts the next day
      reservations: { bed: [2], first: [0], last: [0] },
    });
  });

  it('shows each past day as it was: reserved only from the day of booking, free after a check-out or cancellation', async () => {
    const clock = testClock(new Date('2025-03-10T06:30:00Z')); // 10 March in India
    const at = await createTestApp({}, { clock });
    const staff = await at.signIn(['admin']);
    const { branch, room } = await makeRoomInNewBranch(at.db);
    const [later, leaving, cancelled] = [
      await makeBed(at.db, room, { bedNumber: '1' }),
      await makeBed(at.db, room, { bedNumber: '2' }),
      await makeBed(at.db, room, { bedNumber: '3' }),
    ];
    const tenant = await makeTenant(at.db, branch);
    // booked on 5 March for 20-25 March: available on 1-4 March, reserved from the 5th to the 19th
    await makeBooking(
      at.db,
      { bed: later, tenant },
      { startDate: '2025-03-20', endDate: '2025-03-25', createdAt: '2025-03-05T04:00:00Z' },
    );
    // staying from 1 March to 30 April, checked out on 10 March: available from the 11th
    const stay = await makeBooking(
      at.db,
      { bed: leaving, tenant },
      {
        startDate: '2025-03-01',
        endDate: '2025-04-30',
        status: 'checked_in',
        createdAt: '2025-02-25T04:00:00Z',
      },
    );
    // booked on 2 March for the 15th, cancelled on 10 March: reserved from the 2nd to the 9th only
    const gone = await makeBooking(
      at.db,
      { bed: cancelled, tenant },
      { startDate: '2025-03-15', endDate: '2025-03-20', createdAt: '2025-03-02T04:00:00Z' },
    );
    for (const [booking, action] of [
      [stay, 'check-out'],
      [gone, 'cancel'],
    ] as const) {
      const res = await at.app.inject({
        method: 'POST',
        url: `/api/bookings/${booking.id}/${action}`,
        headers: staff.headers,
      });
      expect(res.statusCode).toBe(200);
    }

    const res = await at.app.inject({
      method: 'GET',
      url: `/api/branches/${branch.id}/reports/occupancy?start=2025-03-01&end=2025-03-31`,
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(200);
    const statuses = statusesByBed(res.json());
    const days = (from: number, to: number, status: string) =>
      Array.from({ length: to - from + 1 }, () => status);
    expect(statuses[0]).toEqual([
      ...days(1, 4, 'Available'),
      ...days(5, 19, 'Reserved'),
      ...days(20, 25, 'Occupied'),
      ...days(26, 31, 'Available'),
    ]);
    expect(statuses[1]).toEqual([...days(1, 10, 'Occupied'), ...days(11, 31, 'Available')]);
    expect(statuses[2]).toEqual([
      ...days(1, 1, 'Available'),
      ...days(2, 9, 'Reserved'),
      ...days(10, 31, 'Available'),
    ]);
  });

  it('validates the range: real dates, end not before start, at most three years', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const url = (q: string) => `/api/branches/${branch.id}/reports/occupancy?${q}`;
    const bad = async (q: string, field: string) => {
      const res = await get(url(q));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    };
    await bad('start=2025-02-30&end=2025-03-01', 'start');
    await bad('start=2025-03-01', 'end');
    await bad('start=2025-03-02&end=2025-03-01', 'end');
    await bad('start=2022-01-01&end=2025-01-01', 'end'); // 1097 days
    await bad('start=2025-03-01&end=2025-03-02&extra=1', 'extra');
    expect((await get(url('start=2022-01-01&end=2024-12-31'))).statusCode).toBe(200); // 1096 days
    expect((await get(url('start=2025-03-01&end=2025-03-01'))).json()).toEqual({
      start: '2025-03-01',
      end: '2025-03-01',
      beds: [],
      stays: { bed: [], first: [], last: [] },
      reservations: { bed: [], first: [], last: [] },
    });
  });
});

describe('financial report', () => {
  it('lists completed payments (positive) and expenses (negative) in the range by date', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const asha = await makeTenant(db, branch, { name: 'Asha Rao' });
    const ravi = await makeTenant(db, branch, { name: '=Ravi' });
    await makeExpense(db, branch, { date: '2025-03-02', amount: 2345.5, category: 'Repairs' });
    await makePayment(db, asha, { date: '2025-03-02', amount: 8000, method: 'upi' });
    await makePayment(db, ravi, { date: '2025-03-01', amount: 1500.25, method: 'cash' });
    await makePayment(db, asha, { date: '2025-03-03', amount: 999, status: 'pending' }); // not money in
    await makePayment(db, asha, { date: '2025-02-28', amount: 111 }); // before the range
    await makeExpense(db, branch, { date: '2025-04-01', amount: 222 }); // after the range
    const other = await makeRoomInNewBranch(db);
    await makeExpense(db, other.branch, { date: '2025-03-02', amount: 333 });

    const res = await get(`/api/branches/${branch.id}/reports/financial?start=2025-03-01&end=2025-03-31`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      rows: [
        {
          date: '2025-03-01',
          type: 'payment',
          tenant: '=Ravi',
          amount: 1500.25,
          method: 'cash',
          category: null,
        },
        {
          date: '2025-03-02',
          type: 'payment',
          tenant: 'Asha Rao',
          amount: 8000,
          method: 'upi',
          category: null,
        },
        {
          date: '2025-03-02',
          type: 'expense',
          tenant: null,
          amount: -2345.5,
          method: null,
          category: 'Repairs',
        },
      ],
      next_cursor: null,
    });
  });

  it('adds deposits received (positive) and refunded (negative); voided payments and charges stay out', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const asha = await makeTenant(db, branch, { name: 'Asha Rao' });
    await makePayment(db, asha, { date: '2025-03-01', amount: 5000, purpose: 'deposit', method: 'cash' });
    await makePayment(db, asha, { date: '2025-03-02', amount: 1500, method: 'upi' });
    await makePayment(db, asha, {
      date: '2025-03-03',
      amount: 700,
      voidedAt: '2025-03-04T00:00:00Z',
      voidReason: 'Twice',
    });
    await makeCharge(db, asha, { date: '2025-03-03', amount: 250 });
    await makePayment(db, asha, {
      date: '2025-03-20',
      amount: 2000.5,
      purpose: 'refund',
      method: 'bank_transfer',
    });
    const res = await get(`/api/branches/${branch.id}/reports/financial?start=2025-03-01&end=2025-03-31`);
    expect(res.json().rows.map((r: { type: string; amount: number }) => [r.type, r.amount])).toEqual([
      ['deposit', 5000],
      ['payment', 1500],
      ['refund', -2000.5],
    ]);
  });

  it('pages through many rows with a cursor, without losing or repeating one', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const tenant = await makeTenant(db, branch);
    for (let i = 0; i < 9; i++) {
      const date = `2025-05-0${1 + (i % 3)}`;
      await makePayment(db, tenant, { date, amount: 100 + i });
      await makeExpense(db, branch, { date, amount: 10 + i });
    }
    const url = `/api/branches/${branch.id}/reports/financial?start=2025-05-01&end=2025-05-31`;
    const full = (await get(url)).json() as Page<{ date: string; type: string; amount: number }>;
    expect(full.rows).toHaveLength(18);
    for (const limit of [1, 4, 5, 17]) {
      const pages = await allPages<{ date: string; type: string; amount: number }>(url, limit);
      expect(pages.flatMap((p) => p.rows)).toEqual(full.rows);
      expect(pages.at(-1)?.next_cursor).toBeNull();
    }
    const sorted = full.rows.map((r) => `${r.date}-${r.type === 'payment' ? 0 : 1}`);
    expect(sorted).toEqual([...sorted].sort());
    expect(full.rows.filter((r) => r.type === 'expense').every((r) => r.amount < 0)).toBe(true);
  });

  it('refuses a cursor it did not make', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const res = await get(
      `/api/branches/${branch.id}/reports/financial?start=2025-05-01&end=2025-05-31&cursor=bm90LWEtY3Vyc29y`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('cursor');
  });
});

describe('tenant report', () => {
  it('lists every tenant with each booking, newest tenant first, whatever the dates', async () => {
    const { branch, room } = await makeRoomInNewBranch(db);
    const bed = await makeBed(db, room, { bedNumber: 'A' });
    const zara = await makeTenant(db, branch, {
      name: 'Zara',
      phone: '+919800000001',
      email: 'zara@example.com',
      createdAt: '2026-01-01T10:00:00.000Z',
    });
    // Explicit creation times: two inserts can share a timestamp, and the order is the point here.
    const amit = await makeTenant(db, branch, {
      name: 'Amit',
      phone: '9800000002',
      leftAt: '2020-02-01',
      createdAt: '2026-01-01T10:00:01.000Z',
    });
    await makeTenant(db, branch, {
      name: 'Mohan',
      phone: '9800000003',
      createdAt: '2026-01-01T10:00:02.000Z',
    });
    await makeBooking(
      db,
      { bed, tenant: zara },
      { startDate: '2030-01-01', endDate: '2030-01-10', totalRent: 5000 },
    );
    await makeBooking(
      db,
      { bed, tenant: amit },
      { startDate: '2020-01-01', endDate: '2020-01-31', totalRent: 15500, status: 'checked_out' },
    );
    await makeBooking(
      db,
      { bed, tenant: zara },
      { startDate: '2024-06-01', endDate: '2024-06-02', totalRent: 1000.5, status: 'cancelled' },
    );
    await makeTenant(db, (await makeRoomInNewBranch(db)).branch, { name: 'Elsewhere' });

    const res = await get(`/api/branches/${branch.id}/reports/tenants`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      rows: [
        {
          tenant_name: 'Mohan',
          phone: '9800000003',
          email: null,
          room: null,
          bed: null,
          start_date: null,
          end_date: null,
          status: null,
          total_rent: null,
          balance: 0,
        },
        {
          tenant_name: 'Amit',
          phone: '9800000002',
          email: null,
          room: room.roomNumber,
          bed: 'A',
          start_date: '2020-01-01',
          end_date: '2020-01-31',
          status: 'checked_out',
          total_rent: 15500,
          balance: 15500,
        },
        {
          tenant_name: 'Zara',
          phone: '+919800000001',
          email: 'zara@example.com',
          room: room.roomNumber,
          bed: 'A',
          start_date: '2024-06-01',
          end_date: '2024-06-02',
          status: 'cancelled',
          total_rent: 1000.5,
          balance: 0,
        },
        {
          tenant_name: 'Zara',
          phone: '+919800000001',
          email: 'zara@example.com',
          room: room.roomNumber,
          bed: 'A',
          start_date: '2030-01-01',
          end_date: '2030-01-10',
          status: 'booked',
          total_rent: 5000,
          balance: 0,
        },
      ],
      next_cursor: null,
    });

    // one tenant per page: a tenant's bookings are never split between pages
    const pages = await allPages<{ tenant_name: string }>(`/api/branches/${branch.id}/reports/tenants`, 1);
    expect(pages.map((p) => p.rows.map((r) => r.tenant_name))).toEqual([
      ['Mohan'],
      ['Amit'],
      ['Zara', 'Zara'],
    ]);
    // the date range does not apply, and is not accepted
    expect((await get(`/api/branches/${branch.id}/reports/tenants?start=2025-01-01`)).statusCode).toBe(400);
  });
});

describe('dues report', () => {
  it("lists each tenant who owes today, oldest due first, with the days overdue, what fell due today and each month's part", {
    timeout: 120_000,
  }, async () => {
    // Today is 10 Feb 2027 in India.
    const clocked = await createTestApp({}, { clock: testClock(new Date('2027-02-10T06:30:00Z')) });
    try {
      const owner = await clocked.signIn(['super_admin']);
      const { branch, room } = await makeRoomInNewBranch(clocked.db);
      // A monthly stay of 8,000 from 1 Jan, nothing paid: January and February are open.
      const monthly = await makeTenant(clocked.db, branch, { name: 'Monthly', phone: '+919800000011' });
      await makeBooking(
        clocked.db,
        { bed: await makeBed(clocked.db, room, { bedNumber: 'A' }), tenant: monthly },
        {
          billing: 'monthly',
          startDate: '2027-01-01',
          endDate: null,
          totalRent: null,
          monthlyRent: 8000,
          dueDay: 'calendar',
          status: 'checked_in',
        },
      );
      await makePayment(clocked.db, monthly, { date: '2027-01-05', amount: 3000 });
      // A per-day stay from today: its first instalment falls due today.
      const today = await makeTenant(clocked.db, branch, { name: '=Today', phone: '9800000012' });
      await makeBooking(
        clocked.db,
        { bed: await makeBed(clocked.db, room, { bedNumber: 'B' }), tenant: today },
        { startDate: '2027-02-10', endDate: '2027-02-19', totalRent: 5000 },
      );
      // One who owes nothing is not listed.
      const paid = await makeTenant(clocked.db, branch, { name: 'Paid' });
      await makeBooking(
        clocked.db,
        { bed: await makeBed(clocked.db, room, { bedNumber: 'C' }), tenant: paid },
        { startDate: '2027-02-01', endDate: '2027-02-05', totalRent: 2500, status: 'checked_out' },
      );
      await makePayment(clocked.db, paid, { date: '2027-02-01', amount: 2500 });

      const res = await clocked.app.inject({
        url: `/api/branches/${branch.id}/reports/dues`,
        headers: owner.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        rows: [
          {
            tenant_name: 'Monthly',
            phone: '+919800000011',
            room: room.roomNumber,
            bed: 'A',
            balance: 13_000,
            deposit_due: 0,
            oldest_due_date: '2027-01-01',
            days_overdue: 40,
            due_today: 0,
            months: [
              { month: '2027-01-01', due_date: '2027-01-01', amount: 5000 },
              { month: '2027-02-01', due_date: '2027-02-01', amount: 8000 },
            ],
          },
          {
            tenant_name: '=Today',
            phone: '9800000012',
            room: room.roomNumber,
            bed: 'B',
            balance: 5000,
            deposit_due: 0,
            oldest_due_date: '2027-02-10',
            days_overdue: 0,
            due_today: 5000,
            months: [{ month: '2027-02-01', due_date: '2027-02-10', amount: 5000 }],
          },
        ],
        next_cursor: null,
      });
      // A page at a time, neither losing nor repeating a tenant; the date range does not apply.
      const page = (cursor?: string) =>
        clocked.app.inject({
          url: `/api/branches/${branch.id}/reports/dues?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          headers: owner.headers,
        });
      const first = (await page()).json();
      expect(first.rows.map((r: { tenant_name: string }) => r.tenant_name)).toEqual(['Monthly']);
      const second = (await page(first.next_cursor)).json();
      expect(second).toMatchObject({ rows: [{ tenant_name: '=Today' }], next_cursor: null });
      expect((await page('not-a-cursor')).statusCode).toBe(400);
      const ranged = await clocked.app.inject({
        url: `/api/branches/${branch.id}/reports/dues?start=2027-01-01`,
        headers: owner.headers,
      });
      expect(ranged.statusCode).toBe(400);
    } finally {
      await clocked.close();
    }
  });
});

describe('pagination of rows recorded at the same instant', () => {
  it('neither loses nor repeats tenants, payments or expenses written by one statement', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    // One statement: every row gets the same created_at, so only the id tells them apart.
    const many = await db
      .insert(tenants)
      .values(
        Array.from({ length: 7 }, (_, i) => ({ branchId: branch.id, name: `Same ${i}`, phone: `99${i}` })),
      )
      .returning();
    await db.insert(payments).values(
      many.map((tenant) => ({
        branchId: branch.id,
        tenantId: tenant.id,
        amount: 100,
        method: 'cash' as const,
        date: '2025-06-01',
      })),
    );
    await db
      .insert(expenses)
      .values(
        many.map((_, i) => ({ branchId: branch.id, date: '2025-06-01', category: `C${i}`, amount: 5 })),
      );
    const names = (await allPages<{ tenant_name: string }>(`/api/branches/${branch.id}/reports/tenants`, 2))
      .flatMap((p) => p.rows.map((r) => r.tenant_name))
      .sort();
    expect(names).toEqual(many.map((t) => t.name).sort());
    const rows = (
      await allPages<{ type: string; tenant: string | null; category: string | null }>(
        `/api/branches/${branch.id}/reports/financial?start=2025-06-01&end=2025-06-01`,
        3,
      )
    ).flatMap((p) => p.rows);
    expect(rows.map((r) => r.type)).toEqual([...Array(7).fill('payment'), ...Array(7).fill('expense')]);
    expect(new Set(rows.map((r) => r.tenant ?? r.category)).size).toBe(14);
  });
});

describe('report access', () => {
  it('refuses a user without reports:view, an unknown branch and a malformed id', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    for (const path of [
      'occupancy?start=2025-01-01&end=2025-01-31',
      'financial?start=2025-01-01&end=2025-01-31',
      'tenants',
      'dues',
    ]) {
      expect((await get(`/api/branches/${branch.id}/reports/${path}`, outsider.headers)).statusCode).toBe(
        403,
      );
      const unknown = await get(`/api/branches/00000000-0000-4000-8000-000000000000/reports/${path}`);
      expect(unknown.statusCode).toBe(404);
      expect((await get(`/api/branches/nope/reports/${path}`)).statusCode).toBe(400);
    }
  });
});

describe('occupancy history of an existing database', () => {
  it('takes the days of past check-outs and cancellations from the audit log, changing no amount', {
    timeout: 600_000,
  }, async () => {
    const journal = JSON.parse(
      readFileSync(path.join(import.meta.dirname, '../src/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: { when: number; tag: string }[] };
    const before = journal.entries.find((e) => e.tag === '0022_booking_history');
    const previous = before && journal.entries[journal.entries.indexOf(before) - 1];
    if (!previous) throw new Error('no migration before 0022_booking_history in the journal');
    const database = await openDatabase({ memory: true });
    try {
      const old = database.db;
      await database.migrate({ upTo: previous });
      const { branch, room } = await makeRoomInNewBranch(old);
      const bed = await makeOldBed(old, room);
      const tenant = await makeTenant(old, branch);
      const book = async (status: string, start: string, end: string) => {
        const [row] = await query<{ id: string }>(
          old,
          sql`insert into bookings (branch_id, tenant_id, bed_id, start_date, end_date, total_rent, status)
              values (${branch.id}, ${tenant.id}, ${bed.id}, ${start}, ${end}, 5000, ${status}) returning id`,
        );
        return row!.id;
      };
      const audited = async (id: string, action: string, at: string) =>
        old.execute(sql`insert into audit_log (action, entity, entity_id, created_at)
          values (${action}, 'booking', ${id}, ${at})`);
      const left = await book('checked_out', '2025-01-01', '2025-01-31');
      await audited(left, 'booking.check_in', '2025-01-01T05:00:00Z');
      await audited(left, 'booking.check_out', '2025-01-10T20:00:00Z'); // 11 January in India
      const dropped = await book('cancelled', '2025-02-01', '2025-02-28');
      await audited(dropped, 'booking.cancel', '2025-01-20T06:00:00Z');
      const unknown = await book('checked_out', '2025-03-01', '2025-03-31');
      const live = await book('booked', '2025-04-01', '2025-04-30');
      const amounts = sql`select id, total_rent::text, start_date::text, end_date::text, status from bookings order by id`;
      const amountsBefore = await query(old, amounts);

      await database.migrate();
      const days = await query<{ id: string; checked_out_on: string | null; cancelled_on: string | null }>(
        database.db,
        sql`select id, checked_out_on::text, cancelled_on::text from bookings`,
      );
      const byId = new Map(days.map((d) => [d.id, { out: d.checked_out_on, cancelled: d.cancelled_on }]));
      expect(byId.get(left)).toEqual({ out: '2025-01-11', cancelled: null });
      expect(byId.get(dropped)).toEqual({ out: null, cancelled: '2025-01-20' });
      expect(byId.get(unknown)).toEqual({ out: null, cancelled: null });
      expect(byId.get(live)).toEqual({ out: null, cancelled: null });
      expect(await query(database.db, amounts)).toEqual(amountsBefore);
    } finally {
      await database.close();
    }
  });
});
