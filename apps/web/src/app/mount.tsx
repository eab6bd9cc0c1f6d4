import type * as React from 'react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { sessionStore } from '@/lib/session-store';
import '@/index.css';

/**
 * Draws `page` in the document's #root, inside the providers every page has (toasts, data) and the
 * session, unless `session` is false: a public page a visitor opens (the QR code's application form)
 * neither restores nor touches a session. A #root with HTML in it (rendered at build time:
 * scripts/prerender.mjs) is hydrated, unless `hydrate` is false (the page is another one than the
 * HTML's: the HTML is then drawn over).
 */
export function mount(
  page: React.ReactNode,
  { session = true, hydrate = true }: { session?: boolean; hydrate?: boolean } = {},
) {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');

  // Restore the session now rather than once React has drawn its first frame (SessionProvider would
  // start it then): on a phone that frame takes a few hundred milliseconds the request need not wait.
  if (session) sessionStore.start();

  const tree = (
    <StrictMode>
      <AppProviders session={session}>{page}</AppProviders>
    </StrictMode>
  );
  // Hydrated in a transition: React then works in slices of a few milliseconds, yielding to the
  // browser between them, instead of one task as long as the whole tree (hundreds of milliseconds
  // on a slow phone, when a tap waits). A tap on a part not yet hydrated hydrates it first and is
  // replayed there.
  if (hydrate && root.hasChildNodes()) startTransition(() => void hydrateRoot(root, tree));
  else {
    root.replaceChildren();
    createRoot(root).render(tree);
  }
}
