import { z } from 'zod';
import { money } from './common.ts';
import { toDisplayDate } from './dates.ts';
import { formatRupees } from './numbers.ts';
import { normalizeIndianMobile } from './tenants.ts';

/**
 * Collecting rent without a gateway: UPI payment links (NPCI's `upi://pay` deep link) and their QR
 * codes, WhatsApp reminders as `wa.me` links with the branch's message filled in. Pure functions,
 * used by the web app to build what it shows and by the server to validate what it stores.
 */

/** A UPI ID (VPA): `name@handle`, e.g. `owner@okaxis` or `98765.43210@ybl`. */
const VPA_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;
export const isVpa = (value: string) => VPA_RE.test(value);
export const VPA_MESSAGE = 'Enter a UPI ID such as owner@okaxis (name@handle)';

/** An Indian PAN: five letters, four digits, one letter (AAAAA9999A). */
const PAN_RE = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const isPan = (value: string) => PAN_RE.test(value);
export const PAN_MESSAGE = 'Enter a PAN of 10 characters: 5 letters, 4 digits, 1 letter (AAAAA9999A)';

/** The placeholders a reminder message may hold. */
export const REMINDER_PLACEHOLDERS = [
  'tenant',
  'amount',
  'due_date',
  'branch',
  'upi_link',
  'months',
] as const;
export type ReminderPlaceholder = (typeof REMINDER_PLACEHOLDERS)[number];
export type ReminderValues = Record<ReminderPlaceholder, string>;

/** The message sent when a branch has not written its own. */
export const DEFAULT_REMINDER_TEMPLATE = `Hello {tenant}, this is a reminder from {branch}: your rent of {amount}, due on {due_date}, is still unpaid.
By month: {months}
Pay by UPI: {upi_link}
Thank you.`;

/** `{word}` in a template. */
const PLACEHOLDER_RE = /\{([a-z_]+)\}/g;

/** The placeholders of a template that are not one of REMINDER_PLACEHOLDERS ('{tenat}'). */
export function unknownPlaceholders(template: string): string[] {
  const known = REMINDER_PLACEHOLDERS as readonly string[];
  return [...template.matchAll(PLACEHOLDER_RE)].map((m) => m[1]!).filter((name) => !known.includes(name));
}

/** The placeholders whose line is left out of a message when they are empty. */
const LINE_PLACEHOLDERS = ['upi_link', 'months'] as const;

/**
 * A reminder message: the template with each placeholder replaced by its value (the values are
 * written as given: money and dates already formatted). A line holding {upi_link} is left out when
 * there is no link (the branch has no UPI ID), so the message never says 'Pay by UPI: ' and nothing;
 * so is a line holding {months} when the dues are of one month (reminderMonths is empty).
 */
export function fillReminderTemplate(template: string, values: ReminderValues): string {
  const lines = template
    .split('\n')
    .filter((line) => LINE_PLACEHOLDERS.every((name) => values[name] !== '' || !line.includes(`{${name}}`)));
  return lines
    .join('\n')
    .replace(PLACEHOLDER_RE, (whole, name: string) =>
      (REMINDER_PLACEHOLDERS as readonly string[]).includes(name)
        ? values[name as ReminderPlaceholder]
        : whole,
    );
}

/** What is open of one month's dues (a Dues row's `months`): its amount and its due date. */
export type OpenMonth = { due_date: string; amount: number };

/**
 * What a reminder says of each month owed, when more than one is: '₹8,000.00 due on 01/01/2027,
 * ₹8,000.00 due on 01/02/2027' (a monthly stay's rent falls due once a month), oldest first; empty
 * for one month or none, whose amount and due date are the message's {amount} and {due_date}.
 */
export function reminderMonths(months: readonly OpenMonth[]): string {
  if (months.length < 2) return '';
  return months.map((m) => `${formatRupees(m.amount)} due on ${toDisplayDate(m.due_date)}`).join(', ');
}

/** The most characters of the note (`tn`) a UPI app is sure to show. */
const UPI_NOTE_MAX = 50;

/**
 * NPCI's UPI deep link: `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…`. Values are percent-encoded as
 * encodeURIComponent does (a space is %20, & is %26, Hindi is UTF-8), except the @ of the UPI ID,
 * which a query may hold as it is; the amount has two decimals; the note is cut to 50 characters.
 */
export function upiLink(input: { vpa: string; payee: string; amount: number; note: string }): string {
  const enc = (value: string) => encodeURIComponent(value);
  const note = [...input.note.trim()].slice(0, UPI_NOTE_MAX).join('');
  return [
    `upi://pay?pa=${enc(input.vpa.trim()).replace(/%40/g, '@')}`,
    `pn=${enc(input.payee.trim())}`,
    `am=${input.amount.toFixed(2)}`,
    'cu=INR',
    `tn=${enc(note)}`,
  ].join('&');
}

/** The UPI link a reminder to a tenant carries: to the branch's UPI ID (null without one), noted 'Rent <tenant>'. */
export function rentUpiLink(
  branch: { upi_id: string | null; payee_name: string | null; name: string },
  amount: number,
  tenantName: string,
): string | null {
  if (!branch.upi_id) return null;
  return upiLink({
    vpa: branch.upi_id,
    payee: branch.payee_name ?? branch.name,
    amount,
    note: `Rent ${tenantName}`,
  });
}

/**
 * A WhatsApp chat with the tenant, the message typed in: `https://wa.me/919876543210?text=…`.
 * Null when the stored phone is not an Indian mobile number (WhatsApp needs one).
 */
export function whatsAppLink(phone: string, message: string): string | null {
  const mobile = normalizeIndianMobile(phone);
  if (!mobile) return null;
  return `https://wa.me/${mobile.slice(1)}?text=${encodeURIComponent(message)}`;
}

export const COLLECTING_TEXTS = {
  sendReminder: 'Send reminder',
  copyMessage: 'Copy message',
  remindAllOverdue: 'Remind all overdue',
  next: 'Next',
  noMobile: 'Add a mobile number to send reminders',
  noUpiId:
    'Set the branch UPI ID in Payment details (on the Dues page, or Edit on the Branches page) to show a UPI QR code.',
  payByUpi: 'Pay by UPI',
} as const;

/** 'Reminded today', 'Reminded yesterday', 'Reminded 3 days ago'. */
export function remindedText(daysAgo: number): string {
  if (daysAgo <= 0) return 'Reminded today';
  if (daysAgo === 1) return 'Reminded yesterday';
  return `Reminded ${daysAgo} days ago`;
}

/** POST /api/tenants/:id/reminders: a reminder sent, of this amount. */
export const reminderInput = z.object({ amount: money('Amount') }).strict();
export type ReminderInput = z.input<typeof reminderInput>;

export const reminder = z.object({
  id: z.string(),
  branch_id: z.string(),
  tenant_id: z.string(),
  amount: z.number(),
  sent_by: z.string().nullable(),
  sent_at: z.string(),
});
export type Reminder = z.infer<typeof reminder>;
