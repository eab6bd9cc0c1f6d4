import { z } from 'zod';
import { receiptBranch } from './branches.ts';
import {
  fromFormText,
  isoDate,
  money,
  moneyListQuery,
  optionalText,
  text,
  toDisplayDate,
  voidFields,
} from './common.ts';
import { formatRupees } from './numbers.ts';

/** How a tenant paid; cash is the default in the form. */
export const PAYMENT_METHODS = ['cash', 'card', 'upi', 'bank_transfer', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'cash';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  upi: 'UPI',
  bank_transfer: 'Bank Transfer',
  wallet: 'Wallet',
};

/**
 * What a payment settles: rent and charges (the default), or the security deposit; or money paid
 * back to the tenant out of the deposit held (a refund, at most what is held). A move-out
 * settlement also writes the deposit applied to what is owed (from the deposit to rent and
 * charges, no money moving) and rent paid in advance that is given back.
 */
export const PAYMENT_PURPOSES = ['rent', 'deposit', 'refund', 'deposit_applied', 'rent_refund'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export const PAYMENT_PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  rent: 'Rent and charges',
  deposit: 'Security deposit',
  refund: 'Deposit refund',
  deposit_applied: 'Deposit applied to dues',
  rent_refund: 'Advance rent refunded',
};
/**
 * What a payment row is on paper. Money received (rent and charges, the security deposit) takes a
 * numbered receipt from the branch's gap-free series. Money paid back to the tenant (a deposit
 * refund, advance rent given back) is a refund voucher: it takes no number, neither from the
 * receipts' series (a receipt number says money came in) nor from a series of its own (each refund
 * is already one audited record, of a settlement or made by hand, dated and named by its tenant,
 * and the voucher signed by the tenant is its proof; a second gap-free series would be one more
 * counter to keep without gaps for nobody who reads it). The deposit applied to dues at a move-out
 * is an adjustment: no money moves, so there is no receipt and no number.
 */
export const PAYMENT_DOCUMENTS = {
  rent: 'receipt',
  deposit: 'receipt',
  refund: 'refund_voucher',
  rent_refund: 'refund_voucher',
  deposit_applied: 'adjustment',
} as const satisfies Record<PaymentPurpose, string>;
export type PaymentDocument = (typeof PAYMENT_DOCUMENTS)[PaymentPurpose];
/** The purposes of money received, the only ones numbered as receipts (the trigger payments_receipt_no agrees). */
export const RECEIVED_PURPOSES = ['rent', 'deposit'] as const satisfies readonly PaymentPurpose[];
/** What a document is called where a list links to it. */
export const PAYMENT_DOCUMENT_LABELS: Record<PaymentDocument, string> = {
  receipt: 'Receipt',
  refund_voucher: 'Refund voucher',
  adjustment: 'Adjustment',
};
/** What a receipt of the security deposit says it is for. */
export const DEPOSIT_RECEIPT_FOR = 'Security deposit (refundable)';

/**
 * Which payments count towards rent and charges (the ledger's rule, and the accounts' trigger of
 * migration 0015): completed, not voided, of these purposes; a rent refund is taken off.
 */
export const COUNTED_PURPOSES = [
  'rent',
  'deposit_applied',
  'rent_refund',
] as const satisfies readonly PaymentPurpose[];
/** Which payments move the security deposit held: deposits received, less refunds and deposit applied to dues. */
export const HELD_PURPOSES = [
  'deposit',
  'refund',
  'deposit_applied',
] as const satisfies readonly PaymentPurpose[];
/** Money paid back to the tenant (a deposit refund, advance rent given back). */
export const PAID_OUT_PURPOSES = ['refund', 'rent_refund'] as const satisfies readonly PaymentPurpose[];

/** The purposes a payment is recorded with by hand; the others only a settlement writes. */
export const RECORDED_PURPOSES = ['rent', 'deposit', 'refund'] as const satisfies readonly PaymentPurpose[];
export const REFUND_MORE_THAN_HELD = 'A refund cannot be more than the security deposit held for this tenant';

/** New payments are completed; the column also holds pending and other values (shown destructive). */
export const PAYMENT_STATUS_COMPLETED = 'completed';

/** An id chosen in a form: empty means "not chosen" and says so in the user's words. */
export const requiredId = (label: string) =>
  text({ message: `${label} is required` })
    .min(1, { message: `${label} is required` })
    .pipe(z.uuid({ message: `${label} is not valid` }));

/** An optional id chosen in a form: empty, null or absent all mean none. */
const optionalId = (label: string) =>
  z
    .union([z.literal(''), z.uuid({ message: `${label} is not valid` })])
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * The methods whose reference is a UTR (the bank's transaction number): required, and never
 * recorded twice in a branch (payments_branch_utr_key).
 */
export const UTR_METHODS = ['upi', 'bank_transfer'] as const satisfies readonly PaymentMethod[];
export const isUtrMethod = (method: PaymentMethod) => (UTR_METHODS as readonly string[]).includes(method);
export const UPI_UTR_REQUIRED = 'Enter the UTR of the UPI payment (12 digits)';
export const UPI_UTR_FORMAT = 'A UPI UTR is exactly 12 digits';
export const BANK_REFERENCE_REQUIRED = 'Enter the UTR or reference of the bank transfer';
export const BANK_REFERENCE_TOO_LONG = 'A bank transfer reference must be at most 30 characters';
const UPI_UTR = /^\d{12}$/;

/**
 * The one rule of a payment's reference, by method: a UPI payment's is its 12-digit UTR, a bank
 * transfer's a reference of at most 30 characters; other methods may leave it out. The message for
 * the reference field, or null when it is fine.
 */
export function referenceProblem(method: PaymentMethod, reference: string | null | undefined): string | null {
  const ref = reference?.trim() ?? '';
  if (method === 'upi') {
    if (!ref) return UPI_UTR_REQUIRED;
    return UPI_UTR.test(ref) ? null : UPI_UTR_FORMAT;
  }
  if (method === 'bank_transfer') {
    if (!ref) return BANK_REFERENCE_REQUIRED;
    return ref.length > 30 ? BANK_REFERENCE_TOO_LONG : null;
  }
  return null;
}

/** The 409 of a UTR recorded before in the branch, on its payment's date and for its tenant. */
export const utrAlreadyRecorded = (date: string, tenant: string) =>
  `This UTR is already recorded on ${toDisplayDate(date)} for ${tenant}`;

/** The reference as its method asks (referenceProblem), on the reference field. */
export const checkReference = (
  v: { method: PaymentMethod; reference: string | null },
  ctx: z.RefinementCtx,
) => {
  const problem = referenceProblem(v.method, v.reference);
  if (problem) ctx.addIssue({ code: 'custom', path: ['reference'], message: problem });
};

/** A payment's fields, before the reference's rule (checkReference). */
export const paymentFields = z
  .object({
    tenant_id: requiredId('Tenant'),
    booking_id: optionalId('Booking'),
    amount: money('Amount'),
    method: z.enum(PAYMENT_METHODS, { message: 'Choose a payment method' }),
    date: isoDate('Date'),
    /** The UTR of a UPI payment or bank transfer; a cheque or card slip number. */
    reference: optionalText('Reference', 100),
    note: optionalText('Note', 500, { multiline: true }),
    /** Rent and charges unless told. */
    purpose: z.enum(RECORDED_PURPOSES, { message: 'Choose what the payment is for' }).default('rent'),
    /** The user confirmed an amount far above what is due (largePaymentQuestion). */
    amount_confirmed: z.boolean().optional(),
  })
  .strict();

/** An amount more than this above what is due, and above twice it, is asked about before it is recorded. */
export const LARGE_PAYMENT_MARGIN = 10000;

/**
 * The question a payment far above what is due asks before it is recorded (a slip of a zero:
 * ₹80,000 against ₹800), or null: more than twice what is due and more than LARGE_PAYMENT_MARGIN
 * above it (a month paid ahead with nothing due is not asked about). `due` is the rent and charges owed for rent, the deposit still to pay for a deposit.
 */
export function largePaymentQuestion(
  amount: number,
  due: number,
  purpose: 'rent' | 'deposit',
): string | null {
  const owed = Math.max(due, 0);
  if (amount <= owed * 2 || amount - owed <= LARGE_PAYMENT_MARGIN) return null;
  const paid = formatRupees(amount);
  if (purpose === 'deposit') {
    return owed === 0
      ? `No deposit is left to pay. Record ${paid} anyway?`
      : `${paid} is far more than the ${formatRupees(owed)} of deposit still to pay. Record it anyway?`;
  }
  return owed === 0
    ? `Nothing is due from this tenant now. Record ${paid} anyway? It is kept as an advance.`
    : `${paid} is far more than the ${formatRupees(owed)} due. Record it anyway? What is above the due is kept as an advance.`;
}

/**
 * Record Payment: tenant, amount (> 0, two decimals), method and date required; the reference as
 * its method asks (referenceProblem); booking and note optional.
 */
export const paymentInput = paymentFields.superRefine(checkReference);
/** The Record Payment form: the amount is typed as text. */
export const paymentForm = paymentFields
  .extend({ amount: fromFormText(money('Amount')) })
  .superRefine(checkReference);
export type PaymentValues = z.output<typeof paymentInput>;

/**
 * The payment list's status filter: completed or pending (not voided), or voided (whatever its
 * status was).
 */
export const PAYMENT_STATUS_FILTERS = ['completed', 'pending', 'voided'] as const;
export type PaymentStatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number];
export const PAYMENT_STATUS_FILTER_LABELS: Record<PaymentStatusFilter, string> = {
  completed: 'Completed',
  pending: 'Pending',
  voided: 'Voided',
};

/** Payments: searched by tenant name, filtered by date range, method and status, sorted by date or amount. */
export const paymentListQuery = moneyListQuery({
  method: z.enum(PAYMENT_METHODS, { message: 'Choose a payment method from the list' }).optional(),
  status: z.enum(PAYMENT_STATUS_FILTERS, { message: 'Choose a status from the list' }).optional(),
});
export type PaymentListQuery = z.output<typeof paymentListQuery>;

export const payment = z.object({
  id: z.string(),
  branch_id: z.string(),
  tenant_id: z.string(),
  tenant_name: z.string(),
  booking_id: z.string().nullable(),
  /** Where the booking is, e.g. room 101 bed A; null without a booking. */
  room_number: z.string().nullable(),
  bed_number: z.string().nullable(),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  date: z.string(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  status: z.string(),
  /** What it settles: rent and charges, or the security deposit. */
  purpose: z.enum(PAYMENT_PURPOSES),
  /**
   * `CODE/2026-27/000001`, gap-free per branch and financial year: money received only; null for a
   * refund or an adjustment (PAYMENT_DOCUMENTS).
   */
  receipt_number: z.string().nullable(),
  /** A voided payment stays in the history and counts nowhere. */
  ...voidFields,
  created_at: z.string(),
});
export type Payment = z.infer<typeof payment>;

/** Completed payments of the whole branch (not the page): their sum in rupees and their number. */
/**
 * The Payments card, over the payments the list's filters pick (date range, method, status, search):
 * rent collected (payments of rent and charges, completed and not void) and, apart, the security
 * deposits received. Refunds and deposits applied are not money received and count in neither.
 */
export const paymentSummary = z.object({
  /** Rent collected: the sum of the payments of rent and charges. */
  total_amount: z.number(),
  count: z.number(),
  deposits_amount: z.number(),
  deposits_count: z.number(),
});
export type PaymentSummary = z.infer<typeof paymentSummary>;

/** Everything a printed receipt shows. */
export const paymentReceipt = payment.extend({
  branch: receiptBranch,
  tenant_phone: z.string(),
  booking_start_date: z.string().nullable(),
  booking_end_date: z.string().nullable(),
  /**
   * The months (YYYY-MM) a payment of rent and charges pays for: the tenant's dues by month, the
   * oldest settled first by the payments in date order; empty for other purposes.
   */
  months: z.array(z.string()),
  /** A payment of rent and charges that goes beyond every due known today (rent in advance). */
  advance: z.boolean(),
});
export type PaymentReceipt = z.infer<typeof paymentReceipt>;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** '2026-11' → 'November 2026'. */
export const monthName = (month: string) =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/**
 * What a receipt or voucher says the money was for: 'Security deposit (refundable)'; 'Rent and
 * charges for November 2026, December 2026' (the months it pays for, 'and in advance' beyond every
 * due); a refund's and an adjustment's purpose label.
 */
export function paymentFor(p: Pick<PaymentReceipt, 'purpose' | 'months' | 'advance'>): string {
  if (p.purpose === 'deposit') return DEPOSIT_RECEIPT_FOR;
  if (p.purpose !== 'rent') return PAYMENT_PURPOSE_LABELS[p.purpose];
  const months = p.months.map(monthName).join(', ');
  if (!months) return p.advance ? 'Rent and charges, in advance' : PAYMENT_PURPOSE_LABELS.rent;
  return `Rent and charges for ${months}${p.advance ? ', and in advance' : ''}`;
}
