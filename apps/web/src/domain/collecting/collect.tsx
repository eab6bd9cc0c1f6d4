import type { Branch } from '@pg/contracts/branches';
import {
  COLLECTING_TEXTS,
  DEFAULT_REMINDER_TEMPLATE,
  fillReminderTemplate,
  type OpenMonth,
  type Reminder,
  remindedText,
  reminderMonths,
  rentUpiLink,
  whatsAppLink,
} from '@pg/contracts/collecting';
import { Check, Copy, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { documentLink } from '@/domain/documents/links';
import { QrImage } from '@/domain/payments/qr';
import { apiClient } from '@/lib/api-client';
import { toastFailure } from '@/lib/form-errors';
import { formatDate, formatMoney } from '@/lib/format';
import { useChangeMutation } from '@/lib/query-keys';

/**
 * Collecting what a tenant owes, wherever it is owed (a Dues row, the tenant's statement): the UPI
 * payment link and its QR code, and the WhatsApp reminder with the branch's message filled in and a
 * link to the tenant's payment page.
 */

/**
 * A tenant who owes `amount`, the oldest of it due on `dueDate`; `months`, what is open of each
 * month's dues, when known (the reminder names each month when more than one is owed).
 */
export type Owed = {
  tenantId: string;
  tenantName: string;
  phone: string;
  amount: number;
  dueDate: string | null;
  months?: readonly OpenMonth[];
};

/**
 * The UPI link (null without a UPI ID), the message and the WhatsApp chat (null without a mobile).
 * The message's link is `payPage`, the tenant's payment page, when given (see reminderFor), else
 * the UPI link.
 */
export function collectionFor(branch: Branch, owed: Owed, payPage?: string) {
  const upi = rentUpiLink(branch, owed.amount, owed.tenantName);
  const message = fillReminderTemplate(branch.reminder_template ?? DEFAULT_REMINDER_TEMPLATE, {
    tenant: owed.tenantName,
    amount: formatMoney(owed.amount),
    due_date: formatDate(owed.dueDate),
    branch: branch.name,
    upi_link: upi ? (payPage ?? upi) : '',
    months: reminderMonths(owed.months ?? []),
  });
  return { upi, message, whatsApp: whatsAppLink(owed.phone, message) };
}

/**
 * The reminder to send: its message carries a link made for it to the tenant's payment page (what
 * is owed, the UPI QR code and 'Pay by UPI'), as the reminders the server sends do; WhatsApp and
 * most mail show a `upi://` link as plain text. The link is signed and audited, and opens without
 * signing in for 30 days. Without a UPI ID there is nothing to pay by, and no link is made. When
 * the link cannot be made, the message carries the UPI link, and the user is told why.
 */
async function reminderFor(branch: Branch, owed: Owed) {
  const withUpiLink = collectionFor(branch, owed);
  if (!withUpiLink.upi) return withUpiLink;
  try {
    const payPage = documentLink(
      `/api/tenants/${encodeURIComponent(owed.tenantId)}/pay-link`,
      'what is owed',
    );
    return collectionFor(branch, owed, (await payPage()).address);
  } catch (error) {
    toastFailure('The message carries the UPI link instead of the payment page', error);
    return withUpiLink;
  }
}

/** Records that a reminder was sent (who and when are the server's). */
export function useRecordReminder() {
  return useChangeMutation('dues', {
    mutationFn: ({ tenantId, amount }: { tenantId: string; amount: number }) =>
      apiClient.post<Reminder>(`/api/tenants/${encodeURIComponent(tenantId)}/reminders`, { amount }),
  });
}

/**
 * Sends a tenant's reminder: opens their WhatsApp chat in a new tab with the message typed in
 * (reminderFor), and records the reminder. Called from a click: the tab is opened at once, which
 * a browser allows only then, and the chat is loaded into it once the message is ready.
 */
export function useSendReminder(branch: Branch) {
  const record = useRecordReminder();
  return (owed: Owed, onSent?: () => void) => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    void reminderFor(branch, owed).then(({ whatsApp }) => {
      if (!whatsApp) {
        tab?.close();
        return;
      }
      if (tab) tab.location.href = whatsApp;
      else window.location.assign(whatsApp); // new tabs are not allowed here: the chat opens in this one
      record.mutate(
        { tenantId: owed.tenantId, amount: owed.amount },
        {
          onSuccess: () => onSent?.(),
          onError: () => toast.error('The reminder was sent but could not be recorded'),
        },
      );
    });
  };
}

/** 'Reminded 2 days ago', or nothing when no reminder was sent. */
export function RemindedNote({ daysAgo }: { daysAgo: number | null }) {
  if (daysAgo === null) return null;
  return <span className="block text-muted-foreground text-xs">{remindedText(daysAgo)}</span>;
}

type ReminderActionsProps = {
  branch: Branch;
  owed: Owed;
  size?: 'sm' | 'default';
  /** After the chat was opened and the reminder recorded. */
  onSent?: () => void;
};

/**
 * 'Send reminder' (opens the WhatsApp chat in a new tab and records the reminder) and 'Copy
 * message'; 'Add a mobile number to send reminders' when the tenant has no mobile number.
 */
export function ReminderActions({ branch, owed, size = 'sm', onSent }: ReminderActionsProps) {
  const { whatsApp } = collectionFor(branch, owed);
  const send = useSendReminder(branch);
  const [copied, setCopied] = useState(false);

  if (!whatsApp) {
    return <span className="text-muted-foreground text-xs">{COLLECTING_TEXTS.noMobile}</span>;
  }

  const copy = async () => {
    const { message } = await reminderFor(branch, owed);
    try {
      await navigator.clipboard.writeText(message);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Could not copy the message');
    }
  };

  return (
    <span className="inline-flex flex-wrap gap-2">
      <Button
        size={size}
        variant="outline"
        aria-label={`${COLLECTING_TEXTS.sendReminder} to ${owed.tenantName}`}
        onClick={() => send(owed, onSent)}
      >
        <MessageCircle aria-hidden="true" />
        {COLLECTING_TEXTS.sendReminder}
      </Button>
      <Button
        size={size}
        variant="ghost"
        aria-label={`${COLLECTING_TEXTS.copyMessage} to ${owed.tenantName}`}
        onClick={() => void copy()}
      >
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? 'Copied' : COLLECTING_TEXTS.copyMessage}
      </Button>
    </span>
  );
}

/**
 * The UPI QR code of what is owed, with the link to open a UPI app on this phone; without a UPI
 * ID, where to set one.
 */
export function UpiPayment({ branch, owed, size = 200 }: { branch: Branch; owed: Owed; size?: number }) {
  const { upi } = collectionFor(branch, owed);
  if (!upi) {
    return <p className="text-muted-foreground text-sm">{COLLECTING_TEXTS.noUpiId}</p>;
  }
  const payee = branch.payee_name ?? branch.name;
  return (
    <figure className="flex flex-col items-center gap-2">
      <QrImage
        text={upi}
        size={size}
        alt={`UPI QR code to pay ${formatMoney(owed.amount)} to ${payee}`}
        file={{
          name: `upi-qr-${owed.amount}.png`,
          title: `Pay ${formatMoney(owed.amount)} to ${payee}`,
        }}
      />
      <figcaption className="text-center text-sm">
        <span className="block font-medium">{`${formatMoney(owed.amount)} to ${branch.upi_id}`}</span>
        <a className="text-primary text-xs underline-offset-4 hover:underline" href={upi}>
          {COLLECTING_TEXTS.payByUpi}
        </a>
      </figcaption>
    </figure>
  );
}
