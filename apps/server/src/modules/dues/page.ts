import type { DuesQuery } from '@pg/contracts/dues';
import { OVERDUE_AFTER_DAYS } from '@pg/contracts/dues';
import type { BillingMode } from '@pg/contracts/rent';
import { type SQL, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { sqlText } from '../../db/schema/columns.ts';
import { likePattern } from '../../lib/search.ts';
import { billedBooking, openBooking } from '../../lib/statuses.ts';
import { depositDue, heldAmount, holdingPayments, rentDueBy } from '../ledger/index.ts';

/**
 * The first due date left open when a tenant's dues by today are one booking's rent alone: the
 * month of the first day of the stay whose rent the payments do not cover. With T the total and P
 * what is paid, in paise, and N the days of the stay, the rent due by the end of the month of stay
 * day j is round(T × j ÷ N) paise, which exceeds P from j = ceil((2P + 1) × N ÷ 2T) on (rounding
 * half up), worked out with div() on whole numbers, exactly.
 */
const oneBookingOldest = sql`greatest(a.start_date, date_trunc('month', (a.start_date
  + (greatest(div((200 * a.paid + 1) * a.days + 200 * a.total - 1, 200 * a.total), 1) - 1)::int)::timestamp)::date)`;

/**
 * The first due date left open otherwise (several bookings, or charges): the tenant's dues by date,
 * summed in date order until they pass what is paid.
 */
const anyOldest = (today: string) => sql`(
  select min(x.due_date) from (
    select td.due_date, sum(sum(td.amount)) over (order by td.due_date) as cum from tenant_dues(${today}::date) td
    where td.tenant_id = a.tenant_id and td.due_date <= ${today}::date group by td.due_date
  ) x where x.cum > a.paid)`;

/**
 * What is still open of each month's dues of a tenant (`tenant`) who owes `balance` on `today`, as
 * a JSON array in month order of { month (its first day), due_date (the month's first due date),
 * amount }: the months' dues by today, the payments settling the oldest first, so only the newest
 * months are open and their amounts add up to the balance. One tenant's dues (tenant_dues), read
 * for a page's rows only.
 */
const openMonths = (tenant: SQL, balance: SQL, today: string) => sql`
  select json_agg(json_build_object('month', m.month::text, 'due_date', m.due_date::text,
      'amount', least(m.amount, ${balance} - m.after + m.amount)) order by m.month) as months
  from (
    select x.month, min(x.due_date) as due_date, sum(x.amount) as amount,
      sum(sum(x.amount)) over (order by x.month desc) as after
    from (
      select date_trunc('month', td.due_date::timestamp)::date as month, td.due_date, td.amount
      from tenant_dues(${today}::date) td where td.tenant_id = ${tenant} and td.due_date <= ${today}::date
    ) x group by x.month
  ) m
  where ${balance} > 0 and m.after - m.amount < ${balance}`;

const ORDER: Record<DuesQuery['sort'], SQL> = {
  amount: sql`balance + deposit_due desc, oldest_due_date, tenant_id`,
  age: sql`oldest_due_date, balance + deposit_due desc, tenant_id`,
};

/**
 * The rows of the Dues page of a branch on `today`, as the common table expressions of one
 * statement: `a`, only the tenants who can owe at all (tenant_accounts_open_idx: billed > paid, kept
 * in the transaction of every change), each one's dues by today from their bookings in closed form
 * (rentDueBy) and their charges; `b`, those who owe, with their oldest open due date (in closed form
 * for one booking without charges, the common case; from their dues by date otherwise); `rows`, those
 * of them that the search and filter keep; `page`, the page of them in order, and only the page's
 * rows read their room, bed and last reminder. Beside them, `d`: the tenants with a booking booked
 * or checked in that has started (a few per bed), each one's security deposit still to pay
 * (depositDue); `b` joins both, a deposit due on its booking's start. A branch's settled history, however long, is never
 * read. listDues and duesItems select from them.
 */
function duesRows(branchId: string, opts: DuesQuery, today: string) {
  const conditions: SQL[] = [sql`true`];
  if (opts.q) {
    const pattern = likePattern(opts.q);
    // A subquery per owing tenant (one probe of tenants_pkey each); as a join the planner matched
    // every tenant of the branch against the pattern first.
    conditions.push(sql`(select t.name ilike ${pattern} or t.phone ilike ${pattern}
      from tenants t where t.id = b.tenant_id)`);
  }
  if (opts.filter === 'overdue') {
    conditions.push(sql`b.oldest_due_date < ${today}::date - ${OVERDUE_AFTER_DAYS}::int`);
  } else if (opts.filter === 'week') {
    conditions.push(sql`b.oldest_due_date > ${today}::date - 7`);
  } else if (opts.filter === 'today') {
    conditions.push(sql`b.due_today > 0`);
  }
  return sql`with a as (
          select o.tenant_id, o.paid, r.rent + ch.amount - o.paid as balance, r.bookings, ch.charges,
            r.total, r.per_day, r.days, r.start_date, r.rent - r.rent_before + ch.today as falling_due
          from tenant_accounts o
          cross join lateral (
            select coalesce(sum(${rentDueBy(sql`${today}::date`)}), 0) as rent,
              coalesce(sum(${rentDueBy(sql`(${today}::date - 1)`)}), 0) as rent_before, count(*) as bookings,
              min(bk.total_rent) as total, bool_and(bk.billing = ${sqlText<BillingMode>('per_day')}) as per_day, min(bk.end_date - bk.start_date + 1) as days,
              min(bk.start_date) as start_date
            from bookings bk where bk.tenant_id = o.tenant_id and bk.start_date <= ${today}::date
              and ${billedBooking('bk')}
          ) r
          cross join lateral (
            select coalesce(sum(c.amount), 0) as amount, count(*) as charges,
              coalesce(sum(c.amount) filter (where c.date = ${today}::date), 0) as today from charges c
            where c.tenant_id = o.tenant_id and c.voided_at is null and c.date <= ${today}::date
          ) ch
          where o.branch_id = ${branchId} and o.open
        ), owing as (
          select a.tenant_id, a.balance, least(a.balance, a.falling_due) as due_today,
            case when a.bookings = 1 and a.charges = 0 and a.per_day and a.total > 0 then ${oneBookingOldest}
              else ${anyOldest(today)} end as oldest_due_date
          from a where a.balance > 0
        ), d as (
          select cur.tenant_id, ${depositDue(sql`cur.tenant_id`, today)} as deposit_due, cur.since
          from (
            select bk.tenant_id, min(bk.start_date) as since from bookings bk
            where bk.branch_id = ${branchId} and ${openBooking('bk')}
              and bk.start_date <= ${today}::date
            group by bk.tenant_id
          ) cur
        ), b as (
          select coalesce(o.tenant_id, d.tenant_id) as tenant_id, coalesce(o.balance, 0) as balance,
            coalesce(o.due_today, 0) as due_today,
            coalesce(d.deposit_due, 0) as deposit_due,
            least(o.oldest_due_date, case when d.deposit_due > 0 then d.since end) as oldest_due_date
          from owing o full join (select * from d where d.deposit_due > 0) d on d.tenant_id = o.tenant_id
        ), rows as (
          select b.tenant_id, b.balance, b.deposit_due, b.due_today, b.oldest_due_date from b
          where ${sql.join(conditions, sql` and `)}
        ), page as (
          select r.tenant_id, t.name as tenant_name, t.phone, ob.id as booking_id,
            ob.room_number, ob.bed_number, r.balance as amount_due, r.deposit_due,
            r.oldest_due_date::text as oldest_due_date,
            greatest(${today}::date - r.oldest_due_date, 0) as days_overdue, r.due_today,
            coalesce(mo.months, '[]'::json) as months,
            ${today}::date - (rm.sent_at at time zone 'Asia/Kolkata')::date as reminded_days_ago
          from (select * from rows order by ${ORDER[opts.sort]} limit ${opts.limit} offset ${opts.offset}) r
          join tenants t on t.id = r.tenant_id
          left join lateral (
            select sent_at from tenant_reminders
            where tenant_id = r.tenant_id order by sent_at desc limit 1
          ) rm on true
          left join lateral (
            select bk.id, rm.room_number, bd.bed_number from bookings bk
            join beds bd on bd.id = bk.bed_id join rooms rm on rm.id = bd.room_id
            where bk.tenant_id = r.tenant_id and ${openBooking('bk')}
            order by bk.start_date desc, bk.id limit 1
          ) ob on true
          left join lateral (${openMonths(sql`r.tenant_id`, sql`r.balance`, today)}) mo on true
          order by ${ORDER[opts.sort]}
        )`;
}

/**
 * The page's rows alone (`items` of listDues), without the cards and the total: what the bare route
 * of the benchmark runs beside the console's page (scripts/bench-bare.mjs says why).
 */
export function duesItems(branchId: string, opts: DuesQuery, today: string) {
  return sql`${duesRows(branchId, opts, today)} select json_agg(page) as items from page`;
}

/**
 * The Dues page of a branch on `today`, in one statement: its rows (duesRows), the cards over
 * every tenant who owes, and the total that the search and filter keep.
 */
export async function listDues(db: Tx, branchId: string, opts: DuesQuery, today: string) {
  const [row] = await query<{
    summary: Record<string, string | number>;
    items: unknown[] | null;
    total: number;
  }>(
    db,
    sql`${duesRows(branchId, opts, today)}
        select
          (select json_build_object(
             'total_due', coalesce(sum(balance), 0),
             'tenants_due', count(*),
             'overdue_amount', coalesce(sum(balance) filter (where oldest_due_date < ${today}::date - ${OVERDUE_AFTER_DAYS}::int), 0),
             'tenants_overdue', count(*) filter (where oldest_due_date < ${today}::date - ${OVERDUE_AFTER_DAYS}::int),
             'due_today', coalesce(sum(due_today), 0),
             'tenants_due_today', count(*) filter (where due_today > 0),
             'deposits_due', coalesce(sum(deposit_due), 0),
             'deposits_held', (select coalesce(sum(${heldAmount}), 0) from payments
                               where branch_id = ${branchId} and ${holdingPayments}))
           from b) as summary,
          (select json_agg(page) from page) as items,
          (select count(*)::int from rows) as total`,
  );
  const s = row!.summary;
  return {
    items: (row!.items ?? []) as never[],
    total: row!.total,
    summary: {
      total_due: Number(s.total_due),
      tenants_due: Number(s.tenants_due),
      overdue_amount: Number(s.overdue_amount),
      tenants_overdue: Number(s.tenants_overdue),
      due_today: Number(s.due_today),
      tenants_due_today: Number(s.tenants_due_today),
      deposits_due: Number(s.deposits_due),
      deposits_held: Number(s.deposits_held),
    },
  };
}
