import { amountInWords } from '@pg/contracts/money-words';
import {
  needsRevenueStamp,
  PAN_MISSING_MESSAGE,
  panMissingWarning,
  RENT_RECEIPT_TEXTS,
  type RentReceipt,
  type RentReceipts,
} from '@pg/contracts/rent-receipts';
import type * as React from 'react';
import { monthName } from '@/features/tenants/components/rent-receipts-dialog';
import { formatDate, formatMoney } from '@/lib/format';
import { cn } from '@/lib/utils';

function Row({ label, children, strong }: { label: string; children: React.ReactNode; strong?: boolean }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[11rem_1fr] sm:gap-4 print:grid-cols-[11rem_1fr] print:gap-4">
      <dt className="text-muted-foreground text-sm print:text-neutral-600">{label}</dt>
      <dd className={cn('whitespace-pre-line break-words', strong && 'font-semibold text-lg')}>{children}</dd>
    </div>
  );
}

/**
 * One month's rent receipt, laid out like the payment receipt: who received the rent (the
 * landlord, with PAN and address), from whom, for which property and period, the amount in
 * figures and words, and the landlord's signature (over a revenue stamp for cash above ₹5,000).
 * Printed one to a page.
 */
export function RentReceiptDocument({ data, receipt }: { data: RentReceipts; receipt: RentReceipt }) {
  const { landlord } = data;
  const landlordName = landlord.name ?? data.branch.name;
  const property = [receipt.property_name, receipt.property_address ?? data.branch.address]
    .filter(Boolean)
    .join('\n');
  return (
    <article
      aria-label={`Rent receipt ${monthName(receipt.month)}`}
      className="break-after-page bg-card text-card-foreground print:bg-white print:text-black"
    >
      <header className="flex flex-col gap-2 border-b pb-4 sm:flex-row sm:items-start sm:justify-between print:flex-row print:border-neutral-400">
        <h2 className="font-semibold text-lg uppercase tracking-wide">Rent Receipt</h2>
        <p className="text-sm">
          <span className="text-muted-foreground print:text-neutral-600">For </span>
          <span className="font-medium">{monthName(receipt.month)}</span>
        </p>
      </header>

      {panMissingWarning(landlord.pan, receipt) && (
        <p
          role="note"
          className="mt-4 rounded-md border border-destructive px-3 py-2 text-destructive text-sm print:border-black print:text-black"
        >
          {PAN_MISSING_MESSAGE}
        </p>
      )}

      <p className="mt-4 leading-relaxed">
        {`Received with thanks from ${data.tenant.name} the sum of ${formatMoney(receipt.amount)} (${amountInWords(receipt.amount)}) towards the rent of the property below for the period ${formatDate(receipt.period_start)} to ${formatDate(receipt.period_end)}.`}
      </p>

      <dl className="mt-3 divide-y print:divide-neutral-300">
        <Row label="Tenant">{data.tenant.name}</Row>
        <Row label="Property">{property || '—'}</Row>
        <Row label="Period">{`${formatDate(receipt.period_start)} – ${formatDate(receipt.period_end)}`}</Row>
        {receipt.monthly_rent > 0 && (
          <Row label="Rent for the month">
            <span className="tabular-nums">{formatMoney(receipt.monthly_rent)}</span>
          </Row>
        )}
        <Row label="Rent paid" strong>
          <span className="tabular-nums">{formatMoney(receipt.amount)}</span>
        </Row>
        <Row label="Amount in words">{amountInWords(receipt.amount)}</Row>
        {receipt.cash > 0 && <Row label="Of which in cash">{formatMoney(receipt.cash)}</Row>}
        <Row label="Landlord">{landlordName}</Row>
        <Row label="Landlord PAN">{landlord.pan ?? 'Not given'}</Row>
        <Row label="Landlord address">{landlord.address ?? data.branch.address ?? '—'}</Row>
      </dl>

      <footer className="mt-10 flex flex-col-reverse gap-8 text-sm sm:flex-row sm:items-end sm:justify-between print:flex-row print:items-end print:justify-between">
        {needsRevenueStamp(receipt) ? (
          <div className="flex h-20 w-24 items-center justify-center border border-dashed p-2 text-center text-xs print:border-black">
            {RENT_RECEIPT_TEXTS.revenueStamp}
          </div>
        ) : (
          <span />
        )}
        <div className="w-56 border-foreground border-t pt-1 text-center print:border-black">
          <p>Signature of landlord</p>
          <p className="text-muted-foreground print:text-neutral-700">{landlordName}</p>
        </div>
      </footer>
    </article>
  );
}
