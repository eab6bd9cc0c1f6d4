import { z } from 'zod';
import { isoDate, money, text } from './common.ts';
import { UPI_UTR_FORMAT, UPI_UTR_REQUIRED } from './payments.ts';
import { phoneField } from './tenants.ts';

/**
 * The tenant app (/tenant-app): a tenant signs in with their phone number and a 6-digit PIN set
 * from a single-use invite, and reads and does what concerns them alone. Its routes are of the
 * tenant audience (/api/tenant-app/...): a staff token is refused there, a tenant's token on every
 * staff route.
 */

/** How long an invite link stays valid. */
export const TENANT_INVITE_DAYS = 7;
export const PIN_MESSAGE = 'The PIN is 6 digits';

const pin = text({ message: 'Enter your 6-digit PIN' })
  .min(1, { message: 'Enter your 6-digit PIN' })
  .regex(/^\d{6}$/, { message: PIN_MESSAGE });

/** Staff's 'Invite to the tenant app': the token goes in the link, once; only its hash is kept. */
export const tenantInvite = z.object({
  token: z.string(),
  expires_at: z.string(),
  tenant_name: z.string(),
  phone: z.string(),
});
export type TenantInvite = z.infer<typeof tenantInvite>;

/** The tenant app's address of an invite: the token in the fragment, which no server log sees. */
export const tenantInviteLink = (origin: string, token: string) => `${origin}/tenant-app#invite=${token}`;

/** Opening the invite: the PIN typed twice. */
export const acceptInviteInput = z
  .object({
    token: text().min(1).max(200),
    pin,
    pin_again: text({ message: 'Type the PIN again' }),
  })
  .strict()
  .refine((v) => v.pin === v.pin_again, { message: 'The two PINs differ', path: ['pin_again'] });

export const tenantSignInInput = z.object({ phone: phoneField, pin }).strict();

export const tenantSession = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
  expires_at: z.number(),
  tenant: z.object({ id: z.string(), name: z.string(), branch_name: z.string() }),
});
export type TenantSession = z.infer<typeof tenantSession>;

export const INVITE_NOT_VALID =
  'This invite link has expired or was used already. Ask the warden for a new one.';
export const PIN_WRONG = 'Wrong phone number or PIN';

/** 'What I owe': the balance, the next due and how to pay the branch. */
export const tenantHome = z.object({
  tenant: z.object({ id: z.string(), name: z.string(), phone: z.string() }),
  branch: z.object({ name: z.string(), upi_id: z.string().nullable(), payee_name: z.string().nullable() }),
  as_of: z.string(),
  balance: z.number(),
  oldest_due_date: z.string().nullable(),
  deposit_outstanding: z.number(),
  next_due: z.object({ date: z.string(), amount: z.number() }).nullable(),
  awaiting_confirmation: z.number(),
});
export type TenantHome = z.infer<typeof tenantHome>;

/** 'I have paid': the amount paid by UPI, its date and its 12-digit UTR. */
export const tenantPaymentInput = z
  .object({
    amount: money('Amount'),
    date: isoDate('Date'),
    utr: text({ message: UPI_UTR_REQUIRED })
      .trim()
      .min(1, { message: UPI_UTR_REQUIRED })
      .regex(/^\d{12}$/, { message: UPI_UTR_FORMAT }),
  })
  .strict();
export type TenantPaymentInput = z.input<typeof tenantPaymentInput>;

export const UTR_ALREADY_SENT = 'This UTR has already been recorded';

/** A tenant's payment as they see it: awaiting confirmation, rejected (with the reason) or received. */
export const tenantPayment = z.object({
  id: z.string(),
  amount: z.number(),
  date: z.string(),
  method: z.string(),
  reference: z.string().nullable(),
  purpose: z.string(),
  state: z.enum(['awaiting', 'rejected', 'received', 'voided']),
  receipt_number: z.string().nullable(),
  reason: z.string().nullable(),
});
export type TenantPayment = z.infer<typeof tenantPayment>;
export const TENANT_PAYMENT_STATES = {
  awaiting: 'Awaiting confirmation',
  rejected: 'Rejected',
  received: 'Received',
  voided: 'Cancelled',
} as const;

/** Staff reject a payment a tenant said they made, with the reason the tenant reads. */
export const rejectPaymentInput = z
  .object({
    reason: text({ message: 'Reason is required' })
      .trim()
      .min(1, { message: 'Reason is required' })
      .max(300, { message: 'Reason must be at most 300 characters' }),
  })
  .strict();

/** The Dues page's 'Awaiting confirmation' list. */
export const awaitingPayment = z.object({
  id: z.string(),
  tenant_id: z.string(),
  tenant_name: z.string(),
  amount: z.number(),
  date: z.string(),
  reference: z.string().nullable(),
  created_at: z.string(),
});
export const awaitingPayments = z.object({ items: z.array(awaitingPayment) });
export type AwaitingPayment = z.infer<typeof awaitingPayment>;

/**
 * 'Give notice': the stay the tenant may give notice on, the earliest vacating date (today: the
 * console has no notice period) and the latest (the stay's end); null when not checked in.
 */
export const tenantStay = z.object({
  stay: z
    .object({
      id: z.string(),
      start_date: z.string(),
      end_date: z.string(),
      notice_given_on: z.string().nullable(),
      room_number: z.string(),
      bed_number: z.string(),
      earliest_vacating_date: z.string(),
    })
    .nullable(),
});
export type TenantStay = z.infer<typeof tenantStay>;

/** A complaint raised from the tenant app: its category and what is wrong (staff set the priority). */
export const tenantComplaintInput = z
  .object({
    category: text({ message: 'Category is required' })
      .trim()
      .min(1, { message: 'Category is required' })
      .max(100, { message: 'Category must be at most 100 characters' }),
    description: text({ message: 'Description is required', multiline: true })
      .trim()
      .min(1, { message: 'Description is required' })
      .max(2000, { message: 'Description must be at most 2000 characters' }),
  })
  .strict();
export type TenantComplaintInput = z.input<typeof tenantComplaintInput>;
