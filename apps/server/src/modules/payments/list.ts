import type { PaymentListQuery, PaymentStatusFilter } from '@pg/contracts/payments';
import { PAYMENT_STATUS_COMPLETED } from '@pg/contracts/payments';
import { and, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sqlText } from '../../db/schema/columns.ts';
import { payments, tenants } from '../../db/schema/operations.ts';
import { cappedCount, pageTotal, withoutTotal } from '../../lib/list-count.ts';
import { dateRangeConditions, moneyListOrder } from '../../lib/list-filters.ts';
import { likePattern } from '../../lib/search.ts';
import { selectPayments } from './repository.ts';

/**
 * The status filter as SQL without parameters, so that the planner sees the predicate of
 * payments_branch_exceptions_idx (voided or not completed: the few rows a walk of the date index would
 * read past).
 */
const statusCondition: Record<PaymentStatusFilter, SQL> = {
  completed: sql`${payments.status} = ${sqlText(PAYMENT_STATUS_COMPLETED)} and ${payments.voidedAt} is null`,
  pending: sql`${payments.status} = 'pending' and ${payments.voidedAt} is null`,
  voided: sql`${payments.voidedAt} is not null`,
};

/**
 * A page of a branch's payments, newest date first unless sorted otherwise (date or amount, either
 * way), searched by tenant name (case-insensitive substring) and filtered by date range, method and
 * status; the total is counted in SQL. Each order walks an index backwards or forwards:
 * payments_branch_date_idx, payments_branch_method_date_idx with a method, payments_branch_amount_idx
 * by amount, payments_branch_exceptions_idx for voided or pending ones.
 */
/** The list's filters as SQL: the branch, the date range, the method, the status and the search. */
function paymentConditions(db: Tx, branchId: string, opts: Omit<PaymentListQuery, 'limit' | 'offset'>) {
  const conditions: SQL[] = [eq(payments.branchId, branchId), ...dateRangeConditions(payments.date, opts)];
  if (opts.method) conditions.push(eq(payments.method, opts.method));
  if (opts.status) conditions.push(statusCondition[opts.status]);
  if (opts.q) {
    // `= any(array(...))` rather than `in (...)`: the matching tenants are found first (trigram index)
    // and their payments through payments_tenant_idx, so even a count over many matches stays cheap.
    const matching = db
      .select({ id: tenants.id })
      .from(tenants)
      .where(and(eq(tenants.branchId, branchId), ilike(tenants.name, likePattern(opts.q))));
    conditions.push(sql`${payments.tenantId} = any(array(${matching}))`);
  }
  return and(...conditions);
}

export async function listPayments(db: Tx, branchId: string, opts: PaymentListQuery) {
  const where = paymentConditions(db, branchId, opts);
  const rows = await selectPayments(db, { list_total: cappedCount(payments, where, opts) })
    .where(where)
    .orderBy(...moneyListOrder(payments, opts.sort))
    .limit(opts.limit)
    .offset(opts.offset);
  const counted = await pageTotal(db, rows, payments, where, opts);
  return { items: rows.map((r) => withoutTotal(r)), ...counted };
}

/**
 * The Payments card over the payments the list shows (the same filters, summed in SQL): rent
 * collected, and the deposits received apart; voided, pending, refunds and deposits applied count
 * in neither.
 */
export async function paymentSummary(db: Tx, branchId: string, opts: PaymentListQuery) {
  const counted = sql`${payments.status} = ${sqlText(PAYMENT_STATUS_COMPLETED)} and ${payments.voidedAt} is null`;
  const [row] = await db
    .select({
      total_amount: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.purpose} = 'rent'), 0)::text`,
      count: sql<number>`(count(*) filter (where ${payments.purpose} = 'rent'))::int`,
      deposits_amount: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.purpose} = 'deposit'), 0)::text`,
      deposits_count: sql<number>`(count(*) filter (where ${payments.purpose} = 'deposit'))::int`,
    })
    .from(payments)
    .where(and(paymentConditions(db, branchId, opts), counted));
  return {
    total_amount: Number(row?.total_amount ?? 0),
    count: Number(row?.count ?? 0),
    deposits_amount: Number(row?.deposits_amount ?? 0),
    deposits_count: Number(row?.deposits_count ?? 0),
  };
}
