import { z } from 'zod';
import { END_BEFORE_START } from './bookings.ts';
import { isoDate, queryInt, searchText, uuid } from './common.ts';

/**
 * A bed's status on a date, derived from its bookings and its out-of-service period, never stored:
 * - occupied: a live booking (booked or checked in) covers the date;
 * - out_of_service: staff took it out of service from `since` until `until` (or until further
 *   notice) and the date falls in that period;
 * - reserved: otherwise, when a live booking of the bed starts after the date;
 * - available: none of these.
 * `is_available` in answers is true when the bed is available or reserved (nothing covers the
 * date and it is in service).
 */
export const BED_STATUSES = ['available', 'occupied', 'reserved', 'out_of_service'] as const;
export type BedStatus = (typeof BED_STATUSES)[number];

export const BED_STATUS_LABELS: Record<BedStatus, string> = {
  available: 'Available',
  occupied: 'Occupied',
  reserved: 'Reserved',
  out_of_service: 'Out of service',
};

/** 2026-12-15 -> 15/12/2026, for messages the server writes. */
export const dayMonthYear = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Why a bed cannot be booked for some days: it is out of service then. */
export const outOfServiceMessage = (since: string, until: string | null) =>
  until
    ? `This bed is out of service from ${dayMonthYear(since)} to ${dayMonthYear(until)}`
    : `This bed is out of service from ${dayMonthYear(since)} until further notice`;

/** Why a bed cannot be booked for some days: another booking holds it then. */
export const bedTakenMessage = (start: string, end: string | null) =>
  end === null
    ? `This bed is booked from ${dayMonthYear(start)} until notice`
    : `This bed is booked from ${dayMonthYear(start)} to ${dayMonthYear(end)}`;

export const OUT_OF_SERVICE_WHILE_CHECKED_IN =
  'A tenant is checked in to this bed during those days. Move the tenant to another bed or check them out first.';
export const OUT_OF_SERVICE_UNTIL_PAST = 'Until must be today or later';

/** A bed's out-of-service period, when it has one that has not ended. */
export const outOfService = z.object({
  reason: z.string().nullable(),
  since: z.string(),
  until: z.string().nullable(),
});
export type OutOfService = z.infer<typeof outOfService>;

/** `?date=` of the status views: the day they describe (today when absent). */
export const statusDate = { date: isoDate('Date').optional() };

// The bed board -----------------------------------------------------------------------------------

export const bedBoardQuery = z.object({ ...statusDate, property_id: uuid.optional() }).strict();
export type BedBoardQuery = z.input<typeof bedBoardQuery>;

/** A live booking as the board shows it. */
const boardBooking = z.object({
  id: z.string(),
  tenant_id: z.string(),
  tenant_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(['booked', 'checked_in']),
  /** The day the tenant gave notice: the end date is then the day they vacate. */
  notice_given_on: z.string().nullable(),
});
export type BoardBooking = z.infer<typeof boardBooking>;

export const boardBed = z.object({
  id: z.string(),
  bed_number: z.string(),
  bed_type: z.string(),
  base_rent_per_day: z.number().nullable(),
  status: z.enum(BED_STATUSES),
  /** The booking that covers the date (occupied beds). */
  current: boardBooking.nullable(),
  /** The next live booking that starts after the date (reserved beds show 'from dd/mm'). */
  next: boardBooking.nullable(),
  out_of_service: outOfService.nullable(),
});
export type BoardBed = z.infer<typeof boardBed>;

/**
 * GET /api/branches/:branchId/beds/board: every room of the branch (or of one property) with its
 * beds and their status on `date`, in the order of the building: property, floor, room, bed.
 */
export const bedBoard = z.object({
  date: z.string(),
  rooms: z.array(
    z.object({
      id: z.string(),
      room_number: z.string(),
      name: z.string(),
      floor_number: z.number(),
      property_id: z.string(),
      property_name: z.string(),
      beds: z.array(boardBed),
    }),
  ),
});
export type BedBoard = z.infer<typeof bedBoard>;

// Beds free for a range -----------------------------------------------------------------------------

export const FREE_BEDS_LIMIT = 1000;

/** GET /api/branches/:branchId/beds/free: the booking dialog's beds for its dates. */
export const freeBedsQuery = z
  .object({
    start_date: isoDate('Start date'),
    end_date: isoDate('End date'),
    limit: queryInt('Limit', 1, FREE_BEDS_LIMIT, FREE_BEDS_LIMIT),
    /** Words each found in the bed's number, its room's number or its property's name ('101 A'). */
    q: searchText().optional(),
    /** Only this bed, if it is free for the range (the picker's chosen bed). */
    bed_id: uuid.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.end_date < v.start_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: END_BEFORE_START });
    }
  });

/** A bed free on every day of the range: no live booking and not out of service on any of them. */
export const freeBed = z.object({
  id: z.string(),
  bed_number: z.string(),
  bed_type: z.string(),
  base_rent_per_day: z.number().nullable(),
  monthly_rent: z.number().nullable(),
  room_id: z.string(),
  room_number: z.string(),
  room_name: z.string(),
  floor_number: z.number(),
  property_id: z.string(),
  property_name: z.string(),
});
export type FreeBed = z.infer<typeof freeBed>;
export const freeBeds = z.object({ items: z.array(freeBed) });
