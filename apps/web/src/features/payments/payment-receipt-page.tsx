import { useParams } from 'react-router';
import { PrintPage } from '@/components/ui/print-page';
import { ShareButton } from '@/components/ui/share-button';
import { usePaymentReceipt } from '@/features/payments/api/get-payment-receipt';
import { PaymentReceiptDocument } from '@/features/payments/components/payment-receipt';
import { isMissingRecord } from '@/lib/api-client';

/** /payments/:id/receipt: a payment's receipt with a Print button; prints cleanly on A4. */
export function PaymentReceiptPage() {
  const { id } = useParams<{ id: string }>();
  const query = usePaymentReceipt(id);
  return (
    <PrintPage
      query={query}
      missing={isMissingRecord(query.error)}
      back={{ to: '/payments', label: 'Back to payments' }}
      titleOf={(receipt) => `Receipt ${receipt.receipt_number.replaceAll('/', '-')}`}
      actions={(receipt) => <ShareButton title={`Receipt ${receipt.receipt_number}`} />}
      texts={{
        loading: 'Loading receipt',
        missing: 'This payment does not exist.',
        failed: 'Failed to load payments',
      }}
    >
      {(receipt) => <PaymentReceiptDocument receipt={receipt} />}
    </PrintPage>
  );
}
