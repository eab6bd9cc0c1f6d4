import { todayIso } from '@pg/contracts/dates';
import type { Bed } from '@pg/contracts/inventory';
import { useBedBookings } from '@/features/inventory/api/get-bed-bookings';
import { formatDate } from '@/lib/format';

/**
 * The warning under 'Out of service': the bed's booked stays on the days it would be out of service
 * (from today until `until`, or for good). They keep their bed; staff move or cancel them.
 */
export function BookingsOnDays({ bed, until }: { bed: Bed; until: string | null }) {
  const bookings = useBedBookings(bed.branch_id, bed.id);
  const today = todayIso();
  const onDays = (bookings.data?.items ?? []).filter(
    (b) =>
      (b.status === 'booked' || b.status === 'checked_in') &&
      (b.end_date === null || b.end_date >= today) &&
      (until === null || b.start_date <= until),
  );
  if (onDays.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg border border-warning bg-warning/10 px-4 py-3 text-sm">
      <p className="font-medium">These bookings are on those days. Move or cancel them:</p>
      <ul className="mt-1 list-disc pl-5">
        {onDays.map((b) => (
          <li key={b.id}>{`${b.tenant_name}: ${formatDate(b.start_date)} – ${formatDate(b.end_date)}`}</li>
        ))}
      </ul>
    </div>
  );
}
