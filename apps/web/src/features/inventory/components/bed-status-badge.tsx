import { Badge } from '@/components/ui/badge';

/** Available (green) or Occupied (red), from the bed's is_available. */
export function BedStatusBadge({ available }: { available: boolean }) {
  return available ? (
    <Badge variant="success">Available</Badge>
  ) : (
    <Badge variant="destructive">Occupied</Badge>
  );
}
