import { z } from 'zod';
import { isoDate, money, optionalText, requiredText } from './common.ts';
import { PAYMENT_METHODS } from './payments.ts';

/** Editing a payment: any of amount, method, date, note and reference; at least one. */
export const paymentUpdate = z
  .object({
    amount: money('Amount').optional(),
    method: z.enum(PAYMENT_METHODS, { message: 'Choose a payment method' }).optional(),
    date: isoDate('Date').optional(),
    reference: optionalText('Reference', 100).optional(),
    note: optionalText('Note', 500, { multiline: true }).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change' });
export type PaymentUpdate = z.output<typeof paymentUpdate>;

/** Editing an expense: any of amount, date, category, vendor and note; at least one. */
export const expenseUpdate = z
  .object({
    amount: money('Amount').optional(),
    date: isoDate('Date').optional(),
    category: requiredText('Category', 100).optional(),
    vendor: optionalText('Vendor', 200).optional(),
    note: optionalText('Note', 1000, { multiline: true }).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change' });
export type ExpenseUpdate = z.output<typeof expenseUpdate>;

/** Voiding a payment, an expense or a charge: the reason is required. */
export const voidInput = z.object({ reason: requiredText('Reason', 500) }).strict();
export type VoidInput = z.output<typeof voidInput>;

export const VOIDED_PAYMENT_MESSAGE = 'This payment is void and cannot be changed';
export const VOIDED_EXPENSE_MESSAGE = 'This expense is void and cannot be changed';
