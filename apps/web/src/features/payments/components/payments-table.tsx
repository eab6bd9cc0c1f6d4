import {
  PAYMENT_DOCUMENT_LABELS,
  PAYMENT_DOCUMENTS,
  PAYMENT_METHOD_LABELS,
  type Payment,
} from '@pg/contracts/payments';
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CorrectionActions } from '@/components/ui/correction-actions';
import { actionsColumn, DataTable, type TableSort, type TableState } from '@/components/ui/data-table';
import { PaymentStatusBadge } from '@/features/payments/components/payment-status-badge';
import { formatMoney } from '@/lib/format';
import { dateColumn } from '@/lib/list-columns';

type PaymentsTableProps = {
  payments: Payment[];
  /** Loading, failed and empty states (tableStateOf). */
  state: TableState;
  /** Sorting by date and amount from the column headers. */
  sort?: TableSort | undefined;
  /** Corrections; absent when the user may not make them. */
  onEdit?: ((payment: Payment) => void) | undefined;
  onVoid?: ((payment: Payment) => void) | undefined;
};

/** 'Receipt CODE/2026-27/000001', or 'Refund voucher', 'Adjustment' (money that was not received). */
const documentLabel = (payment: Payment) =>
  payment.receipt_number
    ? `Receipt ${payment.receipt_number}`
    : PAYMENT_DOCUMENT_LABELS[PAYMENT_DOCUMENTS[payment.purpose]];

/** Payment history: date, tenant, amount, method, status, a link to each receipt, and corrections. */
export function PaymentsTable({ payments, state, sort, onEdit, onVoid }: PaymentsTableProps) {
  return (
    <DataTable
      label="Payment history"
      columns={[
        dateColumn<Payment>((payment) => payment.date),
        {
          header: 'Tenant',
          className: 'min-w-36',
          cell: (payment) => (
            <>
              <span className="block font-medium">{payment.tenant_name}</span>
              {payment.bed_number !== null && (
                <span className="block text-muted-foreground text-xs">
                  {`Room ${payment.room_number} · Bed ${payment.bed_number}`}
                </span>
              )}
            </>
          ),
        },
        {
          header: 'Amount',
          headClassName: 'text-right',
          sortBy: { asc: 'amount_asc', desc: 'amount_desc' },
          className: 'whitespace-nowrap text-right font-medium tabular-nums',
          cell: (payment) =>
            payment.voided_at ? (
              <span className="font-normal text-muted-foreground line-through">
                {formatMoney(payment.amount)}
              </span>
            ) : (
              formatMoney(payment.amount)
            ),
        },
        {
          header: 'Method',
          className: 'whitespace-nowrap',
          cell: (payment) => (
            <>
              <span className="block">{PAYMENT_METHOD_LABELS[payment.method]}</span>
              {payment.reference && (
                <span
                  className="block max-w-40 truncate text-muted-foreground text-xs"
                  title={payment.reference}
                >
                  {payment.reference}
                </span>
              )}
            </>
          ),
        },
        {
          header: 'Status',
          cell: (payment) =>
            payment.voided_at ? (
              <span className="flex flex-col gap-0.5">
                <Badge variant="destructive">VOID</Badge>
                <span
                  className="max-w-40 truncate text-muted-foreground text-xs"
                  title={payment.void_reason ?? ''}
                >
                  {payment.void_reason}
                </span>
              </span>
            ) : (
              <PaymentStatusBadge status={payment.status} />
            ),
        },
        {
          header: 'Receipt',
          headClassName: 'text-right',
          className: 'text-right',
          cell: (payment) => (
            <Button variant="ghost" size="sm" asChild>
              <Link
                to={`/payments/${payment.id}/receipt`}
                aria-label={`${documentLabel(payment)} for ${payment.tenant_name}`}
              >
                <Printer aria-hidden="true" />
                <span className="hidden sm:inline">
                  {PAYMENT_DOCUMENT_LABELS[PAYMENT_DOCUMENTS[payment.purpose]]}
                </span>
              </Link>
            </Button>
          ),
        },
        onEdit &&
          onVoid &&
          actionsColumn<Payment>((payment) => (
            <CorrectionActions
              label={`payment ${payment.receipt_number ?? documentLabel(payment)}`}
              voided={payment.voided_at !== null}
              onEdit={() => onEdit(payment)}
              onVoid={() => onVoid(payment)}
            />
          )),
      ]}
      items={payments}
      sort={sort}
      {...state}
      errorText="Failed to load payments"
      emptyText="No payments found"
    />
  );
}
