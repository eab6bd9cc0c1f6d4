import { Gauge } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A room's 'Meter readings' action, named after the room ('Meter readings of room 101'). */
export function MeterReadingsButton({ roomNumber, onClick }: { roomNumber: string; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={`Meter readings of room ${roomNumber}`}
      title="Meter readings"
      onClick={onClick}
    >
      <Gauge aria-hidden="true" />
    </Button>
  );
}
