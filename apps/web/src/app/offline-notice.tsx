import { WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageMessage } from '@/components/ui/page-message';
import { useSession } from '@/lib/session';
import { useOnline } from '@/lib/use-online';

/** A line under the console's header while the browser has no network; gone when it is back. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="status"
      className="flex items-center gap-2 border-b bg-warning/20 px-4 py-2 text-sm text-warning-foreground md:px-6"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      You are offline. The console carries on when the connection is back.
    </p>
  );
}

/**
 * The page's place while the session could not be restored for want of a network (the console
 * opened from the phone's copy, offline): the session store tries again when the browser is back
 * online (or at 'Try again') and the page then loads, without a reload.
 */
export function OfflinePage() {
  const online = useOnline();
  const { retry } = useSession();
  return (
    <PageMessage
      icon={WifiOff}
      title={online ? 'The server cannot be reached' : 'You are offline'}
      level="h1"
      className="min-h-[50vh]"
    >
      <p className="max-w-md text-muted-foreground">
        This page needs the server. It opens here by itself as soon as the connection is back.
      </p>
      <Button variant="outline" className="pointer-coarse:min-h-11" onClick={() => void retry()}>
        Try again
      </Button>
    </PageMessage>
  );
}
