import { z } from 'zod';
import { fromFormText, money } from './common.ts';

/** Set deposit (PUT /api/bookings/:id/deposit): an amount, or null for no deposit. */
export const depositInput = z
  .object({
    deposit: money('Deposit').nullable(),
  })
  .strict();
/** The Set deposit form: the amount is typed as text; empty means no deposit. */
export const depositForm = z.object({
  deposit: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    fromFormText(money('Deposit')).nullable(),
  ),
});
export const bookingDeposit = z.object({ id: z.string(), deposit: z.number().nullable() });
export const CANCELLED_BOOKING_DEPOSIT = 'A cancelled booking cannot take a deposit';
