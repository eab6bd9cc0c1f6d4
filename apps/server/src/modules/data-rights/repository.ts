import { OPEN_BOOKING_STATUSES } from '@pg/contracts/bookings';
import {
  TENANT_ALREADY_ERASED,
  TENANT_ERASE_NEEDS_LEFT,
  TENANT_ERASE_OPEN_BOOKING,
  type TenantExport,
} from '@pg/contracts/tenant-records';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { tenantApplications } from '../../db/schema/applications.ts';
import { bookings, tenants } from '../../db/schema/operations.ts';
import { tenantDocuments, visitors } from '../../db/schema/tenant-records.ts';
import { type AuditActor, changedFields, writeAudit } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { openBooking } from '../../lib/statuses.ts';
import { deleteTenantComplaintPhotos } from '../complaints/index.ts';
import { getRecords } from '../tenant-records/index.ts';

/*
 * The tenant's rights over their data (DPDP Act): a copy of everything held about them, and
 * erasure once they have left. Erasure removes ID numbers, photos, date of birth, addresses and
 * contacts, and keeps the name and the money records accounting must keep.
 */

type Row = Record<string, unknown>;

/** Everything the console holds about a tenant, audited as exported; null: no such tenant. */
export async function exportTenant(
  db: Tx,
  actor: AuditActor,
  tenantId: string,
  now: Date,
): Promise<TenantExport | null> {
  return db.transaction(async (tx) => {
    const records = await getRecords(tx, tenantId);
    if (!records) return null;
    await writeAudit(tx, { actor, action: 'tenant.export', entity: 'tenant', entityId: tenantId });
    const of = (statement: ReturnType<typeof sql>) => query<Row>(tx, statement);
    const [[tenant], bookingRows, payments, charges, complaints, visits, audit] = await Promise.all([
      of(
        sql`select id, name, phone, email, joined_at::text, left_at::text, created_at from tenants where id = ${tenantId}`,
      ),
      of(sql`select b.id, r.room_number as room, bd.bed_number as bed, b.start_date::text, b.end_date::text,
          b.total_rent::text, b.deposit::text, b.status, b.created_at
        from bookings b join beds bd on bd.id = b.bed_id join rooms r on r.id = bd.room_id
        where b.tenant_id = ${tenantId} order by b.start_date, b.id`),
      of(sql`select id, date::text, amount::text, method, purpose, receipt_no, reference, note, status,
          voided_at, void_reason, created_at
        from payments where tenant_id = ${tenantId} order by date, created_at, id`),
      of(sql`select id, date::text, category, description, amount::text, voided_at, void_reason, created_at
        from charges where tenant_id = ${tenantId} order by date, created_at, id`),
      of(sql`select id, category, priority, description, status, created_at
        from complaints where tenant_id = ${tenantId} order by created_at, id`),
      of(sql`select id, name as visitor_name, purpose, in_at, out_at
        from visitors where tenant_id = ${tenantId} order by in_at, id`),
      of(sql`select action, actor_email, before, after, created_at
        from audit_log where entity = 'tenant' and entity_id = ${tenantId} order by created_at, id`),
    ]);
    return {
      exported_at: now.toISOString(),
      tenant: tenant!,
      records,
      bookings: bookingRows,
      statement: { payments, charges },
      complaints,
      visits,
      audit,
    };
  });
}

/**
 * Erases a tenant's personal data, in the caller's transaction, after locking the tenant's row
 * (booking creation takes a share lock on it, so no booking slips in). Refused (409) while the
 * tenant has not left, has a booking booked or checked in, or was erased already. Returns what
 * went, as the audit entry records it.
 */
export async function eraseTenantData(
  tx: Tx,
  store: FileStore,
  actor: AuditActor,
  tenantId: string,
  reason: 'request' | 'retention',
) {
  const [tenant] = await tx
    .select({ leftAt: tenants.leftAt, erasedAt: tenants.erasedAt, photo: tenants.photoFileId })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .for('update');
  if (!tenant) return null;
  if (tenant.erasedAt) throw conflict(TENANT_ALREADY_ERASED);
  if (!tenant.leftAt) throw conflict(TENANT_ERASE_NEEDS_LEFT);
  const [open] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenantId), inArray(bookings.status, [...OPEN_BOOKING_STATUSES])))
    .limit(1);
  if (open) throw conflict(TENANT_ERASE_OPEN_BOOKING);

  // The values about to go, so that no copy of them is left elsewhere (visitors, the audit log).
  const [held] = await query<{ phone: string; email: string | null }>(
    tx,
    sql`select phone, email from tenants where id = ${tenantId}`,
  );
  // A phone is stored as +91XXXXXXXXXX; older records and imports may hold the ten digits alone.
  const phone = held?.phone ?? '';
  const contacts = [phone, phone.replace(/^\+91(?=\d{10}$)/, ''), held?.email].filter(
    (v, i, all): v is string => !!v && all.indexOf(v) === i,
  );
  await tx
    .update(visitors)
    .set({ phone: null, idType: null, idLast4: null })
    .where(
      contacts.length
        ? or(eq(visitors.tenantId, tenantId), inArray(visitors.phone, contacts))
        : eq(visitors.tenantId, tenantId),
    );

  const documents = await tx
    .delete(tenantDocuments)
    .where(eq(tenantDocuments.tenantId, tenantId))
    .returning({ front: tenantDocuments.frontFileId, back: tenantDocuments.backFileId });
  // The approved application the tenant came from holds their Aadhaar number, phone and photos.
  const applications = await tx
    .delete(tenantApplications)
    .where(eq(tenantApplications.tenantId, tenantId))
    .returning({ selfie: tenantApplications.selfieFileId, card: tenantApplications.aadharPhotoFileId });
  await tx
    .update(tenants)
    .set({
      phone: '',
      email: null,
      guardianName: null,
      dateOfBirth: null,
      gender: null,
      permanentAddress: null,
      previousAddress: null,
      occupation: null,
      workplace: null,
      emergencyName: null,
      emergencyRelation: null,
      emergencyPhone: null,
      passportCountry: null,
      visaType: null,
      visaNumber: null,
      visaExpiry: null,
      arrivedInIndiaOn: null,
      photoFileId: null,
      // Nationality is required of a live tenant; an erased one keeps none.
      nationality: '',
      verificationPoliceStation: null,
      verificationReference: null,
      verificationNote: null,
      formCReference: null,
      erasedAt: sql`now()` as unknown as string,
    })
    .where(eq(tenants.id, tenantId));
  const fileIds = [
    tenant.photo,
    // Photos sent with complaints may show the tenant or their things.
    ...(await deleteTenantComplaintPhotos(tx, tenantId)),
    ...documents.flatMap((x) => [x.front, x.back]),
    ...applications.flatMap((x) => [x.selfie, x.card]),
  ].filter((x): x is string => !!x);
  const photosDeleted = await store.delete(tx, fileIds);
  await eraseFromAudit(tx, tenantId, contacts);
  // The outbox keeps each message's address, number and text: gone with the person.
  const messages = await query<{ id: string }>(
    tx,
    sql`delete from outbox where tenant_id = ${tenantId} returning id`,
  );
  const summary = {
    reason,
    documents_deleted: documents.length,
    applications_deleted: applications.length,
    photos_deleted: photosDeleted,
    messages_deleted: messages.length,
  };
  await writeAudit(tx, {
    actor,
    action: 'tenant.erase',
    entity: 'tenant',
    entityId: tenantId,
    after: summary,
  });
  return summary;
}

/**
 * Rewrites the audit log's entries about an erased tenant (and about their visitors) to the names
 * of the fields they recorded, without the values, and takes the tenant's contacts out of any
 * other entry that carried them (a settlement's letter, an import's rows).
 */
async function eraseFromAudit(tx: Tx, tenantId: string, contacts: string[]) {
  const entries = await query<{
    id: string;
    entity: string;
    entity_id: string | null;
    before: unknown;
    after: unknown;
  }>(
    tx,
    sql`select a.id, a.entity, a.entity_id, a.before, a.after from audit_log a
      where (a.entity = 'tenant' and a.entity_id = ${tenantId})
        or (a.entity = 'visitor' and a.entity_id in (select v.id::text from visitors v where v.tenant_id = ${tenantId}))
        or (a.entity = 'booking' and a.entity_id in (select b.id::text from bookings b where b.tenant_id = ${tenantId}))
        ${
          contacts.length
            ? sql`or exists (select 1 from json_array_elements_text(${JSON.stringify(contacts)}::json) c(v)
                where strpos(coalesce(a.before::text, '') || coalesce(a.after::text, ''), c.v) > 0)`
            : sql``
        }`,
  );
  for (const entry of entries) {
    const own = entry.entity === 'visitor' || (entry.entity === 'tenant' && entry.entity_id === tenantId);
    const [before, after] = own
      ? namesOnly(entry.before, entry.after)
      : [withoutValues(entry.before, contacts), withoutValues(entry.after, contacts)];
    await tx.execute(
      sql`update audit_log set before = ${json(before)}::jsonb, after = ${json(after)}::jsonb where id = ${entry.id}`,
    );
  }
}

const json = (value: unknown) => (value == null ? null : JSON.stringify(value));
const isRecord = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * An entry's before and after as the names of the fields recorded: kept as they are when they
 * already hold only names (`changed`) or plain facts with no text (counts, dates, flags, statuses
 * of the entry itself are lost: a rewritten entry says which fields, never what they held).
 */
function namesOnly(before: unknown, after: unknown): [unknown, unknown] {
  const names = (v: unknown) => isRecord(v) && Object.keys(v).every((k) => k === 'changed');
  if ((before == null || names(before)) && (after == null || names(after))) return [before, after];
  const b = isRecord(before) ? before : null;
  const a = isRecord(after) ? after : null;
  const changed = b && a ? changedFields(b, a) : Object.keys(a ?? b ?? {});
  return [null, { changed }];
}

/** A value with every string that holds one of `contacts` taken out (null in its place). */
function withoutValues(value: unknown, contacts: string[]): unknown {
  if (typeof value === 'string') return contacts.some((c) => value.includes(c)) ? null : value;
  if (Array.isArray(value)) return value.map((v) => withoutValues(v, contacts));
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutValues(v, contacts)]));
  return value;
}

/** Erases a tenant's personal data at staff's request, audited; null: no such tenant. */
export async function eraseTenant(db: Tx, store: FileStore, actor: AuditActor, tenantId: string) {
  return db.transaction(async (tx) => {
    const done = await eraseTenantData(tx, store, actor, tenantId, 'request');
    return done ? getRecords(tx, tenantId) : null;
  });
}

/**
 * Tenants whose personal data the retention setting erases on `today`: left more than
 * `retentionDays` days before, not erased, no booking open. A branch's, or every branch's.
 */
export async function retentionDue(
  db: Tx,
  opts: { branchId?: string; today: string; retentionDays: number; limit: number },
) {
  return query<{ id: string; name: string; left_at: string; erase_after: string }>(
    db,
    sql`select t.id, t.name, t.left_at::text as left_at,
        (t.left_at + ${opts.retentionDays}::int)::text as erase_after
      from tenants t
      where t.left_at is not null and t.erased_at is null
        and t.left_at < ${opts.today}::date - ${opts.retentionDays}::int
        ${opts.branchId ? sql`and t.branch_id = ${opts.branchId}` : sql``}
        and not exists (select 1 from bookings b where b.tenant_id = t.id and ${openBooking('b')})
      order by t.left_at, t.id
      limit ${opts.limit}`,
  );
}
