import type { ComplaintListQuery, ComplaintValues } from '@pg/contracts/complaints';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { complaints, tenants } from '../../db/schema/operations.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import type { FileStore } from '../../lib/file-store.ts';
import type { CleanImage } from '../../lib/images.ts';
import { cappedCount, pageTotal, withoutTotal } from '../../lib/list-count.ts';
import { likePattern } from '../../lib/search.ts';
import { billedBooking } from '../../lib/statuses.ts';
import { displayName } from '../users/index.ts';
import { addComplaintPhotos } from './photos.ts';

/**
 * The bed of the stay the tenant had when the complaint was raised: the stay covering that day,
 * else the last one begun before it, else their first.
 */
const raisedOn = sql`(${complaints.createdAt} at time zone 'Asia/Kolkata')::date`;
const stayBed = sql`(select bk.bed_id from bookings bk
  where bk.tenant_id = ${complaints.tenantId} and ${billedBooking('bk')}
  order by (bk.start_date <= ${raisedOn} and bk.end_date >= ${raisedOn}) desc,
    (bk.start_date <= ${raisedOn}) desc, bk.start_date desc limit 1)`;

const columns = {
  id: complaints.id,
  branch_id: complaints.branchId,
  tenant_id: complaints.tenantId,
  tenant_name: tenants.name,
  category: complaints.category,
  priority: complaints.priority,
  description: complaints.description,
  status: complaints.status,
  status_changed_at: complaints.statusChangedAt,
  status_changed_by: complaints.statusChangedBy,
  status_changed_by_email: users.email,
  status_changed_by_name: displayName(users),
  room_number: sql<string | null>`(select rm.room_number from beds bd join rooms rm on rm.id = bd.room_id
    where bd.id = ${stayBed})`,
  bed_number: sql<string | null>`(select bd.bed_number from beds bd where bd.id = ${stayBed})`,
  photo_ids: sql<string[]>`coalesce((select json_agg(p.id order by p.position) from complaint_photos p
    where p.complaint_id = ${complaints.id}), '[]'::json)`,
  reply_count: sql<number>`(select count(*)::int from complaint_replies r where r.complaint_id = ${complaints.id})`,
  created_at: complaints.createdAt,
};

const selectComplaints = <E extends Record<string, SQL>>(db: Tx, extra?: E) =>
  db
    .select({ ...columns, ...(extra as E) })
    .from(complaints)
    .innerJoin(tenants, eq(tenants.id, complaints.tenantId))
    .leftJoin(users, eq(users.id, complaints.statusChangedBy));

/**
 * A page of a branch's complaints, newest first, searched (case-insensitive substring) over the
 * tenant's name, the category and the description. The `category || ' ' || description` condition
 * is the expression of complaints_search_trgm_idx and `tenant_id = any(array(...))` uses
 * complaints_tenant_idx, so PostgreSQL can OR the two index scans instead of reading the branch;
 * the exact per-field test keeps a match from spanning category and description. Filtered by status
 * or priority (complaints_branch_status_created_idx, complaints_branch_priority_created_idx), newest
 * first unless the oldest are asked for.
 */
export async function listComplaints(db: Tx, branchId: string, opts: ComplaintListQuery) {
  const conditions: SQL[] = [eq(complaints.branchId, branchId)];
  if (opts.status) conditions.push(eq(complaints.status, opts.status));
  if (opts.priority) conditions.push(eq(complaints.priority, opts.priority));
  if (opts.q) {
    const pattern = likePattern(opts.q);
    conditions.push(
      or(
        and(
          sql`(${complaints.category} || ' ' || ${complaints.description}) ilike ${pattern}`,
          or(ilike(complaints.category, pattern), ilike(complaints.description, pattern)),
        ),
        sql`${complaints.tenantId} = any(array(${db
          .select({ id: tenants.id })
          .from(tenants)
          .where(and(eq(tenants.branchId, branchId), ilike(tenants.name, pattern)))}))`,
      )!,
    );
  }
  const where = and(...conditions);
  const rows = await selectComplaints(db, { list_total: cappedCount(complaints, where, opts) })
    .where(where)
    .orderBy(
      ...(opts.sort === 'date_asc'
        ? [asc(complaints.createdAt), asc(complaints.id)]
        : [desc(complaints.createdAt), desc(complaints.id)]),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  const counted = await pageTotal(db, rows, complaints, where, opts);
  return { items: rows.map(withoutTotal), ...counted };
}

/** Counts over the whole branch: waiting for a fix (open or in progress), in progress, all. */
export async function complaintSummary(db: Tx, branchId: string) {
  const [row] = await db
    .select({
      open: sql<number>`(count(*) filter (where ${complaints.status} in ('open', 'in_progress')))::int`,
      in_progress: sql<number>`(count(*) filter (where ${complaints.status} = 'in_progress'))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(complaints)
    .where(eq(complaints.branchId, branchId));
  return { open: row?.open ?? 0, in_progress: row?.in_progress ?? 0, total: row?.total ?? 0 };
}

/** A tenant's own complaints, newest first (the tenant app); who changed the status is left out. */
export async function tenantComplaints(db: Tx, tenantId: string) {
  const rows = await selectComplaints(db)
    .where(eq(complaints.tenantId, tenantId))
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(200);
  return {
    items: rows.map((r) => ({
      ...r,
      status_changed_by: null,
      status_changed_by_email: null,
      status_changed_by_name: null,
    })),
  };
}

export async function getComplaint(db: Tx, id: string) {
  const [row] = await selectComplaints(db).where(eq(complaints.id, id));
  return row ?? null;
}

/** Registers an open complaint of a tenant of this branch, with its audit record. */
export async function createComplaint(
  db: Db,
  branchId: string,
  input: ComplaintValues,
  /** Staff, or null: the tenant, from the tenant app. */
  actor: AuditActor,
  /** Photos sent with it (the tenant app), cleaned. */
  photos?: { store: FileStore; images: CleanImage[] },
) {
  return db.transaction(async (tx) => {
    const [tenant] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(and(eq(tenants.id, input.tenant_id), eq(tenants.branchId, branchId)));
    if (!tenant) throw new AppError('not_found', 'Tenant not found', { tenant_id: 'Tenant not found' });
    const [created] = await tx
      .insert(complaints)
      .values({
        branchId,
        tenantId: input.tenant_id,
        category: input.category,
        priority: input.priority,
        description: input.description,
        status: 'open',
      })
      .returning({ id: complaints.id });
    if (photos) await addComplaintPhotos(tx, photos.store, created!.id, photos.images);
    const row = (await getComplaint(tx, created!.id))!;
    await writeAudit(tx, {
      actor,
      action: 'complaint.create',
      entity: 'complaint',
      entityId: row.id,
      after: row,
    });
    return row;
  });
}
