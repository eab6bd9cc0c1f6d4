import { z } from 'zod';
import { receiptBranch } from './branches.ts';
import { fromFormText, isoDate, money, optionalText, requiredText } from './common.ts';
import { PAYMENT_METHODS } from './payments.ts';

/**
 * Move-out settlement: a checked-in tenant leaves on the check-out date (the stay ends then, its
 * total and instalments following), deductions from the deposit are recorded as charges, the
 * deposit held is applied to what is owed, and the rest is refunded to the tenant, or the tenant
 * still owes. Every figure is worked out by the server in SQL.
 */

export const SETTLEMENT_TEXTS = {
  action: 'Settle and check out',
  title: 'Settle and check out',
  depositHeld: 'Deposit held',
  deductions: 'Deductions',
  refund: 'Refund to tenant',
  owed: 'Still owed by tenant',
  print: 'Print settlement',
  /** A checked-out booking's settlement made later (the tenant left with a deposit held or owing). */
  later: 'Settle deposit',
  laterTitle: 'Settle the deposit',
  done: 'Settled and checked out',
  /** A check-out date after today: the figures can be seen, not confirmed. */
  previewOnly: 'A preview: the settlement can be confirmed from the check-out date on.',
} as const;

export const ALREADY_SETTLED = 'This booking is already settled';
export const SETTLE_NOT_CHECKED_IN = 'Only a checked-in booking can be settled and checked out';
export const CHECKOUT_OUTSIDE_STAY = 'The check-out date must fall within the stay';
export const CHECKOUT_IN_FUTURE = 'The check-out date cannot be after today';
export const SETTLE_MOVED =
  'This part of the stay ended with a move to another bed: settle the booking the tenant moved to';
/** The category of the charges a settlement's deductions are recorded as. */
export const DEDUCTION_CATEGORY = 'Other';
export const MAX_DEDUCTIONS = 20;

/**
 * What a monthly stay's terms add at settlement: 'notice', the rent of the notice days not served
 * (from the day after the check-out to the notice's end: the day notice was given, or else the
 * check-out date, plus the notice period); 'lock_in', leaving inside the lock-in (the stay's first
 * months), the branch's fixed amount or the rent of the rest of the lock-in not in the notice line.
 * Each is offered, and may be waived with a reason; confirmed, it becomes a charge of the tenant.
 */
export const TERM_LINES = ['notice', 'lock_in'] as const;
export type TermLine = (typeof TERM_LINES)[number];
export const TERM_LINE_LABELS: Record<TermLine, string> = {
  notice: 'Notice not served',
  lock_in: 'Lock-in',
};
export const WAIVER_TWICE = 'Each line can be waived once';
export const WAIVER_NOT_OFFERED = 'This settlement has no such line to waive';

/** A line the stay's terms add, as the preview shows it. */
export const termLine = z.object({
  line: z.enum(TERM_LINES),
  label: z.string(),
  /** What it is for: the days and dates, or the lock-in's end. */
  description: z.string(),
  amount: z.number(),
  /** Waived: shown, not charged. */
  waived: z.boolean(),
});
export type TermLineFigure = z.infer<typeof termLine>;

/** Waiving a line: the reason is required and kept in the audit log. */
export const waiverInput = z
  .object({
    line: z.enum(TERM_LINES, { message: 'Choose the line to waive' }),
    reason: requiredText('Reason for waiving', 200),
  })
  .strict();
export type WaiverInput = z.output<typeof waiverInput>;

const waivers = z
  .array(waiverInput)
  .max(TERM_LINES.length, { message: WAIVER_TWICE })
  .refine((w) => new Set(w.map((x) => x.line)).size === w.length, { message: WAIVER_TWICE })
  .default([]);

export const deductionInput = z
  .object({
    reason: requiredText('Reason', 200),
    amount: money('Amount'),
  })
  .strict();
export type DeductionInput = z.output<typeof deductionInput>;

/** A query's repeated `deduction=...` amounts: one value arrives as a string, several as an array. */
const deductionAmounts = z.preprocess(
  (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
  z
    .array(
      z.preprocess(
        (v) => (typeof v === 'string' && /^-?(\d+\.?\d*|\.\d+)$/.test(v.trim()) ? Number(v) : v),
        money('Deduction'),
      ),
    )
    .max(MAX_DEDUCTIONS, { message: `At most ${MAX_DEDUCTIONS} deductions` }),
);

/** A query's repeated `waive=notice` lines. */
const waivedLines = z.preprocess(
  (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
  z.array(z.enum(TERM_LINES, { message: 'Choose the line to waive' })).max(TERM_LINES.length),
);

/**
 * What the dialog asks the server to work out: the check-out date, the deductions' amounts and
 * the lines waived.
 */
export const settlementPreviewQuery = z
  .object({ checkout_date: isoDate('Check-out date'), deduction: deductionAmounts, waive: waivedLines })
  .strict();
export type SettlementPreviewQuery = z.output<typeof settlementPreviewQuery>;

/** Confirming: the check-out date, the deductions, and how the refund is paid. */
export const settlementInput = z
  .object({
    checkout_date: isoDate('Check-out date'),
    deductions: z
      .array(deductionInput)
      .max(MAX_DEDUCTIONS, { message: `At most ${MAX_DEDUCTIONS} deductions` })
      .default([]),
    /** Lines of the stay's terms (notice, lock-in) waived, each with its reason. */
    waivers,
    refund_method: z.enum(PAYMENT_METHODS, { message: 'Choose how the refund is paid' }).default('cash'),
    refund_reference: optionalText('Reference', 100),
    note: optionalText('Note', 500, { multiline: true }),
  })
  .strict();
export type SettlementValues = z.output<typeof settlementInput>;

/** The 'Settle and check out' form: the deductions' amounts are typed as text. */
export const settlementForm = settlementInput.extend({
  deductions: z
    .array(deductionInput.extend({ amount: fromFormText(money('Amount')) }))
    .max(MAX_DEDUCTIONS, { message: `At most ${MAX_DEDUCTIONS} deductions` }),
});

/** The figures of a settlement, in rupees. */
export const settlementFigures = z.object({
  checkout_date: z.string(),
  /** The stay as it ends on the check-out date. */
  start_date: z.string(),
  end_date: z.string(),
  days: z.number(),
  total_rent: z.number(),
  /** Rent instalments due up to the check-out date (all of the tenant's bookings). */
  rent_due: z.number(),
  /** Charges not voided, due up to the check-out date (deductions not included). */
  charges: z.number(),
  /** Completed payments of rent and charges (less advance rent given back). */
  paid: z.number(),
  /** rent_due + charges − paid: positive owed, negative paid in advance. */
  balance: z.number(),
  deposit_held: z.number(),
  deductions: z.number(),
  /** The part of the deposit that pays what is owed. */
  deposit_applied: z.number(),
  /** What the tenant gets back (deposit left and advance rent). */
  refund: z.number(),
  /** What the tenant still owes after the whole deposit. */
  owed: z.number(),
});
export type SettlementFigures = z.infer<typeof settlementFigures>;

export const settlementPreview = settlementFigures.extend({
  booking_id: z.string(),
  tenant_id: z.string(),
  tenant_name: z.string(),
  room_number: z.string(),
  bed_number: z.string(),
  /** The booking's last day before the check-out. */
  booked_end_date: z.string().nullable(),
  /** No other booked or checked-in booking: the tenant is marked as left on the check-out date. */
  tenant_leaves: z.boolean(),
  /** A monthly stay's notice and lock-in lines (their amounts, when not waived, are in `deductions`). */
  term_lines: z.array(termLine),
});
export type SettlementPreview = z.infer<typeof settlementPreview>;

export const settlement = settlementPreview.omit({ term_lines: true }).extend({
  id: z.string(),
  branch_id: z.string(),
  refund_method: z.enum(PAYMENT_METHODS).nullable(),
  refund_reference: z.string().nullable(),
  note: z.string().nullable(),
  deduction_items: z.array(z.object({ reason: z.string(), amount: z.number() })),
  created_at: z.string(),
  created_by_email: z.string().nullable(),
  branch: receiptBranch,
  tenant_phone: z.string(),
});
export type Settlement = z.infer<typeof settlement>;
