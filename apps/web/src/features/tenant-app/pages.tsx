import { zodResolver } from '@hookform/resolvers/zod';
import type { Branch } from '@pg/contracts/branches';
import { fromFormText, money } from '@pg/contracts/common';
import { todayIso } from '@pg/contracts/dates';
import { TENANT_PAYMENT_STATES, type TenantHome, tenantPaymentInput } from '@pg/contracts/tenant-app';
import type { UseQueryResult } from '@tanstack/react-query';
import type * as React from 'react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormMessage, fieldsOf, InputField, MoneyField } from '@/components/ui/form-field';
import { RecordLoadFailed, RecordLoading } from '@/components/ui/record-states';
import { SubmitButton } from '@/components/ui/submit-button';
import { UpiPayment } from '@/domain/collecting/collect';
import { useMyPayments, useSendPayment, useTenantHome } from '@/features/tenant-app/api';
import { MyDataButton } from '@/features/tenant-app/more-pages';
import { LatestNotice } from '@/features/tenant-app/notices';
import { errorMessage } from '@/lib/api-client';
import { placeFieldErrors } from '@/lib/form-errors';
import { formatDate, formatMoney } from '@/lib/format';

/** Loading, failure or the page drawn from the data. */
function Loaded<T>({
  query,
  label,
  children,
}: {
  query: UseQueryResult<T>;
  label: string;
  children: (d: T) => React.ReactNode;
}) {
  if (query.isPending) return <RecordLoading label={`Loading ${label}`} />;
  if (query.isError)
    return <RecordLoadFailed failedText={`Failed to load ${label}`} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

function Figure({ label, children, strong }: { label: string; children: React.ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className={strong ? 'font-semibold text-2xl' : 'font-medium'}>{children}</dd>
    </div>
  );
}

/** 'What I owe': the balance, since when, the next due and what waits for the staff. */
export function HomePage() {
  const query = useTenantHome();
  return (
    <Loaded query={query} label="what you owe">
      {(home) => (
        <div className="flex flex-col gap-4">
          <LatestNotice />
          <h1 className="font-semibold text-xl">What I owe</h1>
          <Card className="p-4">
            <dl>
              <Figure label="Balance" strong>
                {formatMoney(Math.max(home.balance, 0))}
              </Figure>
              {home.balance < 0 && <Figure label="Paid in advance">{formatMoney(-home.balance)}</Figure>}
              {home.oldest_due_date && home.balance > 0 && (
                <Figure label="Owed since">{formatDate(home.oldest_due_date)}</Figure>
              )}
              {home.next_due && (
                <Figure label="Next due">{`${formatMoney(home.next_due.amount)} on ${formatDate(home.next_due.date)}`}</Figure>
              )}
              {home.deposit_outstanding > 0 && (
                <Figure label="Deposit to pay">{formatMoney(home.deposit_outstanding)}</Figure>
              )}
              {home.awaiting_confirmation > 0 && (
                <Figure label="Awaiting confirmation">{formatMoney(home.awaiting_confirmation)}</Figure>
              )}
            </dl>
          </Card>
          <div className="grid grid-cols-2 gap-2">
            <Button asChild>
              <Link to="/pay">Pay</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/statement">Statement</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/rent-receipts">Rent receipts (HRA)</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/notice">Give notice</Link>
            </Button>
          </div>
          <MyDataButton />
        </div>
      )}
    </Loaded>
  );
}

/** The branch's payment details as UpiPayment reads them. */
const branchOf = (home: TenantHome) => ({ ...home.branch, reminder_template: null }) as unknown as Branch;

/** The branch's UPI QR code and link for `amount` of what the tenant owes. */
export function TenantUpiPayment({ home, amount }: { home: TenantHome; amount: number }) {
  if (!home.branch.upi_id) {
    return (
      <p className="text-muted-foreground text-sm">Ask the warden how to pay: this PG has no UPI ID yet.</p>
    );
  }
  return (
    <UpiPayment
      branch={branchOf(home)}
      owed={{
        tenantId: home.tenant.id,
        tenantName: home.tenant.name,
        phone: home.tenant.phone,
        amount,
        dueDate: home.oldest_due_date,
      }}
      size={220}
    />
  );
}

/** The 'I have paid' form: the amount is typed as text. */
const paidForm = tenantPaymentInput.extend({ amount: fromFormText(money('Amount')) });

/** Pay: the branch's UPI QR code and link with the amount, then 'I have paid' with the UTR. */
export function PayPage() {
  const query = useTenantHome();
  return (
    <Loaded query={query} label="the payment details">
      {(home) => <Pay home={home} />}
    </Loaded>
  );
}

function Pay({ home }: { home: TenantHome }) {
  const owed = Math.max(home.balance - home.awaiting_confirmation, 0);
  const [sent, setSent] = useState(false);
  const send = useSendPayment();
  const form = useForm<z.input<typeof paidForm>, unknown, z.output<typeof paidForm>>({
    resolver: zodResolver(paidForm),
    defaultValues: { amount: owed > 0 ? String(owed) : '', date: todayIso(), utr: '' } as never,
  });
  const field = fieldsOf(form.control);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      setSent(true);
      form.reset({ amount: '', date: todayIso(), utr: '' } as never);
    } catch (error) {
      if (!placeFieldErrors(form, error, ['amount', 'utr', 'date']))
        form.setError('root.server', { message: errorMessage(error, 'Could not send. Please try again.') });
    }
  });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-semibold text-xl">Pay</h1>
      {owed > 0 ? (
        <Card className="items-center p-4">
          <TenantUpiPayment home={home} amount={owed} />
        </Card>
      ) : (
        <p className="text-muted-foreground text-sm">Nothing to pay now.</p>
      )}
      <Card className="p-4">
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-labelledby="paid-heading">
          <h2 id="paid-heading" className="font-semibold text-lg">
            I have paid
          </h2>
          <p className="text-muted-foreground text-sm">
            After paying in your UPI app, type the amount and the 12-digit UTR (UPI reference) it shows. The
            warden confirms it, and your receipt appears under Payments.
          </p>
          <MoneyField {...field('amount')} label="Amount" />
          <InputField
            {...field('utr')}
            label="UTR (12 digits)"
            inputMode="numeric"
            maxLength={12}
            autoComplete="off"
          />
          <FormMessage form={form.control} />
          {sent && (
            <p role="status" className="text-sm text-success">
              Sent. It is awaiting confirmation.
            </p>
          )}
          <SubmitButton pending={send.isPending} className="w-full">
            Send
          </SubmitButton>
        </form>
      </Card>
    </div>
  );
}

const STATE_BADGE = {
  awaiting: 'secondary',
  rejected: 'destructive',
  received: 'success',
  voided: 'outline',
} as const;

/** My payments: awaiting confirmation, rejected (and why), received (with the receipt). */
export function PaymentsPage() {
  const query = useMyPayments();
  return (
    <Loaded query={query} label="your payments">
      {({ items }) => (
        <div className="flex flex-col gap-3">
          <h1 className="font-semibold text-xl">Payments</h1>
          {items.length === 0 && <p className="text-muted-foreground text-sm">No payments yet.</p>}
          <ul className="flex flex-col gap-2">
            {items.map((p) => (
              <li key={p.id}>
                <Card className="gap-1 p-3">
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-medium">{formatMoney(p.amount)}</span>
                    <Badge variant={STATE_BADGE[p.state]}>{TENANT_PAYMENT_STATES[p.state]}</Badge>
                  </div>
                  <p className="text-muted-foreground text-sm">
                    {formatDate(p.date)}
                    {p.reference ? ` · UTR ${p.reference}` : ''}
                  </p>
                  {p.reason && <p className="text-sm">{`Reason: ${p.reason}`}</p>}
                  {p.state === 'received' && p.receipt_number && (
                    <Link
                      className="text-primary text-sm underline-offset-4 hover:underline"
                      to={`/payments/${p.id}/receipt`}
                    >
                      {`Receipt ${p.receipt_number}`}
                    </Link>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Loaded>
  );
}
