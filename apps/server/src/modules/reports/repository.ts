import type {
  FinancialReportPage,
  FinancialReportRow,
  OccupancyReport,
  TenantReportPage,
  TenantReportRow,
} from '@pg/contracts/reports';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { query, type Tx } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { occupyingStatuses } from '../dashboard/index.ts';
import { countingPayments, paidAmount } from '../ledger/index.ts';

/**
 * Report data, read for CSV files that the browser builds. Every query is bounded: the occupancy
 * report is one compact document (the beds once, then the bookings as stays in three integer
 * arrays; the browser expands them to one row per bed per day), the financial and tenant reports
 * come in pages with a keyset cursor, so that a branch with years of history never makes the
 * server hold all of it at once.
 */

// A cursor is opaque to clients: base64url of a small JSON document, checked on the way back in.
export const encodeCursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
export function decodeCursor<T>(schema: z.ZodType<T>, cursor: string | undefined): T | null {
  if (!cursor) return null;
  try {
    return schema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw badRequest('This page link is no longer valid', { cursor: 'Invalid cursor' });
  }
}

/** Natural order of room and bed numbers: leading digits compared as numbers ('2' before '10'), then as text. */
const naturalOrder = (column: SQL) =>
  sql`(substring(${column} from '^[0-9]{1,15}'))::bigint nulls last, ${column}`;

/** The day (in India) a booking was made. */
const madeOn = sql`(bk.created_at at time zone 'Asia/Kolkata')::date`;

/**
 * The last day a booking occupies its bed: its end date, or the day its tenant was checked out
 * when that came first.
 */
const stayLast = sql`least(coalesce(bk.end_date, 'infinity'), coalesce(bk.checked_out_on, 'infinity'))`;

/**
 * The first day a booking no longer held its bed ahead of its start: its start date, or the day
 * it was cancelled or its tenant checked out when that came first. A cancelled booking without a
 * known day (cancelled before that day was kept) reserved nothing.
 */
const reservationEnd = sql`least(bk.start_date, case bk.status
    when 'cancelled' then coalesce(bk.cancelled_on, ${madeOn})
    when 'checked_out' then coalesce(bk.checked_out_on, bk.start_date)
    else bk.start_date end)`;

/**
 * Occupancy by bed and day from `start` to `end`, as beds, stays and reservations
 * (contracts/reports.ts), each past day as it was that day: stays end when their tenant was
 * checked out, and a bed is reserved only from the day its booking was made. One statement, so
 * that the bed list and the indexes into it are one consistent snapshot; the work is one pass
 * over the branch's bookings (not beds x days), answered as integer arrays.
 */
export async function occupancyReport(
  db: Tx,
  branchId: string,
  range: { start: string; end: string },
): Promise<OccupancyReport> {
  type Periods = { bed: number[] | null; first: number[] | null; last: number[] | null };
  type Row = { beds: OccupancyReport['beds'] | null; stays: Periods | null; reservations: Periods | null };
  const start = sql`${range.start}::date`;
  const end = sql`${range.end}::date`;
  const periods = (first: SQL, last: SQL) =>
    sql`json_build_object('bed', coalesce(array_agg(bl.idx), '{}'),
      'first', coalesce(array_agg(greatest(${first}, ${start}) - ${start}), '{}'),
      'last', coalesce(array_agg(least(${last}, ${end}) - ${start}), '{}'))`;
  const [row] = await query<Row>(
    db,
    sql`
    with bl as (
      select b.id, r.room_number as room, b.bed_number as bed,
        (row_number() over (order by ${naturalOrder(sql.raw('r.room_number'))}, ${naturalOrder(sql.raw('b.bed_number'))}, b.id) - 1)::int as idx,
        case when b.out_of_service_since is not null
          then greatest(b.out_of_service_since, ${start}) - ${start} end as oos_first,
        case when b.out_of_service_since is not null
          then least(coalesce(b.out_of_service_until, ${end}), ${end}) - ${start}
        end as oos_last
      from beds b join rooms r on r.id = b.room_id
      where b.branch_id = ${branchId}
    )
    select (select json_agg(json_build_object('room', room, 'bed', bed,
        'out_of_service_first', case when oos_first <= oos_last and oos_last >= 0 then oos_first end,
        'out_of_service_last', case when oos_first <= oos_last and oos_last >= 0 then oos_last end) order by idx)
      from bl) as beds,
      (select ${periods(sql`bk.start_date`, stayLast)}
        from bookings bk join bl on bl.id = bk.bed_id
        where bk.branch_id = ${branchId} and bk.status in (${occupyingStatuses})
          and bk.start_date <= ${end} and ${stayLast} >= greatest(bk.start_date, ${start})) as stays,
      (select ${periods(madeOn, sql`${reservationEnd} - 1`)}
        from bookings bk join bl on bl.id = bk.bed_id
        where bk.branch_id = ${branchId} and bk.created_at < (${end} + 1)::timestamp at time zone 'Asia/Kolkata'
          and bk.start_date > ${start} and ${reservationEnd} - 1 >= greatest(${madeOn}, ${start})) as reservations`,
  );
  const periodsOf = (p: Periods | null | undefined) => ({
    bed: (p?.bed ?? []).map(Number),
    first: (p?.first ?? []).map(Number),
    last: (p?.last ?? []).map(Number),
  });
  return {
    start: range.start,
    end: range.end,
    beds: row?.beds ?? [],
    stays: periodsOf(row?.stays),
    reservations: periodsOf(row?.reservations),
  };
}

const financialCursor = z.object({
  d: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  k: z.union([z.literal(0), z.literal(1)]),
  c: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/),
  i: z.uuid(),
});

type FinancialRow = {
  k: 0 | 1;
  type: FinancialReportRow['type'];
  date: string;
  c: string;
  id: string;
  tenant: string | null;
  amount: string;
  method: string | null;
  category: string | null;
};

/**
 * Completed payments of rent and deposits (positive), refunds and expenses (negative), none voided,
 * dated from `start` to `end`, by date, then money received before expenses, then in the order
 * they were recorded. Keyset pagination over both
 * tables: each side reads at most limit + 1 rows from its (branch_id, date, created_at) index after
 * the cursor, and the two are merged.
 */
export async function financialReport(
  db: Tx,
  branchId: string,
  opts: { start: string; end: string; limit: number; cursor?: string },
): Promise<FinancialReportPage> {
  const after = decodeCursor(financialCursor, opts.cursor);
  const ts = after ? sql`(${after.c}::timestamp at time zone 'UTC')` : sql``;
  const paymentsAfter = !after
    ? sql`true`
    : after.k === 0
      ? sql`(p.date, p.created_at, p.id) > (${after.d}::date, ${ts}, ${after.i}::uuid)`
      : sql`p.date > ${after.d}::date`;
  const expensesAfter = !after
    ? sql`true`
    : after.k === 1
      ? sql`(e.date, e.created_at, e.id) > (${after.d}::date, ${ts}, ${after.i}::uuid)`
      : sql`e.date >= ${after.d}::date`;
  const take = opts.limit + 1;
  const rows = await query<FinancialRow>(
    db,
    sql`
    select x.k, to_char(x.date, 'YYYY-MM-DD') as date,
      to_char(x.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as c, x.id,
      x.type, x.tenant, x.amount::text as amount, x.method, x.category
    from (
      (select 0 as k, case p.purpose when 'rent' then 'payment' when 'rent_refund' then 'refund' else p.purpose end as type,
          p.date, p.created_at, p.id, t.name as tenant,
          case when p.purpose in ('refund', 'rent_refund') then -p.amount else p.amount end as amount, p.method,
          null::text as category
        from payments p join tenants t on t.id = p.tenant_id
        where p.branch_id = ${branchId} and p.status = 'completed' and p.voided_at is null
          and p.purpose <> 'deposit_applied'
          and p.date between ${opts.start}::date and ${opts.end}::date and ${paymentsAfter}
        order by p.date, p.created_at, p.id limit ${take})
      union all
      (select 1 as k, 'expense', e.date, e.created_at, e.id, null, -e.amount, null, e.category
        from expenses e
        where e.branch_id = ${branchId} and e.voided_at is null and e.date between ${opts.start}::date and ${opts.end}::date and ${expensesAfter}
        order by e.date, e.created_at, e.id limit ${take})
    ) x
    order by x.date, x.k, x.created_at, x.id
    limit ${take}`,
  );
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  return {
    rows: page.map(
      (r): FinancialReportRow => ({
        date: r.date,
        type: r.type,
        tenant: r.tenant,
        amount: Number(r.amount),
        method: r.method,
        category: r.category,
      }),
    ),
    next_cursor:
      rows.length > opts.limit && last
        ? encodeCursor({ d: last.date, k: Number(last.k), c: last.c, i: last.id })
        : null,
  };
}

const tenantCursor = z.object({
  c: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/),
  i: z.uuid(),
});

type TenantRow = Omit<TenantReportRow, 'total_rent' | 'balance'> & {
  tenant_id: string;
  c: string;
  total_rent: string | null;
  balance: string;
};

/**
 * Tenants of the branch, newest first (as on the Tenants page), each with their bookings by start
 * date and their balance on `today` (rent and charges due less payments, as on the Dues page):
 * `limit` tenants per page, read by keyset from the (branch_id, created_at) index, whatever
 * number of bookings they have, so that a tenant is never split between two pages.
 */
export async function tenantReport(
  db: Tx,
  branchId: string,
  opts: { limit: number; cursor?: string },
  today: string,
): Promise<TenantReportPage> {
  const after = decodeCursor(tenantCursor, opts.cursor);
  const rows = await query<TenantRow>(
    db,
    sql`
    with t as (
      select id, name, phone, email, created_at from tenants
      where branch_id = ${branchId}
        ${after ? sql`and (created_at, id) < ((${after.c}::timestamp at time zone 'UTC'), ${after.i}::uuid)` : sql``}
      order by created_at desc, id desc
      limit ${opts.limit + 1}
    )
    select t.id as tenant_id, to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as c,
      t.name as tenant_name, t.phone, t.email, r.room_number as room, bd.bed_number as bed,
      to_char(bk.start_date, 'YYYY-MM-DD') as start_date, to_char(bk.end_date, 'YYYY-MM-DD') as end_date,
      bk.status, bk.total_rent::text as total_rent, bal.balance::text as balance
    from t
      cross join lateral (
        select (select coalesce(sum(amount), 0) from tenant_dues(${today}::date) d
                where d.tenant_id = t.id and d.due_date <= ${today}::date)
          - (select coalesce(sum(${paidAmount}), 0) from payments p
             where p.tenant_id = t.id and ${countingPayments}) as balance
      ) bal
      left join bookings bk on bk.tenant_id = t.id
      left join beds bd on bd.id = bk.bed_id
      left join rooms r on r.id = bd.room_id
    order by t.created_at desc, t.id desc, bk.start_date, bk.created_at, bk.id`,
  );
  // The query fetched one tenant more than asked, to know whether another page follows.
  const tenantIds = [...new Set(rows.map((r) => r.tenant_id))];
  const more = tenantIds.length > opts.limit;
  const extra = more ? tenantIds.at(-1) : undefined;
  const kept = more ? rows.filter((r) => r.tenant_id !== extra) : rows;
  const last = kept.at(-1);
  return {
    rows: kept.map(({ tenant_id: _, c: __, total_rent, balance, ...r }) => ({
      ...r,
      total_rent: total_rent === null ? null : Number(total_rent),
      balance: Number(balance),
    })),
    next_cursor: more && last ? encodeCursor({ c: last.c, i: last.tenant_id }) : null,
  };
}
