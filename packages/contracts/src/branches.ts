import { z } from 'zod';
import { isPan, isVpa, PAN_MESSAGE, unknownPlaceholders, VPA_MESSAGE } from './collecting.ts';
import { optionalText, requiredText, searchText } from './common.ts';

/**
 * A branch's code heads its receipt numbers and its application link: letters, digits, '-' and '_'
 * only (PG_KORA_1), never spaces, signs or emoji.
 */
export const BRANCH_CODE_MESSAGE = "Code can have only letters, digits, '-' and '_'";
export const isBranchCode = (code: string) => /^[A-Za-z0-9_-]+$/.test(code);

const branchFields = {
  name: requiredText('Name', 200),
  address: optionalText('Address', 500, { multiline: true }),
  contact: optionalText('Contact', 200),
};

/** Add Branch: a code of letters, digits, '-' and '_' (BRANCH_CODE_MESSAGE), and a name. */
export const branchInput = z
  .object({
    code: requiredText('Code', 50).refine(isBranchCode, { message: BRANCH_CODE_MESSAGE }),
    ...branchFields,
  })
  .strict();
export type BranchInput = z.input<typeof branchInput>;

/**
 * Edit Branch: any code here, so that a branch added before codes were limited keeps its code and
 * stays editable; the server refuses a changed code that breaks the rule (BRANCH_CODE_MESSAGE).
 */
export const branchUpdate = z.object({ code: requiredText('Code', 50), ...branchFields }).strict();

export const branch = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  contact: z.string().nullable(),
  upi_id: z.string().nullable(),
  payee_name: z.string().nullable(),
  landlord_name: z.string().nullable(),
  landlord_pan: z.string().nullable(),
  landlord_address: z.string().nullable(),
  /** Null: the default message (DEFAULT_REMINDER_TEMPLATE). */
  reminder_template: z.string().nullable(),
  created_at: z.string(),
});
export type Branch = z.infer<typeof branch>;

/** The branch as a printed receipt or settlement heads it. */
export const receiptBranch = branch.pick({ name: true, code: true, address: true, contact: true });

export const branchListQuery = z
  .object({
    q: searchText().optional(),
    sort: z.enum(['code', 'newest']).default('code'),
  })
  .strict();

/**
 * A branch's payment details (PUT /api/branches/:branchId/payment-details; super admins and
 * admins): where tenants pay by UPI, the landlord printed on rent receipts, and the reminder
 * message. All optional; an empty one is cleared. The UPI ID is kept as typed, in lower case; the
 * PAN in capitals.
 */
export const branchPaymentDetailsInput = z
  .object({
    upi_id: optionalText('UPI ID', 100)
      .transform((v) => (v ? v.toLowerCase() : null))
      .refine((v) => v === null || isVpa(v), { message: VPA_MESSAGE }),
    payee_name: optionalText('Payee name', 100),
    landlord_name: optionalText('Landlord name', 200),
    landlord_pan: optionalText('Landlord PAN', 20)
      .transform((v) => (v ? v.toUpperCase() : null))
      .refine((v) => v === null || isPan(v), { message: PAN_MESSAGE }),
    landlord_address: optionalText('Landlord address', 500, { multiline: true }),
    reminder_template: optionalText('Reminder message', 1000, { multiline: true }).refine(
      (v) => v === null || unknownPlaceholders(v).length === 0,
      { message: 'Use only the placeholders {tenant}, {amount}, {due_date}, {branch} and {upi_link}' },
    ),
  })
  .strict();
export type BranchPaymentDetailsInput = z.input<typeof branchPaymentDetailsInput>;
export type BranchPaymentDetails = z.output<typeof branchPaymentDetailsInput>;
