/*
 * When a tenant's records fall due, as the dashboard's compliance card and the tenant pages say it.
 * No schemas here: the dashboard imports these before its first paint, and it need not build every
 * tenant-record schema (zod) for two numbers. tenant-records.ts exports them too.
 */

import { daysInRange, toDisplayDate } from './dates.ts';

/** A checked-in tenant not verified this many days after check-in shows as 'Verification pending'. */
export const VERIFICATION_DUE_DAYS = 7;

/** A foreign national's stay must be reported on Form C within this many hours of check-in. */
export const FORM_C_DUE_HOURS = 24;

/** A foreign national's visa that ends within this many days (or has ended) is flagged. */
export const VISA_WARNING_DAYS = 30;

/**
 * What is wrong with a visa on `today`, in the words the profile and the tenant's page show; null
 * when nothing is (no expiry recorded, or more than VISA_WARNING_DAYS days left). A visa may be
 * saved whatever this says: the record is what the passport shows, and the warning is for the owner.
 */
export function visaWarning(
  visaExpiry: string | null,
  arrivedOn: string | null,
  today: string,
): string | null {
  if (!visaExpiry) return null;
  if (arrivedOn && visaExpiry < arrivedOn) {
    return `The visa expired on ${toDisplayDate(visaExpiry)}, before the date of arrival in India (${toDisplayDate(arrivedOn)})`;
  }
  if (visaExpiry < today) return `The visa expired on ${toDisplayDate(visaExpiry)}`;
  const left = daysInRange(today, visaExpiry) - 1;
  if (left > VISA_WARNING_DAYS) return null;
  if (left === 0) return `The visa expires today (${toDisplayDate(visaExpiry)})`;
  return `The visa expires on ${toDisplayDate(visaExpiry)}, in ${left} ${left === 1 ? 'day' : 'days'}`;
}
