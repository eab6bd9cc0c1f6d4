import { ArrowLeft, Printer } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PrintOnly } from '@/components/ui/print-only';
import { RecordLoadFailed, RecordLoading } from '@/components/ui/record-states';
import { usePaymentReceipt } from '@/features/payments/api/get-payment-receipt';
import { PaymentReceiptDocument } from '@/features/payments/components/payment-receipt';
import { hasErrorCode } from '@/lib/api-client';

/** /payments/:id/receipt: a payment's receipt with a Print button; prints cleanly on A4. */
export function PaymentReceiptPage() {
  const { id } = useParams<{ id: string }>();
  const query = usePaymentReceipt(id);
  const receipt = query.data;
  // An unknown id, or one that is not an id at all: nothing to retry.
  const missing = hasErrorCode(query.error, 'not_found') || hasErrorCode(query.error, 'validation_failed');

  // The title is what the print dialog offers as the PDF's file name.
  useEffect(() => {
    if (!receipt) return;
    const previous = document.title;
    document.title = `Receipt ${receipt.receipt_number.replaceAll('/', '-')}`;
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
        <RecordLoading label="Loading receipt" />
      ) : query.isError ? (
        <RecordLoadFailed
          missing={missing}
          missingText="This payment does not exist."
          failedText="Failed to load payments"
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <Card className="p-5 sm:p-8">
            <PaymentReceiptDocument receipt={query.data} />
          </Card>
          <PrintOnly>
            <PaymentReceiptDocument receipt={query.data} />
          </PrintOnly>
        </>
      )}
    </div>
  );
}
