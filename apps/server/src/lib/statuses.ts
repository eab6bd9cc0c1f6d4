import { BILLED_BOOKING_STATUSES, type BookingStatus, OPEN_BOOKING_STATUSES } from '@pg/contracts/bookings';
import { PAYMENT_STATUS_COMPLETED, type PaymentPurpose } from '@pg/contracts/payments';
import { sql } from 'drizzle-orm';
import { isOneOf, sqlText } from '../db/schema/columns.ts';

/**
 * The contracts' booking statuses and payment kinds in SQL, written out from the constants (never
 * typed out in a query): each fragment takes the table's alias (none: the bare column).
 * `column` names a column under an alias.
 */
export const column = (alias: string | undefined, name: string) => sql.raw(alias ? `${alias}.${name}` : name);

/** A booking that bills its rent (booked, checked in or checked out). */
export const billedBooking = (alias?: string) => isOneOf(column(alias, 'status'), BILLED_BOOKING_STATUSES);
/** A booking that holds its bed: booked or checked in. */
export const openBooking = (alias?: string) => isOneOf(column(alias, 'status'), OPEN_BOOKING_STATUSES);
/** A booking of the one status given. */
export const bookingIs = (status: BookingStatus, alias?: string) =>
  sql`${column(alias, 'status')} = ${sqlText(status)}`;
/** A booking status as an SQL literal (a value to set). */
export const bookingStatus = (status: BookingStatus) => sqlText(status);
/** A payment purpose as an SQL literal. */
export const purpose = (p: PaymentPurpose) => sqlText(p);
/** A payment of one of these purposes. */
export const purposeIn = (purposes: readonly PaymentPurpose[], alias?: string) =>
  isOneOf(column(alias, 'purpose'), purposes);
/** A completed payment, not voided. */
export const completedPayment = (alias?: string) =>
  sql`${column(alias, 'status')} = ${sqlText(PAYMENT_STATUS_COMPLETED)} and ${column(alias, 'voided_at')} is null`;
