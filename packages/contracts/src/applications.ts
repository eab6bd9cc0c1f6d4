import { z } from 'zod';
import { queryInt, requiredText, searchText, text } from './common.ts';
import { phoneField } from './tenants.ts';

/*
 * Tenant applications: the public form and the endpoint behind it validate with the same schema,
 * so every message below is written once.
 */

const AADHAR_LENGTH_MESSAGE = 'Aadhar number must be 12 digits';
const AADHAR_DIGITS_MESSAGE = 'Aadhar number must contain only digits';
const BRANCH_REQUIRED_MESSAGE = 'Branch is required';
export const BRANCH_NOT_FOUND_MESSAGE = 'Branch not found';
const CONSENT_MESSAGE = 'Please give your consent to continue';
/** The version of the consent text the public form shows; stored with each application's consent. */
export const CONSENT_VERSION = 'v1';

export const APPLICATION_FILE_FIELDS = ['selfie', 'aadhar_photo'] as const;
export type ApplicationFileField = (typeof APPLICATION_FILE_FIELDS)[number];

/**
 * An Aadhar number as people type it: spaces and hyphens (as printed on the card, 1234 5678 9012)
 * are ignored; what remains must be exactly 12 digits.
 */
export const aadharNumber = text({ message: AADHAR_LENGTH_MESSAGE })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .length(12, { message: AADHAR_LENGTH_MESSAGE })
      .regex(/^\d+$/, { message: AADHAR_DIGITS_MESSAGE }),
  );

/** The text fields of an application (the photos travel beside them as files). */
export const applicationInput = z
  .object({
    full_name: requiredText('Full name', 100),
    /** Normalised to +91XXXXXXXXXX, as tenants' phones are. */
    phone: phoneField,
    aadhar_number: aadharNumber,
    /** A branch code or name, matched case-insensitively. */
    branch: text({ message: BRANCH_REQUIRED_MESSAGE })
      .trim()
      .min(1, { message: BRANCH_REQUIRED_MESSAGE })
      .max(200, { message: 'Branch must be at most 200 characters' }),
    consent: z.literal(true, { message: CONSENT_MESSAGE }),
  })
  .strict();
export type ApplicationValues = z.output<typeof applicationInput>;

/** The answer to a successful submission: nothing about the applicant is echoed back. */
export const applicationReceipt = z.object({
  id: z.string(),
  status: z.literal('pending'),
  branch: z.object({ code: z.string(), name: z.string() }),
});
export type ApplicationReceipt = z.infer<typeof applicationReceipt>;

export const branchResolveQuery = z
  .object({
    q: text({ message: BRANCH_REQUIRED_MESSAGE })
      .trim()
      .min(1, { message: BRANCH_REQUIRED_MESSAGE })
      .max(200),
  })
  .strict();
export const resolvedBranch = z.object({ code: z.string(), name: z.string() });
export type ResolvedBranch = z.infer<typeof resolvedBranch>;

/* ---------- The review inbox ---------- */

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** XXXX XXXX 1234: all that lists, exports and logs ever show of an Aadhar number. */
export const maskAadhar = (last4: string) => `XXXX XXXX ${last4}`;

/**
 * What a search box may send: a typed whole Aadhar number (12 digits) is cut to its last 4, so
 * that a full number never travels in a query string (access logs, history).
 */
export const safeApplicationQuery = (q: string) => {
  const compact = q.replace(/[\s-]/g, '');
  return /^\d{12}$/.test(compact) ? compact.slice(-4) : q;
};

export const applicationListQuery = z
  .object({
    status: z.enum(APPLICATION_STATUSES).default('pending'),
    /** Name or mobile (substring), or the last 4 digits of the Aadhar number. */
    q: searchText().optional(),
    limit: queryInt('Limit', 1, 200, 50),
    offset: queryInt('Offset', 0, Number.MAX_SAFE_INTEGER, 0),
  })
  .strict();

const applicationItem = z.object({
  id: z.string(),
  branch_id: z.string(),
  full_name: z.string(),
  phone: z.string(),
  aadhar_masked: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  has_selfie: z.boolean(),
  has_aadhar_photo: z.boolean(),
  /** Other applications with the same Aadhar number, in any branch. */
  repeat_count: z.number(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type ApplicationItem = z.infer<typeof applicationItem>;

export const applicationList = z.object({
  items: z.array(applicationItem),
  total: z.number(),
  /**
   * Unsearched, the counts (and `total`) are exact; searched, they stop at the list cap: see
   * LIST_COUNT_CAP in common.ts.
   */
  total_capped: z.boolean().optional(),
  counts: z.object({ pending: z.number(), approved: z.number(), rejected: z.number() }),
});
export type ApplicationList = z.infer<typeof applicationList>;

export const applicationDetail = applicationItem.extend({
  consent_at: z.string(),
  rejection_reason: z.string().nullable(),
  reviewed_by_email: z.string().nullable(),
  tenant_id: z.string().nullable(),
  /** True once the photos of a rejected application were deleted after the retention period. */
  photos_deleted: z.boolean(),
});
export type ApplicationDetail = z.infer<typeof applicationDetail>;

export const rejectApplicationInput = z
  .object({ reason: requiredText('Reason', 500, { multiline: true }) })
  .strict();
export type RejectApplicationInput = z.input<typeof rejectApplicationInput>;

export const revealedAadhar = z.object({ aadhar_number: z.string() });

export const photoQuery = z.object({ size: z.enum(['thumb', 'full']).default('full') }).strict();
