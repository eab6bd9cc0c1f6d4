import { z } from 'zod';
import { isoDate, listQuery, PICKER_LIMIT, queryInt, requiredText, text } from './common.ts';

/**
 * Indian mobile numbers. Accepted as typed by staff: 10 digits starting 6-9, optionally after
 * +91, 91 or 0, with spaces, dashes, dots or brackets anywhere ("+91 98765-43210", "098765 43210").
 * Stored and sent back normalised in E.164 form, `+919876543210`, so that one number is written
 * one way (search, duplicates, tel: and WhatsApp links all work on it).
 */
const PHONE_MESSAGE = 'Enter a valid Indian mobile number: 10 digits starting with 6-9, optionally with +91';

/** The E.164 form of an Indian mobile number, or null when `input` is not one. */
export function normalizeIndianMobile(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[\d\s\-.()]+$/.test(trimmed)) return null;
  const plus = trimmed.startsWith('+');
  const digits = trimmed.replace(/\D/g, '');
  let national: string | null = null;
  if (digits.length === 12 && digits.startsWith('91')) national = digits.slice(2);
  else if (!plus && digits.length === 11 && digits.startsWith('0')) national = digits.slice(1);
  else if (!plus && digits.length === 10) national = digits;
  return national && /^[6-9]\d{9}$/.test(national) ? `+91${national}` : null;
}

/** +919876543210 -> "+91 98765 43210", for reading aloud over the phone. */
export function formatIndianMobile(phone: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return m ? `+91 ${m[1]} ${m[2]}` : phone;
}

export const phoneField = text({ message: 'Phone is required' })
  .trim()
  .min(1, { message: 'Phone is required' })
  .max(30, { message: PHONE_MESSAGE })
  .refine((v) => normalizeIndianMobile(v) !== null, { message: PHONE_MESSAGE })
  .transform((v) => normalizeIndianMobile(v)!);

/** An optional mobile (an emergency contact, a visitor): validated when given, normalised; empty is null. */
export const optionalPhoneField = text()
  .trim()
  .max(30)
  .nullish()
  .refine((v) => !v || normalizeIndianMobile(v) !== null, { message: PHONE_MESSAGE })
  .transform((v) => (v ? normalizeIndianMobile(v)! : null));

const EMAIL = z.email();
/** Optional email: trimmed, validated when given, an empty one becomes null. */
const optionalEmailField = text()
  .trim()
  .max(254, { message: 'Email must be at most 254 characters' })
  .refine((v) => v === '' || EMAIL.safeParse(v).success, { message: 'Enter a valid email address' })
  .nullish()
  .transform((v) => (v ? v : null));

/** The add-tenant form and POST /api/branches/:branchId/tenants. */
export const tenantInput = z
  .object({
    name: requiredText('Name', 200),
    phone: phoneField,
    email: optionalEmailField,
    /** Defaults to today (India) when left out. */
    joined_at: isoDate('Joined date').optional(),
  })
  .strict();
export type TenantValues = z.output<typeof tenantInput>;

/**
 * Add Tenant: a phone number another tenant of the branch already has is asked about first (409
 * confirmation_required, naming them); sent again with `phone_confirmed`, the tenant is added.
 */
export const tenantCreateInput = tenantInput.extend({ phone_confirmed: z.boolean().optional() });
export type TenantCreateValues = z.output<typeof tenantCreateInput>;
/** The question Add Tenant asks of a phone number another tenant of the branch has. */
export const samePhoneQuestion = (holder: string, name: string) =>
  `${holder} already has this number. Add ${name} with the same number?`;

/** Editing a tenant's contact details: PATCH /api/tenants/:id (any of the fields). */
export const tenantUpdateInput = z
  .object({
    name: requiredText('Name', 200),
    phone: phoneField,
    email: optionalEmailField,
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });

/** Recording a departure: POST /api/tenants/:id/leave. */
export const tenantLeaveInput = z.object({ left_at: isoDate('Date left') }).strict();

const TENANT_STATUSES = ['active', 'inactive', 'all'] as const;

/** The dashboard's flags (contracts/tenant-records.ts): tenants whose verification or Form C is overdue. */
export const TENANT_COMPLIANCE_FILTERS = [
  'on_notice',
  'no_bed',
  'verification_pending',
  'form_c_due',
  'visa_expiring',
] as const;
/** The tenants page's 'Needs' filter: what each of TENANT_COMPLIANCE_FILTERS shows. */
export const TENANT_COMPLIANCE_LABELS = {
  on_notice: 'On notice',
  no_bed: 'No current bed',
  verification_pending: 'Police verification pending',
  form_c_due: 'Form C due',
  visa_expiring: 'Visa ending',
} as const satisfies Record<(typeof TENANT_COMPLIANCE_FILTERS)[number], string>;
export type TenantComplianceFilter = (typeof TENANT_COMPLIANCE_FILTERS)[number];
export type TenantStatusFilter = (typeof TENANT_STATUSES)[number];

export const tenantListQuery = listQuery
  .extend({
    status: z.enum(TENANT_STATUSES).default('active'),
    /** The dashboard's flags: checked-in tenants whose police verification or Form C is overdue. */
    compliance: z.enum(TENANT_COMPLIANCE_FILTERS).optional(),
  })
  .strict();
export type TenantListQuery = z.input<typeof tenantListQuery>;

/** The tenants page's view: both lists (the default), or only those staying or only those who left. */
export const TENANT_VIEWS = ['active', 'left'] as const;
export const TENANT_VIEW_LABELS: Record<(typeof TENANT_VIEWS)[number], string> = {
  active: 'Staying now',
  left: 'Left',
};
export const tenantPageView = z
  .object({
    show: z.enum(TENANT_VIEWS, { message: 'Choose staying or left' }).optional(),
    compliance: z.enum(TENANT_COMPLIANCE_FILTERS, { message: 'Choose a filter from the list' }).optional(),
  })
  .strict();

export const tenant = z.object({
  id: z.string(),
  branch_id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  joined_at: z.string(),
  /** null while the tenant is active. */
  left_at: z.string().nullable(),
  created_at: z.string(),
  /** True while a booking of this tenant is booked or checked in (they cannot be marked as left). */
  has_open_booking: z.boolean(),
  /** The lists: where the tenant stays now ('Room 101 · Bed A'), checked in or else booked; null: no bed. */
  current_bed: z.string().nullable().optional(),
  /** The lists: what the tenant owes today (negative: paid ahead), as their statement counts it; null: nothing can be owed. */
  balance: z.number().nullable().optional(),
});
export type Tenant = z.infer<typeof tenant>;

/** Pickers (bookings, payments, complaints): tenants who have not left. */
export const tenantOption = z.object({ id: z.string(), name: z.string(), phone: z.string() });
export type TenantOption = z.infer<typeof tenantOption>;

/** The first 20 matches by default (PICKER_LIMIT): a picker shows them and asks for typing. */
export const tenantOptionsQuery = listQuery.extend({ limit: queryInt('Limit', 1, 200, PICKER_LIMIT) });

export const TENANT_ALREADY_LEFT = 'This tenant has already left';
export const TENANT_HAS_OPEN_BOOKING =
  'This tenant still has a booking that is booked or checked in. Check it out or cancel it first.';
