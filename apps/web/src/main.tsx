import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { router } from '@/app/router';
import { sessionStore } from '@/lib/session-store';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Restore the session now rather than once React has drawn its first frame (SessionProvider would
// start it then): on a phone that frame takes a few hundred milliseconds the request need not wait.
sessionStore.start();

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
