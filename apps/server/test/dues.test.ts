import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { charges } from '../src/db/schema/charges.ts';
import { bookings, payments } from '../src/db/schema/operations.ts';
import { countingPayments, paidAmount } from '../src/modules/ledger/rules.ts';
import { testClock } from './clock.ts';
import {
  makeBed,
  makeBedAndTenant,
  makeBooking,
  makeCharge,
  makePayment,
  makeRoomInNewBranch,
  makeStay,
  makeTenant,
} from './factories.ts';
import { createTestApp } from './helper.ts';
import { DAY, iso, ms, random } from './random.ts';

// Today is 15 March 2026 in India.
const clock = testClock(new Date('2026-03-15T06:30:00Z'));
const t = await createTestApp({}, { clock });
const { app, db } = t;
const owner = await t.signIn(['super_admin']);

/** The schedule as SPEC words it: per calendar month, the stay's days there × the rent per day, in paise. */
function expectedSchedule(start: string, end: string, paisePerDay: number) {
  const out: { due_date: string; days: number; paise: number }[] = [];
  for (let d = ms(start); d <= ms(end); d += DAY) {
    const day = iso(d);
    const last = out.at(-1);
    if (last && last.due_date.slice(0, 7) === day.slice(0, 7)) {
      last.days++;
      last.paise += paisePerDay;
    } else out.push({ due_date: day, days: 1, paise: paisePerDay });
  }
  return out;
}

const scheduleOf = async (bookingId: string) => {
  const res = await app.inject({ url: `/api/bookings/${bookingId}/schedule`, headers: owner.headers });
  expect(res.statusCode).toBe(200);
  return res.json().items as { due_date: string; days: number; amount: number }[];
};

const paiseSum = (items: { amount: number }[]) => items.reduce((s, i) => s + Math.round(i.amount * 100), 0);

describe('rent schedule', () => {
  it('splits a booking across three months, due on the first day of the stay in each', async () => {
    const { booking: b } = await makeStay(db, {
      startDate: '2026-01-20',
      endDate: '2026-03-10',
      totalRent: 50 * 500,
    });
    expect(await scheduleOf(b.id)).toEqual([
      { due_date: '2026-01-20', days: 12, amount: 6000 },
      { due_date: '2026-02-01', days: 28, amount: 14000 },
      { due_date: '2026-03-01', days: 10, amount: 5000 },
    ]);
  });

  it('adds up to the total to the paisa over random stays and rates, month ends, leap years and one-day stays', async () => {
    const { bed, tenant } = await makeBedAndTenant(db);
    const rnd = random(20261122);
    const edges: [string, string][] = [
      ['2024-02-29', '2024-02-29'],
      ['2024-01-31', '2024-03-01'],
      ['2023-12-31', '2024-01-01'],
      ['2028-02-28', '2028-03-01'],
      ['2026-04-30', '2027-03-31'],
    ];
    for (let i = 0; i < 120; i++) {
      const [start, end] =
        edges[i] ??
        (() => {
          const s = ms('2023-01-01') + Math.floor(rnd() * 2500) * DAY;
          const len = rnd() < 0.2 ? 0 : Math.floor(rnd() * (rnd() < 0.5 ? 40 : 800));
          return [iso(s), iso(s + len * DAY)] as [string, string];
        })();
      const paisePerDay = 1 + Math.floor(rnd() * 99_999);
      const days = (ms(end) - ms(start)) / DAY + 1;
      const b = await makeBooking(
        db,
        { bed, tenant },
        { startDate: start, endDate: end, totalRent: (paisePerDay * days) / 100 },
      );
      const items = await scheduleOf(b.id);
      const expected = expectedSchedule(start, end, paisePerDay);
      const context = `${start}..${end} at ${paisePerDay} paise`;
      expect(paiseSum(items), context).toBe(paisePerDay * days);
      expect(
        items.map((x) => ({ due_date: x.due_date, days: x.days, paise: Math.round(x.amount * 100) })),
        context,
      ).toEqual(expected);
      await db.delete(bookings).where(sql`id = ${b.id}`);
    }
  });

  it('still adds up when a total is not a whole number of paise per day, the remainder on the instalments', async () => {
    const { booking: b } = await makeStay(db, {
      startDate: '2026-01-31',
      endDate: '2026-03-01',
      totalRent: 1000,
    });
    const items = await scheduleOf(b.id);
    expect(items.map((i) => i.days)).toEqual([1, 28, 1]);
    expect(paiseSum(items)).toBe(100_000);
  });

  it('follows every change of its booking, and a cancelled booking owes nothing', async () => {
    const { booking: b } = await makeStay(db, {
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      totalRent: 3100,
    });
    expect((await scheduleOf(b.id)).map((i) => i.amount)).toEqual([3100]);

    // Extended by a month.
    await db.update(bookings).set({ endDate: '2026-02-28', totalRent: 5900 }).where(sql`id = ${b.id}`);
    expect((await scheduleOf(b.id)).map((i) => i.amount)).toEqual([3100, 2800]);
    // Checked out early: the total is recomputed for the days stayed.
    await db
      .update(bookings)
      .set({ endDate: '2026-02-10', totalRent: 4100, status: 'checked_out' })
      .where(sql`id = ${b.id}`);
    expect((await scheduleOf(b.id)).map((i) => i.amount)).toEqual([3100, 1000]);
    // Moved later.
    await db
      .update(bookings)
      .set({ startDate: '2026-03-15', endDate: '2026-04-14', totalRent: 3100, status: 'booked' })
      .where(sql`id = ${b.id}`);
    expect(await scheduleOf(b.id)).toEqual([
      { due_date: '2026-03-15', days: 17, amount: 1700 },
      { due_date: '2026-04-01', days: 14, amount: 1400 },
    ]);
    await db.update(bookings).set({ status: 'cancelled' }).where(sql`id = ${b.id}`);
    expect(await scheduleOf(b.id)).toEqual([]);
  });

  it('answers 404 for a booking of a branch the user does not work in', async () => {
    const { booking: b } = await makeStay(db);
    const other = await makeRoomInNewBranch(db);
    const staff = await t.signIn(['manager'], undefined, { branches: [other.branch.id] });
    const res = await app.inject({ url: `/api/bookings/${b.id}/schedule`, headers: staff.headers });
    expect(res.statusCode).toBe(404);
  });
});

describe('balance', () => {
  const balanceOf = async (tenantId: string) => {
    const res = await app.inject({ url: `/api/tenants/${tenantId}/balance`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('is what fell due by today minus completed payments, the oldest settled first, after every kind of change', async () => {
    const { branch, bed, tenant } = await makeBedAndTenant(db);
    // 100 a day from 20 January to 30 April: due by 15 March are January's 12 days, February's 28
    // and March's 31 (due on 1 March).
    const b = await makeBooking(
      db,
      { bed, tenant },
      { startDate: '2026-01-20', endDate: '2026-04-30', totalRent: 101 * 100, status: 'checked_in' },
    );
    expect(await balanceOf(tenant.id)).toMatchObject({
      due: 7100,
      paid: 0,
      balance: 7100,
      paid_up_to: null,
      oldest_due_date: '2026-01-20',
    });

    await makePayment(db, tenant, { amount: 1200.5, date: '2026-01-25', bookingId: b.id });
    expect(await balanceOf(tenant.id)).toMatchObject({
      paid: 1200.5,
      balance: 5899.5,
      paid_up_to: '2026-01-20',
      oldest_due_date: '2026-02-01',
    });

    // Pending, voided and deposit payments count for nothing here.
    await makePayment(db, tenant, { amount: 500, status: 'pending' });
    const voided = await makePayment(db, tenant, { amount: 700 });
    await db
      .update(payments)
      .set({ voidedAt: '2026-03-01T00:00:00Z', voidReason: 'Entered twice' })
      .where(sql`id = ${voided.id}`);
    await makePayment(db, tenant, { amount: 5000, purpose: 'deposit' });
    expect((await balanceOf(tenant.id)).balance).toBe(5899.5);

    // A charge due today counts; one due tomorrow or voided does not.
    await db.insert(charges).values([
      { branchId: branch.id, tenantId: tenant.id, date: '2026-03-15', category: 'Electricity', amount: 0.3 },
      { branchId: branch.id, tenantId: tenant.id, date: '2026-03-16', category: 'Food', amount: 900 },
      {
        branchId: branch.id,
        tenantId: tenant.id,
        date: '2026-03-01',
        category: 'Damage',
        amount: 50,
        voidedAt: '2026-03-02T00:00:00Z',
        voidReason: 'Not theirs',
      },
    ]);
    expect((await balanceOf(tenant.id)).balance).toBe(5899.8);

    // Paying more than is due leaves an advance.
    await makePayment(db, tenant, { amount: 6000, date: '2026-03-10' });
    expect(await balanceOf(tenant.id)).toMatchObject({
      balance: -100.2,
      oldest_due_date: null,
      paid_up_to: '2026-03-15',
    });

    // Checked out early on 28 Feb: March is no longer owed.
    await db
      .update(bookings)
      .set({ endDate: '2026-02-28', totalRent: 40 * 100, status: 'checked_out' })
      .where(sql`id = ${b.id}`);
    // 4000 of rent and 0.30 of electricity due, 7200.50 paid.
    expect((await balanceOf(tenant.id)).balance).toBe(-3200.2);

    // Cancelled: nothing but the charge is owed.
    await db.update(bookings).set({ status: 'cancelled' }).where(sql`id = ${b.id}`);
    expect((await balanceOf(tenant.id)).due).toBe(0.3);

    // Tomorrow, the Food charge falls due too.
    clock.advance(86_400);
    try {
      const tomorrow = await t.signIn(['super_admin']);
      const res = await app.inject({ url: `/api/tenants/${tenant.id}/balance`, headers: tomorrow.headers });
      expect(res.json().due).toBe(900.3);
    } finally {
      clock.advance(-86_400);
    }
  });

  it('is summed exactly in numeric, where floats would drift', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const tenant = await makeTenant(db, branch);
    await db.insert(charges).values(
      Array.from({ length: 10 }, () => ({
        branchId: branch.id,
        tenantId: tenant.id,
        date: '2026-03-01',
        category: 'Food',
        amount: 0.1,
      })),
    );
    await makePayment(db, tenant, { amount: 0.3 });
    const res = await app.inject({ url: `/api/tenants/${tenant.id}/balance`, headers: owner.headers });
    expect(res.json()).toMatchObject({ due: 1, paid: 0.3, balance: 0.7 });
  });
});

describe('GET /api/branches/:branchId/dues', () => {
  let world: Awaited<ReturnType<typeof makeDuesWorld>>;

  async function makeDuesWorld() {
    const { branch, room } = await makeRoomInNewBranch(db);
    const bedA = await makeBed(db, room, { bedNumber: 'A' });
    const bedB = await makeBed(db, room, { bedNumber: 'B' });
    const bedC = await makeBed(db, room, { bedNumber: 'C' });
    const asha = await makeTenant(db, branch, { name: 'Asha Rao', phone: '+919800000001' });
    const ravi = await makeTenant(db, branch, { name: 'Ravi Kumar', phone: '+919800000002' });
    const meena = await makeTenant(db, branch, { name: 'Meena Iyer', phone: '+919800000003' });
    // Asha owes since 1 February (overdue): 59 days at 100, 2000 paid.
    const ashas = await makeBooking(
      db,
      { bed: bedA, tenant: asha },
      { startDate: '2026-02-01', endDate: '2026-03-31', totalRent: 5900, status: 'checked_in' },
    );
    await makePayment(db, asha, { amount: 2000, bookingId: ashas.id });
    // Ravi's stay began on 12 March (due this week, not yet overdue): 20 days at 50.
    await makeBooking(
      db,
      { bed: bedB, tenant: ravi },
      { startDate: '2026-03-12', endDate: '2026-03-31', totalRent: 1000, status: 'checked_in' },
    );
    // Meena has paid everything, and a deposit.
    await makeBooking(
      db,
      { bed: bedC, tenant: meena },
      { startDate: '2026-03-01', endDate: '2026-03-31', totalRent: 3100, status: 'checked_in' },
    );
    await makePayment(db, meena, { amount: 3100 });
    await makePayment(db, meena, { amount: 10000, purpose: 'deposit' });
    return { branch, asha, ravi, meena, ashas };
  }

  beforeAll(async () => {
    world = await makeDuesWorld();
  });

  const dues = async (qs = '') => {
    const res = await app.inject({
      url: `/api/branches/${world.branch.id}/dues${qs}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('lists tenants who owe, with the cards, their open booking and how late they are', async () => {
    const body = await dues();
    expect(body.summary).toEqual({
      total_due: 3900 + 1000,
      tenants_due: 2,
      overdue_amount: 3900,
      tenants_overdue: 1,
      due_today: 0,
      tenants_due_today: 0,
      deposits_due: 0,
      deposits_held: 10000,
    });
    expect(body.total).toBe(2);
    expect(body.items).toEqual([
      {
        tenant_id: world.asha.id,
        tenant_name: 'Asha Rao',
        phone: '+919800000001',
        booking_id: world.ashas.id,
        room_number: expect.any(String),
        bed_number: 'A',
        amount_due: 3900,
        deposit_due: 0,
        oldest_due_date: '2026-02-01',
        days_overdue: 42,
        due_today: 0,
        // February's 2,800 less the 2,000 paid, and March's 3,100 in full.
        months: [
          { month: '2026-02-01', due_date: '2026-02-01', amount: 800 },
          { month: '2026-03-01', due_date: '2026-03-01', amount: 3100 },
        ],
        reminded_days_ago: null,
      },
      expect.objectContaining({
        tenant_id: world.ravi.id,
        amount_due: 1000,
        oldest_due_date: '2026-03-12',
        days_overdue: 3,
        months: [{ month: '2026-03-01', due_date: '2026-03-12', amount: 1000 }],
      }),
    ]);
  });

  it('filters, searches by name or phone, and sorts by amount or age', async () => {
    const names = (body: { items: { tenant_name: string }[] }) => body.items.map((i) => i.tenant_name);
    expect(names(await dues('?filter=overdue'))).toEqual(['Asha Rao']);
    expect(names(await dues('?filter=week'))).toEqual(['Ravi Kumar']);
    expect(names(await dues('?q=ravi'))).toEqual(['Ravi Kumar']);
    expect(names(await dues('?q=000001'))).toEqual(['Asha Rao']);
    expect(names(await dues('?q=meena'))).toEqual([]);
    expect(names(await dues('?sort=age'))).toEqual(['Asha Rao', 'Ravi Kumar']);
    expect(names(await dues('?sort=amount&limit=1&offset=1'))).toEqual(['Ravi Kumar']);
    // The cards count the whole branch whatever the search.
    expect((await dues('?q=ravi')).summary.tenants_due).toBe(2);
  });

  it('shows what falls due today, apart from what is overdue, and what is open of each month', async () => {
    const { branch, room } = await makeRoomInNewBranch(db);
    const [bedA, bedB] = [
      await makeBed(db, room, { bedNumber: 'A' }),
      await makeBed(db, room, { bedNumber: 'B' }),
    ];
    const kiran = await makeTenant(db, branch, { name: 'Kiran Das', phone: '+919800000011' });
    const leela = await makeTenant(db, branch, { name: 'Leela Nair', phone: '+919800000012' });
    // Kiran: 10 Jan to 30 Apr at 100 a day, 2,500 paid; a 300 charge dated today.
    await makeBooking(
      db,
      { bed: bedA, tenant: kiran },
      { startDate: '2026-01-10', endDate: '2026-04-30', totalRent: 111 * 100, status: 'checked_in' },
    );
    await makePayment(db, kiran, { amount: 2500, date: '2026-01-10' });
    await makeCharge(db, kiran, { date: '2026-03-15', amount: 300 });
    // Leela's stay starts today: her first month falls due today.
    await makeBooking(
      db,
      { bed: bedB, tenant: leela },
      { startDate: '2026-03-15', endDate: '2026-04-14', totalRent: 31 * 80, status: 'booked' },
    );
    const get = async (qs = '') => {
      const res = await app.inject({ url: `/api/branches/${branch.id}/dues${qs}`, headers: owner.headers });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const body = await get('?sort=age');
    expect(body.summary).toMatchObject({ due_today: 300 + 17 * 80, tenants_due_today: 2 });
    expect(body.items.map((i: { months: unknown }) => i.months)).toEqual([
      // January 2,200 (all paid, and 300 of February), February 2,800, March 3,100 and the charge.
      [
        { month: '2026-02-01', due_date: '2026-02-01', amount: 2500 },
        { month: '2026-03-01', due_date: '2026-03-01', amount: 3400 },
      ],
      [{ month: '2026-03-01', due_date: '2026-03-15', amount: 17 * 80 }],
    ]);
    expect(body.items.map((i: { due_today: number }) => i.due_today)).toEqual([300, 17 * 80]);
    expect((await get('?filter=today')).total).toBe(2);
    // Paying all but 100 leaves 100 of today's charge open, nothing of the months before.
    await makePayment(db, kiran, { amount: 5900 - 100, date: '2026-03-15' });
    const after = await get('?filter=today&q=kiran');
    expect(after.items[0]).toMatchObject({
      tenant_name: 'Kiran Das',
      amount_due: 100,
      due_today: 100,
      months: [{ month: '2026-03-01', due_date: '2026-03-01', amount: 100 }],
    });
    await makePayment(db, kiran, { amount: 100, date: '2026-03-15' });
    expect((await get('?filter=today')).items.map((i: { tenant_name: string }) => i.tenant_name)).toEqual([
      'Leela Nair',
    ]);
  });

  it('refuses unknown filters and sorts', async () => {
    for (const qs of ['?filter=late', '?sort=name', '?limit=0']) {
      const res = await app.inject({
        url: `/api/branches/${world.branch.id}/dues${qs}`,
        headers: owner.headers,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('is empty when everyone has paid', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const res = await app.inject({ url: `/api/branches/${branch.id}/dues`, headers: owner.headers });
    expect(res.json()).toEqual({
      items: [],
      total: 0,
      summary: {
        total_due: 0,
        tenants_due: 0,
        overdue_amount: 0,
        tenants_overdue: 0,
        due_today: 0,
        tenants_due_today: 0,
        deposits_due: 0,
        deposits_held: 0,
      },
    });
  });

  it('needs payments:view', async () => {
    const viewer = await t.signIn([]);
    const res = await app.inject({ url: `/api/branches/${world.branch.id}/dues`, headers: viewer.headers });
    expect(res.statusCode).toBe(403);
  });
});

describe('the Dues page never drifts from the bookings, charges and payments', () => {
  it('lists exactly the tenants whose balance is positive, with that balance, after every kind of change', async () => {
    const { branch, room } = await makeRoomInNewBranch(db);
    const bedA = await makeBed(db, room, { bedNumber: 'A' });
    const bedB = await makeBed(db, room, { bedNumber: 'B' });
    const [asha, ravi, meena] = [
      await makeTenant(db, branch, { name: 'Asha' }),
      await makeTenant(db, branch, { name: 'Ravi' }),
      await makeTenant(db, branch, { name: 'Meena' }),
    ];
    const tenantIds = [asha.id, ravi.id, meena.id];

    /** The page's rows against each tenant's balance worked out alone from the view, and the stored accounts against a recount. */
    const compare = async (step: string) => {
      const page = await app.inject({
        url: `/api/branches/${branch.id}/dues?limit=100`,
        headers: owner.headers,
      });
      const listed = Object.fromEntries(
        (page.json().items as { tenant_id: string; amount_due: number; oldest_due_date: string }[]).map(
          (i) => [i.tenant_id, { amount: i.amount_due, oldest: i.oldest_due_date }],
        ),
      );
      const expected: typeof listed = {};
      for (const id of tenantIds) {
        const res = await app.inject({ url: `/api/tenants/${id}/balance`, headers: owner.headers });
        const b = res.json();
        if (b.balance > 0) expected[id] = { amount: b.balance, oldest: b.oldest_due_date };
      }
      expect({ step, listed }).toEqual({ step, listed: expected });
      const drift = await query(
        db,
        sql`select t.id, a.billed::text, a.paid::text, r.billed::text as recount_billed, r.paid::text as recount_paid
            from tenants t left join tenant_accounts a on a.tenant_id = t.id
            cross join lateral (
              select coalesce((select sum(total_rent) from bookings where tenant_id = t.id
                                 and status in ('booked', 'checked_in', 'checked_out')), 0)
                   + coalesce((select sum(amount) from charges where tenant_id = t.id and voided_at is null), 0) as billed,
                coalesce((select sum(${paidAmount}) from payments where tenant_id = t.id
                            and ${countingPayments}), 0) as paid
            ) r
            where t.branch_id = ${branch.id}
              and (coalesce(a.billed, 0) <> r.billed or coalesce(a.paid, 0) <> r.paid)`,
      );
      expect({ step, drift }).toEqual({ step, drift: [] });
    };
    const setBooking = (id: string, values: Partial<typeof bookings.$inferInsert>) =>
      db.update(bookings).set(values).where(sql`id = ${id}`);
    const setPayment = (id: string, values: Partial<typeof payments.$inferInsert>) =>
      db.update(payments).set(values).where(sql`id = ${id}`);

    await compare('nothing yet');
    const b = await makeBooking(
      db,
      { bed: bedA, tenant: asha },
      { startDate: '2026-01-20', endDate: '2026-03-31', totalRent: 7100, status: 'checked_in' },
    );
    await compare('booked across three months');
    await setBooking(b.id, { endDate: '2026-04-30', totalRent: 10100 });
    await compare('extended');
    await setBooking(b.id, { endDate: '2026-02-10', totalRent: 2200, status: 'checked_out' });
    await compare('checked out early');
    await setBooking(b.id, {
      startDate: '2026-03-10',
      endDate: '2026-04-10',
      totalRent: 3200,
      status: 'booked',
    });
    await compare('moved to later dates');
    await setBooking(b.id, { bedId: bedB.id });
    await compare('moved to another bed');
    await setBooking(b.id, { tenantId: ravi.id });
    await compare('given to another tenant');
    await setBooking(b.id, { status: 'cancelled' });
    await compare('cancelled');
    await setBooking(b.id, {
      status: 'checked_in',
      startDate: '2026-02-01',
      endDate: '2026-03-31',
      totalRent: 5900,
    });
    await compare('taken up again');
    await db.insert(bookings).values([
      {
        branchId: branch.id,
        bedId: bedA.id,
        tenantId: asha.id,
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        totalRent: 3100,
      },
      {
        branchId: branch.id,
        bedId: bedA.id,
        tenantId: meena.id,
        startDate: '2026-04-01',
        endDate: '2026-04-30',
        totalRent: 3000,
      },
    ]);
    await compare('two bookings in one statement');
    await db.delete(bookings).where(sql`id = ${b.id}`);
    await compare('deleted');

    const p = await makePayment(db, asha, { amount: 1000.25, date: '2026-03-02' });
    await compare('paid in part');
    await setPayment(p.id, { amount: 3100 });
    await compare('payment corrected to the whole');
    await setPayment(p.id, { voidedAt: '2026-03-05T00:00:00Z', voidReason: 'Entered twice' });
    await compare('payment voided');
    const q = await makePayment(db, asha, { amount: 500, status: 'pending' });
    await compare('pending payment');
    await setPayment(q.id, { status: 'completed' });
    await compare('payment completed');
    await setPayment(q.id, { purpose: 'deposit' });
    await compare('payment turned into a deposit');
    await setPayment(q.id, { purpose: 'rent', tenantId: meena.id, branchId: branch.id });
    await compare('payment moved to another tenant');
    await db.delete(payments).where(sql`id = ${q.id}`);
    // A move-out settlement's payments: the deposit applied counts as paid, rent given back is taken off.
    const applied = await makePayment(db, asha, { amount: 800, purpose: 'deposit_applied' });
    await compare('deposit applied at a settlement');
    const back = await makePayment(db, asha, { amount: 300.5, purpose: 'rent_refund' });
    await compare('rent given back at a settlement');
    await setPayment(back.id, { amount: 450 });
    await compare('rent given back corrected');
    await setPayment(applied.id, { purpose: 'rent_refund' });
    await compare('deposit applied turned into rent given back');
    await setPayment(back.id, { voidedAt: '2026-03-06T00:00:00Z', voidReason: 'Entered twice' });
    await compare('rent given back voided');
    await compare('payment deleted');

    const [c] = await db
      .insert(charges)
      .values({
        branchId: branch.id,
        tenantId: meena.id,
        date: '2026-03-10',
        category: 'Electricity',
        amount: 250.5,
      })
      .returning();
    await compare('charged');
    await db.update(charges).set({ amount: 300 }).where(sql`id = ${c!.id}`);
    await compare('charge corrected');
    await db
      .update(charges)
      .set({ voidedAt: '2026-03-11T00:00:00Z', voidReason: 'Wrong meter' })
      .where(sql`id = ${c!.id}`);
    await compare('charge voided');
    await db
      .update(charges)
      .set({ voidedAt: null, voidReason: null, date: '2026-03-01' })
      .where(sql`id = ${c!.id}`);
    await compare('charge restored');
    await db.delete(charges).where(sql`id = ${c!.id}`);
    await compare('charge deleted');
  });
});

describe('receipt numbers', () => {
  it('are consecutive and distinct per branch and financial year under 20 concurrent payments', async () => {
    const { branch, room } = await makeRoomInNewBranch(db, { code: 'KRM' });
    const bed = await makeBed(db, room);
    const tenant = await makeTenant(db, branch);
    await makeBooking(
      db,
      { bed, tenant },
      { startDate: '2026-03-01', endDate: '2026-03-31', status: 'checked_in' },
    );
    let staff = owner;
    const pay = (date: string) =>
      app.inject({
        method: 'POST',
        url: `/api/branches/${branch.id}/payments`,
        headers: staff.headers,
        payload: { tenant_id: tenant.id, amount: 100, method: 'cash', date },
      });
    const results = await Promise.all(Array.from({ length: 20 }, () => pay('2026-03-15')));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = results.map((r) => r.json().receipt_number as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `KRM/2025-26/${String(i + 1).padStart(6, '0')}`),
    );

    // A new financial year starts again at 1; the old one carries on. A payment is never dated
    // after today, so the clock moves into April for these and back after.
    clock.advance(18 * 86_400);
    try {
      staff = await t.signIn(['super_admin']);
      const april = await pay('2026-04-01');
      expect(april.json(), april.body).toMatchObject({ receipt_number: 'KRM/2026-27/000001' });
      expect((await pay('2026-03-31')).json().receipt_number).toBe('KRM/2025-26/000021');
      // A refused payment takes no number.
      const refused = await app.inject({
        method: 'POST',
        url: `/api/branches/${branch.id}/payments`,
        headers: staff.headers,
        payload: {
          tenant_id: tenant.id,
          booking_id: '00000000-0000-4000-8000-000000000000',
          amount: 1,
          method: 'cash',
          date: '2026-04-02',
        },
      });
      expect(refused.statusCode).toBe(404);
      expect((await pay('2026-04-02')).json().receipt_number).toBe('KRM/2026-27/000002');
      const [counter] = await query<{ last_number: number }>(
        db,
        sql`select last_number from receipt_counters where branch_id = ${branch.id} and financial_year = '2025-26'`,
      );
      expect(counter?.last_number).toBe(21);
    } finally {
      clock.advance(-18 * 86_400);
    }
  });
});
