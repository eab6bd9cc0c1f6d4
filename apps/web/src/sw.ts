/// <reference lib="webworker" />
/*
 * The service worker of the installed app (built by vite-plugin-pwa, vite.config.ts). It keeps the
 * build's files (every page's HTML, scripts, styles and icons: the list the build writes into
 * __WB_MANIFEST) and opens the pages from them, so that a second visit and a bad network open the
 * console from the phone's copy. A new build's worker waits until the user chooses to reload
 * (src/app/app-updates.tsx sends SKIP_WAITING).
 *
 * The API is never answered from here: no route below matches /api, so every API request goes to
 * the network as if there were no worker, and no user's data is kept in a cache another user of the
 * phone could be shown.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** The pages a phone opens by address that have an HTML file of their own (as the server sends them). */
const PAGES_BY_ADDRESS: [RegExp, string][] = [
  [/^\/auth(?:\?|$)/, '/auth.html'],
  [/^\/tenant-application(?:\?|$)/, '/apply.html'],
];
for (const [address, page] of PAGES_BY_ADDRESS) {
  registerRoute(new NavigationRoute(createHandlerBoundToURL(page), { allowlist: [address] }));
}
// Every other address is the console's (its router draws the page, or its 404), but for the API
// (/api/docs) and the metrics, which are the server's.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(?:[/?]|$)/, /^\/metrics(?:\?|$)/],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
