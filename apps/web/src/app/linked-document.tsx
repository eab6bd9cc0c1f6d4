import type { LinkedDocument } from '@pg/contracts/document-links';
import { useQuery } from '@tanstack/react-query';
import { BrandMark } from '@/components/ui/brand-mark';
import { Card } from '@/components/ui/card';
import { PrintPage } from '@/components/ui/print-page';
import { RecordLoadFailed, RecordLoading } from '@/components/ui/record-states';
import { SettlementLetter } from '@/features/bookings/components/settlement-letter';
import { PaymentReceiptDocument } from '@/features/payments/components/payment-receipt';
import { TenantUpiPayment } from '@/features/tenant-app/pages';
import { RentReceiptDocument } from '@/features/tenants/components/rent-receipt-document';
import { StatementDocument } from '@/features/tenants/components/statement-document';
import { apiClient, errorMessage, isApiError, isMissingRecord } from '@/lib/api-client';
import { formatDate, formatMoney } from '@/lib/format';

/**
 * A document opened by a signed link (/tenant-app#doc=<token>): a receipt, HRA rent receipts, a
 * statement, a settlement, or what is owed with the UPI QR code; no session, nothing kept.
 */

/** The token of a document link in this address, when it is one. */
export function documentToken(): string | null {
  return /^#doc=([\w-]+\.[\w-]+)$/.exec(window.location.hash)?.[1] ?? null;
}

function useLinkedDocument(token: string) {
  return useQuery({
    queryKey: ['linked-document', token],
    queryFn: () => apiClient.post<LinkedDocument>('/api/public/documents', { token }, { auth: false }),
    // An expired or altered link stays so: only a lost connection is worth another try.
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}

const TITLES: Record<LinkedDocument['kind'], string> = {
  receipt: 'Receipt',
  'rent-receipts': 'Rent receipts',
  statement: 'Statement',
  settlement: 'Settlement',
  pay: 'Pay rent',
};

/** A document that prints (every kind but 'pay', which is a page to pay from). */
type Printed = Exclude<LinkedDocument, { kind: 'pay' }>;

function Document({ doc }: { doc: Printed }) {
  switch (doc.kind) {
    case 'receipt':
      return <PaymentReceiptDocument receipt={doc.receipt} />;
    case 'rent-receipts':
      return (
        <div className="grid gap-10 print:block">
          {doc.rent_receipts.receipts.map((receipt) => (
            <RentReceiptDocument key={receipt.month} data={doc.rent_receipts} receipt={receipt} />
          ))}
        </div>
      );
    case 'statement':
      return <StatementDocument statement={doc.statement} />;
    case 'settlement':
      return <SettlementLetter settlement={doc.settlement} />;
  }
}

/** What is owed now, and the branch's UPI QR code and link to pay it. */
function PayNow({ doc }: { doc: Extract<LinkedDocument, { kind: 'pay' }> }) {
  const { pay } = doc;
  const owed = Math.max(pay.balance - pay.awaiting_confirmation, 0);
  return (
    <div className="mx-auto flex w-full max-w-sm flex-col gap-4">
      <Card className="gap-1 p-4">
        <p className="text-muted-foreground text-sm">{`${pay.tenant.name}, ${pay.branch.name}`}</p>
        <p className="text-muted-foreground text-sm">{`Due as of ${formatDate(pay.as_of)}`}</p>
        <p className="font-semibold text-3xl tabular-nums">{formatMoney(owed)}</p>
        {pay.awaiting_confirmation > 0 && (
          <p className="text-sm">{`${formatMoney(pay.awaiting_confirmation)} you sent awaits the warden's confirmation.`}</p>
        )}
      </Card>
      {owed > 0 ? (
        <Card className="items-center p-4">
          <TenantUpiPayment home={pay} amount={owed} />
        </Card>
      ) : (
        <p className="text-sm">Nothing to pay now. Thank you.</p>
      )}
      <p className="text-muted-foreground text-sm">
        After paying, tell the warden the UPI reference (UTR), or enter it under Pay in the tenant app.
      </p>
      <a className="text-primary text-sm underline-offset-4 hover:underline" href="/tenant-app">
        Open the tenant app
      </a>
    </div>
  );
}

export function LinkedDocumentPage({ token }: { token: string }) {
  const query = useLinkedDocument(token);
  const doc = query.data;
  return (
    <main className="min-h-svh bg-muted/40 px-3 py-4">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        <BrandMark name="PG Accommodation" size="md" className="justify-center print:hidden" />
        {query.isPending ? (
          <RecordLoading label="Opening the document" />
        ) : !doc ? (
          <RecordLoadFailed
            missing={isMissingRecord(query.error) || (isApiError(query.error) && query.error.status === 410)}
            missingText={errorMessage(query.error, 'This link is not valid.')}
            failedText="Could not open the document. Check the connection and try again."
            onRetry={() => void query.refetch()}
          />
        ) : (
          <>
            <h1 className="sr-only">{TITLES[doc.kind]}</h1>
            {doc.kind === 'pay' ? (
              <PayNow doc={doc} />
            ) : (
              <PrintPage query={query} titleOf={() => TITLES[doc.kind]} texts={TEXTS}>
                {() => <Document doc={doc} />}
              </PrintPage>
            )}
            <p className="text-center text-muted-foreground text-xs print:hidden">
              {`This link opens until ${formatDate(new Date(doc.expires_at))}.`}
            </p>
          </>
        )}
      </div>
    </main>
  );
}

const TEXTS = { loading: 'Opening the document', failed: 'Could not open the document' };
