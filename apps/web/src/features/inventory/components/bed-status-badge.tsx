import { BED_STATUS_LABELS, type BedStatus } from '@pg/contracts/bed-status';
import { Badge } from '@/components/ui/badge';

const VARIANT = {
  available: 'success',
  occupied: 'default',
  reserved: 'warning',
  out_of_service: 'secondary',
} as const satisfies Record<BedStatus, string>;

/**
 * Available green, Occupied solid blue (a let bed is good news, not an error), Reserved amber, Out
 * of service grey: the bed's status on the day shown.
 */
export function BedStatusBadge({ status }: { status: BedStatus }) {
  return <Badge variant={VARIANT[status]}>{BED_STATUS_LABELS[status]}</Badge>;
}
