import { amountInWords } from '@pg/contracts/money-words';
import {
  PAYMENT_DOCUMENTS,
  PAYMENT_METHOD_LABELS,
  paymentFor,
  type PaymentReceipt as Receipt,
} from '@pg/contracts/payments';
import { formatIndianMobile } from '@pg/contracts/tenants';
import { Letterhead, PrintedDocument } from '@/components/ui/printed-document';
import { formatDate, formatMoney } from '@/lib/format';
import { cn } from '@/lib/utils';

const statusLabel = (status: string) => {
  const words = status.replaceAll('_', ' ');
  return words ? words[0]!.toUpperCase() + words.slice(1) : status;
};

function Row({ label, children, strong }: { label: string; children: React.ReactNode; strong?: boolean }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[11rem_1fr] sm:gap-4 print:grid-cols-[11rem_1fr] print:gap-4">
      <dt className="text-muted-foreground text-sm print:text-neutral-600">{label}</dt>
      <dd className={cn('break-words', strong && 'font-semibold text-lg')}>{children}</dd>
    </div>
  );
}

/** What each kind of document is called, says of the tenant, and says in its footer. */
const DOCUMENT_TEXTS = {
  receipt: {
    label: 'Payment receipt',
    title: 'Payment Receipt',
    party: 'Received from',
    amount: 'Amount',
    notProof: 'This is not a proof of payment.',
    footer: 'This is a computer-generated receipt.',
  },
  refund_voucher: {
    label: 'Refund voucher',
    title: 'Refund Voucher',
    party: 'Paid to',
    amount: 'Amount paid out',
    notProof: 'Nothing was paid out.',
    footer: 'Money paid back to the tenant: not a receipt of money received.',
  },
  adjustment: {
    label: 'Deposit adjustment',
    title: 'Deposit Adjustment',
    party: 'Tenant',
    amount: 'Amount applied',
    notProof: 'Nothing was applied.',
    footer: 'No money changed hands: part of the security deposit held settled rent and charges due.',
  },
} as const;

/**
 * The receipt itself, as printed: the branch, the receipt number and date, who paid, the amount in
 * figures and in words (rupees and paise, Indian numbering), method, reference, what it was for
 * (the months of rent, or 'Security deposit (refundable)'). A payment that is not completed says
 * plainly that the paper is not a proof of payment. Money paid back to the tenant prints as a
 * refund voucher ('Paid to', no number, the tenant's signature), the deposit applied to dues as an
 * adjustment (no number, no method): neither reads as money received (PAYMENT_DOCUMENTS).
 */
export function PaymentReceiptDocument({ receipt, className }: { receipt: Receipt; className?: string }) {
  const completed = receipt.status === 'completed';
  const kind = PAYMENT_DOCUMENTS[receipt.purpose];
  const texts = DOCUMENT_TEXTS[kind];
  return (
    <PrintedDocument label={texts.label} className={className}>
      <Letterhead branch={receipt.branch} showCode title={texts.title} className="gap-4 pb-5">
        {receipt.receipt_number && (
          <p className="text-sm">
            <span className="text-muted-foreground print:text-neutral-600">Receipt No. </span>
            <span className="font-mono font-semibold">{receipt.receipt_number}</span>
          </p>
        )}
        <p className="text-sm">
          <span className="text-muted-foreground print:text-neutral-600">Date </span>
          <span className="font-medium">{formatDate(receipt.date)}</span>
        </p>
      </Letterhead>

      {receipt.voided_at && (
        <p
          role="note"
          className="mt-4 rounded-md border-2 border-destructive px-3 py-2 font-bold text-destructive text-lg print:border-black print:text-black"
        >
          {`VOID — ${receipt.void_reason ?? ''}. ${texts.notProof}`}
        </p>
      )}
      {!completed && !receipt.voided_at && (
        <p
          role="note"
          className="mt-4 rounded-md border border-destructive px-3 py-2 font-semibold text-destructive text-sm print:border-black print:text-black"
        >
          {`Payment status: ${statusLabel(receipt.status)}. ${texts.notProof}`}
        </p>
      )}

      <dl className="mt-3 divide-y print:divide-neutral-300">
        <Row label={texts.party}>
          {receipt.tenant_name}
          <span className="text-muted-foreground print:text-neutral-700">{` (${formatIndianMobile(receipt.tenant_phone)})`}</span>
        </Row>
        <Row label={texts.amount} strong>
          <span className="tabular-nums">{formatMoney(receipt.amount)}</span>
        </Row>
        <Row label="Amount in words">{amountInWords(receipt.amount)}</Row>
        <Row label="For">{paymentFor(receipt)}</Row>
        {kind !== 'adjustment' && (
          <>
            <Row label="Payment method">{PAYMENT_METHOD_LABELS[receipt.method]}</Row>
            <Row label="Reference">{receipt.reference ?? '—'}</Row>
          </>
        )}
        {receipt.booking_id && (
          <Row label="Towards">
            {`Room ${receipt.room_number} · Bed ${receipt.bed_number}`}
            {receipt.booking_start_date && receipt.booking_end_date && (
              <span className="text-muted-foreground print:text-neutral-700">
                {`, stay ${formatDate(receipt.booking_start_date)} – ${formatDate(receipt.booking_end_date)}`}
              </span>
            )}
          </Row>
        )}
        {receipt.note && <Row label="Note">{receipt.note}</Row>}
        {completed || <Row label="Status">{statusLabel(receipt.status)}</Row>}
      </dl>

      <footer className="mt-10 flex flex-col-reverse gap-8 text-sm sm:flex-row sm:items-end sm:justify-between print:flex-row print:items-end print:justify-between">
        <p className="text-muted-foreground print:text-neutral-600">
          {`Recorded on ${formatDate(receipt.created_at)}. ${texts.footer}`}
        </p>
        <div className="flex flex-col gap-8 sm:flex-row print:flex-row">
          {kind === 'refund_voucher' && (
            <div className="w-56 border-foreground border-t pt-1 text-center print:border-black">
              Received by the tenant
            </div>
          )}
          <div className="w-56 border-foreground border-t pt-1 text-center print:border-black">
            Authorised signatory
          </div>
        </div>
      </footer>
    </PrintedDocument>
  );
}
