import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { MemoryRouter } from 'react-router';
import { inject } from 'vitest';
import { AppProviders } from '@/app/providers';
import { sessionStore } from '@/lib/session-store';

/**
 * Signs in as the seeded super admin the way the console does on a fresh page: the session is
 * restored first (there is no refresh cookie, so there is none), then the sign-in form's call.
 */
export async function signIn() {
  const { email, password } = inject('admin');
  sessionStore.start();
  await sessionStore.refresh();
  return sessionStore.signIn(email, password);
}

/** Renders `ui` inside the console's own providers (query client, session, tooltips, toasts) and a router. */
export function renderInApp(ui: React.ReactNode) {
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { user, ...view };
}
