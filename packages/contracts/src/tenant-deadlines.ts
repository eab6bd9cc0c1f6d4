/*
 * When a tenant's records fall due, as the dashboard's compliance card and the tenant pages say it.
 * No schemas here: the dashboard imports these before its first paint, and it need not build every
 * tenant-record schema (zod) for two numbers. tenant-records.ts exports them too.
 */

/** A checked-in tenant not verified this many days after check-in shows as 'Verification pending'. */
export const VERIFICATION_DUE_DAYS = 7;

/** A foreign national's stay must be reported on Form C within this many hours of check-in. */
export const FORM_C_DUE_HOURS = 24;
