import {
  COMPLAINT_STATUS_LABELS,
  type ComplaintStatus,
  complaintStatusesBefore,
  NOT_REOPENABLE,
  REOPENABLE_STATUSES,
  TENANT_REOPEN_DAYS,
  TENANT_REOPEN_TOO_LATE,
} from '@pg/contracts/complaints';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { complaintReplies } from '../../db/schema/complaint-threads.ts';
import { complaints, tenants } from '../../db/schema/operations.ts';
import { writeAudit } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';
import { displayName } from '../users/index.ts';
import { getComplaint } from './repository.ts';

type ReplyKind = 'reply' | 'resolution' | 'reopen';
/** Who writes on a thread: a member of staff, or the complaint's tenant (from the tenant app). */
export type ThreadAuthor = { staff: { id: string; email: string } } | { tenant: true };

const CLOSED_FOR_TENANT = 'This complaint is closed. Please raise a new complaint.';

/**
 * A complaint's thread, oldest first. Staff are named by their display name; the tenant app names
 * a member of staff without a display name 'Staff' (their e-mail stays in the console).
 */
export async function complaintThread(db: Tx, complaintId: string, audience: 'staff' | 'tenant') {
  const staffName = audience === 'staff' ? displayName(users) : sql<string | null>`nullif(${users.name}, '')`;
  const rows = await db
    .select({
      id: complaintReplies.id,
      kind: complaintReplies.kind,
      by_tenant: complaintReplies.byTenant,
      author_name: sql<string>`case when ${complaintReplies.byTenant} then ${tenants.name}
        else coalesce(${staffName}, 'Staff') end`,
      body: complaintReplies.body,
      created_at: complaintReplies.createdAt,
    })
    .from(complaintReplies)
    .innerJoin(complaints, eq(complaints.id, complaintReplies.complaintId))
    .innerJoin(tenants, eq(tenants.id, complaints.tenantId))
    .leftJoin(users, eq(users.id, complaintReplies.authorId))
    .where(eq(complaintReplies.complaintId, complaintId))
    .orderBy(asc(complaintReplies.createdAt), asc(complaintReplies.id));
  return { items: rows };
}

async function writeReply(
  tx: Tx,
  complaintId: string,
  kind: ReplyKind,
  body: string,
  author: ThreadAuthor,
  now: Date,
) {
  const staff = 'staff' in author ? author.staff : null;
  const [reply] = await tx
    .insert(complaintReplies)
    .values({
      complaintId,
      kind,
      body,
      byTenant: !staff,
      authorId: staff?.id ?? null,
      createdAt: now.toISOString(),
    })
    .returning({ id: complaintReplies.id });
  await writeAudit(tx, {
    actor: staff,
    action: `complaint.${kind}`,
    entity: 'complaint',
    entityId: complaintId,
    after: { reply_id: reply!.id, by_tenant: !staff },
  });
  return reply!.id;
}

/** The complaint locked for a change; null when there is none (or it is not this tenant's). */
async function lockComplaint(tx: Tx, id: string, tenantId?: string) {
  const [row] = await tx
    .select({ status: complaints.status, statusChangedAt: complaints.statusChangedAt })
    .from(complaints)
    .where(tenantId ? and(eq(complaints.id, id), eq(complaints.tenantId, tenantId)) : eq(complaints.id, id))
    .for('update');
  return row ?? null;
}

/**
 * A reply on a complaint's thread, audited; answers the thread. The tenant may not write on a
 * closed complaint. Null: no such complaint (or not the tenant's).
 */
export async function addReply(
  db: Db,
  complaintId: string,
  body: string,
  author: ThreadAuthor & { tenantId?: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const row = await lockComplaint(tx, complaintId, author.tenantId);
    if (!row) return null;
    if (!('staff' in author) && row.status === 'closed')
      throw conflict(CLOSED_FOR_TENANT, { body: CLOSED_FOR_TENANT });
    await writeReply(tx, complaintId, 'reply', body, author, now);
    return complaintThread(tx, complaintId, 'staff' in author ? 'staff' : 'tenant');
  });
}

/**
 * Moves a complaint forward (open -> in_progress -> resolved -> closed), recording who and when;
 * a note (required to resolve) goes on the thread. One conditional UPDATE decides, so two people
 * changing the same complaint at once cannot move it backwards. Null when there is no such
 * complaint; 409 when it is already at or past `to`.
 */
export async function changeComplaintStatus(
  db: Db,
  id: string,
  change: { status: ComplaintStatus; note: string | null },
  actor: { id: string; email: string },
  now: Date,
) {
  const to = change.status;
  return db.transaction(async (tx) => {
    const before = await getComplaint(tx, id);
    if (!before) return null;
    const from = complaintStatusesBefore(to);
    const updated = from.length
      ? await tx
          .update(complaints)
          .set({ status: to, statusChangedAt: now.toISOString(), statusChangedBy: actor.id })
          .where(and(eq(complaints.id, id), inArray(complaints.status, from)))
          .returning({ id: complaints.id })
      : [];
    if (updated.length === 0) {
      const current = (await getComplaint(tx, id))?.status ?? before.status;
      const message =
        current === to
          ? `This complaint is already ${COMPLAINT_STATUS_LABELS[to].toLowerCase()}`
          : `A ${COMPLAINT_STATUS_LABELS[current].toLowerCase()} complaint cannot go back to ${COMPLAINT_STATUS_LABELS[to].toLowerCase()}`;
      throw conflict(message, { status: message });
    }
    await writeAudit(tx, {
      actor,
      action: 'complaint.status',
      entity: 'complaint',
      entityId: id,
      before: { status: before.status },
      after: { status: to },
    });
    if (change.note) {
      await writeReply(
        tx,
        id,
        to === 'resolved' ? 'resolution' : 'reply',
        change.note,
        { staff: actor },
        now,
      );
    }
    return (await getComplaint(tx, id))!;
  });
}

/**
 * Opens a resolved or closed complaint again, with the reason on its thread (audited). Staff may
 * reopen any; the tenant their own resolved one, within TENANT_REOPEN_DAYS of its resolution.
 * Null: no such complaint (or not the tenant's).
 */
export async function reopenComplaint(
  db: Db,
  id: string,
  note: string,
  author: ThreadAuthor & { tenantId?: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const row = await lockComplaint(tx, id, author.tenantId);
    if (!row) return null;
    const staff = 'staff' in author ? author.staff : null;
    const allowed: readonly ComplaintStatus[] = staff ? REOPENABLE_STATUSES : ['resolved'];
    if (!allowed.includes(row.status)) throw conflict(NOT_REOPENABLE, { status: NOT_REOPENABLE });
    if (!staff) {
      const resolvedAt = row.statusChangedAt ? Date.parse(row.statusChangedAt) : 0;
      if (now.getTime() - resolvedAt > TENANT_REOPEN_DAYS * 24 * 3600 * 1000) {
        throw conflict(TENANT_REOPEN_TOO_LATE, { note: TENANT_REOPEN_TOO_LATE });
      }
    }
    await tx
      .update(complaints)
      .set({ status: 'open', statusChangedAt: now.toISOString(), statusChangedBy: staff?.id ?? null })
      .where(eq(complaints.id, id));
    await writeAudit(tx, {
      actor: staff,
      action: 'complaint.status',
      entity: 'complaint',
      entityId: id,
      before: { status: row.status },
      after: { status: 'open' },
    });
    await writeReply(tx, id, 'reopen', note, author, now);
    return (await getComplaint(tx, id))!;
  });
}
