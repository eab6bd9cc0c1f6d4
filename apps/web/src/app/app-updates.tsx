import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { getWaitingUpdate, startServiceWorker, subscribeToUpdates } from '@/lib/service-worker';

/**
 * Registers the installed app's service worker (lib/service-worker.ts) and, once a new version has
 * been deployed and is waiting, says so with a button to reload into it. 'Later' keeps the page as
 * it is (with whatever is being typed); the new version starts at the next opening of the console.
 */
export function AppUpdates() {
  const update = useSyncExternalStore(subscribeToUpdates, getWaitingUpdate, () => null);
  const [later, setLater] = useState(false);
  const [reloading, setReloading] = useState(false);
  useEffect(startServiceWorker, []);
  if (!update || later) return null;
  return (
    <section
      aria-label="New version"
      className="fixed inset-x-2 bottom-2 z-50 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border bg-background p-3 pl-4 shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-md"
    >
      <p role="status" className="flex-1 font-medium text-sm">
        A new version is available
      </p>
      <div className="flex gap-2">
        <Button variant="ghost" className="pointer-coarse:min-h-11" onClick={() => setLater(true)}>
          Later
        </Button>
        <Button
          className="pointer-coarse:min-h-11"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            void update();
          }}
        >
          Reload
        </Button>
      </div>
    </section>
  );
}
