import { z } from 'zod';
import {
  checkDateRange,
  dateRangeFields,
  fromFormText,
  isIsoDate,
  isoDate,
  listQuery,
  listSort,
  money,
  queryInt,
  text,
  uuid,
} from './common.ts';
import { toDisplayDate } from './dates.ts';
import { BILLING_MODES, DUE_DAY_MODES } from './rent.ts';

export const BOOKING_STATUSES = ['booked', 'checked_in', 'checked_out', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Bookings that hold their bed: the exclusion constraint forbids two of these overlapping. */
export const OPEN_BOOKING_STATUSES = ['booked', 'checked_in'] as const satisfies readonly BookingStatus[];
/**
 * Bookings that bill their rent: booked, checked in and checked out (the stay happened). A
 * cancelled booking owes nothing. The ledger, the accounts' triggers and the occupancy report agree.
 */
export const BILLED_BOOKING_STATUSES = [
  'booked',
  'checked_in',
  'checked_out',
] as const satisfies readonly BookingStatus[];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  booked: 'Booked',
  checked_in: 'Checked in',
  checked_out: 'Checked out',
  cancelled: 'Cancelled',
};

/** Cancelled red, checked out grey, checked in solid, booked (not yet arrived) outlined. */
export const bookingStatusVariant = (
  status: BookingStatus,
): 'destructive' | 'secondary' | 'default' | 'outline' =>
  status === 'cancelled'
    ? 'destructive'
    : status === 'checked_out'
      ? 'secondary'
      : status === 'booked'
        ? 'outline'
        : 'default';

/** 'On notice until 31/12/2026': a live stay whose tenant gave notice; null for any other. */
export const onNoticeUntil = (
  b: { status: BookingStatus; notice_given_on: string | null; end_date: string | null },
  formatDate: (iso: string) => string,
) =>
  b.notice_given_on && b.end_date && (b.status === 'booked' || b.status === 'checked_in')
    ? `On notice until ${formatDate(b.end_date)}`
    : null;

/**
 * What a booking's badge reads: the part of a stay that ended with a move to another bed is
 * checked out of that bed and reads 'Moved' (the stay goes on in the booking it moved to).
 */
export const MOVED_LABEL = 'Moved';
export const bookingStatusLabel = (b: { status: BookingStatus; moved_to_booking_id?: string | null }) =>
  b.moved_to_booking_id ? MOVED_LABEL : BOOKING_STATUS_LABELS[b.status];

/**
 * The status changes staff can make, each from the row's actions. Checking out ends the stay on
 * the day (no rent after it); undoing a check-in puts a booking checked in by mistake back to booked.
 */
export const BOOKING_ACTIONS = {
  'check-in': { from: ['booked'], to: 'checked_in' },
  'check-out': { from: ['checked_in'], to: 'checked_out' },
  'undo-check-in': { from: ['checked_in'], to: 'booked' },
  cancel: { from: ['booked', 'checked_in'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly BookingStatus[]; to: BookingStatus }>;
export type BookingAction = keyof typeof BOOKING_ACTIONS;

/** A booking is checked in from its first day on, never before (the bed may hold someone else until then). */
export const checkInBeforeStart = (start: string) =>
  `This booking starts on ${toDisplayDate(start)}: the tenant can be checked in from that day`;

export const canApplyBookingAction = (action: BookingAction, status: BookingStatus) =>
  (BOOKING_ACTIONS[action].from as readonly BookingStatus[]).includes(status);

/** A typo in a year (2062 for 2026) would hold a bed for decades: a booking ends within 3 years. */
const MAX_BOOKING_YEARS = 3;

export const END_BEFORE_START = 'End date cannot be before the start date';
export const BOOKING_TOO_LONG = 'A booking can last at most 3 years';
export const BED_ALREADY_BOOKED = 'This bed is already booked for those dates';

/** The date `days` days after `iso` (YYYY-MM-DD; negative: before), by the calendar. */
export const addDaysIso = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const dayBefore = (iso: string) => addDaysIso(iso, -1);
export const dayAfter = (iso: string) => addDaysIso(iso, 1);

/** An id chosen in a picker: empty means nothing was chosen yet. */
const requiredId = (label: string) =>
  text({ message: `${label} is required` })
    .min(1, { message: `${label} is required` })
    .pipe(uuid);

/** The latest end date a booking starting on `start` may have (same day, MAX_BOOKING_YEARS later). */
export const latestEndDate = (start: string) =>
  `${String(Number(start.slice(0, 4)) + MAX_BOOKING_YEARS).padStart(4, '0')}${start.slice(4)}`;

/** A count of days or months typed for a stay's terms, from 0 to `max`. */
const wholeNumber = (label: string, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int({ message: `${label} must be a whole number` })
    .min(0, { message: `${label} cannot be negative` })
    .max(max, { message: `${label} can be at most ${max}` });

/**
 * The Create Booking form and POST /api/branches/:branchId/bookings. The server works out the
 * total rent itself from the dates and the bed's rent per day; a `total_rent` sent by a client is
 * accepted for compatibility and ignored.
 */
const bookingFields = z
  .object({
    tenant_id: requiredId('Tenant'),
    bed_id: requiredId('Bed'),
    start_date: isoDate('Start date'),
    /** Required per day; a monthly stay without one runs until notice. */
    end_date: isoDate('End date').nullish(),
    /** The security deposit, owed on the start date; absent or null: none (it can be set later). */
    deposit: money('Security deposit').nullish(),
    /** 'per_day' (SPEC's rule, the default) or 'monthly'. */
    billing: z.enum(BILLING_MODES).default('per_day'),
    /** Monthly: the rent per month; absent: the bed's. */
    monthly_rent: money('Rent per month').nullish(),
    /** Monthly: the due day, notice period and lock-in; absent: the branch's (branch_billing). */
    due_day: z.enum(DUE_DAY_MODES).nullish(),
    notice_days: wholeNumber('Notice period', 365).nullish(),
    lock_in_months: wholeNumber('Lock-in', 36).nullish(),
    total_rent: z
      .number()
      .optional()
      .describe('Ignored: the server computes the total rent from the dates and the bed rent'),
  })
  .strict();

export const END_DATE_REQUIRED = 'End date is required';

const checkDates = (
  v: { start_date: string; end_date?: string | null; billing?: string },
  ctx: z.RefinementCtx,
) => {
  if (!v.end_date) {
    if (v.billing !== 'monthly')
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: END_DATE_REQUIRED });
    return;
  }
  if (!isIsoDate(v.start_date) || !isIsoDate(v.end_date)) return;
  if (v.end_date < v.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: END_BEFORE_START });
  } else if (v.end_date > latestEndDate(v.start_date)) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: BOOKING_TOO_LONG });
  }
};

export const bookingInput = bookingFields.superRefine(checkDates);
/** The Create Booking form: the security deposit is typed as text, empty for none. */
export const bookingForm = bookingFields
  .extend({
    deposit: fromFormText(money('Security deposit').optional()),
    end_date: z.preprocess((v) => (v === '' ? undefined : v), isoDate('End date').optional()),
    monthly_rent: fromFormText(money('Rent per month').optional()),
    notice_days: fromFormText(wholeNumber('Notice period', 365).optional()),
    lock_in_months: fromFormText(wholeNumber('Lock-in', 36).optional()),
  })
  .superRefine(checkDates);
export type BookingValues = z.output<typeof bookingInput>;

/** Newest booking made first (the default), or by the day the stay starts, either way. */
export const BOOKING_SORTS = ['start_desc', 'start_asc'] as const;
export const BOOKING_SORT_LABELS: Record<'newest' | (typeof BOOKING_SORTS)[number], string> = {
  newest: 'Newest booking first',
  start_desc: 'Latest start date first',
  start_asc: 'Earliest start date first',
};
/** What a booking's date range means on the list: the stays that overlap it. */
export const BOOKING_RANGE_NOTE =
  'Dates show the bookings whose stay overlaps them (any night between From and To).';

export const BOOKING_NOTICE_FILTERS = ['on_notice'] as const;
export const BOOKING_NOTICE_LABELS = { on_notice: 'On notice' } as const;

export const bookingListQuery = listQuery
  .extend({
    status: z.enum(BOOKING_STATUSES, { message: 'Choose a status from the list' }).optional(),
    /** Stays overlapping the range: starting on or before `to` and ending on or after `from`. */
    ...dateRangeFields,
    sort: listSort(BOOKING_SORTS),
    /** One tenant's bookings (the tenant page). */
    tenant_id: uuid.optional(),
    /** One bed's bookings (the bed board). */
    bed_id: uuid.optional(),
    /** 'on_notice': live stays (booked or checked in) whose tenant has given notice. */
    notice: z.enum(BOOKING_NOTICE_FILTERS, { message: 'Choose a filter from the list' }).optional(),
  })
  .strict()
  .superRefine(checkDateRange);
export type BookingListQuery = z.input<typeof bookingListQuery>;

export const booking = z.object({
  id: z.string(),
  branch_id: z.string(),
  tenant_id: z.string(),
  tenant_name: z.string(),
  bed_id: z.string(),
  bed_number: z.string(),
  room_number: z.string(),
  property_name: z.string(),
  start_date: z.string(),
  /** Null: a monthly stay that runs until notice (UNTIL_NOTICE). */
  end_date: z.string().nullable(),
  /** Both end days count (see rent.ts); null while the stay has no end. */
  days: z.number().nullable(),
  /** The rent of the whole stay; null while a monthly stay has no end. */
  total_rent: z.number().nullable(),
  billing: z.enum(BILLING_MODES),
  /** Monthly: the rent per month now (the booking's, or its latest change by today). */
  monthly_rent: z.number().nullable(),
  /** Monthly: the due day, the notice period (days) and the lock-in (months) of the stay. */
  due_day: z.enum(DUE_DAY_MODES).nullable(),
  notice_days: z.number().nullable(),
  lock_in_months: z.number().nullable(),
  /** The security deposit, or null for none. */
  deposit: z.number().nullable(),
  status: z.enum(BOOKING_STATUSES),
  /** The day the tenant gave notice (the end date is then the day they vacate); null: none. */
  notice_given_on: z.string().nullable(),
  /** The move-out settlement of the booking, once settled. */
  settlement_id: z.string().nullable(),
  /** The booking the stay went on in after a move to another bed (this part reads 'Moved'); null: none. */
  moved_to_booking_id: z.string().nullable(),
  /**
   * Checked out (not by a move) and not settled while the tenant still holds a deposit or owes
   * money: the booking offers its settlement.
   */
  settlement_due: z.boolean(),
  created_at: z.string(),
});
export type Booking = z.infer<typeof booking>;

// Changes to a stay -------------------------------------------------------------------------------

export const NOTICE_NOT_CHECKED_IN = 'Only a checked-in tenant can give notice';
export const VACATING_IN_PAST = 'The vacating date cannot be before today';
export const VACATING_OUTSIDE_STAY = 'The vacating date must fall within the stay';
export const EXTEND_NOT_LATER = 'The new end date must be after the current end date';
export const EXTEND_NOT_LIVE = 'Only a booked or checked-in booking can be extended';
export const EXTEND_UNTIL_NOTICE = 'This stay runs until notice: there is no end date to extend';
export const MOVE_NOT_CHECKED_IN = 'Only a checked-in tenant can be moved to another bed';
export const MOVE_SAME_BED = 'The tenant is already in this bed';
export const MOVE_OUTSIDE_STAY = 'The move date must fall within the stay';
export const MOVE_IN_FUTURE = 'The move date cannot be after today: record the move on the day it happens';

/**
 * The earliest day a tenant giving notice on `today` may vacate: a monthly stay serves its notice
 * period (today + the notice days, no later than its end date); a per-day stay, and a monthly one
 * with no notice period, may end today.
 */
export const earliestVacatingDate = (
  today: string,
  stay: { billing: string; notice_days: number | null; end_date: string | null },
) => {
  if (stay.billing !== 'monthly' || !stay.notice_days) return today;
  const served = addDaysIso(today, stay.notice_days);
  return stay.end_date !== null && stay.end_date < served ? stay.end_date : served;
};

/** A vacating date before the notice period is served, naming the earliest one allowed. */
export const vacatingBeforeNotice = (earliest: string, noticeDays: number) =>
  `With ${noticeDays} days' notice, the vacating date can be ${toDisplayDate(earliest)} at the earliest`;

/** POST /api/bookings/:id/notice: a checked-in tenant gives notice; the stay then ends on `vacating_date`. */
export const noticeInput = z.object({ vacating_date: isoDate('Vacating date') }).strict();
export type NoticeInput = z.input<typeof noticeInput>;

export const RENT_CHANGE_NOT_MONTHLY = 'Only a monthly stay has a rent per month to change';
export const RENT_CHANGE_NOT_LIVE = 'Only a booked or checked-in stay can have its rent changed';
export const RENT_CHANGE_OUTSIDE_STAY = 'The rent can only change from a date within the stay';

/**
 * POST /api/bookings/:id/rent: a monthly stay's rent per month from `from_date` on (a discount, a
 * new price); the days before it keep the rent they had.
 */
export const rentChangeInput = z
  .object({ monthly_rent: money('Rent per month'), from_date: isoDate('From date') })
  .strict();
export type RentChangeInput = z.input<typeof rentChangeInput>;
/** The 'Change rent' form: the rent per month is typed as text. */
export const rentChangeForm = rentChangeInput.extend({ monthly_rent: fromFormText(money('Rent per month')) });

/** POST /api/bookings/:id/extend: the stay ends later, on `end_date`, when the bed is free until then. */
export const extendInput = z.object({ end_date: isoDate('End date') }).strict();
export type ExtendInput = z.input<typeof extendInput>;

/**
 * POST /api/bookings/:id/move: a checked-in tenant moves to `bed_id` from `from_date`: the current
 * booking ends the day before, a checked-in booking of the new bed runs from then to the old end date.
 * On the stay's first day the whole booking moves to the new bed instead.
 */
export const moveInput = z.object({ bed_id: requiredId('Bed'), from_date: isoDate('Move date') }).strict();
export type MoveInput = z.input<typeof moveInput>;

/**
 * The answer to a move: the booking that ended and the one that began; on the stay's first day,
 * `ended` is null and `started` is the same booking, now on the new bed.
 */
export const moveResult = z.object({ ended: booking.nullable(), started: booking });

/** GET /api/branches/:branchId/bookings/open: bookings that are booked or checked in (payment form). */
export const openBookingsQuery = z
  .object({
    tenant_id: uuid.optional(),
    limit: queryInt('Limit', 1, 200, 50),
    offset: queryInt('Offset', 0, Number.MAX_SAFE_INTEGER, 0),
  })
  .strict();

export const openBooking = z.object({
  id: z.string(),
  tenant_id: z.string(),
  tenant_name: z.string(),
  bed_id: z.string(),
  bed_number: z.string(),
  room_number: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  total_rent: z.number().nullable(),
  status: z.enum(OPEN_BOOKING_STATUSES),
});
export type OpenBooking = z.infer<typeof openBooking>;

/** A per-day stay asked for on a bed let by the month alone. */
export const NO_RENT_PER_DAY =
  'This bed has no rent per day: book it monthly, or give the bed a rent per day first';
