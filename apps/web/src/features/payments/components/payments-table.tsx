import { PAYMENT_METHOD_LABELS, type Payment } from '@pg/contracts/payments';
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { TableLoadingRows, TableMessageRow } from '@/components/ui/table-states';
import { PaymentStatusBadge } from '@/features/payments/components/payment-status-badge';
import { formatDate, formatMoney } from '@/lib/format';

const COLUMNS = 6;

type PaymentsTableProps = {
  payments: Payment[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  emptyHint?: string;
};

/** Payment history: date, tenant, amount, method, status, and a link to each receipt. */
export function PaymentsTable({ payments, isLoading, isError, onRetry, emptyHint }: PaymentsTableProps) {
  return (
    <Table aria-label="Payment history" aria-busy={isLoading || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Date</TableHead>
          <TableHead>Tenant</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Method</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Receipt</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading ? (
          <TableLoadingRows columns={COLUMNS} />
        ) : isError && payments.length === 0 ? (
          <TableMessageRow columns={COLUMNS}>
            <span className="block">Failed to load payments</span>
            <Button variant="link" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </TableMessageRow>
        ) : payments.length === 0 ? (
          <TableMessageRow columns={COLUMNS}>
            <span className="block font-medium text-foreground">No payments found</span>
            {emptyHint && <span className="mt-1 block text-xs">{emptyHint}</span>}
          </TableMessageRow>
        ) : (
          payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell className="whitespace-nowrap">{formatDate(payment.date)}</TableCell>
              <TableCell className="min-w-36">
                <span className="block font-medium">{payment.tenant_name}</span>
                {payment.bed_number !== null && (
                  <span className="block text-muted-foreground text-xs">
                    {`Room ${payment.room_number} · Bed ${payment.bed_number}`}
                  </span>
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap text-right font-medium tabular-nums">
                {formatMoney(payment.amount)}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <span className="block">{PAYMENT_METHOD_LABELS[payment.method]}</span>
                {payment.reference && (
                  <span
                    className="block max-w-40 truncate text-muted-foreground text-xs"
                    title={payment.reference}
                  >
                    {payment.reference}
                  </span>
                )}
              </TableCell>
              <TableCell>
                <PaymentStatusBadge status={payment.status} />
              </TableCell>
              <TableCell className="text-right">
                <Button variant="ghost" size="sm" asChild>
                  <Link
                    to={`/payments/${payment.id}/receipt`}
                    aria-label={`Receipt ${payment.receipt_number} for ${payment.tenant_name}`}
                  >
                    <Printer aria-hidden="true" />
                    <span className="hidden sm:inline">Receipt</span>
                  </Link>
                </Button>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
