import { Badge } from '@/components/ui/badge';

/** Payment status badges: completed and pending as usual; any other status (failed, refunded...) destructive. */
function paymentStatusVariant(status: string): 'default' | 'secondary' | 'destructive' {
  if (status === 'completed') return 'default';
  if (status === 'pending') return 'secondary';
  return 'destructive';
}

const label = (status: string) => {
  const words = status.replaceAll('_', ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Unknown';
};

export function PaymentStatusBadge({ status }: { status: string }) {
  return <Badge variant={paymentStatusVariant(status)}>{label(status)}</Badge>;
}
