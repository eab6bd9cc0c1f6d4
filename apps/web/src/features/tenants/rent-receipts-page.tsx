import { useParams, useSearchParams } from 'react-router';
import { PrintPage } from '@/components/ui/print-page';
import { ShareButton } from '@/components/ui/share-button';
import { documentLink } from '@/domain/documents/links';
import { useRentReceipts } from '@/features/tenants/api/get-rent-receipts';
import { RentReceiptDocument } from '@/features/tenants/components/rent-receipt-document';
import { isMissingRecord } from '@/lib/api-client';

/** /tenants/:id/rent-receipts?months=2026-03,2026-04: one rent receipt per month, one to a printed page. */
export function RentReceiptsPage() {
  const { id } = useParams<{ id: string }>();
  const [search] = useSearchParams();
  const months = (search.get('months') ?? '').split(',').filter(Boolean);
  const query = useRentReceipts(id, months);
  return (
    <PrintPage
      query={query}
      missing={isMissingRecord(query.error) || months.length === 0}
      back={{ to: `/tenants/${id}`, label: 'Back to tenant' }}
      titleOf={(data) => `Rent receipts ${data.tenant.name}`}
      actions={(data) => (
        <ShareButton
          title={`Rent receipts of ${data.tenant.name}`}
          link={documentLink(`/api/tenants/${data.tenant.id}/rent-receipts-link`, 'these rent receipts', {
            months,
          })}
        />
      )}
      texts={{
        loading: 'Loading rent receipts',
        missing: 'Choose the months from the tenant page.',
        failed: 'Failed to load the rent receipts',
      }}
    >
      {(data) => (
        <div className="grid gap-10 print:block">
          {data.receipts.map((receipt) => (
            <RentReceiptDocument key={receipt.month} data={data} receipt={receipt} />
          ))}
        </div>
      )}
    </PrintPage>
  );
}
