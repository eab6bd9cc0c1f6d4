import { BOOKING_STATUS_LABELS, type BookingStatus, bookingStatusVariant } from '@pg/contracts/bookings';
import { Badge } from '@/components/ui/badge';

/** SPEC §4: cancelled destructive, checked_out secondary, others default. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <Badge variant={bookingStatusVariant(status)}>{BOOKING_STATUS_LABELS[status]}</Badge>;
}
