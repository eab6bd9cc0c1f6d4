import { OPEN_BOOKING_STATUSES } from '@pg/contracts/bookings';
import type { TenantListQuery, TenantStatusFilter } from '@pg/contracts/tenants';
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tenants } from '../../db/schema/operations.ts';
import { cappedCount, keptCount, pageCounts, pageTotal, withoutTotal } from '../../lib/list-count.ts';
import { likePattern } from '../../lib/search.ts';
import { bookingStatus } from '../../lib/statuses.ts';
import { paidBy } from '../ledger/index.ts';
import { complianceCondition } from '../tenant-records/index.ts';
import { columns } from './repository.ts';

/* The Tenants page's lists and the pickers' options: pages of a branch's tenants. */

/**
 * has_open_booking as a column of a page of tenants (bookings_tenant_idx, 50 probes in the same
 * statement). Written out in full: Drizzle leaves columns unqualified in a select without joins,
 * which inside this subquery would mean the booking's own id. `offset 0` keeps it a probe per row
 * of the page: without it PostgreSQL may hash every live booking of every branch for it, planning
 * as if the whole branch were read rather than one page.
 */
const hasOpenBooking = sql<boolean>`exists (select 1 from bookings b where b.tenant_id = "tenants"."id"
  and b.status in (${sql.join(
    OPEN_BOOKING_STATUSES.map((st) => sql`${st}`),
    sql`, `,
  )}) offset 0)`.mapWith(Boolean);

/**
 * Where a tenant of a page stays now, 'Room 101 · Bed A': their checked-in stay, else the earliest
 * booked one (a probe per row, as has_open_booking).
 */
const currentBed = sql<string | null>`(select 'Room ' || r.room_number || ' · Bed ' || bd.bed_number
  from bookings b join beds bd on bd.id = b.bed_id join rooms r on r.id = bd.room_id
  where b.tenant_id = "tenants"."id" and b.status in (${sql.join(
    OPEN_BOOKING_STATUSES.map((st) => sql`${st}`),
    sql`, `,
  )})
  order by (b.status = ${bookingStatus('checked_in')}) desc, b.start_date limit 1 offset 0)`;

/**
 * What a tenant of a page owes on `today` (negative: paid ahead), as their statement counts it:
 * rent and charges due by then less what they paid; null when their account says they cannot owe
 * (tenant_accounts.open), which skips the dues of the many settled tenants (a probe per row).
 */
const balanceOn = (today: string) => sql<string | null>`(select case when a.open then
    (select coalesce(sum(d.amount), 0) from tenant_dues(${today}::date) d
      where d.tenant_id = "tenants"."id" and d.due_date <= ${today}::date) - ${paidBy(sql`"tenants"."id"`)}
  end from tenant_accounts a where a.tenant_id = "tenants"."id" offset 0)`;

/** The text tenants_search_idx (trigram) is built on: name, phone and email. */
const searchText = sql`(${tenants.name} || ' ' || ${tenants.phone} || ' ' || coalesce(${tenants.email}, ''))`;

/**
 * Case-insensitive substring match on name, phone or email. A phone typed with spaces or dashes
 * ("98765 43210") also matches its stored form (+919876543210). The first condition is implied by
 * the second and lets PostgreSQL use the trigram index; the second is the exact rule.
 */
function tenantSearch(q: string): SQL {
  const phoneQ = q.replace(/[\s\-.()]/g, '');
  const patterns = [...new Set([q, phoneQ].filter(Boolean))].map(likePattern);
  const fields = [ilike(tenants.name, likePattern(q)), ilike(tenants.email, likePattern(q))];
  for (const p of patterns) fields.push(ilike(tenants.phone, p));
  return and(or(...patterns.map((p) => sql`${searchText} ilike ${p}`)), or(...fields))!;
}

/** How many tenants of a status the branch has, as the triggers on tenants keep it (migration 0019). */
const keptTenantCount = (branchId: string, status: TenantStatusFilter) =>
  keptCount(
    branchId,
    {
      active: sql`tenants_active`,
      inactive: sql`tenants_total - tenants_active`,
      all: sql`tenants_total`,
    }[status],
  );

const withBalance = <R extends { balance: string | null }>(r: R) => ({
  ...r,
  balance: r.balance === null ? null : Number(r.balance),
});

/**
 * A page of a branch's tenants. Active ones newest first (tenants_branch_active_idx), inactive
 * ones by the date they left, latest first (tenants_branch_left_idx); the total is counted in SQL
 * (an index-only scan of the partial index).
 */
export async function listTenants(
  db: Tx,
  branchId: string,
  opts: TenantListQuery & { limit: number; offset: number; today: string },
) {
  const conditions: SQL[] = [eq(tenants.branchId, branchId)];
  if (opts.compliance) conditions.push(complianceCondition(opts.compliance, opts.today));
  if (opts.status === 'active') conditions.push(isNull(tenants.leftAt));
  if (opts.status === 'inactive') conditions.push(isNotNull(tenants.leftAt));
  if (opts.q) conditions.push(tenantSearch(opts.q));
  const where = and(...conditions);
  const order =
    opts.status === 'inactive'
      ? [desc(tenants.leftAt), desc(tenants.createdAt), desc(tenants.id)]
      : [desc(tenants.createdAt), desc(tenants.id)];
  // Unsearched and unfiltered, the total is the one the triggers keep (exact); otherwise counted up
  // to the cap like every list.
  const kept = !opts.q && !opts.compliance;
  const total = kept ? keptTenantCount(branchId, opts.status ?? 'all') : cappedCount(tenants, where, opts);
  const rows = await db
    .select({
      ...columns,
      has_open_booking: hasOpenBooking,
      current_bed: currentBed,
      balance: balanceOn(opts.today),
      list_total: total,
    })
    .from(tenants)
    .where(where)
    .orderBy(...order)
    .limit(opts.limit)
    .offset(opts.offset);
  if (kept) {
    const { list_total } = await pageCounts(db, rows, { list_total: total });
    return { items: rows.map(withoutTotal).map(withBalance), total: list_total };
  }
  const counted = await pageTotal(db, rows, tenants, where, opts);
  return { items: rows.map(withoutTotal).map(withBalance), ...counted };
}

/** Tenants who have not left, by name (tenants_branch_active_name_idx), for pickers; searched like the list. */
export async function listTenantOptions(
  db: Tx,
  branchId: string,
  opts: { q?: string; limit: number; offset: number },
) {
  const where = and(
    eq(tenants.branchId, branchId),
    isNull(tenants.leftAt),
    opts.q ? tenantSearch(opts.q) : undefined,
  );
  const items = await db
    .select({ id: tenants.id, name: tenants.name, phone: tenants.phone })
    .from(tenants)
    .where(where)
    .orderBy(sql`lower(${tenants.name})`, asc(tenants.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(tenants).where(where);
  return { items, total: count?.total ?? 0 };
}
