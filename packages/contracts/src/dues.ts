import { z } from 'zod';
import { checkDateRange, dateRangeFields, queryInt, searchText } from './common.ts';
import { PAYMENT_METHODS } from './payments.ts';

export { DUES_TEXTS, OVERDUE_AFTER_DAYS } from './dues-texts.ts';

/** One instalment of a booking's rent schedule: the stay's days in a calendar month. */
export const rentInstalment = z.object({
  due_date: z.string(),
  days: z.number(),
  amount: z.number(),
});
export type RentInstalment = z.infer<typeof rentInstalment>;
export const rentSchedule = z.object({ items: z.array(rentInstalment) });

/**
 * A tenant's balance today: what has fallen due (rent instalments and charges) minus completed
 * payments; positive is owed, negative an advance. `paid_up_to` is the due date of the last
 * instalment or charge the payments cover wholly (the oldest are settled first), `oldest_due_date`
 * the first one still open.
 */
export const tenantBalance = z.object({
  tenant_id: z.string(),
  due: z.number(),
  paid: z.number(),
  balance: z.number(),
  paid_up_to: z.string().nullable(),
  oldest_due_date: z.string().nullable(),
  /**
   * The security deposit still to be paid, kept apart from rent (not in `balance`): the deposits of
   * the tenant's bookings that have started and are not settled, less the deposit held; only while
   * the tenant has a booking booked or checked in.
   */
  deposit_due: z.number(),
});
export type TenantBalance = z.infer<typeof tenantBalance>;

export const DUES_FILTERS = ['all', 'today', 'overdue', 'week'] as const;
export type DuesFilter = (typeof DUES_FILTERS)[number];
export const DUES_FILTER_LABELS: Record<DuesFilter, string> = {
  all: 'All',
  today: 'Due today',
  overdue: 'Overdue',
  week: 'Due this week',
};

export const DUES_SORTS = ['amount', 'age'] as const;
export type DuesSort = (typeof DUES_SORTS)[number];
export const DUES_SORT_LABELS: Record<DuesSort, string> = {
  amount: 'Amount due',
  age: 'Oldest due',
};

export const duesQuery = z
  .object({
    q: searchText().optional(),
    filter: z
      .enum(DUES_FILTERS, { message: 'Choose All, Due today, Overdue or Due this week' })
      .default('all'),
    sort: z.enum(DUES_SORTS, { message: 'Sort by amount or age' }).default('amount'),
    limit: queryInt('Limit', 1, 200, 50),
    offset: queryInt('Offset', 0, Number.MAX_SAFE_INTEGER, 0),
  })
  .strict();
export type DuesQuery = z.infer<typeof duesQuery>;

/** A row of the Dues page: a tenant with a positive balance, or a security deposit still to pay, or both. */
export const duesRow = z.object({
  tenant_id: z.string(),
  tenant_name: z.string(),
  phone: z.string(),
  /** The tenant's latest open booking (booked or checked in), for the payment dialog. */
  booking_id: z.string().nullable(),
  room_number: z.string().nullable(),
  bed_number: z.string().nullable(),
  /** Rent and charges due (0 when only the deposit is). */
  amount_due: z.number(),
  /** The security deposit still to be paid (TenantBalance.deposit_due), kept apart from rent. */
  deposit_due: z.number(),
  oldest_due_date: z.string().nullable(),
  days_overdue: z.number(),
  /** What fell due today and is not paid (0 when nothing did). */
  due_today: z.number(),
  /**
   * What is open of each month's dues, oldest first (payments settle the oldest months first):
   * `month` is the month's first day, `due_date` its first due date; the amounts add up to
   * amount_due.
   */
  months: z.array(z.object({ month: z.string(), due_date: z.string(), amount: z.number() })),
  /** Days since the latest reminder (0: today, in India), null when none was sent. */
  reminded_days_ago: z.number().nullable(),
});
export type DuesRow = z.infer<typeof duesRow>;

/** The page of rows, and the cards, which count the whole branch (not the search or filter). */
export const duesPage = z.object({
  items: z.array(duesRow),
  total: z.number(),
  summary: z.object({
    total_due: z.number(),
    tenants_due: z.number(),
    overdue_amount: z.number(),
    tenants_overdue: z.number(),
    /** What fell due today and is not paid, and the tenants who owe it. */
    due_today: z.number(),
    tenants_due_today: z.number(),
    /** Security deposits still to be paid, over every row (not in total_due). */
    deposits_due: z.number(),
    deposits_held: z.number(),
  }),
});
export type DuesPage = z.infer<typeof duesPage>;

/**
 * The financial year (April to March) of a date, as receipts print it: 2026-04-01 and 2027-03-31
 * are both '2026-27'. The same rule as the database's financial_year().
 */
export function financialYear(isoDate: string): string {
  const [y, m] = isoDate.split('-').map(Number) as [number, number];
  const start = m < 4 ? y - 1 : y;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * A line of a tenant's statement. Rent instalments, charges and payments of rent move the running
 * `balance` (positive: owed); the deposit's lines (owed on the booking's start, received, refunded)
 * are listed beside them but are held money, kept apart in the statement's `deposit`. A voided
 * payment or charge stays, struck through, and moves nothing; a pending payment moves nothing.
 */
export const STATEMENT_LINE_KINDS = [
  'rent',
  'charge',
  'deposit',
  'payment',
  'deposit_payment',
  'refund',
  'deposit_applied',
  'rent_refund',
] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];
export const STATEMENT_LINE_LABELS: Record<StatementLineKind, string> = {
  rent: 'Rent',
  charge: 'Charge',
  deposit: 'Security deposit due',
  payment: 'Payment',
  deposit_payment: 'Security deposit received',
  refund: 'Deposit refunded',
  deposit_applied: 'Deposit applied to dues',
  rent_refund: 'Advance rent refunded',
};

export const statementLine = z.object({
  /** The instalment's booking, or the charge's, the deposit's booking, the payment's own id. */
  id: z.string(),
  date: z.string(),
  kind: z.enum(STATEMENT_LINE_KINDS),
  /** Where: rent instalments and deposits, and payments made towards a booking. */
  room_number: z.string().nullable(),
  bed_number: z.string().nullable(),
  /** An instalment's days. */
  days: z.number().nullable(),
  /** A charge's category. */
  category: z.string().nullable(),
  /** A charge's description, a payment's note. */
  note: z.string().nullable(),
  receipt_number: z.string().nullable(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** What the tenant owes by this line (instalments, charges, the deposit due, refunds). */
  debit: z.number().nullable(),
  /** What the tenant paid by this line. */
  credit: z.number().nullable(),
  /** The balance of rent and charges after this line. */
  balance: z.number(),
  /** A payment's status ('completed', 'pending'...), null for the other lines. */
  status: z.string().nullable(),
  voided: z.boolean(),
  void_reason: z.string().nullable(),
  /** Due after today. */
  upcoming: z.boolean(),
});
export type StatementLine = z.infer<typeof statementLine>;

/**
 * The dates a statement covers, both included: the lines before `from` are summed into its opening
 * balance, those after `to` left out. Neither: the whole history.
 */
export const statementQuery = z.object(dateRangeFields).strict().superRefine(checkDateRange);
export type StatementQuery = z.infer<typeof statementQuery>;
export const OPENING_BALANCE = 'Opening balance';
export const CLOSING_BALANCE = 'Closing balance';

export const tenantStatement = z.object({
  tenant: z.object({
    id: z.string(),
    name: z.string(),
    phone: z.string(),
    branch_name: z.string(),
    branch_id: z.string(),
    branch_code: z.string(),
    branch_address: z.string().nullable(),
  }),
  /** The day the statement is as of (today in India). */
  as_of: z.string(),
  /** The range asked for (statementQuery), null when open. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The balance of rent and charges before `from` (the running balance starts from it); null without `from`. */
  opening_balance: z.number().nullable(),
  /** The first due date still open (the oldest dues are settled first), null when none is. */
  oldest_due_date: z.string().nullable(),
  /** Days since the latest reminder (0: today, in India), null when none was sent. */
  reminded_days_ago: z.number().nullable(),
  lines: z.array(statementLine),
  /** Today's balance of rent and charges: positive owed, negative an advance. */
  balance: z.number(),
  deposit: z.object({
    /** Deposits of the tenant's bookings that have started. */
    due: z.number(),
    received: z.number(),
    refunded: z.number(),
    /** received − refunded − applied to dues. */
    held: z.number(),
    /** Still to be paid (TenantBalance.deposit_due). */
    outstanding: z.number(),
  }),
});
export type TenantStatement = z.infer<typeof tenantStatement>;
