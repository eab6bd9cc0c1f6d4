import { amountInWords } from '@pg/contracts/money-words';
import { PAYMENT_METHOD_LABELS, type PaymentReceipt as Receipt } from '@pg/contracts/payments';
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

/**
 * The receipt itself, as printed: the branch, the receipt number and date, who paid, the amount in
 * figures and in words (rupees and paise, Indian numbering), method, reference, what it was for.
 * A payment that is not completed says plainly that the paper is not a proof of payment.
 */
export function PaymentReceiptDocument({ receipt, className }: { receipt: Receipt; className?: string }) {
  const completed = receipt.status === 'completed';
  return (
    <PrintedDocument label="Payment receipt" className={className}>
      <Letterhead branch={receipt.branch} showCode title="Payment Receipt" className="gap-4 pb-5">
        <p className="text-sm">
          <span className="text-muted-foreground print:text-neutral-600">Receipt No. </span>
          <span className="font-mono font-semibold">{receipt.receipt_number}</span>
        </p>
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
          {`VOID — ${receipt.void_reason ?? ''}. This is not a proof of payment.`}
        </p>
      )}
      {!completed && !receipt.voided_at && (
        <p
          role="note"
          className="mt-4 rounded-md border border-destructive px-3 py-2 font-semibold text-destructive text-sm print:border-black print:text-black"
        >
          {`Payment status: ${statusLabel(receipt.status)}. This is not a proof of payment.`}
        </p>
      )}

      <dl className="mt-3 divide-y print:divide-neutral-300">
        <Row label="Received from">
          {receipt.tenant_name}
          <span className="text-muted-foreground print:text-neutral-700">{` (${formatIndianMobile(receipt.tenant_phone)})`}</span>
        </Row>
        <Row label="Amount" strong>
          <span className="tabular-nums">{formatMoney(receipt.amount)}</span>
        </Row>
        <Row label="Amount in words">{amountInWords(receipt.amount)}</Row>
        <Row label="Payment method">{PAYMENT_METHOD_LABELS[receipt.method]}</Row>
        <Row label="Reference">{receipt.reference ?? '—'}</Row>
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
          {`Recorded on ${formatDate(receipt.created_at)}. This is a computer-generated receipt.`}
        </p>
        <div className="w-56 border-foreground border-t pt-1 text-center print:border-black">
          Authorised signatory
        </div>
      </footer>
    </PrintedDocument>
  );
}
