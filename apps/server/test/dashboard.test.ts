import { todayIso } from '@pg/contracts/common';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { roles } from '../src/db/schema/auth.ts';
import { branches } from '../src/db/schema/inventory.ts';
import { expenses, payments } from '../src/db/schema/operations.ts';
import { testClock } from './clock.ts';
import {
  makeBed,
  makeBooking,
  makeComplaint,
  makeExpense,
  makePayment,
  makeRoomInNewBranch,
  makeTenant,
} from './factories.ts';
import { createTestApp } from './helper.ts';

const t = await createTestApp();
const { app, db } = t;
const manager = await t.signIn(['manager']);
// A custom role without any permission: signed in, but may not see dashboards.
await db.insert(roles).values({ name: 'no_dashboard', description: 'Nothing' });
const outsider = await t.signIn(['no_dashboard']);

const get = (url: string, headers = manager.headers) => app.inject({ method: 'GET', url, headers });
/** A branch's dashboard figures, as the manager sees them. */
const dashboardOf = async (branchId: string) => {
  const res = await get(`/api/branches/${branchId}/dashboard`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** Date arithmetic on YYYY-MM-DD strings, in UTC so that no time zone shifts a day. */
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const firstOfMonth = (iso: string, monthsBack: number) => {
  const d = new Date(Date.parse(`${iso.slice(0, 7)}-01T00:00:00Z`));
  d.setUTCMonth(d.getUTCMonth() - monthsBack);
  return d.toISOString().slice(0, 10);
};

describe('dashboard stats', () => {
  it('answers the hand-computed figures of a branch, and only of that branch', async () => {
    const { branch, room } = await makeRoomInNewBranch(db);
    const today = todayIso();
    // 8 beds: 3 occupied today, 1 out of service, 1 booked from tomorrow (reserved: available), 3 free.
    // Occupancy: 3 occupied / 7 in service = 42.857...% -> 42.9
    const beds = [];
    for (let i = 0; i < 8; i++) beds.push(await makeBed(db, room));
    const occupant = await makeTenant(db, branch, { name: 'Occupant' });
    for (const bed of beds.slice(0, 3)) {
      await makeBooking(
        db,
        { bed, tenant: occupant },
        { startDate: addDays(today, -5), endDate: addDays(today, 5), status: 'checked_in' },
      );
    }
    await makeBooking(
      db,
      { bed: beds[3]!, tenant: occupant },
      { startDate: addDays(today, 1), endDate: addDays(today, 9) },
    );
    await db.execute(
      sql`update beds set out_of_service_since = ${addDays(today, -2)}, out_of_service_reason = 'Repairs' where id = ${beds[4]!.id}`,
    );
    // A stay that ended and one cancelled occupy nothing today.
    await makeBooking(
      db,
      { bed: beds[5]!, tenant: occupant },
      { startDate: addDays(today, -9), endDate: addDays(today, -1) },
    );
    await makeBooking(
      db,
      { bed: beds[6]!, tenant: occupant },
      { startDate: addDays(today, -1), endDate: addDays(today, 1), status: 'cancelled' },
    );
    // 4 tenants, one of whom has left
    const asha = await makeTenant(db, branch, { name: 'Asha' });
    const ravi = await makeTenant(db, branch, { name: 'Ravi' });
    await makeTenant(db, branch, { name: 'Meena' });
    await makeTenant(db, branch, { name: 'Kiran', leftAt: '2025-01-31' });
    // completed: 1000.50 + 2500.25 + 0.10 + 0.20 = 3501.05; one pending; one failed (in neither count)
    await makePayment(db, asha, { amount: 1000.5 });
    await makePayment(db, asha, { amount: 2500.25 });
    await makePayment(db, ravi, { amount: 0.1 });
    await makePayment(db, ravi, { amount: 0.2 });
    await makePayment(db, ravi, { amount: 700, status: 'pending' });
    await makePayment(db, ravi, { amount: 300, status: 'failed' });
    // expenses: 1200.10 + 99.90 = 1300.00, so net = 3501.05 - 1300.00 = 2201.05
    await makeExpense(db, branch, { amount: 1200.1 });
    await makeExpense(db, branch, { amount: 99.9 });
    // complaints: 5, of which open or in progress: 3
    for (const status of ['open', 'in_progress', 'resolved', 'closed', 'open'] as const) {
      await makeComplaint(db, asha, { status });
    }

    // Another branch's data must not leak into this one.
    const other = await makeRoomInNewBranch(db);
    const otherTenant = await makeTenant(db, other.branch);
    await makeBooking(
      db,
      { bed: await makeBed(db, other.room), tenant: otherTenant },
      { startDate: addDays(today, -1), endDate: addDays(today, 1) },
    );
    await makePayment(db, otherTenant, { amount: 99_999 });
    await makeExpense(db, other.branch, { amount: 12_345 });
    await makeComplaint(db, otherTenant);

    expect(await dashboardOf(branch.id)).toEqual({
      beds: { total: 8, available: 4, occupied: 3, out_of_service: 1, occupancy_rate: 42.9 },
      tenants: { total: 5, active: 4, inactive: 1 },
      revenue: { gross: 3501.05, net: 2201.05 },
      payments: { completed: 4, pending: 1 },
      expenses: { total: 1300 },
      complaints: { total: 5, open: 3 },
      // All time (the default) has no rent billed against collected.
      rent: null,
    });
  });

  it('answers zeros, and an occupancy rate of 0, for a branch with nothing in it', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    expect(await dashboardOf(branch.id)).toEqual({
      beds: { total: 0, available: 0, occupied: 0, out_of_service: 0, occupancy_rate: 0 },
      tenants: { total: 0, active: 0, inactive: 0 },
      revenue: { gross: 0, net: 0 },
      payments: { completed: 0, pending: 0 },
      expenses: { total: 0 },
      complaints: { total: 0, open: 0 },
      rent: null,
    });
  });

  it('shows a negative net revenue when expenses exceed payments', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const tenant = await makeTenant(db, branch);
    await makePayment(db, tenant, { amount: 100 });
    await makeExpense(db, branch, { amount: 2345.5 });
    const body = await dashboardOf(branch.id);
    expect(body.revenue).toEqual({ gross: 100, net: -2245.5 });
  });
});

describe('monthly totals kept by the database', () => {
  /** The money figures computed straight from payments and expenses, to compare with the kept totals. */
  const direct = async (branchId: string) => {
    const [row] = await query<{ gross: string; pending: number; completed: number; expenses: string }>(
      db,
      sql`select
        (select coalesce(sum(amount), 0) from payments where branch_id = ${branchId} and status = 'completed')::text as gross,
        (select count(*) from payments where branch_id = ${branchId} and status = 'completed')::int as completed,
        (select count(*) from payments where branch_id = ${branchId} and status = 'pending')::int as pending,
        (select coalesce(sum(amount), 0) from expenses where branch_id = ${branchId})::text as expenses`,
    );
    return {
      revenue: { gross: Number(row!.gross), net: Number(row!.gross) - Number(row!.expenses) },
      payments: { completed: row!.completed, pending: row!.pending },
      expenses: { total: Number(row!.expenses) },
    };
  };

  it('stay right through edits, moves between months, deletions, bulk writes and a deleted branch', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const tenant = await makeTenant(db, branch);
    const p1 = await makePayment(db, tenant, { amount: 100, date: '2025-01-10' });
    const p2 = await makePayment(db, tenant, { amount: 50, date: '2025-02-10', status: 'pending' });
    const e1 = await makeExpense(db, branch, { amount: 30, date: '2025-01-10' });
    await db
      .update(payments)
      .set({ status: 'completed', amount: 60, date: '2025-03-01' })
      .where(eq(payments.id, p2.id));
    await db.update(payments).set({ date: '2024-12-31' }).where(eq(payments.id, p1.id));
    await db.delete(expenses).where(eq(expenses.id, e1.id));
    await makeExpense(db, branch, { amount: 45.5, date: '2025-03-05' });
    await db.insert(payments).values(
      Array.from({ length: 50 }, (_, i) => ({
        branchId: branch.id,
        tenantId: tenant.id,
        amount: 10.25 + i,
        method: 'upi' as const,
        date: `2025-0${1 + (i % 6)}-15`,
        status: i % 5 === 0 ? 'pending' : 'completed',
      })),
    );
    await db
      .update(payments)
      .set({ amount: sql`${payments.amount} + 1` })
      .where(eq(payments.branchId, branch.id));
    await db
      .delete(payments)
      .where(and(eq(payments.branchId, branch.id), eq(payments.method, 'upi'), sql`${payments.amount} > 50`));

    const stats = await dashboardOf(branch.id);
    expect({ revenue: stats.revenue, payments: stats.payments, expenses: stats.expenses }).toEqual(
      await direct(branch.id),
    );
    expect(stats.payments.completed).toBeGreaterThan(10);

    // Deleting the branch takes its payments, expenses and totals with it.
    await db.delete(branches).where(eq(branches.id, branch.id));
    expect(await query(db, sql`select 1 from branch_monthly_totals where branch_id = ${branch.id}`)).toEqual(
      [],
    );
  });
});

describe('tenant and complaint counts kept by the database', () => {
  const counted = async (branchId: string) =>
    (
      await query<{ tenants: number[]; complaints: number[] }>(
        db,
        sql`select
          array[(select count(*) from tenants where branch_id = ${branchId}),
                (select count(*) from tenants where branch_id = ${branchId} and left_at is null)]::int[] as tenants,
          array[(select count(*) from complaints where branch_id = ${branchId}),
                (select count(*) from complaints where branch_id = ${branchId}
                   and status in ('open', 'in_progress'))]::int[] as complaints`,
      )
    )[0]!;
  const shown = async (branchId: string) => {
    const stats = await dashboardOf(branchId);
    return {
      tenants: [stats.tenants.total, stats.tenants.active],
      complaints: [stats.complaints.total, stats.complaints.open],
    };
  };

  it('stay equal to a recount through adds, leaving, status changes, deletions, bulk writes and a deleted branch', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const { branch: other } = await makeRoomInNewBranch(db);
    expect(await shown(branch.id)).toEqual({ tenants: [0, 0], complaints: [0, 0] });

    const asha = await makeTenant(db, branch);
    const ravi = await makeTenant(db, branch);
    const first = await makeComplaint(db, asha);
    await makeComplaint(db, ravi, { status: 'in_progress' });
    await makeComplaint(db, ravi, { status: 'resolved' });
    await db.execute(
      sql`insert into tenants (branch_id, name, phone)
          select ${branch.id}, 'Bulk ' || i, '+9190000' || lpad(i::text, 5, '0') from generate_series(1, 40) i`,
    );
    expect(await shown(branch.id)).toEqual(await counted(branch.id));

    await db.execute(
      sql`update tenants set left_at = '2026-01-01' where branch_id = ${branch.id} and name like 'Bulk 1%'`,
    );
    await db.execute(sql`update tenants set name = name || ' K' where branch_id = ${branch.id}`);
    await db.execute(
      sql`update complaints set status = 'resolved', status_changed_at = now() where id = ${first.id}`,
    );
    await db.execute(sql`delete from complaints where tenant_id = ${ravi.id} and status = 'resolved'`);
    await db.execute(sql`delete from tenants where branch_id = ${branch.id} and name like 'Bulk 2%'`);
    // A tenant moved to another branch counts there, not here.
    await db.execute(
      sql`update tenants set branch_id = ${other.id} where branch_id = ${branch.id} and name like 'Bulk 3%'`,
    );
    expect(await shown(branch.id)).toEqual(await counted(branch.id));
    expect(await shown(other.id)).toEqual(await counted(other.id));
    expect((await shown(branch.id)).tenants[0]).toBeGreaterThan(10);

    await db.delete(branches).where(eq(branches.id, branch.id));
    expect(await query(db, sql`select 1 from branch_counts where branch_id = ${branch.id}`)).toEqual([]);
    expect(await shown(other.id)).toEqual(await counted(other.id));
  });
});

describe('dashboard charts', () => {
  it('sums completed payments and expenses by month over the last 12 months', async () => {
    const today = todayIso();
    const { branch } = await makeRoomInNewBranch(db);
    const tenant = await makeTenant(db, branch);
    await makePayment(db, tenant, { amount: 1000, date: today });
    await makePayment(db, tenant, { amount: 250.5, date: firstOfMonth(today, 0) });
    await makePayment(db, tenant, { amount: 999, date: today, status: 'pending' }); // not collected
    await makePayment(db, tenant, { amount: 500, date: firstOfMonth(today, 11) }); // oldest month shown
    await makePayment(db, tenant, { amount: 7777, date: addDays(firstOfMonth(today, 11), -1) }); // too old
    await makeExpense(db, branch, { amount: 200, date: today });
    await makeExpense(db, branch, { amount: 80, date: firstOfMonth(today, 3) });

    const res = await get(`/api/branches/${branch.id}/dashboard/monthly`);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { month: string; collected: number; expenses: number }[];
    expect(items).toHaveLength(12);
    expect(items.map((i) => i.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => firstOfMonth(today, 11 - i).slice(0, 7)),
    );
    expect(items[11]).toEqual({ month: today.slice(0, 7), collected: 1250.5, expenses: 200 });
    expect(items[0]).toMatchObject({ collected: 500, expenses: 0 });
    expect(items[8]).toMatchObject({ collected: 0, expenses: 80 });
    expect(items.reduce((sum, i) => sum + i.collected, 0)).toBe(1750.5);
  });

  it('counts beds occupied per day over the last 30 days from bookings', async () => {
    const today = todayIso();
    const { branch, room } = await makeRoomInNewBranch(db);
    const [b1, b2, b3] = [await makeBed(db, room), await makeBed(db, room), await makeBed(db, room)];
    const tenant = await makeTenant(db, branch);
    const book = (bed: typeof b1, start: string, end: string, status = 'booked' as const) =>
      makeBooking(db, { bed, tenant }, { startDate: start, endDate: end, status });
    await book(b1, addDays(today, -2), addDays(today, 10)); // the last three days
    await makeBooking(
      db,
      { bed: b1, tenant },
      { startDate: addDays(today, -40), endDate: addDays(today, -29), status: 'checked_out' },
    ); // first day only
    // the same bed twice on one day (a stay checked out and the next booking) counts once
    await makeBooking(db, { bed: b1, tenant }, { startDate: today, endDate: today, status: 'checked_out' });
    await makeBooking(db, { bed: b2, tenant }, { startDate: today, endDate: today, status: 'checked_in' });
    await makeBooking(
      db,
      { bed: b3, tenant },
      { startDate: addDays(today, -5), endDate: today, status: 'cancelled' },
    );
    await book(b3, addDays(today, -100), addDays(today, -31)); // ends before the window
    // A fourth bed, out of service three days ago and the day after: not in service then.
    await makeBed(db, room, {
      outOfServiceSince: addDays(today, -3),
      outOfServiceUntil: addDays(today, -2),
      outOfServiceReason: 'Repairs',
    });

    const res = await get(`/api/branches/${branch.id}/dashboard/occupancy`);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { date: string; occupied: number; total: number }[];
    expect(items).toHaveLength(30);
    expect(items[0]).toEqual({ date: addDays(today, -29), occupied: 1, total: 4 });
    expect(items[1]).toEqual({ date: addDays(today, -28), occupied: 0, total: 4 });
    expect(items.slice(-3).map((i) => i.occupied)).toEqual([1, 1, 2]);
    expect(items.slice(-5).map((i) => i.total)).toEqual([4, 3, 3, 4, 4]);
    expect(items.reduce((sum, i) => sum + i.occupied, 0)).toBe(5);
  });
});

describe('dashboard access', () => {
  it('refuses a user without dashboard:view, an unknown branch and a malformed id', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    for (const path of ['dashboard', 'dashboard/monthly', 'dashboard/occupancy']) {
      expect((await get(`/api/branches/${branch.id}/${path}`, outsider.headers)).statusCode).toBe(403);
      expect(
        (await app.inject({ method: 'GET', url: `/api/branches/${branch.id}/${path}` })).statusCode,
      ).toBe(401);
      const unknown = await get(`/api/branches/00000000-0000-4000-8000-000000000000/${path}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe('Branch not found');
      const malformed = await get(`/api/branches/not-an-id/${path}`);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.fields).toHaveProperty('branchId');
    }
  });
});

describe('dashboard money by period', () => {
  // A server of its own, on a clock of its own: its database starts empty (slow under load).
  it("follows the period asked for (this month, last month, this financial year, all time); beds and tenants stay today's", {
    timeout: 120_000,
  }, async () => {
    // Today is 15 May 2026 in India: the financial year began on 1 April 2026.
    const clocked = await createTestApp({}, { clock: testClock(new Date('2026-05-15T06:30:00Z')) });
    try {
      const owner = await clocked.signIn(['super_admin']);
      const { branch, room } = await makeRoomInNewBranch(clocked.db);
      const bed = await makeBed(clocked.db, room);
      const tenant = await makeTenant(clocked.db, branch);
      await makeBooking(
        clocked.db,
        { bed, tenant },
        { startDate: '2026-05-01', endDate: '2026-05-31', totalRent: 31 * 500, status: 'checked_in' },
      );
      for (const [date, amount] of [
        ['2026-05-02', 1000.5],
        ['2026-05-31', 200],
        ['2026-04-30', 300],
        ['2026-03-31', 4000],
        ['2025-05-15', 50_000],
      ] as const) {
        await makePayment(clocked.db, tenant, { date, amount });
      }
      await makePayment(clocked.db, tenant, { date: '2026-05-03', amount: 9000, purpose: 'deposit' });
      await makeExpense(clocked.db, branch, { date: '2026-05-10', amount: 100.25 });
      await makeExpense(clocked.db, branch, { date: '2026-04-10', amount: 50 });
      const stats = async (period?: string) => {
        const res = await clocked.app.inject({
          url: `/api/branches/${branch.id}/dashboard${period ? `?period=${period}` : ''}`,
          headers: owner.headers,
        });
        expect(res.statusCode).toBe(200);
        return res.json();
      };
      const money = (s: {
        revenue: unknown;
        expenses: { total: number };
        payments: { completed: number };
      }) => ({
        revenue: s.revenue,
        expenses: s.expenses.total,
        payments: s.payments.completed,
      });
      expect(money(await stats('this_month'))).toEqual({
        revenue: { gross: 1200.5, net: 1100.25 },
        expenses: 100.25,
        payments: 2,
      });
      expect(money(await stats('last_month'))).toEqual({
        revenue: { gross: 300, net: 250 },
        expenses: 50,
        payments: 1,
      });
      expect(money(await stats('this_year'))).toEqual({
        revenue: { gross: 1500.5, net: 1350.25 },
        expenses: 150.25,
        payments: 3,
      });
      expect(money(await stats('all'))).toEqual({
        revenue: { gross: 55_500.5, net: 55_350.25 },
        expenses: 150.25,
        payments: 5,
      });
      expect(await stats()).toEqual(await stats('all'));
      // Rent billed against collected: the deposit is not rent; All time has no such figure.
      expect((await stats('this_month')).rent).toEqual({
        billed: 15_500,
        collected: 1200.5,
        collection_rate: 7.7,
      });
      expect((await stats('last_month')).rent).toEqual({ billed: 0, collected: 300, collection_rate: null });
      expect((await stats('this_year')).rent).toEqual({
        billed: 15_500,
        collected: 1500.5,
        collection_rate: 9.7,
      });
      expect((await stats('all')).rent).toBeNull();
      const thisMonth = await stats('this_month');
      expect(thisMonth.beds).toMatchObject({ total: 1, occupied: 1 });
      expect(thisMonth.tenants).toMatchObject({ total: 1, active: 1 });
      expect(
        (
          await clocked.app.inject({
            url: `/api/branches/${branch.id}/dashboard?period=forever`,
            headers: owner.headers,
          })
        ).statusCode,
      ).toBe(400);
    } finally {
      await clocked.close();
    }
  });
});

describe('dashboard rent billed against collected', () => {
  it('bills the instalments falling due in the month (a monthly stay whose rent falls due later this month too) and counts the payments of rent dated in it', {
    timeout: 120_000,
  }, async () => {
    // Today is 10 Feb 2027 in India.
    const clocked = await createTestApp({}, { clock: testClock(new Date('2027-02-10T06:30:00Z')) });
    try {
      const owner = await clocked.signIn(['super_admin']);
      const { branch, room } = await makeRoomInNewBranch(clocked.db);
      const monthly = { billing: 'monthly', endDate: null, totalRent: null } as const;
      // Calendar billing from 15 Jan at 8,000: January 4,387.10 (17/31), February 8,000 on the 1st.
      const joining = await makeTenant(clocked.db, branch);
      await makeBooking(
        clocked.db,
        { bed: await makeBed(clocked.db, room), tenant: joining },
        { ...monthly, startDate: '2027-01-15', monthlyRent: 8000, dueDay: 'calendar', status: 'checked_in' },
      );
      // Anniversary billing from 20 Dec at 6,000: due on the 20th, February's after today.
      const anniversary = await makeTenant(clocked.db, branch);
      await makeBooking(
        clocked.db,
        { bed: await makeBed(clocked.db, room), tenant: anniversary },
        {
          ...monthly,
          startDate: '2026-12-20',
          monthlyRent: 6000,
          dueDay: 'anniversary',
          status: 'checked_in',
        },
      );
      // A cancelled stay bills nothing.
      await makeBooking(
        clocked.db,
        { bed: await makeBed(clocked.db, room), tenant: anniversary },
        { ...monthly, startDate: '2027-01-01', monthlyRent: 9000, dueDay: 'calendar', status: 'cancelled' },
      );
      await makePayment(clocked.db, joining, { date: '2027-01-20', amount: 3000 });
      await makePayment(clocked.db, joining, { date: '2027-02-03', amount: 8000 });
      await makePayment(clocked.db, anniversary, { date: '2027-02-04', amount: 500, status: 'pending' });
      await makePayment(clocked.db, anniversary, {
        date: '2027-02-05',
        amount: 700,
        voidedAt: '2027-02-05T10:00:00Z',
        voidReason: 'Entered twice',
      });
      const rent = async (period: string) => {
        const res = await clocked.app.inject({
          url: `/api/branches/${branch.id}/dashboard?period=${period}`,
          headers: owner.headers,
        });
        expect(res.statusCode).toBe(200);
        return res.json().rent;
      };
      expect(await rent('this_month')).toEqual({ billed: 14_000, collected: 8000, collection_rate: 57.1 });
      expect(await rent('last_month')).toEqual({ billed: 10_387.1, collected: 3000, collection_rate: 28.9 });
      // An empty branch: nothing billed, nothing collected, no rate.
      const { branch: empty } = await makeRoomInNewBranch(clocked.db);
      const none = await clocked.app.inject({
        url: `/api/branches/${empty.id}/dashboard?period=this_month`,
        headers: owner.headers,
      });
      expect(none.json().rent).toEqual({ billed: 0, collected: 0, collection_rate: null });
    } finally {
      await clocked.close();
    }
  });
});
