import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { occupyingStatuses } from '../dashboard/index.ts';
import { inBranches, periodMonths } from './scope.ts';
import { col, inOneChunk, type ReportBody } from './table.ts';

/**
 * Occupancy by branch and month over the period (its first and last months cut to it): the beds
 * the branch has, the bed-nights they offer (beds × days, less the days a bed was out of service),
 * the bed-nights stays held (bookings booked, checked in or checked out, from their start to their
 * end or check-out day, as the occupancy CSV counts them) and the share occupied. One pass over the
 * branches' bookings that cross the period, grouped by month.
 */
export async function occupancyByMonth(
  db: Tx,
  { ids, from, to }: { ids: string[]; from: string; to: string },
): Promise<ReportBody> {
  const stayLast = sql`least(coalesce(bk.end_date, 'infinity'), coalesce(bk.checked_out_on, 'infinity'))`;
  const rows = await query<{
    branch: string;
    month: string;
    beds: number;
    available: number;
    occupied: number;
  }>(
    db,
    sql`with m as (${periodMonths(from, to)}),
      bd as (select branch_id, count(*)::int as beds from beds where ${inBranches('branch_id', ids)} group by branch_id),
      oos as (
        select b.branch_id, m.month,
          sum(least(coalesce(b.out_of_service_until, m.last), m.last) - greatest(b.out_of_service_since, m.first) + 1)::int as days
        from beds b join m on b.out_of_service_since <= m.last and coalesce(b.out_of_service_until, m.last) >= m.first
        where ${inBranches('b.branch_id', ids)} and b.out_of_service_since is not null
        group by 1, 2
      ),
      occ as (
        select bk.branch_id, m.month, sum(least(${stayLast}, m.last) - greatest(bk.start_date, m.first) + 1)::int as days
        from bookings bk join m on bk.start_date <= m.last and ${stayLast} >= m.first
        where ${inBranches('bk.branch_id', ids)} and bk.status in (${occupyingStatuses})
          and bk.start_date <= ${to}::date and ${stayLast} >= ${from}::date
        group by 1, 2
      )
      select b.name as branch, to_char(m.month, 'YYYY-MM') as month, coalesce(bd.beds, 0) as beds,
        (coalesce(bd.beds, 0) * (m.last - m.first + 1) - coalesce(oos.days, 0))::int as available,
        coalesce(occ.days, 0) as occupied
      from branches b cross join m
        left join bd on bd.branch_id = b.id
        left join oos on oos.branch_id = b.id and oos.month = m.month
        left join occ on occ.branch_id = b.id and occ.month = m.month
      where ${inBranches('b.id', ids)}
      order by b.name, b.id, m.month`,
  );
  return inOneChunk({
    columns: [
      col('branch', 'Branch'),
      col('month', 'Month', 'month'),
      col('beds', 'Beds', 'int'),
      col('available', 'Bed-nights available', 'int'),
      col('occupied', 'Bed-nights occupied', 'int'),
      col('occupancy', 'Occupancy', 'percent'),
    ],
    rows: rows.map((r) => [
      r.branch,
      r.month,
      r.beds,
      r.available,
      r.occupied,
      r.available > 0 ? Math.round((r.occupied / r.available) * 10000) / 10000 : null,
    ]),
    totals: true,
  });
}
