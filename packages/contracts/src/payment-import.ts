import { z } from 'zod';
import { fromFormText, money } from './common.ts';
import { cellOrNull, checkWith, dateCell, defineImport, type ImportRow, moneyText } from './imports.ts';
import { checkReference, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, paymentFields } from './payments.ts';
import { phoneField } from './tenants.ts';

/**
 * Payments history from a spreadsheet, one payment a row: the tenant found by phone (the key
 * owners have), recorded as completed rent payments with the next receipt numbers. A row equal
 * to a payment already recorded (same tenant, date, amount and reference) is skipped, so the same
 * file imported twice adds nothing the second time.
 */
export const paymentImport = defineImport({
  columns: {
    phone: 'Phone',
    date: 'Date',
    amount: 'Amount',
    method: 'Method',
    reference: 'Reference',
    note: 'Note',
  },
  required: ['phone', 'date', 'amount', 'method'],
  example: {
    phone: '98765 43210',
    date: '2026-01-15',
    amount: '4500',
    method: 'UPI',
    reference: '123456789012',
    note: 'January rent',
  },
  note: 'Each payment is recorded as completed rent with the next receipt number. A row with the same tenant, date, amount and reference as a payment already recorded is skipped, so importing the same file again adds nothing.',
});
export type PaymentImportRow = ImportRow<typeof paymentImport>;

export const NO_TENANT_WITH_PHONE = 'No tenant with this phone in this branch';
export const PAYMENT_ALREADY_RECORDED =
  'This payment is already recorded (same tenant, date, amount and reference)';
export const DUPLICATE_PAYMENT_IN_FILE = 'The same payment is on an earlier row';
export const DUPLICATE_UTR_IN_FILE = 'The same UTR is on an earlier row';
export const METHOD_MESSAGE = `Method must be one of ${PAYMENT_METHODS.map((m) => PAYMENT_METHOD_LABELS[m]).join(', ')}`;

const paymentImportValues = paymentFields
  .pick({ date: true, reference: true, note: true })
  .extend({
    phone: phoneField,
    amount: fromFormText(money('Amount')),
    method: z.enum(PAYMENT_METHODS, { message: METHOD_MESSAGE }),
  })
  .superRefine(checkReference);
export type PaymentImportValues = z.output<typeof paymentImportValues>;

/** 'UPI', 'upi', 'Bank Transfer', 'bank_transfer': the method, or the text as written. */
const methodOf = (v: string | undefined) => {
  const t = v?.trim().toLowerCase() ?? '';
  return (
    PAYMENT_METHODS.find((m) => m === t || PAYMENT_METHOD_LABELS[m].toLowerCase() === t) ?? cellOrNull(v)
  );
};

/** Checks one row as the Record Payment form would (the tenant by phone is the server's to find). */
export function checkPaymentRow(row: PaymentImportRow) {
  return checkWith(paymentImportValues, {
    phone: row.phone ?? '',
    date: dateCell(row.date),
    amount: moneyText(row.amount),
    method: methodOf(row.method),
    reference: cellOrNull(row.reference),
    note: cellOrNull(row.note),
  });
}
