import { z } from 'zod';
import { isIsoDate, isoDate, listQuery, uuid } from './common.ts';

export const BOOKING_STATUSES = ['booked', 'checked_in', 'checked_out', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Bookings that hold their bed: the exclusion constraint forbids two of these overlapping. */
export const OPEN_BOOKING_STATUSES = ['booked', 'checked_in'] as const satisfies readonly BookingStatus[];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  booked: 'Booked',
  checked_in: 'Checked in',
  checked_out: 'Checked out',
  cancelled: 'Cancelled',
};

/** SPEC §4: cancelled destructive, checked_out secondary, others default. */
export const bookingStatusVariant = (status: BookingStatus): 'destructive' | 'secondary' | 'default' =>
  status === 'cancelled' ? 'destructive' : status === 'checked_out' ? 'secondary' : 'default';

/** The status changes staff can make, each from the row's actions. */
export const BOOKING_ACTIONS = {
  'check-in': { from: ['booked'], to: 'checked_in' },
  'check-out': { from: ['checked_in'], to: 'checked_out' },
  cancel: { from: ['booked', 'checked_in'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly BookingStatus[]; to: BookingStatus }>;
export type BookingAction = keyof typeof BOOKING_ACTIONS;

export const canApplyBookingAction = (action: BookingAction, status: BookingStatus) =>
  (BOOKING_ACTIONS[action].from as readonly BookingStatus[]).includes(status);

/** A typo in a year (2062 for 2026) would hold a bed for decades: a booking ends within 3 years. */
export const MAX_BOOKING_YEARS = 3;

export const END_BEFORE_START = 'End date cannot be before the start date';
export const BOOKING_TOO_LONG = 'A booking can last at most 3 years';
export const BED_ALREADY_BOOKED = 'This bed is already booked for those dates';

/** An id chosen in a picker: empty means nothing was chosen yet. */
const requiredId = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .min(1, { message: `${label} is required` })
    .pipe(uuid);

/** The latest end date a booking starting on `start` may have (same day, MAX_BOOKING_YEARS later). */
export const latestEndDate = (start: string) =>
  `${String(Number(start.slice(0, 4)) + MAX_BOOKING_YEARS).padStart(4, '0')}${start.slice(4)}`;

/**
 * The Create Booking form and POST /api/branches/:branchId/bookings. The server works out the
 * total rent itself from the dates and the bed's rent per day; a `total_rent` sent by a client is
 * accepted for compatibility and ignored.
 */
export const bookingInput = z
  .object({
    tenant_id: requiredId('Tenant'),
    bed_id: requiredId('Bed'),
    start_date: isoDate('Start date'),
    end_date: isoDate('End date'),
    total_rent: z
      .number()
      .optional()
      .describe('Ignored: the server computes the total rent from the dates and the bed rent'),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!isIsoDate(v.start_date) || !isIsoDate(v.end_date)) return;
    if (v.end_date < v.start_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: END_BEFORE_START });
    } else if (v.end_date > latestEndDate(v.start_date)) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: BOOKING_TOO_LONG });
    }
  });
export type BookingInput = z.input<typeof bookingInput>;
export type BookingValues = z.output<typeof bookingInput>;

export const bookingListQuery = listQuery.extend({ status: z.enum(BOOKING_STATUSES).optional() }).strict();
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
  end_date: z.string(),
  /** Both end days count (see rent.ts). */
  days: z.number(),
  total_rent: z.number(),
  status: z.enum(BOOKING_STATUSES),
  created_at: z.string(),
});
export type Booking = z.infer<typeof booking>;

/** GET /api/branches/:branchId/bookings/open: bookings that are booked or checked in (payment form). */
export const openBookingsQuery = z
  .object({
    tenant_id: uuid.optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type OpenBookingsQuery = z.input<typeof openBookingsQuery>;

export const openBooking = z.object({
  id: z.string(),
  tenant_id: z.string(),
  tenant_name: z.string(),
  bed_id: z.string(),
  bed_number: z.string(),
  room_number: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  total_rent: z.number(),
  status: z.enum(OPEN_BOOKING_STATUSES),
});
export type OpenBooking = z.infer<typeof openBooking>;
