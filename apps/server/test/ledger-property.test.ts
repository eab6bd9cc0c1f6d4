import { randomUUID } from 'node:crypto';
import { totalRent } from '@pg/contracts/rent';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { bookingRents } from '../src/db/schema/operations.ts';
import { testClock } from './clock.ts';
import {
  makeBed,
  makeBooking,
  makeCharge,
  makePayment,
  makeRoomInNewBranch,
  makeTenant,
} from './factories.ts';
import { createTestApp } from './helper.ts';

/*
 * The ledger, three ways: a tenant's statement (its last line up to today), the Dues page and the
 * move-out settlement must tell the same balance, whatever happened before. Random histories of a
 * small branch (stays per day, monthly with an end or until notice, calendar or anniversary due
 * days; rent and deposits paid, charges, notice given, a monthly rent changed from a date, moves to
 * another bed, time passing, settlements at check-out) are played through the API (a rent change,
 * which has no route yet, is written as its row), and after every step each tenant's figures are
 * compared; a stay that has ended is previewed settled on its last day, which must come to the
 * statement's balance.
 *
 * To add a kind of step: an arbitrary in `step` and its case in `play`. Runs: LEDGER_RUNS (5 by
 * default, each a fresh branch, so the suite stays quick on a small machine), seeded (LEDGER_SEED)
 * so a failure replays; on PostgreSQL with TEST_DATABASE_URL like every server test.
 */

const RUNS = Number(process.env.LEDGER_RUNS ?? 5);
const SEED = Number(process.env.LEDGER_SEED ?? 20_270_101);
const TENANTS = 2;
const SPARE_BEDS = 2;

const clock = testClock(new Date('2026-01-10T06:30:00Z'));
const t = await createTestApp({}, { clock });
const { app, db } = t;
/** Signed in again as time passes (a session lasts hours, not the weeks a history runs over). */
let owner = await t.signIn(['manager']);

const DAY = 86_400_000;
const today = () => new Date(clock.now().getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
const plus = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY).toISOString().slice(0, 10);

const who = fc.integer({ min: 0, max: TENANTS - 1 });
const money = (max: number) => fc.integer({ min: 1, max: max * 4 }).map((q) => q * 25);

/** One step of a branch's history. */
const step = fc.oneof(
  fc.record({ kind: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('rent' as const), who, amount: money(6000) }),
  fc.record({ kind: fc.constant('deposit' as const), who, amount: money(3000) }),
  fc.record({
    kind: fc.constant('move' as const),
    who,
    bed: fc.integer({ min: 0, max: SPARE_BEDS - 1 }),
    offset: fc.integer({ min: 0, max: 10 }),
  }),
  fc.record({
    kind: fc.constant('charge' as const),
    who,
    amount: money(800),
    daysAgo: fc.integer({ min: 0, max: 5 }),
  }),
  fc.record({ kind: fc.constant('notice' as const), who, days: fc.integer({ min: 0, max: 45 }) }),
  fc.record({
    kind: fc.constant('rent_change' as const),
    who,
    offset: fc.integer({ min: -20, max: 40 }),
    rent: fc.integer({ min: 20, max: 200 }).map((r) => r * 100),
  }),
  fc.record({
    kind: fc.constant('settle' as const),
    who,
    deductions: fc.array(money(500), { maxLength: 2 }),
  }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

/** A tenant's stay as it starts: days ago, days on from today, rent per day, deposit (null: none). */
const stayArb = fc.record({
  since: fc.integer({ min: 0, max: 40 }),
  until: fc.integer({ min: 5, max: 120 }),
  billing: fc.constantFrom('per_day', 'monthly', 'open'),
  dueDay: fc.constantFrom('calendar', 'anniversary'),
  rent: fc.integer({ min: 4, max: 36 }).map((r) => r * 25),
  deposit: fc.option(
    fc.integer({ min: 1, max: 20 }).map((d) => d * 1000),
    { nil: null },
  ),
});

type Stay = typeof stayArb extends fc.Arbitrary<infer S> ? S : never;
type Booking = { id: string; status: string; start_date: string; end_date: string | null; billing: string };
type Statement = {
  balance: number;
  lines: { balance: number; upcoming: boolean }[];
  deposit: { held: number; outstanding: number };
};
type DuesRow = { tenant_id: string; amount_due: number; deposit_due: number };

const get = async <T>(url: string) => {
  const res = await app.inject({ url, headers: owner.headers });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
};
const post = (url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...owner.headers, 'idempotency-key': randomUUID() },
    payload,
  });

/** A branch of TENANTS tenants, each checked in on a bed of their own, and SPARE_BEDS free beds. */
async function branchOf(stays: Stay[]) {
  const { branch, room } = await makeRoomInNewBranch(db);
  const tenants = [];
  for (const s of stays) {
    const bed = await makeBed(db, room, { baseRentPerDay: s.rent });
    const tenant = await makeTenant(db, branch, { joinedAt: plus(today(), -s.since) });
    const start = plus(today(), -s.since);
    const end = plus(today(), s.until);
    await makeBooking(
      db,
      { bed, tenant },
      s.billing === 'per_day'
        ? {
            status: 'checked_in',
            startDate: start,
            endDate: end,
            totalRent: totalRent(start, end, s.rent),
            deposit: s.deposit,
          }
        : {
            status: 'checked_in',
            startDate: start,
            endDate: s.billing === 'open' ? null : end,
            totalRent: null,
            billing: 'monthly',
            // A rent per month near the rent per day's month.
            monthlyRent: s.rent * 30,
            dueDay: s.dueDay,
            deposit: s.deposit,
          },
    );
    tenants.push(tenant);
  }
  const spare = [];
  for (let i = 0; i < SPARE_BEDS; i++) spare.push(await makeBed(db, room, { baseRentPerDay: 100 + i * 150 }));
  return { branch, tenants, spare };
}

/** The tenant's checked-in booking whose stay has begun, if any. */
async function currentStay(tenantId: string) {
  const [row] = await query<Booking>(
    db,
    sql`select id, status, start_date::text, end_date::text, billing from bookings
        where tenant_id = ${tenantId} and status = 'checked_in' and start_date <= ${today()}::date
        order by start_date desc limit 1`,
  );
  return row ?? null;
}

type World = Awaited<ReturnType<typeof branchOf>>;

/** Plays one step; a step the console refuses (a bed taken, no stay to move) changes nothing. */
async function play(world: World, s: Step) {
  if (s.kind === 'advance') {
    clock.advance(s.days * 86_400);
    owner = await t.signIn(['manager']);
    return;
  }
  const tenant = world.tenants[s.who]!;
  if (s.kind === 'rent' || s.kind === 'deposit') {
    await makePayment(db, tenant, { amount: s.amount, date: today(), purpose: s.kind });
    return;
  }
  if (s.kind === 'charge') {
    await makeCharge(db, tenant, {
      amount: s.amount,
      date: plus(today(), -s.daysAgo),
      category: 'Maintenance',
    });
    return;
  }
  const stay = await currentStay(tenant.id);
  if (!stay) return;
  if (s.kind === 'notice') {
    const res = await post(`/api/bookings/${stay.id}/notice`, { vacating_date: plus(today(), s.days) });
    expect([200, 400, 409], res.body).toContain(res.statusCode);
    return;
  }
  if (s.kind === 'rent_change') {
    if (stay.billing !== 'monthly') return;
    const from = [plus(today(), s.offset), stay.start_date].sort().at(-1)!;
    await db
      .insert(bookingRents)
      .values({ bookingId: stay.id, effectiveFrom: from, monthlyRent: s.rent, reason: 'New price' })
      .onConflictDoNothing();
    return;
  }
  if (s.kind === 'move') {
    const res = await post(`/api/bookings/${stay.id}/move`, {
      bed_id: world.spare[s.bed]!.id,
      from_date: plus(today(), s.offset),
    });
    expect([200, 400, 409], res.body).toContain(res.statusCode);
    return;
  }
  // Today, or the stay's last day when it ended before today (the earlier of the two ISO dates).
  const checkout = stay.end_date === null ? today() : [stay.end_date, today()].sort()[0]!;
  const deductions = s.deductions.map((amount, i) => ({ reason: `Damage ${i + 1}`, amount }));
  const preview = await get<Record<string, unknown>>(
    `/api/bookings/${stay.id}/settlement/preview?checkout_date=${checkout}${s.deductions
      .map((d) => `&deduction=${d}`)
      .join('')}`,
  );
  const res = await post(`/api/bookings/${stay.id}/settle`, { checkout_date: checkout, deductions });
  expect(res.statusCode, res.body).toBe(200);
  const settled = res.json() as Record<string, number>;
  // The settlement is what its preview said, and the statement then ends on what it left owing.
  for (const k of ['rent_due', 'paid', 'balance', 'deposit_held', 'deposit_applied', 'refund', 'owed']) {
    expect(settled[k], k).toBe(preview[k]);
  }
  const statement = await get<Statement>(`/api/tenants/${tenant.id}/statement`);
  expect(statement.balance).toBe(settled.owed);
  expect(statement.deposit.held).toBe(0);
}

/** Each tenant's balance: the statement's last line up to today, its figure, the balance and Dues agree. */
async function expectLedgersAgree(world: World) {
  const dues = await get<{ items: DuesRow[] }>(`/api/branches/${world.branch.id}/dues?limit=200`);
  for (const tenant of world.tenants) {
    const statement = await get<Statement>(`/api/tenants/${tenant.id}/statement`);
    const balance = await get<{ balance: number; deposit_due: number }>(`/api/tenants/${tenant.id}/balance`);
    const last = statement.lines.filter((l) => !l.upcoming).at(-1)?.balance ?? 0;
    expect(last).toBe(statement.balance);
    expect(balance.balance).toBe(statement.balance);
    expect(balance.deposit_due).toBe(statement.deposit.outstanding);
    await expectEndedStaySettlesAtBalance(tenant.id, statement.balance);
    const row = dues.items.find((r) => r.tenant_id === tenant.id);
    if (statement.balance > 0 || balance.deposit_due > 0) {
      expect(row).toMatchObject({
        amount_due: Math.max(statement.balance, 0),
        deposit_due: balance.deposit_due,
      });
    } else {
      expect(row).toBeUndefined();
    }
  }
}

/**
 * A stay that has ended (its end date before today), not settled nor moved, and the tenant's last:
 * settling it on its last day changes no instalment, so the preview's balance is the statement's.
 */
async function expectEndedStaySettlesAtBalance(tenantId: string, balance: number) {
  const [ended] = await query<{ id: string; end_date: string }>(
    db,
    sql`select bk.id, bk.end_date::text from bookings bk
        where bk.tenant_id = ${tenantId} and bk.status in ('checked_in', 'checked_out')
          and bk.end_date < ${today()}::date and bk.moved_to_booking_id is null
          and not exists (select 1 from settlements s where s.booking_id = bk.id)
          and not exists (select 1 from bookings o where o.tenant_id = bk.tenant_id and o.id <> bk.id
                            and o.status <> 'cancelled' and o.start_date > bk.start_date)
        order by bk.start_date desc limit 1`,
  );
  if (!ended) return;
  const preview = await get<{ balance: number }>(
    `/api/bookings/${ended.id}/settlement/preview?checkout_date=${ended.end_date}`,
  );
  expect(preview.balance, 'settlement preview').toBe(balance);
}

describe('the ledger over random histories', () => {
  it('the statement, the Dues page and the settlement tell the same balance', {
    timeout: 600_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stayArb, { minLength: TENANTS, maxLength: TENANTS }),
        fc.array(step, { minLength: 3, maxLength: 10 }),
        async (stays, steps) => {
          const world = await branchOf(stays);
          await expectLedgersAgree(world);
          for (const s of steps) {
            await play(world, s);
            await expectLedgersAgree(world);
          }
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
