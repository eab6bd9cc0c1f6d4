import { type Booking, bookingStatusLabel, bookingStatusVariant } from '@pg/contracts/bookings';
import { SETTLEMENT_TEXTS } from '@pg/contracts/settlements';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { actionsColumn, DataTable } from '@/components/ui/data-table';
import { PageSection } from '@/components/ui/page-section';
import { SettleDialog } from '@/domain/settlement/settle-dialog';
import { useTenantBookings } from '@/features/tenants/api/get-tenant-bookings';
import { SetDepositDialog } from '@/features/tenants/components/set-deposit-dialog';
import { formatMoney, formatStayDates, formatStayRent } from '@/lib/format';
import { useSession } from '@/lib/session';

/** The tenant page's bookings: where and when they stay, the rent, the deposit ('Set deposit'). */
export function TenantBookingsSection({ tenant }: { tenant: { id: string; branch_id: string } }) {
  const bookings = useTenantBookings(tenant.branch_id, tenant.id);
  const { can } = useSession();
  const [editing, setEditing] = useState<Booking | null>(null);
  const [settling, setSettling] = useState<Booking | null>(null);
  const canUpdate = can('bookings:update');
  const canSettle = can('deposits:settle');

  return (
    <PageSection title="Bookings">
      <DataTable<Booking>
        label="Bookings"
        columns={[
          {
            header: 'Bed',
            className: 'min-w-32',
            cell: (b) => (
              <>
                <span className="block font-medium">{`Room ${b.room_number} · Bed ${b.bed_number}`}</span>
                <span className="block text-muted-foreground text-xs">{b.property_name}</span>
              </>
            ),
          },
          {
            header: 'Stay',
            className: 'whitespace-nowrap',
            cell: (b) => formatStayDates(b),
          },
          {
            header: 'Rent',
            headClassName: 'text-right',
            className: 'whitespace-nowrap text-right tabular-nums',
            cell: (b) => formatStayRent(b),
          },
          {
            header: 'Deposit',
            headClassName: 'text-right',
            className: 'whitespace-nowrap text-right tabular-nums',
            cell: (b) => (b.deposit === null ? '—' : formatMoney(b.deposit)),
          },
          {
            header: 'Status',
            cell: (b) => <Badge variant={bookingStatusVariant(b.status)}>{bookingStatusLabel(b)}</Badge>,
          },
          actionsColumn<Booking>((b) => (
            <div className="flex flex-wrap justify-end gap-2">
              {canSettle && (b.status === 'checked_in' || b.settlement_due) && (
                <Button
                  size="sm"
                  aria-label={`${b.settlement_due ? SETTLEMENT_TEXTS.later : SETTLEMENT_TEXTS.action}: room ${b.room_number} bed ${b.bed_number}`}
                  onClick={() => setSettling(b)}
                >
                  {b.settlement_due ? SETTLEMENT_TEXTS.later : SETTLEMENT_TEXTS.action}
                </Button>
              )}
              {b.settlement_id && (
                <Button size="sm" variant="outline" asChild>
                  <Link
                    to={`/bookings/${b.id}/settlement`}
                    aria-label={`${SETTLEMENT_TEXTS.print}: room ${b.room_number} bed ${b.bed_number}`}
                  >
                    {SETTLEMENT_TEXTS.print}
                  </Link>
                </Button>
              )}
              {canUpdate && b.status !== 'cancelled' && !b.settlement_id && !b.moved_to_booking_id && (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Set deposit for room ${b.room_number} bed ${b.bed_number}`}
                  onClick={() => setEditing(b)}
                >
                  Set deposit
                </Button>
              )}
            </div>
          )),
        ]}
        items={bookings.data?.items ?? []}
        isLoading={bookings.isPending}
        loadingRows={2}
        isError={bookings.isError}
        onRetry={() => void bookings.refetch()}
        errorText="Failed to load bookings"
        emptyText="No bookings yet"
      />
      <SetDepositDialog booking={editing} onClose={() => setEditing(null)} />
      <SettleDialog target={settling} onClose={() => setSettling(null)} />
    </PageSection>
  );
}
