import { daysInRange, isIsoDate } from './common.ts';

/**
 * The booking rent formula, the one place it is written. Both end days count: a booking from
 * 1 Jan to 31 Jan is 31 days, a booking that starts and ends on the same day is 1 day.
 * SPEC §9: total = (days between start and end, rounded up, + 1) x the bed's rent per day.
 * Dates are calendar dates (YYYY-MM-DD), so the day difference is a whole number already.
 */
export function bookingDays(startDate: string, endDate: string): number {
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) {
    throw new RangeError(`Invalid booking dates: ${startDate} to ${endDate}`);
  }
  const days = daysInRange(startDate, endDate);
  if (days < 1) throw new RangeError(`The end date ${endDate} is before the start date ${startDate}`);
  return days;
}

/**
 * Total rent in rupees for a booking: bookingDays x rentPerDay, worked out in whole paise so that
 * no float rounding creeps in (333.33 x 3 is 999.99, not 999.9899999).
 */
export function totalRent(startDate: string, endDate: string, rentPerDay: number): number {
  if (!Number.isFinite(rentPerDay) || rentPerDay < 0) {
    throw new RangeError(`Invalid rent per day: ${rentPerDay}`);
  }
  const paisePerDay = Math.round(rentPerDay * 100);
  return (paisePerDay * bookingDays(startDate, endDate)) / 100;
}

/** The live preview of the booking form: null until both dates are valid and in order. */
export function previewRent(
  startDate: string | undefined,
  endDate: string | undefined,
  rentPerDay: number | undefined,
): { days: number; total: number } | null {
  if (!startDate || !endDate || rentPerDay === undefined) return null;
  if (!isIsoDate(startDate) || !isIsoDate(endDate) || endDate < startDate) return null;
  return { days: bookingDays(startDate, endDate), total: totalRent(startDate, endDate, rentPerDay) };
}
