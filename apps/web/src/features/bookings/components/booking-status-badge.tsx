import {
  type Booking,
  bookingStatusLabel,
  bookingStatusVariant,
  onNoticeUntil,
} from '@pg/contracts/bookings';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';

/**
 * Cancelled red, checked out grey, checked in solid, booked (not yet arrived) outlined, so the two
 * live states differ at a glance; a stay's part that moved reads 'Moved'.
 */
export function BookingStatusBadge({
  booking,
}: {
  booking: Pick<Booking, 'status' | 'moved_to_booking_id'> &
    Partial<Pick<Booking, 'notice_given_on' | 'end_date'>>;
}) {
  const notice = onNoticeUntil({ notice_given_on: null, end_date: null, ...booking }, (iso) =>
    formatDate(iso),
  );
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge variant={bookingStatusVariant(booking.status)}>{bookingStatusLabel(booking)}</Badge>
      {notice && <Badge variant="warning">{notice}</Badge>}
    </span>
  );
}
