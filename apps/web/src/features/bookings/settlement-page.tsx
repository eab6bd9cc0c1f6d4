import { useParams } from 'react-router';
import { PrintPage } from '@/components/ui/print-page';
import { ShareButton } from '@/components/ui/share-button';
import { documentLink } from '@/domain/documents/links';
import { useSettlement } from '@/features/bookings/api/get-settlement';
import { SettlementLetter } from '@/features/bookings/components/settlement-letter';
import { isMissingRecord } from '@/lib/api-client';

/** /bookings/:id/settlement: the move-out settlement letter with a Print button; one A4 page. */
export function SettlementPage() {
  const { id } = useParams<{ id: string }>();
  const query = useSettlement(id);
  return (
    <PrintPage
      query={query}
      missing={isMissingRecord(query.error)}
      back={
        query.data
          ? { to: `/tenants/${query.data.tenant_id}`, label: 'Back to tenant' }
          : { to: '/bookings', label: 'Back to bookings' }
      }
      titleOf={(s) => `Settlement ${s.tenant_name} ${s.checkout_date}`}
      actions={(s) => (
        <ShareButton
          title={`Settlement of ${s.tenant_name}`}
          link={documentLink(`/api/bookings/${s.booking_id}/settlement-link`, 'the settlement')}
        />
      )}
      texts={{
        loading: 'Loading settlement',
        missing: 'This booking has no settlement.',
        failed: 'Failed to load the settlement',
      }}
    >
      {(settlement) => <SettlementLetter settlement={settlement} />}
    </PrintPage>
  );
}
