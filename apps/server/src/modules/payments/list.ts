import type { PaymentListQuery, PaymentStatusFilter } from '@pg/contracts/payments';
import { and, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
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
  completed: sql`${payments.status} = 'completed' and ${payments.voidedAt} is null`,
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
export async function listPayments(db: Tx, branchId: string, opts: PaymentListQuery) {
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
  const where = and(...conditions);
  const rows = await selectPayments(db, { list_total: cappedCount(payments, where, opts) })
    .where(where)
    .orderBy(...moneyListOrder(payments, opts.sort))
    .limit(opts.limit)
    .offset(opts.offset);
  const counted = await pageTotal(db, rows, payments, where, opts);
  return { items: rows.map((r) => withoutTotal(r)), ...counted };
}
