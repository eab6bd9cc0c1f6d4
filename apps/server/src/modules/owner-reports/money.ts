import { CASH_BASIS_NOTE, COLLECTIONS_BY_MONTH_NOTE, type ReportInterval } from '@pg/contracts/owner-reports';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@pg/contracts/payments';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { held, holding } from '../ledger/index.ts';
import { inBranches, periodMonths } from './scope.ts';
import { col, inOneChunk, type ReportBody, rupees } from './table.ts';

/**
 * The owner's money reports over a period, for a set of branches: collections, the deposit
 * ledger, expenses and profit and loss. Each is one grouped query; profit and loss reads the
 * monthly totals the database keeps (branch_monthly_totals), never the payments themselves.
 */
type Period = { ids: string[]; from: string; to: string };

/**
 * Money received (rent and charges, deposits), completed and not voided, by day (or month), branch,
 * method and who recorded it: read from the totals the database keeps per day (collection_totals),
 * never from the payments.
 */
export async function collections(
  db: Tx,
  { ids, from, to }: Period,
  per: ReportInterval,
): Promise<ReportBody> {
  const when = per === 'day' ? sql`t.date` : sql`date_trunc('month', t.date)`;
  const rows = await query<{
    date: string;
    branch: string;
    method: PaymentMethod;
    recorded_by: string | null;
    n: number;
    rent: string;
    deposit: string;
  }>(
    db,
    sql`select to_char(${when}, 'YYYY-MM-DD') as date, b.name as branch, t.method, u.email as recorded_by,
        sum(t.payments)::int as n, sum(t.rent)::text as rent, sum(t.deposit)::text as deposit
      from collection_totals t join branches b on b.id = t.branch_id left join users u on u.id = t.recorded_by
      where ${inBranches('t.branch_id', ids)} and t.date between ${from}::date and ${to}::date
      group by ${when}, b.name, b.id, t.method, u.email
      having sum(t.payments) > 0
      order by ${when}, b.name, b.id, t.method, u.email nulls last`,
  );
  return inOneChunk({
    columns: [
      per === 'day' ? col('date', 'Date', 'date') : col('month', 'Month', 'month'),
      col('branch', 'Branch'),
      col('method', 'Method'),
      col('recorded_by', 'Recorded by'),
      col('payments', 'Payments', 'int'),
      col('rent', 'Rent and charges', 'money'),
      col('deposit', 'Deposits', 'money'),
      col('total', 'Total', 'money'),
    ],
    rows: rows.map((r) => [
      per === 'day' ? r.date : r.date.slice(0, 7),
      r.branch,
      PAYMENT_METHOD_LABELS[r.method],
      r.recorded_by ?? 'Not recorded',
      r.n,
      rupees(r.rent),
      rupees(r.deposit),
      rupees(rupees(r.rent) + rupees(r.deposit)),
    ]),
    totals: true,
    note: per === 'month' ? COLLECTIONS_BY_MONTH_NOTE : null,
  });
}

/**
 * The deposit ledger: per tenant (or per branch), the deposit held on the day before the period,
 * then received, refunded and applied to dues at settlement within it, and held at its end
 * (held = held before + received − refunded − applied).
 */
export async function depositLedger(
  db: Tx,
  { ids, from, to }: Period,
  by: 'tenant' | 'branch',
): Promise<ReportBody> {
  const tenant = by === 'tenant';
  const rows = await query<{
    branch: string;
    tenant: string | null;
    before: string;
    received: string;
    refunded: string;
    applied: string;
  }>(
    db,
    sql`select b.name as branch, ${tenant ? sql`t.name` : sql`null::text`} as tenant,
        coalesce(sum(case p.purpose when 'deposit' then p.amount else -p.amount end)
          filter (where p.date < ${from}::date), 0)::text as before,
        coalesce(sum(p.amount) filter (where p.purpose = 'deposit' and p.date >= ${from}::date), 0)::text as received,
        coalesce(sum(p.amount) filter (where p.purpose = 'refund' and p.date >= ${from}::date), 0)::text as refunded,
        coalesce(sum(p.amount) filter (where p.purpose = 'deposit_applied' and p.date >= ${from}::date), 0)::text as applied
      from payments p join branches b on b.id = p.branch_id
        ${tenant ? sql`join tenants t on t.id = p.tenant_id` : sql``}
      where ${inBranches('p.branch_id', ids)} and ${holding('p')} and p.date <= ${to}::date
      group by b.name, b.id ${tenant ? sql`, t.name, t.id` : sql``}
      order by b.name, b.id ${tenant ? sql`, t.name, t.id` : sql``}`,
  );
  const money = rows
    .map((r) => {
      const [before, received, refunded, applied] = [r.before, r.received, r.refunded, r.applied].map(
        rupees,
      ) as [number, number, number, number];
      const held = rupees(before + received - refunded - applied);
      return { r, cells: [before, received, refunded, applied, held] };
    })
    .filter(({ cells }) => cells.some((v) => v !== 0));
  return inOneChunk({
    columns: [
      col('branch', 'Branch'),
      ...(tenant ? [col('tenant', 'Tenant')] : []),
      col('held_before', 'Held before', 'money'),
      col('received', 'Received', 'money'),
      col('refunded', 'Refunded', 'money'),
      col('applied', 'Applied to dues', 'money'),
      col('held', 'Held at end', 'money'),
    ],
    rows: money.map(({ r, cells }) => [r.branch, ...(tenant ? [r.tenant] : []), ...cells]),
    totals: true,
  });
}

/** Expenses not voided, by branch and category (categories compared without case or spaces around). */
/** An expense that names no property: spent on the branch as a whole. */
const WHOLE_BRANCH = 'Whole branch';

export async function expensesByCategory(db: Tx, { ids, from, to }: Period): Promise<ReportBody> {
  const rows = await query<{
    branch: string;
    property: string | null;
    category: string;
    n: number;
    amount: string;
  }>(
    db,
    sql`select b.name as branch, p.name as property, min(trim(e.category)) as category, count(*)::int as n,
        sum(e.amount)::text as amount
      from expenses e join branches b on b.id = e.branch_id left join properties p on p.id = e.property_id
      where ${inBranches('e.branch_id', ids)} and e.voided_at is null and e.date between ${from}::date and ${to}::date
      group by b.name, b.id, p.name, p.id, lower(trim(e.category))
      order by b.name, b.id, p.name nulls first, p.id, lower(trim(e.category))`,
  );
  return inOneChunk({
    columns: [
      col('branch', 'Branch'),
      col('property', 'Property'),
      col('category', 'Category'),
      col('expenses', 'Expenses', 'int'),
      col('amount', 'Amount', 'money'),
    ],
    rows: rows.map((r) => [r.branch, r.property ?? WHOLE_BRANCH, r.category, r.n, rupees(r.amount)]),
    totals: true,
  });
}

/**
 * Profit and loss per branch and month, cash basis, from the monthly totals: rent and charges
 * collected, less advance rent refunded, is the income; less expenses, the net. Whole months:
 * every month from the month of `from` to the month of `to`, a month without money shown as zero.
 */
export async function profitAndLoss(db: Tx, { ids, from, to }: Period): Promise<ReportBody> {
  const rows = await query<{
    branch: string;
    month: string;
    collected: string;
    refunded: string;
    expenses: string;
  }>(
    db,
    sql`select b.name as branch, to_char(m.month, 'YYYY-MM') as month,
        coalesce(t.payments_completed_amount, 0)::text as collected,
        coalesce(t.rent_refunds_amount, 0)::text as refunded,
        coalesce(t.expenses_amount, 0)::text as expenses
      from branches b
        cross join (${periodMonths(from, to)}) m
        left join branch_monthly_totals t on t.branch_id = b.id and t.month = m.month
      where ${inBranches('b.id', ids)}
      order by b.name, b.id, m.month`,
  );
  return inOneChunk({
    columns: [
      col('branch', 'Branch'),
      col('month', 'Month', 'month'),
      col('collected', 'Rent and charges collected', 'money'),
      col('refunded', 'Advance rent refunded', 'money'),
      col('income', 'Income', 'money'),
      col('expenses', 'Expenses', 'money'),
      col('net', 'Net', 'money'),
    ],
    rows: rows.map((r) => {
      const income = rupees(rupees(r.collected) - rupees(r.refunded));
      return [
        r.branch,
        r.month,
        rupees(r.collected),
        rupees(r.refunded),
        income,
        rupees(r.expenses),
        rupees(income - rupees(r.expenses)),
      ];
    }),
    totals: true,
    note: CASH_BASIS_NOTE,
  });
}

/**
 * Per branch of `ids`, the month starting `month` (YYYY-MM-01) from the monthly totals: rent and
 * charges collected less advance rent refunded (the profit and loss's income), the expenses, and
 * their difference. Branches without money that month are left out.
 */
export async function monthByBranch(db: Tx, ids: string[], month: string) {
  return query<{ branch_id: string; collected: string; expenses: string; net: string }>(
    db,
    sql`select branch_id, (payments_completed_amount - rent_refunds_amount)::text as collected,
        expenses_amount::text as expenses,
        (payments_completed_amount - rent_refunds_amount - expenses_amount)::text as net
      from branch_monthly_totals where ${inBranches('branch_id', ids)} and month = ${month}::date`,
  );
}

/**
 * Per branch of `ids`, the deposits held now: deposits received less refunded and applied to dues
 * (the deposit payments alone, payments_branch_deposits_idx). Branches holding none are left out.
 */
export async function depositsHeldByBranch(db: Tx, ids: string[]) {
  return query<{ branch_id: string; held: string }>(
    db,
    sql`select p.branch_id, sum(${held('p')})::text as held from payments p
      where ${inBranches('p.branch_id', ids)} and ${holding('p')} group by p.branch_id`,
  );
}
