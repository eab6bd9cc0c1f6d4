import {
  RECURRING_END_BEFORE_START,
  type RecurringExpense,
  type RecurringExpenseValues,
} from '@pg/contracts/expenses';
import { sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { badRequest } from '../../lib/errors.ts';
import { refuseOtherBranchProperty } from './repository.ts';

/**
 * Recurring expenses (table recurring_expenses): entered once, posted each month by the daily job
 * (recurring-job.ts) as an expense of their own, which is corrected or voided as any expense.
 */

const columns = sql`r.id, r.branch_id, r.category, r.amount::float8 as amount, r.vendor, r.note,
  r.property_id, (select p.name from properties p where p.id = r.property_id) as property_name,
  r.day_of_month, r.starts_on::text as starts_on, r.ends_on::text as ends_on,
  (select count(*)::int from expenses e where e.recurring_id = r.id) as postings,
  (select max(e.posted_month)::text from expenses e where e.recurring_id = r.id) as last_posted_month,
  r.created_at`;

type Row = Omit<RecurringExpense, 'created_at'> & { created_at: string | Date };
const shown = (r: Row): RecurringExpense => ({ ...r, created_at: new Date(r.created_at).toISOString() });

async function readRecurring(db: Tx, id: string) {
  const [row] = await query<Row>(db, sql`select ${columns} from recurring_expenses r where r.id = ${id}`);
  return row ? shown(row) : null;
}

/** A branch's recurring expenses, the newest first (a branch has a few dozen at most). */
export async function listRecurring(db: Tx, branchId: string) {
  const rows = await query<Row>(
    db,
    sql`select ${columns} from recurring_expenses r where r.branch_id = ${branchId}
      order by r.created_at desc, r.id`,
  );
  return { items: rows.map(shown), total: rows.length };
}

/** Enters a recurring expense (audited); the job posts what falls due from its start. */
export async function createRecurring(
  db: Db,
  branchId: string,
  input: RecurringExpenseValues,
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    await refuseOtherBranchProperty(tx, branchId, input.property_id);
    const [{ id } = { id: '' }] = await query<{ id: string }>(
      tx,
      sql`insert into recurring_expenses
        (branch_id, property_id, category, amount, vendor, note, day_of_month, starts_on, ends_on, created_by)
        values (${branchId}, ${input.property_id}, ${input.category}, ${input.amount}, ${input.vendor ?? null},
          ${input.note ?? null}, ${input.day_of_month}, ${input.starts_on}, ${input.ends_on ?? null}, ${actor?.id ?? null})
        returning id`,
    );
    const after = (await readRecurring(tx, id))!;
    await writeAudit(tx, {
      actor,
      action: 'recurring_expense.create',
      entity: 'recurring_expense',
      entityId: id,
      after,
    });
    return after;
  });
}

/**
 * Ends a recurring expense on a date (audited): nothing posts after it. Postings already made stay
 * (each is voided as any expense); an end before the start is refused.
 */
export async function endRecurring(db: Db, id: string, endsOn: string, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const [row] = await query<{ starts_on: string }>(
      tx,
      sql`select starts_on::text as starts_on from recurring_expenses where id = ${id} for update`,
    );
    if (!row) return null;
    if (endsOn < row.starts_on)
      throw badRequest(RECURRING_END_BEFORE_START, { ends_on: RECURRING_END_BEFORE_START });
    const before = await readRecurring(tx, id);
    await tx.execute(sql`update recurring_expenses set ends_on = ${endsOn} where id = ${id}`);
    const after = (await readRecurring(tx, id))!;
    await writeAudit(tx, {
      actor,
      action: 'recurring_expense.end',
      entity: 'recurring_expense',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/**
 * Posts every month's expense that has fallen due by `today` and is not posted yet (a missed day
 * is caught up): for each month from the start's to today's (or the end's), dated the month's
 * `day_of_month` (a shorter month: its last day), neither before the start nor after the end.
 * expenses_recurring_month_key makes a second run, here or on another server, post nothing, and a
 * voided posting is never posted again. Each posting is audited as the system's. Returns the count.
 */
export async function postRecurringExpenses(db: Db, today: string) {
  return db.transaction(async (tx) => {
    const posted = await query<{ id: string; branch_id: string }>(
      tx,
      sql`
      with due as (
        select r.*, m.month::date as month,
          (m.month + make_interval(days => least(r.day_of_month,
            extract(day from m.month + interval '1 month' - interval '1 day')::int) - 1))::date as on_date
        from recurring_expenses r
        cross join lateral generate_series(date_trunc('month', r.starts_on),
          date_trunc('month', least(coalesce(r.ends_on, ${today}::date), ${today}::date)), interval '1 month') m(month)
        where r.starts_on <= ${today}::date
      )
      insert into expenses (branch_id, date, category, amount, vendor, note, property_id, recurring_id, posted_month)
      select branch_id, on_date, category, amount, vendor, note, property_id, id, month from due
      where on_date >= starts_on and on_date <= ${today}::date and (ends_on is null or on_date <= ends_on)
      on conflict (recurring_id, posted_month) do nothing
      returning id, branch_id`,
    );
    for (const row of posted) {
      await writeAudit(tx, {
        actor: null,
        action: 'expense.create',
        entity: 'expense',
        entityId: row.id,
        after: row,
      });
    }
    return posted.length;
  });
}
