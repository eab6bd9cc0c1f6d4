import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { charges } from '../src/db/schema/charges.ts';
import { rentDueBy } from '../src/modules/ledger/rules.ts';
import { testClock } from './clock.ts';
import {
  makeBed,
  makeBedAndTenant,
  makeBooking,
  makePayment,
  makeRoomInNewBranch,
  makeTenant,
} from './factories.ts';
import { createTestApp } from './helper.ts';
import { DAY, iso, ms, random } from './random.ts';

// Today is 15 March 2026 in India.
const TODAY = '2026-03-15';
const t = await createTestApp({}, { clock: testClock(new Date('2026-03-15T06:30:00Z')) });
const { app, db } = t;
const owner = await t.signIn(['super_admin']);

/** A random stay: month ends, leap days and one-day stays among them; a total in whole paise that is not always a whole number of paise a day. */
function randomStay(rnd: () => number, from: string, spanDays: number) {
  const s = ms(from) + Math.floor(rnd() * spanDays) * DAY;
  const len = rnd() < 0.15 ? 0 : Math.floor(rnd() * (rnd() < 0.5 ? 45 : 500));
  const days = len + 1;
  const paise =
    rnd() < 0.5
      ? (1 + Math.floor(rnd() * 99_999)) * days
      : 1 + Math.floor(rnd() * 5_000_000 * (days / 30 + 1));
  return { startDate: iso(s), endDate: iso(s + len * DAY), totalRent: paise / 100 };
}

describe('rent fallen due by a day, in closed form', () => {
  it('equals the instalments due by then, to the paisa, on every day around random stays', async () => {
    const { bed, tenant } = await makeBedAndTenant(db);
    const rnd = random(20261123);
    const edges = [
      { startDate: '2024-02-29', endDate: '2024-02-29', totalRent: 333.33 },
      { startDate: '2024-01-31', endDate: '2024-03-01', totalRent: 1000 },
      { startDate: '2023-12-31', endDate: '2024-01-01', totalRent: 0.01 },
      { startDate: '2028-02-28', endDate: '2028-03-01', totalRent: 99_999.99 },
      { startDate: '2026-04-30', endDate: '2027-03-31', totalRent: 0 },
    ];
    for (let i = 0; i < 60; i++) {
      const stay = edges[i] ?? randomStay(rnd, '2023-01-01', 2500);
      const b = await makeBooking(db, { bed, tenant }, stay);
      const differing = await query<{ day: string; schedule: string; closed: string }>(
        db,
        sql`select x.day::text, x.schedule::text, x.closed::text from (
              select d.day, (select coalesce(sum(amount), 0) from rent_instalments(d.day)
                             where booking_id = bk.id and due_date <= d.day) as schedule,
                ${rentDueBy(sql`d.day`)} as closed
              from bookings bk
              cross join lateral (
                select g::date as day from generate_series(bk.start_date - 3, bk.end_date + 35, interval '1 day') g
              ) d
              where bk.id = ${b.id}
            ) x where x.schedule <> x.closed`,
      );
      expect({ stay, differing }).toEqual({ stay, differing: [] });
      await db.execute(sql`delete from bookings where id = ${b.id}`);
    }
  });
});

describe('the Dues page against each tenant worked out alone', () => {
  it('gives every tenant the balance and oldest open due date of their instalment expansion, paid to the edge of an instalment', async () => {
    const { room, branch } = await makeRoomInNewBranch(db);
    const rnd = random(1311);
    const tenantIds: string[] = [];
    for (let i = 0; i < 40; i++) {
      const tenant = await makeTenant(db, branch);
      tenantIds.push(tenant.id);
      const stays = rnd() < 0.2 ? 2 : 1;
      for (let s = 0; s < stays; s++) {
        // A bed of its own, so that no two stays overlap on one.
        const bed = await makeBed(db, room, { bedNumber: `${i}-${s}` });
        await makeBooking(
          db,
          { bed, tenant },
          { ...randomStay(rnd, '2025-01-01', 500), status: 'checked_in' },
        );
      }
      if (rnd() < 0.25) {
        await db.insert(charges).values({
          branchId: branch.id,
          tenantId: tenant.id,
          date: iso(ms('2025-06-01') + Math.floor(rnd() * 320) * DAY),
          category: 'Electricity',
          amount: 1 + Math.floor(rnd() * 500_000) / 100,
        });
      }
      // Paid: nothing, exactly up to an instalment, a paisa either side of it, or anything.
      const [cums] = await query<{ c: string[] | null }>(
        db,
        sql`select array_agg(cum::text order by due_date) as c from (
              select due_date, sum(sum(amount)) over (order by due_date) as cum from tenant_dues(${TODAY}::date)
              where tenant_id = ${tenant.id} and due_date <= ${TODAY}::date group by due_date) x`,
      );
      const edge = cums?.c?.length ? Number(cums.c[Math.floor(rnd() * cums.c.length)]) : 0;
      const pick = rnd();
      const paid =
        pick < 0.15
          ? 0
          : pick < 0.4
            ? edge
            : pick < 0.55
              ? edge - 0.01
              : pick < 0.7
                ? edge + 0.01
                : edge * rnd();
      const paise = Math.round(paid * 100);
      if (paise > 0) await makePayment(db, tenant, { amount: paise / 100, date: '2026-03-01' });
    }

    const page = await app.inject({
      url: `/api/branches/${branch.id}/dues?limit=100`,
      headers: owner.headers,
    });
    expect(page.statusCode).toBe(200);
    const listed = Object.fromEntries(
      (page.json().items as { tenant_id: string; amount_due: number; oldest_due_date: string }[]).map((i) => [
        i.tenant_id,
        { amount: i.amount_due, oldest: i.oldest_due_date },
      ]),
    );
    const expected: typeof listed = {};
    for (const id of tenantIds) {
      const res = await app.inject({ url: `/api/tenants/${id}/balance`, headers: owner.headers });
      const b = res.json();
      if (b.balance > 0) expected[id] = { amount: b.balance, oldest: b.oldest_due_date };
    }
    expect(Object.keys(expected).length).toBeGreaterThan(5);
    expect(listed).toEqual(expected);
  });
});
