import { z } from 'zod';

/**
 * Monthly rent receipts a tenant gives their employer to claim HRA: one page per month with the
 * landlord's name, PAN and address, the tenant, the property, the period and the rent paid in
 * that month. Cash above ₹5,000 in a receipt needs a revenue stamp; a landlord's PAN is required
 * once a year's rent passes ₹1,00,000 (the Income Tax rule).
 */

export const RENT_RECEIPT_TEXTS = {
  action: 'Rent receipts',
  title: 'Rent receipts',
  revenueStamp: 'Revenue stamp to be affixed',
  noMonths: 'No rent has been paid yet, so there is nothing to give a receipt for.',
} as const;

/** Cash above this in one receipt needs a revenue stamp. */
export const REVENUE_STAMP_ABOVE = 5000;
/** A year's rent above this needs the landlord's PAN on the receipts. */
export const PAN_REQUIRED_ABOVE = 100000;

const MONTH_RE = /^20\d{2}-(0[1-9]|1[0-2])$/;
export const MONTH_MESSAGE = 'Choose months as YYYY-MM';
export const MAX_RECEIPT_MONTHS = 24;

/** `months=2026-03&months=2026-04` (one arrives as a string, several as an array). */
export const rentReceiptsQuery = z
  .object({
    months: z.preprocess(
      (v) => (v === undefined ? [] : Array.isArray(v) ? v : String(v).split(',')),
      z
        .array(z.string().regex(MONTH_RE, { message: MONTH_MESSAGE }))
        .min(1, { message: 'Choose at least one month' })
        .max(MAX_RECEIPT_MONTHS, { message: `Choose at most ${MAX_RECEIPT_MONTHS} months` }),
    ),
  })
  .strict();

/** A month in which the tenant paid rent, for the picker. */
export const rentMonth = z.object({ month: z.string(), amount: z.number() });
export const rentMonths = z.object({ items: z.array(rentMonth) });
export type RentMonth = z.infer<typeof rentMonth>;

export const rentReceipt = z.object({
  /** YYYY-MM. */
  month: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  /** Rent and charges paid in the month (completed, not voided), less advance rent given back. */
  amount: z.number(),
  /** Of which in cash. */
  cash: z.number(),
  /**
   * The month's rent as billed: the rent instalments of the tenant's stays falling due in the
   * month, read from the rent schedule (a monthly stay's rent, a per-day stay's days × its rent).
   */
  monthly_rent: z.number(),
  /** Where the tenant stayed that month (the property's name and address). */
  property_name: z.string().nullable(),
  property_address: z.string().nullable(),
  /** '2026-27'. */
  financial_year: z.string(),
  /** Rent paid in that financial year. */
  year_total: z.number(),
});
export type RentReceipt = z.infer<typeof rentReceipt>;

export const rentReceipts = z.object({
  tenant: z.object({ id: z.string(), name: z.string(), phone: z.string() }),
  branch: z.object({ name: z.string(), address: z.string().nullable() }),
  landlord: z.object({
    name: z.string().nullable(),
    pan: z.string().nullable(),
    address: z.string().nullable(),
  }),
  receipts: z.array(rentReceipt),
});
export type RentReceipts = z.infer<typeof rentReceipts>;

/** Whether a receipt needs a revenue stamp: cash above ₹5,000. */
export const needsRevenueStamp = (r: Pick<RentReceipt, 'cash'>) => r.cash > REVENUE_STAMP_ABOVE;

/** Whether a missing PAN must be warned of: the year's rent above ₹1,00,000. */
export const panMissingWarning = (landlordPan: string | null, r: Pick<RentReceipt, 'year_total'>) =>
  !landlordPan && r.year_total > PAN_REQUIRED_ABOVE;

export const PAN_MISSING_MESSAGE =
  "The landlord's PAN is missing: it is required on rent receipts when the year's rent exceeds ₹1,00,000. Add it in the branch's payment details.";
