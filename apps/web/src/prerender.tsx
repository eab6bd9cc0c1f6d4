// The first pages' HTML, rendered at build time by React's server renderer (scripts/prerender.mjs)
// and hydrated in the browser (app/mount.tsx): what each page's first render in the browser draws,
// inside the same providers, before the session is known.
import type * as React from 'react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '@/app/providers';
import { ShellPlaceholder } from '@/app/shell-placeholder';
import { SignInEntry } from '@/app/sign-in-entry';

const render = (page: React.ReactNode) =>
  renderToString(
    <StrictMode>
      <AppProviders>{page}</AppProviders>
    </StrictMode>,
  );

/** The HTML of #root for each built page that has one: the sign-in page and the console's shell. */
export function prerender(): Record<string, string> {
  return { 'auth.html': render(<SignInEntry />), 'index.html': render(<ShellPlaceholder />) };
}
