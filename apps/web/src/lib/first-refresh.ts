/**
 * The console's page (index.html) sends the session's refresh from a script in its head, while the
 * console's own scripts are still downloading, rather than once they have run: on a slow phone
 * link that saves the round trip the shell's first data waited for. It keeps the promise of that
 * answer in `window.pgFirstRefresh`, and holds the session's refresh lock while it is in flight,
 * as the session store does (REFRESH_LOCK in lib/session-store.ts), so that two tabs never send one
 * refresh cookie at once. The server allows that script by its hash (apps/server/src/lib/inline-scripts.ts).
 */
declare global {
  interface Window {
    pgFirstRefresh?: Promise<Response>;
  }
}

/** The refresh the page sent before the scripts ran, once: the first caller takes it. */
export function takeFirstRefresh(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const sent = window.pgFirstRefresh;
  delete window.pgFirstRefresh;
  return sent;
}
