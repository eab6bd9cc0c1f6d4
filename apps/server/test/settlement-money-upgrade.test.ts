import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, query } from '../src/db/client.ts';
import { listDues } from '../src/modules/dues/page.ts';
import { tenantBalance } from '../src/modules/ledger/repository.ts';
import { tenantStatement } from '../src/modules/ledger/statement.ts';
import { makeOldBed, makeRoomInNewBranch, makeTenant } from './factories.ts';
import { createScratchDatabase } from './scratch-database.ts';

/*
 * Refunds and deposits applied to dues were stored as payments that took numbers of the receipts'
 * series. The migration settlement_money gives those numbers up (the audit log keeps them) and
 * takes the bell's 'Payment received' off them; no balance or total may move.
 */

const journal = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../src/db/migrations/meta/_journal.json'), 'utf8'),
) as { entries: { when: number; tag: string }[] };
const mine = journal.entries.findIndex((e) => e.tag.endsWith('_settlement_money'));
const before = journal.entries[mine - 1]!;

const today = '2026-03-31';
const adminUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** An empty database of each kind the tests run on. */
async function emptyDatabase(kind: 'pglite' | 'postgres'): Promise<Database> {
  if (kind === 'pglite') {
    const database = await openDatabase({ memory: true });
    cleanups.push(() => database.close());
    return database;
  }
  const scratch = await createScratchDatabase(adminUrl!, 'pgc_test');
  const database = await openDatabase({ url: scratch.url });
  cleanups.push(async () => {
    await database.close();
    await scratch.drop();
  });
  return database;
}

type OldPayment = {
  amount: number;
  date: string;
  bookingId?: string;
  purpose?: string;
  method?: string;
  reference?: string;
  voidedAt?: string;
  voidReason?: string;
};

/** A payment written in SQL with the columns of the old schema level only (newer ones are not there yet). */
async function makePayment(db: Database['db'], tenant: { id: string; branchId: string }, p: OldPayment) {
  await query(
    db,
    sql`insert into payments (branch_id, tenant_id, booking_id, amount, method, date, purpose, reference, voided_at, void_reason)
        values (${tenant.branchId}, ${tenant.id}, ${p.bookingId ?? null}, ${p.amount}, ${p.method ?? 'cash'}, ${p.date},
          ${p.purpose ?? 'rent'}, ${p.reference ?? null}, ${p.voidedAt ?? null}, ${p.voidReason ?? null})`,
  );
}

/** Two branches of tenants settled the old way: rent, deposits, refunds, deposits applied, advance given back. */
async function fillTheOldWay(database: Database) {
  const { db } = database;
  const branches: string[] = [];
  for (let b = 0; b < 2; b++) {
    const { branch, room } = await makeRoomInNewBranch(db);
    branches.push(branch.id);
    for (let i = 0; i < 3; i++) {
      const bed = await makeOldBed(db, room, 500);
      const tenant = await makeTenant(db, branch);
      // Written as SQL, not through the factory: the schema of this code has columns the old level lacks.
      const [booking] = await query<{ id: string }>(
        db,
        sql`insert into bookings (branch_id, bed_id, tenant_id, start_date, end_date, total_rent, deposit, status)
            values (${branch.id}, ${bed.id}, ${tenant.id}, '2026-02-01', '2026-03-15', ${43 * 500}, 9000, 'checked_out')
            returning id`,
      );
      const on = { bookingId: booking!.id, date: '2026-03-15' };
      await makePayment(db, tenant, { amount: 20000 + i * 1000, date: '2026-02-01', bookingId: booking!.id });
      await makePayment(db, tenant, { amount: 9000, date: '2026-02-01', purpose: 'deposit' });
      await makePayment(db, tenant, { ...on, amount: 1500 - i * 500 || 100, purpose: 'deposit_applied' });
      await makePayment(db, tenant, {
        ...on,
        amount: 7000 + i * 500,
        purpose: 'refund',
        method: 'upi',
        reference: `99887766554${i}`,
      });
      if (i === 2) await makePayment(db, tenant, { ...on, amount: 300, purpose: 'rent_refund' });
      // A refund voided later, and the bell's old word on one of them.
      if (i === 1) {
        await makePayment(db, tenant, {
          ...on,
          amount: 50,
          purpose: 'refund',
          voidedAt: '2026-03-16T00:00:00Z',
          voidReason: 'Entered twice',
        });
      }
    }
  }
  await query(
    db,
    sql`insert into notifications (branch_id, kind, title, body, link, dedupe_key)
        select branch_id, 'payment', 'Payment received', 'from the tenant', '/payments', 'payment:' || id::text
        from payments`,
  );
  return branches;
}

/**
 * Every figure a balance is read from: per tenant (dues by today, payments that count, deposit
 * held) and per branch, stored and derived. Written in SQL that reads the dues of either schema
 * level (the view tenant_dues before monthly rent, the function tenant_dues(day) from it on), so
 * that the same figures are read before and after the migrations; the current code's balances are
 * compared with them after.
 */
async function balances(database: Database, branches: string[]) {
  const { db } = database;
  const [level] = await query<{ fn: boolean }>(
    db,
    sql`select to_regprocedure('tenant_dues(date)') is not null as fn`,
  );
  const dues = level!.fn ? sql`tenant_dues(${today}::date)` : sql`tenant_dues`;
  const perTenant = await query(
    db,
    sql`select t.id,
          (select coalesce(sum(amount), 0) from ${dues} d where d.tenant_id = t.id and d.due_date <= ${today}::date)::text as due,
          (select coalesce(sum(case purpose when 'rent_refund' then -amount else amount end), 0) from payments
            where tenant_id = t.id and status = 'completed' and voided_at is null
              and purpose in ('rent', 'deposit_applied', 'rent_refund'))::text as paid,
          (select coalesce(sum(case purpose when 'deposit' then amount else -amount end), 0) from payments
            where tenant_id = t.id and status = 'completed' and voided_at is null
              and purpose in ('deposit', 'refund', 'deposit_applied'))::text as held
        from tenants t order by t.id`,
  );
  const stored = await query(
    db,
    sql`select 'account' as k, tenant_id::text as id, billed::text as a, paid::text as b from tenant_accounts
        union all
        select 'month', branch_id::text || ' ' || month::text, payments_completed_amount::text,
          payments_completed_count::text || ' ' || payments_pending_count::text from branch_monthly_totals
        order by 1, 2`,
  );
  return { perTenant, stored, branches };
}

/** The current code's balances agree with the figures read in SQL. */
async function codeAgrees(database: Database, branches: string[]) {
  const { db } = database;
  const { perTenant } = (await balances(database, branches)) as {
    perTenant: { id: string; due: string; paid: string }[];
  };
  let total = 0;
  for (const row of perTenant) {
    const balance = await tenantBalance(db, row.id, today);
    expect(balance.balance).toBe(Number(row.due) - Number(row.paid));
    const statement = (await tenantStatement(db, row.id, today))!;
    expect(statement.balance).toBe(balance.balance);
    if (balance.balance > 0) total += balance.balance;
  }
  let listed = 0;
  for (const id of branches) {
    listed += (await listDues(db, id, { filter: 'all', sort: 'amount', limit: 50, offset: 0 }, today)).summary
      .total_due;
  }
  expect(listed).toBeCloseTo(total, 2);
}

describe.each(['pglite', ...(adminUrl ? ['postgres' as const] : [])] as const)(
  'the settlement_money migration on %s',
  (kind) => {
    it('gives the receipt numbers of refunds and deposits applied up, and moves no balance', {
      timeout: 600_000,
    }, async () => {
      expect(mine).toBeGreaterThan(0);
      const database = await emptyDatabase(kind);
      await database.migrate({ upTo: before });
      const branches = await fillTheOldWay(database);
      const { db } = database;
      const numbered = await query<{ id: string; purpose: string; receipt_no: string }>(
        db,
        sql`select id, purpose, receipt_no from payments order by id`,
      );
      // The old way: every row took a receipt number.
      expect(numbered.every((p) => p.receipt_no)).toBe(true);
      const seen = await balances(database, branches);

      await database.migrate();

      expect(await balances(database, branches)).toEqual(seen);
      await codeAgrees(database, branches);
      const after = await query<{ id: string; purpose: string; receipt_no: string | null }>(
        db,
        sql`select id, purpose, receipt_no from payments order by id`,
      );
      for (const [i, p] of after.entries()) {
        const received = p.purpose === 'rent' || p.purpose === 'deposit';
        expect(p.receipt_no).toBe(received ? numbered[i]!.receipt_no : null);
      }
      // The numbers given up are in the audit log, one entry per row.
      const audited = await query<{ entity_id: string; before: { receipt_number: string } }>(
        db,
        sql`select entity_id, before from audit_log where action = 'payment.reclassify' order by entity_id`,
      );
      const givenUp = numbered.filter((p) => p.purpose !== 'rent' && p.purpose !== 'deposit');
      expect(audited.map((a) => [a.entity_id, a.before.receipt_number])).toEqual(
        givenUp.map((p) => [p.id, p.receipt_no]),
      );
      // The bell keeps 'Payment received' for money received alone.
      const bell = await query<{ n: number }>(db, sql`select count(*)::int as n from notifications`);
      expect(bell[0]!.n).toBe(numbered.length - givenUp.length);
    });
  },
);
