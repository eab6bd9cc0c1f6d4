import type {
  DailyOccupancy,
  DashboardPeriod,
  DashboardStats,
  MonthlyFinance,
} from '@pg/contracts/dashboard';
import { DAILY_OCCUPANCY_DAYS, MONTHLY_FINANCE_MONTHS, periodMonths } from '@pg/contracts/dashboard';
import { OCCUPYING_BOOKING_STATUSES } from '@pg/contracts/reports';
import { type SQL, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { billedBooking } from '../../lib/statuses.ts';
import { bedStatusOn, outOfServiceOn, sqlDate } from '../beds/index.ts';
import { countingPayments, paidAmount } from '../ledger/index.ts';

/** The statuses as a SQL list: `status in (${occupying})`. */
export const occupyingStatuses = sql.join(
  OCCUPYING_BOOKING_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

type StatsRow = {
  beds_total: number;
  beds_occupied: number;
  beds_out_of_service: number;
  occupancy_rate: string;
  tenants_total: number;
  tenants_active: number;
  gross: string;
  net: string;
  payments_completed: number;
  payments_pending: number;
  expenses_total: string;
  complaints_total: number;
  complaints_open: number;
};

/**
 * The dashboard figures of a branch (definitions in contracts/dashboard.ts), in one statement of
 * aggregates; no row leaves the database. Money comes from branch_monthly_totals, which triggers on
 * payments and expenses keep per month (migration 0002), so a branch with a million payments sums
 * at most a few dozen rows: the months of `period` on `today` (its primary key, branch and month).
 * The counts of tenants and complaints come from branch_counts, which triggers on those tables keep
 * (migration 0019); beds, as of today, are counted from the branch's beds (a few hundred). Money is summed as numeric and sent as text, so no float ever
 * adds rupees.
 */
export async function dashboardStats(
  db: Tx,
  branchId: string,
  today: string,
  period: DashboardPeriod = 'all',
): Promise<DashboardStats> {
  const { from, to } = periodMonths(period, today);
  const [row] = await query<StatsRow>(
    db,
    sql`
    with b as (
      select count(*)::int as total, (count(*) filter (where s.status = 'occupied'))::int as occupied,
        (count(*) filter (where s.status = 'out_of_service'))::int as out_of_service
      from beds bd cross join lateral (select ${bedStatusOn(sqlDate(today))} as status) s
      where bd.branch_id = ${branchId}
    ), k as (
      select coalesce(max(tenants_total), 0) as tenants_total, coalesce(max(tenants_active), 0) as tenants_active,
        coalesce(max(complaints_total), 0) as complaints_total, coalesce(max(complaints_open), 0) as complaints_open
      from branch_counts where branch_id = ${branchId}
    ), m as (
      select coalesce(sum(payments_completed_amount), 0) as gross,
        coalesce(sum(payments_completed_count), 0)::int as completed,
        coalesce(sum(payments_pending_count), 0)::int as pending,
        coalesce(sum(expenses_amount), 0) as expenses
      from branch_monthly_totals where branch_id = ${branchId}
        and month >= coalesce(${from}::date, '-infinity') and month <= coalesce(${to}::date, 'infinity')
    )
    select b.total as beds_total, b.occupied as beds_occupied, b.out_of_service as beds_out_of_service,
      (case when b.total = b.out_of_service then 0
        else round(b.occupied::numeric * 100 / (b.total - b.out_of_service), 1) end)::text as occupancy_rate,
      k.tenants_total, k.tenants_active,
      m.gross::text as gross, (m.gross - m.expenses)::text as net,
      m.completed as payments_completed, m.pending as payments_pending,
      m.expenses::text as expenses_total,
      k.complaints_total, k.complaints_open
    from b, k, m`,
  );
  const r = row!;
  return {
    beds: {
      total: r.beds_total,
      available: r.beds_total - r.beds_occupied - r.beds_out_of_service,
      occupied: r.beds_occupied,
      out_of_service: r.beds_out_of_service,
      occupancy_rate: Number(r.occupancy_rate),
    },
    tenants: {
      total: r.tenants_total,
      active: r.tenants_active,
      inactive: r.tenants_total - r.tenants_active,
    },
    revenue: { gross: Number(r.gross), net: Number(r.net) },
    payments: { completed: r.payments_completed, pending: r.payments_pending },
    expenses: { total: Number(r.expenses_total) },
    complaints: { total: r.complaints_total, open: r.complaints_open },
    rent: from && to ? await rentCollection(db, branchId, from, to) : null,
  };
}

/**
 * The rent instalments falling due from `p.p_from` to `p.p_to` (a CTE `p` beside it) of the billed
 * bookings that `where` keeps (alias `bk`), each with its branch: only the bookings whose stay
 * touches the period are read, and each probes rent_instalments by its id (`offset 0` keeps the
 * subquery per booking: pulled up, the planner may work out every booking's instalments and join
 * them, half a second for one branch of a chain).
 */
const billedInstalments = (where: SQL) => sql`
  select bk.branch_id, ri.amount
  from p, bookings bk
  cross join lateral (
    select ri.amount from rent_instalments(p.p_to) ri
    where ri.booking_id = bk.id and ri.due_date between p.p_from and p.p_to
    offset 0
  ) ri
  where ${where} and ${billedBooking('bk')}
    and bk.start_date <= p.p_to and coalesce(bk.end_date, 'infinity') >= p.p_from`;

/**
 * Per branch of `ids` (an SQL uuid[]): its beds as of `today`, counted as dashboardStats counts
 * them, and the rent billed in the month starting `month` (YYYY-MM-01), as rentCollection bills it.
 * Branches without beds or rent are left out.
 */
export async function bedsAndRentByBranch(db: Tx, ids: SQL, today: string, month: string) {
  return query<{ branch_id: string; beds: number; occupied: number; out_of_service: number; billed: string }>(
    db,
    sql`
    with p as (
      select ${month}::date as p_from, (${month}::date + interval '1 month' - interval '1 day')::date as p_to
    ), b as (
      select bd.branch_id, count(*)::int as beds, (count(*) filter (where s.status = 'occupied'))::int as occupied,
        (count(*) filter (where s.status = 'out_of_service'))::int as out_of_service
      from beds bd cross join lateral (select ${bedStatusOn(sqlDate(today))} as status) s
      where bd.branch_id = any(${ids})
      group by bd.branch_id
    ), r as (
      select x.branch_id, sum(x.amount) as billed
      from (${billedInstalments(sql`bk.branch_id = any(${ids})`)}) x group by x.branch_id
    )
    select coalesce(b.branch_id, r.branch_id) as branch_id, coalesce(b.beds, 0) as beds,
      coalesce(b.occupied, 0) as occupied, coalesce(b.out_of_service, 0) as out_of_service,
      coalesce(r.billed, 0)::text as billed
    from b full join r on r.branch_id = b.branch_id`,
  );
}

/**
 * Rent billed against collected over the calendar months `from` to `to` (YYYY-MM-01), as the
 * dashboard defines them: the instalments of rent_instalments falling due in those months, read
 * only for the bookings whose stay touches them (each probes rent_instalments by its id), and the
 * counting payments dated in them (payments_branch_date_idx).
 */
async function rentCollection(db: Tx, branchId: string, from: string, to: string) {
  const [row] = await query<{ billed: string; collected: string; rate: string | null }>(
    db,
    sql`
    with p as (
      select ${from}::date as p_from, (${to}::date + interval '1 month' - interval '1 day')::date as p_to
    ), billed as (
      select coalesce(sum(x.amount), 0) as amount from (${billedInstalments(sql`bk.branch_id = ${branchId}`)}) x
    ), collected as (
      select coalesce(sum(${paidAmount}), 0) as amount
      from p, payments where branch_id = ${branchId} and date between p.p_from and p.p_to and ${countingPayments}
    )
    select billed.amount::text as billed, collected.amount::text as collected,
      case when billed.amount > 0 then round(collected.amount * 100 / billed.amount, 1)::text end as rate
    from billed, collected`,
  );
  return {
    billed: Number(row!.billed),
    collected: Number(row!.collected),
    collection_rate: row!.rate === null ? null : Number(row!.rate),
  };
}

/**
 * Completed payments and expenses per calendar month, for the MONTHLY_FINANCE_MONTHS months that
 * end with the month of `today` (months without any are 0), from branch_monthly_totals.
 */
export async function monthlyFinance(db: Tx, branchId: string, today: string): Promise<MonthlyFinance> {
  const rows = await query<{ month: string; collected: string; expenses: string }>(
    db,
    sql`
    with months as (
      select (date_trunc('month', ${today}::date) - make_interval(months => i))::date as month
      from generate_series(0, ${MONTHLY_FINANCE_MONTHS - 1}::int) i
    )
    select to_char(m.month, 'YYYY-MM') as month,
      coalesce(t.payments_completed_amount, 0)::text as collected, coalesce(t.expenses_amount, 0)::text as expenses
    from months m left join branch_monthly_totals t on t.branch_id = ${branchId} and t.month = m.month
    order by m.month`,
  );
  return {
    items: rows.map((r) => ({
      month: r.month,
      collected: Number(r.collected),
      expenses: Number(r.expenses),
    })),
  };
}

/**
 * Beds occupied on each of the DAILY_OCCUPANCY_DAYS days that end with `today`, derived from the
 * bookings that cover each day (a bed booked twice on one day counts once), with the number of the
 * branch's beds in service that day. Only bookings that overlap the window are read.
 */
export async function dailyOccupancy(db: Tx, branchId: string, today: string): Promise<DailyOccupancy> {
  const rows = await query<{ date: string; occupied: number; total: number }>(
    db,
    sql`
    with days as (
      select ${today}::date - i as day from generate_series(0, ${DAILY_OCCUPANCY_DAYS - 1}::int) i
    ), live as (
      select bed_id, start_date, end_date from bookings
      where branch_id = ${branchId} and status in (${occupyingStatuses})
        and start_date <= ${today}::date and coalesce(end_date, 'infinity') >= ${today}::date - ${DAILY_OCCUPANCY_DAYS - 1}::int
    )
    select to_char(days.day, 'YYYY-MM-DD') as date, count(distinct live.bed_id)::int as occupied,
      (select count(*)::int from beds bd where bd.branch_id = ${branchId}
        and not coalesce(${outOfServiceOn(sql`days.day`)}, false)) as total
    from days left join live on live.start_date <= days.day and coalesce(live.end_date, 'infinity') >= days.day
    group by days.day
    order by days.day`,
  );
  return { items: rows };
}
