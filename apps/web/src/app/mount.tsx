import type * as React from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { sessionStore } from '@/lib/session-store';
import '@/index.css';

/** Draws `page` in the document's #root, inside the providers every page has (session, toasts, data). */
export function mount(page: React.ReactNode) {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');

  // Restore the session now rather than once React has drawn its first frame (SessionProvider would
  // start it then): on a phone that frame takes a few hundred milliseconds the request need not wait.
  sessionStore.start();

  createRoot(root).render(
    <StrictMode>
      <AppProviders>{page}</AppProviders>
    </StrictMode>,
  );
}
