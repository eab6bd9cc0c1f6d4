/*
 * The installed app's service worker (src/sw.ts), outside React: registered once the page has
 * loaded (its first download of the build's files never competes with the page's own), asked for a
 * new version whenever the console comes back into view, and a new version waiting for the user to
 * choose to reload (app/app-updates.tsx). Nothing in a development server or a test.
 */

/** Look for a new version at most this often when the console comes back into view. */
const UPDATE_CHECK_MS = 15 * 60_000;

let started = false;
let applyUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function setWaiting(apply: () => Promise<void>) {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

async function register() {
  const { registerSW } = await import('virtual:pwa-register');
  let lastCheck = Date.now();
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => setWaiting(() => update(true)),
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_MS) return;
        lastCheck = Date.now();
        // Offline, or the server is restarting: the next return into view asks again.
        registration.update().catch(() => undefined);
      });
    },
  });
}

/** Registers the service worker after the page's load event; once per page, whoever calls it. */
export function startServiceWorker() {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  const go = () => void register();
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
}

/** A new version is installed and waiting: a function that starts it and reloads the page; else null. */
export function getWaitingUpdate() {
  return applyUpdate;
}

export function subscribeToUpdates(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
