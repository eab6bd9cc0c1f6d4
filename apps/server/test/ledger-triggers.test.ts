import { addDaysIso as addDays, BOOKING_STATUSES } from '@pg/contracts/bookings';
import { PAYMENT_PURPOSES } from '@pg/contracts/payments';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { bookings, charges, payments } from '../src/db/schema/index.ts';
import { billedBooking, completedPayment } from '../src/lib/statuses.ts';
import { paidBy, tenantBalance } from '../src/modules/ledger/repository.ts';
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
 * The accounts' triggers (tenant_accounts, migrations 0014, 0015 and 0029) and the ledger module
 * (modules/ledger) write the same rules twice: which bookings bill rent, which payments count.
 * Random writes to bookings, charges and payments (single rows and many at once, inserts, updates
 * of every column the rules read, deletes) go through the triggers; after them, each tenant's
 * stored account must be what the ledger works out from the rows: paid as the ledger counts it,
 * billed as the rent of its stays with an end and the charges, the open stays, and the account
 * open whenever the ledger says the tenant owes.
 */

const t = await createTestApp();
const { db } = t;
const TENANTS = 3;
/** Far after every stay's end: each one's instalments have all fallen due. */
const FAR = '2031-12-31';
const TODAY = '2026-09-15';

const who = fc.integer({ min: 0, max: TENANTS - 1 });
const pick = fc.nat();
const amount = fc.integer({ min: 1, max: 400 }).map((n) => n * 25);
const status = fc.constantFrom(...BOOKING_STATUSES);
/** Mostly not voided, mostly completed: the rows that count are the ones to get right. */
const voided = fc.integer({ min: 0, max: 3 }).map((n) => n === 0);
const paymentStatus = fc.constantFrom('completed', 'completed', 'completed', 'pending');
const write = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      who,
      billing: fc.constantFrom('per_day', 'monthly', 'open'),
      start: fc.integer({ min: 0, max: 400 }),
      days: fc.integer({ min: 1, max: 120 }),
      rent: amount,
      status,
    }),
  },
  fc.record({ kind: fc.constant('status' as const), pick, status }),
  fc.record({ kind: fc.constant('end' as const), pick, days: fc.option(fc.integer({ min: 1, max: 200 })) }),
  fc.record({ kind: fc.constant('charge' as const), who, amount, voided }),
  fc.record({ kind: fc.constant('void_charge' as const), pick, voided }),
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      who,
      amount,
      purpose: fc.constantFrom(...PAYMENT_PURPOSES),
      status: paymentStatus,
      voided,
    }),
  },
  fc.record({
    kind: fc.constant('change_payment' as const),
    pick,
    who: fc.option(who),
    purpose: fc.option(fc.constantFrom(...PAYMENT_PURPOSES)),
    status: fc.option(paymentStatus),
    voided: fc.option(voided),
    amount: fc.option(amount),
    date: fc.option(fc.constantFrom('2026-04-01', '2026-04-02')),
    method: fc.option(fc.constantFrom('cash', 'upi') as fc.Arbitrary<'cash' | 'upi'>),
  }),
  fc.record({ kind: fc.constant('void_all' as const), who, voided }),
  fc.record({ kind: fc.constant('delete' as const), table: fc.constantFrom('payments', 'charges'), pick }),
);
type Write = typeof write extends fc.Arbitrary<infer W> ? W : never;

async function branchOf() {
  const { branch, room } = await makeRoomInNewBranch(db);
  const tenants = [];
  for (let i = 0; i < TENANTS; i++) tenants.push(await makeTenant(db, branch));
  return { branch, room, tenants };
}
type World = Awaited<ReturnType<typeof branchOf>>;

const ids = async (table: 'bookings' | 'payments' | 'charges', tenantIds: string[]) =>
  (
    await query<{ id: string }>(
      db,
      sql`select id from ${sql.raw(table)} where tenant_id in ${sql`(${sql.join(
        tenantIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`} order by created_at, id`,
    )
  ).map((r) => r.id);
const voidFields = (voided: boolean) =>
  voided
    ? { voidedAt: new Date().toISOString(), voidReason: 'Entered twice' }
    : { voidedAt: null, voidReason: null };

async function apply(world: World, w: Write) {
  const tenantIds = world.tenants.map((x) => x.id);
  const at = async (table: 'bookings' | 'payments' | 'charges', n: number) => {
    const all = await ids(table, tenantIds);
    return all.length ? all[n % all.length]! : null;
  };
  switch (w.kind) {
    case 'book': {
      // A bed of its own, so that no two stays clash.
      const bed = await makeBed(db, world.room);
      const start = addDays('2026-01-01', w.start);
      const end = w.billing === 'open' ? null : addDays(start, w.days - 1);
      await makeBooking(
        db,
        { bed, tenant: world.tenants[w.who]! },
        w.billing === 'per_day'
          ? { startDate: start, endDate: end, totalRent: w.rent * w.days, status: w.status }
          : {
              startDate: start,
              endDate: end,
              totalRent: null,
              billing: 'monthly',
              monthlyRent: w.rent * 10,
              dueDay: 'calendar',
              status: w.status,
            },
      );
      return;
    }
    case 'status': {
      const id = await at('bookings', w.pick);
      if (id) await db.update(bookings).set({ status: w.status }).where(sql`id = ${id}`);
      return;
    }
    case 'end': {
      const id = await at('bookings', w.pick);
      if (!id) return;
      const [b] = await query<{ start_date: string; billing: string }>(
        db,
        sql`select start_date::text, billing from bookings where id = ${id}`,
      );
      if (b!.billing === 'per_day' && w.days === null) return;
      const end = w.days === null ? null : addDays(b!.start_date, w.days - 1);
      await db
        .update(bookings)
        .set(b!.billing === 'per_day' ? { endDate: end, totalRent: 100 * (w.days ?? 1) } : { endDate: end })
        .where(sql`id = ${id}`);
      return;
    }
    case 'charge':
      await makeCharge(db, world.tenants[w.who]!, {
        amount: w.amount,
        date: '2026-03-10',
        ...voidFields(w.voided),
      });
      return;
    case 'void_charge': {
      const id = await at('charges', w.pick);
      if (id) await db.update(charges).set(voidFields(w.voided)).where(sql`id = ${id}`);
      return;
    }
    case 'pay':
      await makePayment(db, world.tenants[w.who]!, {
        amount: w.amount,
        date: '2026-04-01',
        purpose: w.purpose,
        status: w.status,
        ...voidFields(w.voided),
      });
      return;
    case 'change_payment': {
      const id = await at('payments', w.pick);
      if (!id) return;
      const to = w.who === null ? null : world.tenants[w.who]!;
      await db
        .update(payments)
        .set({
          ...(to ? { tenantId: to.id } : {}),
          ...(w.purpose ? { purpose: w.purpose } : {}),
          ...(w.status ? { status: w.status } : {}),
          ...(w.voided === null ? {} : voidFields(w.voided)),
          ...(w.amount ? { amount: w.amount } : {}),
          ...(w.date ? { date: w.date } : {}),
          ...(w.method ? { method: w.method } : {}),
        })
        .where(sql`id = ${id}`);
      return;
    }
    case 'void_all':
      // Many rows in one statement: the triggers see them together.
      await db.update(payments).set(voidFields(w.voided)).where(sql`tenant_id = ${world.tenants[w.who]!.id}`);
      return;
    case 'delete': {
      const id = await at(w.table, w.pick);
      if (id) await query(db, sql`delete from ${sql.raw(w.table)} where id = ${id}`);
      return;
    }
  }
}

/** Each tenant's stored account against what the ledger works out from the rows. */
async function expectAccountsAgree(world: World) {
  for (const tenant of world.tenants) {
    const id = sql`${tenant.id}::uuid`;
    const [row] = await query<{
      billed: string;
      paid: string;
      open_stays: number;
      open: boolean;
      ledger_paid: string;
      open_rent: string;
      ledger_open_stays: number;
    }>(
      db,
      sql`select coalesce(a.billed, 0)::text as billed, coalesce(a.paid, 0)::text as paid,
            coalesce(a.open_stays, 0) as open_stays, coalesce(a.open, false) as open,
            ${paidBy(id)}::text as ledger_paid,
            (select coalesce(sum(ri.amount), 0) from rent_instalments(${FAR}::date) ri
              join bookings b on b.id = ri.booking_id where ri.tenant_id = ${id} and b.end_date is null)::text as open_rent,
            (select count(*)::int from bookings b
              where b.tenant_id = ${id} and ${billedBooking('b')} and b.end_date is null) as ledger_open_stays
          from (select 1) x left join tenant_accounts a on a.tenant_id = ${id}`,
    );
    const far = await tenantBalance(db, tenant.id, FAR);
    const today = await tenantBalance(db, tenant.id, TODAY);
    const stored = { billed: Number(row!.billed), paid: Number(row!.paid), open_stays: row!.open_stays };
    // The ledger's dues once every stay with an end has fallen due, less the stays until notice
    // (an account counts those apart, as open stays).
    const ledger = {
      billed: Math.round((far.due - Number(row!.open_rent)) * 100) / 100,
      paid: Number(row!.ledger_paid),
      open_stays: row!.ledger_open_stays,
    };
    expect(stored).toEqual(ledger);
    expect(far.paid).toBe(ledger.paid);
    // The Dues page reads open accounts alone: whoever owes on any day has one.
    if (today.balance > 0) expect(row!.open).toBe(true);
  }
}

/**
 * The branch's kept collections (collection_totals, migration 0043) against the payments they
 * total: completed rent and deposits not voided, by day, method and who recorded them.
 */
async function expectCollectionsAgree(world: World) {
  const branch = sql`${world.branch.id}::uuid`;
  const kept = await query(
    db,
    sql`select date::text, method, recorded_by, payments, rent::numeric::float8 as rent, deposit::numeric::float8 as deposit
        from collection_totals where branch_id = ${branch} and (payments <> 0 or rent <> 0 or deposit <> 0)
        order by 1, 2, 3 nulls first`,
  );
  const worked = await query(
    db,
    sql`select date::text, method, recorded_by, count(*)::int as payments,
          coalesce(sum(amount) filter (where purpose = 'rent'), 0)::float8 as rent,
          coalesce(sum(amount) filter (where purpose = 'deposit'), 0)::float8 as deposit
        from payments where branch_id = ${branch} and ${completedPayment()} and purpose in ('rent', 'deposit')
        group by 1, 2, 3 order by 1, 2, 3 nulls first`,
  );
  expect(kept).toEqual(worked);
}

describe('the accounts triggers and the ledger', () => {
  it('count the same payments and bill the same stays over random writes', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 5, maxLength: 25 }), async (writes) => {
        const world = await branchOf();
        for (const w of writes) await apply(world, w);
        await expectAccountsAgree(world);
        await expectCollectionsAgree(world);
      }),
      { numRuns: Number(process.env.LEDGER_RUNS ?? 15), seed: 34_007 },
    );
  });
});
