import { PAYMENT_DOCUMENT_LABELS, PAYMENT_DOCUMENTS, type PaymentReceipt } from '@pg/contracts/payments';
import { useParams } from 'react-router';
import { PrintPage } from '@/components/ui/print-page';
import { ShareButton } from '@/components/ui/share-button';
import { documentLink } from '@/domain/documents/links';
import { usePaymentReceipt } from '@/features/payments/api/get-payment-receipt';
import { PaymentReceiptDocument } from '@/features/payments/components/payment-receipt';
import { isMissingRecord } from '@/lib/api-client';
import { formatDate } from '@/lib/format';

/** 'Receipt CODE/2026-27/000001', or 'Refund voucher 28-11-2026 Asha' for a document without a number. */
const documentTitle = (p: PaymentReceipt) =>
  p.receipt_number
    ? `Receipt ${p.receipt_number}`
    : `${PAYMENT_DOCUMENT_LABELS[PAYMENT_DOCUMENTS[p.purpose]]} ${formatDate(p.date)} ${p.tenant_name}`;

/** /payments/:id/receipt: a payment's receipt with a Print button; prints cleanly on A4. */
export function PaymentReceiptPage() {
  const { id } = useParams<{ id: string }>();
  const query = usePaymentReceipt(id);
  return (
    <PrintPage
      query={query}
      missing={isMissingRecord(query.error)}
      back={{ to: '/payments', label: 'Back to payments' }}
      titleOf={(receipt) => documentTitle(receipt).replaceAll('/', '-')}
      actions={(receipt) => (
        <ShareButton
          title={documentTitle(receipt)}
          link={documentLink(`/api/payments/${receipt.id}/receipt-link`, 'this receipt')}
        />
      )}
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
