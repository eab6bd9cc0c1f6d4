import { amountInWords } from '@pg/contracts/money-words';
import { PAYMENT_METHOD_LABELS } from '@pg/contracts/payments';
import { SETTLEMENT_TEXTS, type Settlement } from '@pg/contracts/settlements';
import { formatIndianMobile } from '@pg/contracts/tenants';
import type * as React from 'react';
import { Letterhead, PrintedDocument } from '@/components/ui/printed-document';
import { formatDate, formatMoney } from '@/lib/format';
import { cn } from '@/lib/utils';

function Line({ label, value, strong }: { label: React.ReactNode; value: string; strong?: boolean }) {
  return (
    <div
      className={cn('flex justify-between gap-4 py-1.5', strong && 'border-t-2 pt-2 font-semibold text-lg')}
    >
      <dt className={strong ? undefined : 'text-muted-foreground print:text-neutral-700'}>{label}</dt>
      <dd className="whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The move-out settlement as a one-page letter both sides sign: the branch, the tenant and the
 * stay as it ended, what was due and paid, the deposit held and the deductions from it, and the
 * refund to the tenant (with how it was paid) or what they still owe.
 */
export function SettlementLetter({
  settlement: s,
  className,
}: {
  settlement: Settlement;
  className?: string;
}) {
  const shortened = s.booked_end_date !== null && s.checkout_date < s.booked_end_date;
  return (
    <PrintedDocument label="Settlement letter" className={cn('text-sm', className)}>
      <Letterhead branch={s.branch} title="Move-out settlement">
        <p>
          <span className="text-muted-foreground print:text-neutral-600">Check-out date </span>
          <span className="font-medium">{formatDate(s.checkout_date)}</span>
        </p>
      </Letterhead>

      <p className="mt-4 leading-relaxed">
        {`${s.tenant_name} (${formatIndianMobile(s.tenant_phone)}) stayed in room ${s.room_number}, bed ${s.bed_number} from ${formatDate(s.start_date)} to ${formatDate(s.end_date)} and checked out on ${formatDate(s.checkout_date)}. The security deposit is settled as follows.`}
      </p>
      {shortened && (
        <p className="mt-2 text-muted-foreground print:text-neutral-700">
          {`The stay was booked until ${formatDate(s.booked_end_date)}; rent is charged up to the check-out date (${s.days === 1 ? '1 day' : `${s.days} days`}, ${formatMoney(s.total_rent)}).`}
        </p>
      )}

      <dl className="mt-4">
        <Line label={`Rent due to ${formatDate(s.checkout_date)}`} value={formatMoney(s.rent_due)} />
        <Line label="Charges" value={formatMoney(s.charges)} />
        <Line label="Payments received" value={`− ${formatMoney(s.paid)}`} />
        <Line
          label={s.balance >= 0 ? 'Balance owed' : 'Paid in advance'}
          value={formatMoney(Math.abs(s.balance))}
        />
        <Line label={SETTLEMENT_TEXTS.depositHeld} value={formatMoney(s.deposit_held)} />
      </dl>

      <section aria-label={SETTLEMENT_TEXTS.deductions} className="mt-3">
        <h3 className="font-semibold">{SETTLEMENT_TEXTS.deductions}</h3>
        {s.deduction_items.length === 0 ? (
          <p className="text-muted-foreground print:text-neutral-700">None</p>
        ) : (
          <dl>
            {s.deduction_items.map((d, i) => (
              <Line key={i} label={d.reason} value={formatMoney(d.amount)} />
            ))}
            <Line label="Total deductions" value={formatMoney(s.deductions)} />
          </dl>
        )}
      </section>

      <dl className="mt-3">
        <Line label="Deposit applied to dues" value={formatMoney(s.deposit_applied)} />
        {s.owed > 0 ? (
          <Line label={SETTLEMENT_TEXTS.owed} value={formatMoney(s.owed)} strong />
        ) : (
          <Line label={SETTLEMENT_TEXTS.refund} value={formatMoney(s.refund)} strong />
        )}
      </dl>
      <p className="mt-1">{amountInWords(s.owed > 0 ? s.owed : s.refund)}</p>
      {s.refund > 0 && s.refund_method && (
        <p className="mt-1 text-muted-foreground print:text-neutral-700">
          {`Paid by ${PAYMENT_METHOD_LABELS[s.refund_method]}${s.refund_reference ? `, reference ${s.refund_reference}` : ''} on ${formatDate(s.checkout_date)}.`}
        </p>
      )}
      {s.note && <p className="mt-2">{s.note}</p>}

      <p className="mt-6">Both parties agree that the stay and the security deposit are settled as above.</p>
      <footer className="mt-14 grid grid-cols-2 gap-8 print:mt-16">
        <div className="border-foreground border-t pt-1 text-center print:border-black">
          <p>Signature of tenant</p>
          <p className="text-muted-foreground print:text-neutral-700">{s.tenant_name}</p>
        </div>
        <div className="border-foreground border-t pt-1 text-center print:border-black">
          <p>Authorised signatory</p>
          <p className="text-muted-foreground print:text-neutral-700">{`For ${s.branch.name}`}</p>
        </div>
      </footer>
    </PrintedDocument>
  );
}
