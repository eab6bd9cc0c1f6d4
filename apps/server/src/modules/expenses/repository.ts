import { type ExpenseListQuery, type ExpenseValues, PROPERTY_OF_OTHER_BRANCH } from '@pg/contracts/expenses';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client.ts';
import { expenses } from '../../db/schema/operations.ts';
import { writeAudit } from '../../lib/audit.ts';
import { badRequest, refuseAfterToday } from '../../lib/errors.ts';
import { cappedCount, pageTotal, withoutTotal } from '../../lib/list-count.ts';
import { dateRangeConditions, moneyListOrder } from '../../lib/list-filters.ts';
import { likePattern } from '../../lib/search.ts';

/** An expense as the API answers it (the list, a new one, a correction's before and after). */
export const expenseColumns = {
  id: expenses.id,
  branch_id: expenses.branchId,
  date: expenses.date,
  category: expenses.category,
  amount: expenses.amount,
  vendor: expenses.vendor,
  note: expenses.note,
  property_id: expenses.propertyId,
  property_name: sql<string | null>`(select p.name from properties p where p.id = ${expenses.propertyId})`,
  has_bill: sql<boolean>`${expenses.billFileId} is not null`,
  recurring_id: expenses.recurringId,
  posted_month: expenses.postedMonth,
  voided_at: expenses.voidedAt,
  void_reason: expenses.voidReason,
  created_at: expenses.createdAt,
};

/**
 * A page of a branch's expenses, newest date first unless sorted otherwise (date or amount, either
 * way), searched (case-insensitive substring) over category and vendor, filtered by date range and
 * category (lower case, trimmed: expenses_branch_category_date_idx). The concatenated condition is
 * the expression of expenses_search_trgm_idx; the per-field test beside it keeps a match from
 * spanning the two fields. By amount the page walks expenses_branch_amount_idx.
 */
export async function listExpenses(db: Tx, branchId: string, opts: ExpenseListQuery) {
  const conditions: SQL[] = [eq(expenses.branchId, branchId), ...dateRangeConditions(expenses.date, opts)];
  if (opts.category) conditions.push(sql`lower(trim(${expenses.category})) = ${opts.category}`);
  if (opts.q) {
    const pattern = likePattern(opts.q);
    conditions.push(
      sql`(${expenses.category} || ' ' || coalesce(${expenses.vendor}, '')) ilike ${pattern}`,
      or(ilike(expenses.category, pattern), ilike(expenses.vendor, pattern))!,
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select({ ...expenseColumns, list_total: cappedCount(expenses, where, opts) })
    .from(expenses)
    .where(where)
    .orderBy(...moneyListOrder(expenses, opts.sort))
    .limit(opts.limit)
    .offset(opts.offset);
  const counted = await pageTotal(db, rows, expenses, where, opts);
  return { items: rows.map(withoutTotal), ...counted };
}

/**
 * Over the whole branch: the sum, the number of expenses and the distinct categories (without case
 * or surrounding spaces). The sum comes from branch_monthly_totals (kept by triggers, migration
 * 0002); the categories by a skip scan of expenses_branch_category_idx, one index probe per
 * category however many expenses there are.
 */
export async function expenseSummary(db: Tx, branchId: string) {
  const [row] = await query<{ total_amount: string; count: number; categories: string[] }>(
    db,
    sql`
    with recursive category(k) as (
      (select lower(trim(category)) from expenses where branch_id = ${branchId}
        order by lower(trim(category)) limit 1)
      union all
      select (select lower(trim(e.category)) from expenses e
                where e.branch_id = ${branchId} and lower(trim(e.category)) > category.k
                order by lower(trim(e.category)) limit 1)
      from category where category.k is not null
    )
    select
      (select coalesce(sum(expenses_amount), 0) from branch_monthly_totals where branch_id = ${branchId})::text
        as total_amount,
      (select count(*) from expenses where branch_id = ${branchId} and voided_at is null)::int as count,
      (select coalesce(array_agg(k order by k), '{}') from category where k is not null) as categories`,
  );
  return {
    total_amount: Number(row?.total_amount ?? 0),
    count: row?.count ?? 0,
    categories: row?.categories.length ?? 0,
    category_names: row?.categories ?? [],
  };
}

/** Adds an expense to a branch, with its audit record; one dated after `today` (India) is refused. */
export async function createExpense(
  db: Db,
  branchId: string,
  input: ExpenseValues,
  actor: { id: string; email: string },
  today: string,
) {
  refuseAfterToday(input.date, today);
  return db.transaction(async (tx) => {
    await refuseOtherBranchProperty(tx, branchId, input.property_id);
    const [row] = await tx
      .insert(expenses)
      .values({
        branchId,
        date: input.date,
        category: input.category,
        amount: input.amount,
        vendor: input.vendor,
        note: input.note,
        propertyId: input.property_id,
      })
      .returning(expenseColumns);
    await writeAudit(tx, {
      actor,
      action: 'expense.create',
      entity: 'expense',
      entityId: row!.id,
      after: row,
    });
    return row!;
  });
}

/**
 * Refuses a property that is not the branch's, in the user's words on the form's field (the
 * (property_id, branch_id) foreign key would refuse it too, in the database's).
 */
export async function refuseOtherBranchProperty(db: Tx, branchId: string, propertyId: string | null) {
  if (!propertyId) return;
  const found = await query(
    db,
    sql`select 1 from properties where id = ${propertyId} and branch_id = ${branchId}`,
  );
  if (found.length === 0)
    throw badRequest(PROPERTY_OF_OTHER_BRANCH, { property_id: PROPERTY_OF_OTHER_BRANCH });
}
