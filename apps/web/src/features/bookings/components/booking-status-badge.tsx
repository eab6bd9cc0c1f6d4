import { type Booking, bookingStatusLabel, bookingStatusVariant } from '@pg/contracts/bookings';
import { Badge } from '@/components/ui/badge';

/** SPEC §4: cancelled destructive, checked_out secondary, others default; a stay's part that moved reads 'Moved'. */
export function BookingStatusBadge({
  booking,
}: {
  booking: Pick<Booking, 'status' | 'moved_to_booking_id'>;
}) {
  return <Badge variant={bookingStatusVariant(booking.status)}>{bookingStatusLabel(booking)}</Badge>;
}
