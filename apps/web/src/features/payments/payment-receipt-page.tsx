import { ArrowLeft, Printer } from 'lucide-react';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePaymentReceipt } from '@/features/payments/api/get-payment-receipt';
import { PaymentReceiptDocument } from '@/features/payments/components/payment-receipt';
import { isApiError } from '@/lib/api-client';

/**
 * On paper only the receipt: a copy of it is rendered straight under <body>, shown only in print,
 * and everything else under <body> (the app, toasts, dialogs) is hidden while printing.
 */
const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 16mm; }
  body > :not([data-print-receipt]) { display: none !important; }
  body { background: #fff !important; }
}`;

/** /payments/:id/receipt: a payment's receipt with a Print button; prints cleanly on A4. */
export function PaymentReceiptPage() {
  const { id } = useParams<{ id: string }>();
  const query = usePaymentReceipt(id);
  const receipt = query.data;
  // An unknown id (404) or one that is not an id at all (400): nothing to retry.
  const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);

  // The title is what the print dialog offers as the PDF's file name.
  useEffect(() => {
    if (!receipt) return;
    const previous = document.title;
    document.title = `${receipt.receipt_number} · ${receipt.branch.code}`;
    return () => {
      document.title = previous;
    };
  }, [receipt]);

  const toolbar = (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <Button variant="ghost" asChild>
        <Link to="/payments">
          <ArrowLeft aria-hidden="true" />
          Back to payments
        </Link>
      </Button>
      {receipt && (
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      )}
    </div>
  );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      {toolbar}
      {query.isPending ? (
        <Card className="gap-4 p-6" aria-busy="true" aria-label="Loading receipt">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-64" />
          <Skeleton className="h-40 w-full" />
        </Card>
      ) : query.isError ? (
        <Card className="items-center gap-2 p-10 text-center">
          <p role="alert" className="font-medium">
            {missing ? 'This payment does not exist.' : 'Failed to load payments'}
          </p>
          {!missing && (
            <Button variant="link" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
        </Card>
      ) : (
        <>
          <Card className="p-5 sm:p-8">
            <PaymentReceiptDocument receipt={query.data} />
          </Card>
          {createPortal(
            <div data-print-receipt="" className="hidden print:block">
              <style>{PRINT_CSS}</style>
              <PaymentReceiptDocument receipt={query.data} />
            </div>,
            document.body,
          )}
        </>
      )}
    </div>
  );
}
