import { z } from 'zod';
import { maskAadhar } from './applications.ts';
import { isIsoDate, isoDate, optionalText, requiredText, uuid } from './common.ts';
import { optionalPhoneField } from './tenants.ts';

export {
  FORM_C_DUE_HOURS,
  VERIFICATION_DUE_DAYS,
  VISA_WARNING_DAYS,
  visaWarning,
} from './tenant-deadlines.ts';
export { TENANT_COMPLIANCE_FILTERS, type TenantComplianceFilter } from './tenants.ts';

/*
 * The records the law asks a PG to keep about a tenant: the profile (KYC), ID documents, police
 * verification, a foreign national's Form C, consent, and the data rights (export, erasure).
 */

/* ---------- Identity numbers ---------- */

export const ID_DOCUMENT_TYPES = [
  'aadhaar',
  'pan',
  'passport',
  'driving_licence',
  'voter_id',
  'other',
] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

export const ID_DOCUMENT_TYPE_LABELS: Record<IdDocumentType, string> = {
  aadhaar: 'Aadhar',
  pan: 'PAN',
  passport: 'Passport',
  driving_licence: 'Driving licence',
  voter_id: 'Voter ID',
  other: 'Other',
};

// Verhoeff's tables: multiplication in the dihedral group D5, the permutation, the inverse.
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** True when the digits (check digit last) pass the Verhoeff checksum, as every Aadhar number does. */
export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let c = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i++) {
    c = VERHOEFF_D[c]![VERHOEFF_P[i % 8]![Number(reversed[i])]!]!;
  }
  return c === 0;
}

/** An ID number as stored: spaces and hyphens dropped, letters in capitals. */
export const normalizeIdNumber = (raw: string) => raw.replace(/[\s-]/g, '').toUpperCase();

/** Why an ID number of this type is not valid (already normalised), or null when it is. */
export function idNumberProblem(type: IdDocumentType, number: string): string | null {
  switch (type) {
    case 'aadhaar':
      if (!/^\d{12}$/.test(number)) return 'Aadhar number must be 12 digits';
      return verhoeffValid(number) ? null : 'This is not a valid Aadhar number. Please check the digits.';
    case 'pan':
      return /^[A-Z]{5}\d{4}[A-Z]$/.test(number)
        ? null
        : 'PAN must be 5 letters, 4 digits and a letter, like ABCDE1234F';
    case 'passport':
      return /^[A-Z0-9]{8,9}$/.test(number) ? null : 'Passport number must be 8 or 9 letters and digits';
    default:
      return /^[A-Z0-9/]{4,20}$/.test(number) ? null : 'ID number must be 4 to 20 letters and digits';
  }
}

/**
 * How an ID number is shown everywhere but an audited reveal: the last four only. An Aadhaar
 * number is written as UIDAI prints a masked one.
 */
export const maskIdNumber = (type: IdDocumentType, last4: string) =>
  type === 'aadhaar' ? maskAadhar(last4) : `XXXXXX${last4}`;

/* ---------- Profile ---------- */

export const GENDERS = ['female', 'male', 'other'] as const;
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  female: 'Female',
  male: 'Male',
  other: 'Other',
};

export const INDIAN = 'Indian';
export const isForeignNational = (nationality: string | null) =>
  !!nationality && nationality.trim().toLowerCase() !== INDIAN.toLowerCase();

/** A tenant must be at least this old. */
export const MIN_TENANT_AGE_YEARS = 15;

/** Why a date of birth cannot be right on `today` (YYYY-MM-DD), or null. */
export function dateOfBirthProblem(dob: string, today: string): string | null {
  if (dob > today) return 'Date of birth cannot be in the future';
  const [y, m, d] = today.split('-');
  const latest = `${Number(y) - MIN_TENANT_AGE_YEARS}-${m}-${d}`;
  if (dob > latest) return 'The tenant must be at least 15 years old';
  return null;
}

/** An empty box ('') is no date; anything else must pass `check`. */
const blankOr = (check: (v: string) => boolean) => (v: string) => v === '' || check(v);

const dateOfBirth = z
  .string()
  .refine(blankOr(isIsoDate), { message: 'Date of birth must be a real date', abort: true })
  .refine(
    blankOr((v) => v >= '1900-01-01'),
    { message: 'Date of birth must be after 1900' },
  )
  .nullish()
  .transform((v) => v || null);

const optionalDate = (label: string) =>
  z
    .string()
    .refine(blankOr(isIsoDate), { message: `${label} must be a real date`, abort: true })
    .refine(
      blankOr((v) => v >= '2000-01-01' && v <= '2099-12-31'),
      {
        message: `${label} must be between the years 2000 and 2099`,
      },
    )
    .nullish()
    .transform((v) => v || null);

/** PUT /api/tenants/:id/profile: the whole profile (fields left empty are cleared). */
export const tenantProfileInput = z
  .object({
    guardian_name: optionalText("Father's or guardian's name", 200),
    date_of_birth: dateOfBirth,
    gender: z
      .enum(GENDERS, { message: 'Choose a gender' })
      .nullish()
      .transform((v) => v ?? null),
    permanent_address: optionalText('Permanent address', 500, { multiline: true }),
    previous_address: optionalText('Previous address', 500, { multiline: true }),
    occupation: optionalText('Occupation', 200),
    workplace: optionalText('Employer or college', 200),
    emergency_name: optionalText('Emergency contact name', 200),
    emergency_relation: optionalText('Relation', 100),
    emergency_phone: optionalPhoneField,
    nationality: requiredText('Nationality', 100).default(INDIAN),
    passport_country: optionalText('Country', 100),
    visa_type: optionalText('Visa type', 100),
    visa_number: optionalText('Visa number', 50),
    visa_expiry: optionalDate('Visa expiry'),
    arrived_in_india_on: optionalDate('Date of arrival in India'),
  })
  .strict();
export type TenantProfileInput = z.input<typeof tenantProfileInput>;
export type TenantProfileValues = z.output<typeof tenantProfileInput>;

export const tenantProfile = z.object({
  guardian_name: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  permanent_address: z.string().nullable(),
  previous_address: z.string().nullable(),
  occupation: z.string().nullable(),
  workplace: z.string().nullable(),
  emergency_name: z.string().nullable(),
  emergency_relation: z.string().nullable(),
  emergency_phone: z.string().nullable(),
  nationality: z.string(),
  passport_country: z.string().nullable(),
  visa_type: z.string().nullable(),
  visa_number: z.string().nullable(),
  visa_expiry: z.string().nullable(),
  arrived_in_india_on: z.string().nullable(),
});
export type TenantProfile = z.infer<typeof tenantProfile>;

/* ---------- ID documents ---------- */

export const ID_PHOTO_SIDES = ['front', 'back'] as const;
export type IdPhotoSide = (typeof ID_PHOTO_SIDES)[number];

/** An ID document's type and number, checked against each other (the dialog adds the photos). */
export const idDocumentFields = {
  type: z.enum(ID_DOCUMENT_TYPES, { message: 'Choose the type of ID' }),
  number: requiredText('ID number', 40).transform(normalizeIdNumber),
};
export function checkIdNumber(v: { type: IdDocumentType; number: string }, ctx: z.RefinementCtx) {
  const problem = idNumberProblem(v.type, v.number);
  if (problem) ctx.addIssue({ code: 'custom', path: ['number'], message: problem });
}

/** The text fields of POST /api/tenants/:id/documents (multipart; `front` and `back` photos beside). */
export const idDocumentInput = z.object(idDocumentFields).strict().superRefine(checkIdNumber);
export type IdDocumentValues = z.output<typeof idDocumentInput>;

export const idDocument = z.object({
  id: z.string(),
  type: z.enum(ID_DOCUMENT_TYPES),
  number_masked: z.string(),
  has_front: z.boolean(),
  has_back: z.boolean(),
  created_at: z.string(),
});
export type IdDocument = z.infer<typeof idDocument>;

export const documentParams = z.object({ id: uuid, documentId: uuid }).strict();
export const documentPhotoParams = documentParams.extend({ side: z.enum(ID_PHOTO_SIDES) }).strict();
export const revealedIdNumber = z.object({ number: z.string() });

/* ---------- Police verification ---------- */

export const VERIFICATION_STATUSES = ['not_started', 'submitted', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  not_started: 'Not started',
  submitted: 'Submitted',
  verified: 'Verified',
  rejected: 'Rejected',
};

/** PUT /api/tenants/:id/verification. */
export const verificationInput = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('not_started') }).strict(),
    z
      .object({
        status: z.literal('submitted'),
        submitted_on: isoDate('Date submitted'),
        police_station: requiredText('Police station', 200),
        reference: requiredText('Reference number', 100),
      })
      .strict(),
    z.object({ status: z.literal('verified'), verified_on: isoDate('Date verified') }).strict(),
    z
      .object({ status: z.literal('rejected'), note: requiredText('Note', 500, { multiline: true }) })
      .strict(),
  ],
  { message: 'Choose a verification status' },
);
export type VerificationInput = z.input<typeof verificationInput>;

/**
 * The verification dialog's fields, all of them whatever the status: only those of the chosen
 * status are sent, and checked by verificationInput (the errors land on the same fields).
 */
export const verificationFields = z
  .object({
    status: z.enum(VERIFICATION_STATUSES, { message: 'Choose a verification status' }),
    submitted_on: z.string(),
    police_station: z.string(),
    reference: z.string(),
    verified_on: z.string(),
    note: z.string(),
  })
  .transform((v) => {
    switch (v.status) {
      case 'submitted':
        return {
          status: v.status,
          submitted_on: v.submitted_on,
          police_station: v.police_station,
          reference: v.reference,
        };
      case 'verified':
        return { status: v.status, verified_on: v.verified_on };
      case 'rejected':
        return { status: v.status, note: v.note };
      default:
        return { status: v.status };
    }
  })
  .pipe(verificationInput);
export type VerificationFields = z.input<typeof verificationFields>;

export const verification = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  submitted_on: z.string().nullable(),
  police_station: z.string().nullable(),
  reference: z.string().nullable(),
  verified_on: z.string().nullable(),
  note: z.string().nullable(),
});
export type Verification = z.infer<typeof verification>;

/* ---------- Form C ---------- */

export const formCInput = z
  .object({ filed_on: isoDate('Date filed'), reference: requiredText('Form C reference', 100) })
  .strict();
export type FormCInput = z.input<typeof formCInput>;

export const formC = z.object({ filed_on: z.string().nullable(), reference: z.string().nullable() });

/* ---------- The tenant's records, together ---------- */

export const consent = z.object({ given_at: z.string(), version: z.string() });

export const tenantRecords = z.object({
  tenant_id: z.string(),
  profile: tenantProfile,
  documents: z.array(idDocument),
  has_photo: z.boolean(),
  verification,
  form_c: formC,
  /** Consent given on the public application form; null for a tenant added by staff. */
  consent: consent.nullable(),
  /** When the personal data was erased; null while it is held. */
  erased_at: z.string().nullable(),
});
export type TenantRecords = z.infer<typeof tenantRecords>;

/** The verification form's print page: the records with the tenant's and the property's details. */
export const verificationForm = tenantRecords.extend({
  tenant: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    joined_at: z.string(),
  }),
  branch: z.object({
    name: z.string(),
    code: z.string(),
    address: z.string().nullable(),
    contact: z.string().nullable(),
    /** The owner, as the branch's payment details name them (Branches page). */
    landlord_name: z.string().nullable(),
    landlord_address: z.string().nullable(),
  }),
  /** The bed the tenant stays in (room and bed numbers), when checked in or booked. */
  stay: z
    .object({ property: z.string(), room: z.string(), bed: z.string(), start_date: z.string() })
    .nullable(),
});
export type VerificationForm = z.infer<typeof verificationForm>;

/* ---------- Compliance flags (dashboard, tenants list) ---------- */

export const complianceFlags = z.object({
  /** Checked-in tenants not verified VERIFICATION_DUE_DAYS days after check-in. */
  verification_pending: z.number().int(),
  /** Checked-in foreign nationals without Form C marked filed FORM_C_DUE_HOURS after check-in. */
  form_c_due: z.number().int(),
  /** Checked-in foreign nationals whose visa has expired or expires within VISA_WARNING_DAYS days. */
  visa_expiring: z.number().int(),
});
export type ComplianceFlags = z.infer<typeof complianceFlags>;

/* ---------- Data rights ---------- */

export const TENANT_ERASE_NEEDS_LEFT = 'Mark the tenant as left before erasing their personal data';
export const TENANT_ERASE_OPEN_BOOKING =
  'This tenant still has a booking that is booked or checked in. Check it out or cancel it first.';
export const TENANT_ALREADY_ERASED = "This tenant's personal data has already been erased";

/** GET /api/branches/:branchId/tenants/retention: the dry run of the retention job. */
export const retentionDue = z.object({
  retention_days: z.number().int(),
  items: z.array(
    z.object({ id: z.string(), name: z.string(), left_at: z.string(), erase_after: z.string() }),
  ),
});
export type RetentionDue = z.infer<typeof retentionDue>;

/** The export: everything held about a tenant, as the JSON file the tenant is given. */
export const tenantExport = z.object({
  exported_at: z.string(),
  tenant: z.record(z.string(), z.unknown()),
  records: tenantRecords,
  bookings: z.array(z.record(z.string(), z.unknown())),
  statement: z.object({
    payments: z.array(z.record(z.string(), z.unknown())),
    charges: z.array(z.record(z.string(), z.unknown())),
  }),
  complaints: z.array(z.record(z.string(), z.unknown())),
  visits: z.array(z.record(z.string(), z.unknown())),
  audit: z.array(z.record(z.string(), z.unknown())),
});
export type TenantExport = z.infer<typeof tenantExport>;
