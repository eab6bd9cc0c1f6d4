import {
  dateOfBirthProblem,
  type FormCInput,
  INDIAN,
  TENANT_ALREADY_ERASED,
  type TenantProfileValues,
  type TenantRecords,
  type VerificationForm,
  type VerificationInput,
} from '@pg/contracts/tenant-records';
import { eq, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { branches } from '../../db/schema/inventory.ts';
import { tenants } from '../../db/schema/operations.ts';
import { type AuditActor, changedFields, writeAudit } from '../../lib/audit.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { bookingIs, openBooking } from '../../lib/statuses.ts';
import { listDocuments } from '../tenant-documents/index.ts';

/*
 * A tenant's records beyond name and phone: the profile, police verification and Form C, read
 * together for the tenant page and the print pages. Changes are audited by the names of the
 * fields changed, so the audit log never becomes a second copy of the personal data.
 */

const t = tenants;

const profileColumns = {
  guardian_name: t.guardianName,
  date_of_birth: t.dateOfBirth,
  gender: t.gender,
  permanent_address: t.permanentAddress,
  previous_address: t.previousAddress,
  occupation: t.occupation,
  workplace: t.workplace,
  emergency_name: t.emergencyName,
  emergency_relation: t.emergencyRelation,
  emergency_phone: t.emergencyPhone,
  nationality: t.nationality,
  passport_country: t.passportCountry,
  visa_type: t.visaType,
  visa_number: t.visaNumber,
  visa_expiry: t.visaExpiry,
  arrived_in_india_on: t.arrivedInIndiaOn,
};

const recordColumns = {
  ...profileColumns,
  has_photo: sql<boolean>`${t.photoFileId} is not null`.mapWith(Boolean),
  v_status: t.verificationStatus,
  v_submitted_on: t.verificationSubmittedOn,
  v_police_station: t.verificationPoliceStation,
  v_reference: t.verificationReference,
  v_verified_on: t.verificationVerifiedOn,
  v_note: t.verificationNote,
  form_c_filed_on: t.formCFiledOn,
  form_c_reference: t.formCReference,
  consent_at: t.consentAt,
  consent_version: t.consentVersion,
  erased_at: t.erasedAt,
};

/** Everything the tenant page shows of a tenant's records; null: no such tenant. */
export async function getRecords(db: Tx, tenantId: string): Promise<TenantRecords | null> {
  const [row] = await db.select(recordColumns).from(t).where(eq(t.id, tenantId));
  if (!row) return null;
  const { has_photo, consent_at, consent_version, erased_at, form_c_filed_on, form_c_reference, ...rest } =
    row;
  const { v_status, v_submitted_on, v_police_station, v_reference, v_verified_on, v_note, ...profile } = rest;
  return {
    tenant_id: tenantId,
    profile,
    documents: await listDocuments(db, tenantId),
    has_photo,
    verification: {
      status: v_status,
      submitted_on: v_submitted_on,
      police_station: v_police_station,
      reference: v_reference,
      verified_on: v_verified_on,
      note: v_note,
    },
    form_c: { filed_on: form_c_filed_on, reference: form_c_reference },
    consent: consent_at ? { given_at: consent_at, version: consent_version ?? 'v1' } : null,
    erased_at,
  };
}

/** Locks the tenant for a change of their records; refuses one whose data was erased. */
async function lockLive(tx: Tx, tenantId: string) {
  const [row] = await tx.select({ erasedAt: t.erasedAt }).from(t).where(eq(t.id, tenantId)).for('update');
  if (row?.erasedAt) throw conflict(TENANT_ALREADY_ERASED);
  return !!row;
}

/** Saves the whole profile (on `today`, India time, for the date of birth's checks), audited. */
export async function saveProfile(
  db: Tx,
  tenantId: string,
  input: TenantProfileValues,
  actor: AuditActor,
  today: string,
) {
  const dobProblem = input.date_of_birth ? dateOfBirthProblem(input.date_of_birth, today) : null;
  if (dobProblem) throw badRequest(dobProblem, { date_of_birth: dobProblem });
  const foreign = input.nationality.trim().toLowerCase() !== INDIAN.toLowerCase();
  return db.transaction(async (tx) => {
    if (!(await lockLive(tx, tenantId))) return null;
    const before = (await tx.select(profileColumns).from(t).where(eq(t.id, tenantId)))[0]!;
    await tx
      .update(t)
      .set({
        guardianName: input.guardian_name,
        dateOfBirth: input.date_of_birth,
        gender: input.gender,
        permanentAddress: input.permanent_address,
        previousAddress: input.previous_address,
        occupation: input.occupation,
        workplace: input.workplace,
        emergencyName: input.emergency_name,
        emergencyRelation: input.emergency_relation,
        emergencyPhone: input.emergency_phone,
        nationality: foreign ? input.nationality : INDIAN,
        // The visa and arrival are a foreign national's alone.
        passportCountry: foreign ? input.passport_country : null,
        visaType: foreign ? input.visa_type : null,
        visaNumber: foreign ? input.visa_number : null,
        visaExpiry: foreign ? input.visa_expiry : null,
        arrivedInIndiaOn: foreign ? input.arrived_in_india_on : null,
      })
      .where(eq(t.id, tenantId));
    const after = (await tx.select(profileColumns).from(t).where(eq(t.id, tenantId)))[0]!;
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter((k) => before[k] !== after[k]);
    await writeAudit(tx, {
      actor,
      action: 'tenant.profile_update',
      entity: 'tenant',
      entityId: tenantId,
      after: { changed },
    });
    return getRecords(tx, tenantId);
  });
}

/** Records the police verification status (what each status carries; the rest kept), audited. */
export async function saveVerification(
  db: Tx,
  tenantId: string,
  input: VerificationInput,
  actor: AuditActor,
) {
  const changes =
    input.status === 'not_started'
      ? {
          verificationSubmittedOn: null,
          verificationPoliceStation: null,
          verificationReference: null,
          verificationVerifiedOn: null,
          verificationNote: null,
        }
      : input.status === 'submitted'
        ? {
            verificationSubmittedOn: input.submitted_on,
            verificationPoliceStation: input.police_station,
            verificationReference: input.reference,
            verificationVerifiedOn: null,
            verificationNote: null,
          }
        : input.status === 'verified'
          ? { verificationVerifiedOn: input.verified_on, verificationNote: null }
          : { verificationNote: input.note, verificationVerifiedOn: null };
  return db.transaction(async (tx) => {
    if (!(await lockLive(tx, tenantId))) return null;
    const before = (await getRecords(tx, tenantId))!.verification;
    await tx
      .update(t)
      .set({ verificationStatus: input.status, ...changes })
      .where(eq(t.id, tenantId));
    const records = (await getRecords(tx, tenantId))!;
    await writeAudit(tx, {
      actor,
      action: 'tenant.verification_update',
      entity: 'tenant',
      entityId: tenantId,
      before: { status: before.status },
      after: {
        status: records.verification.status,
        changed: changedFields(before, records.verification),
      },
    });
    return records;
  });
}

/** Marks a foreign national's Form C as filed, audited. */
export async function saveFormC(db: Tx, tenantId: string, input: FormCInput, actor: AuditActor) {
  return db.transaction(async (tx) => {
    if (!(await lockLive(tx, tenantId))) return null;
    await tx
      .update(t)
      .set({ formCFiledOn: input.filed_on, formCReference: input.reference })
      .where(eq(t.id, tenantId));
    await writeAudit(tx, {
      actor,
      action: 'tenant.form_c_filed',
      entity: 'tenant',
      entityId: tenantId,
      after: { filed_on: input.filed_on, changed: input.reference ? ['reference'] : [] },
    });
    return getRecords(tx, tenantId);
  });
}

/** The verification form (and Form C) print page: the records, the tenant, the branch and the stay. */
export async function getVerificationForm(db: Tx, tenantId: string): Promise<VerificationForm | null> {
  const records = await getRecords(db, tenantId);
  if (!records) return null;
  const [row] = await db
    .select({
      name: t.name,
      phone: t.phone,
      email: t.email,
      joined_at: t.joinedAt,
      branch_name: branches.name,
      branch_code: branches.code,
      branch_address: branches.address,
      branch_contact: branches.contact,
      landlord_name: branches.landlordName,
      landlord_address: branches.landlordAddress,
    })
    .from(t)
    .innerJoin(branches, eq(branches.id, t.branchId))
    .where(eq(t.id, tenantId));
  const [stay] = await query<{ property: string; room: string; bed: string; start_date: string }>(
    db,
    sql`select p.name as property, r.room_number as room, bd.bed_number as bed, b.start_date::text as start_date
        from bookings b join beds bd on bd.id = b.bed_id join rooms r on r.id = bd.room_id
          join floors f on f.id = r.floor_id join properties p on p.id = f.property_id
        where b.tenant_id = ${tenantId} and ${openBooking('b')}
        order by (${bookingIs('checked_in', 'b')}) desc, b.start_date limit 1`,
  );
  const r = row!;
  return {
    ...records,
    tenant: { name: r.name, phone: r.phone, email: r.email, joined_at: r.joined_at },
    branch: {
      name: r.branch_name,
      code: r.branch_code,
      address: r.branch_address,
      contact: r.branch_contact,
      landlord_name: r.landlord_name,
      landlord_address: r.landlord_address,
    },
    stay: stay ?? null,
  };
}
