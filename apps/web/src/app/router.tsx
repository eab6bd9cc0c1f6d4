import type * as React from 'react';
import { Component, Suspense } from 'react';
import { BrowserRouter, type RouteObject, useLocation, useRoutes } from 'react-router';
import { NotFoundPage } from '@/app/not-found-page';
import { lazyPage, PageCode } from '@/app/page-code';
import { type AppPage, PAGES, PUBLIC_PAGES, type PublicPage } from '@/app/pages';
import { RouteError } from '@/app/route-error';
import { PageGuard, RequireSession } from '@/app/route-guards';
import { AppLayout, pageComponent } from '@/app/shell-code';
import { ShellPlaceholder } from '@/app/shell-placeholder';

/*
 * Routes:
 *   /auth                public; a signed-in user is sent on to /
 *   PUBLIC_PAGES         public, no shell (e.g. /tenant-application)
 *   /  + PAGES           signed-in shell; each page's code fetched when first drawn, behind its access check
 *   *                    the 404 page
 * Pages are declared in pages.ts, not here. React Router in its declarative mode: the console has
 * no loaders or actions, and the data router's code was more than half of the router's weight on
 * every first page.
 */

/** A shell page: its code behind its access check, or the 404 page while it is not built. */
function shellRoute(page: AppPage): RouteObject {
  const where = page.path === '/' ? { index: true as const } : { path: page.path.slice(1) };
  if (!page.load) return { ...where, element: <NotFoundPage embedded /> };
  return {
    ...where,
    element: (
      <PageGuard page={page}>
        <PageCode code={pageComponent(page.load)} />
      </PageGuard>
    ),
  };
}

function publicRoute(page: PublicPage): RouteObject[] {
  if (!page.load) return []; // not built yet: the catch-all 404 answers
  return [{ path: page.path, element: <PageCode code={lazyPage(page.load)} /> }];
}

const AuthRoute = lazyPage(() => import('@/features/auth/auth-route').then((m) => m.AuthRoute));

export const routes: RouteObject[] = [
  { path: '/auth', element: <PageCode code={AuthRoute} /> },
  ...PUBLIC_PAGES.flatMap(publicRoute),
  {
    path: '/',
    element: <RequireSession />,
    children: [{ element: <PageCode code={AppLayout} />, children: PAGES.map(shellRoute) }],
  },
  { path: '*', element: <NotFoundPage /> },
];

type BoundaryState = { error: unknown; pathname: string };

/**
 * A page that failed to draw, or whose code failed to come (after a deploy, or offline): RouteError
 * in its place, until the address changes. Nothing under it is mounted afresh on a navigation: the
 * shell and the page the user is on stay while the next page's code comes.
 */
class RouteErrorBoundary extends Component<{ pathname: string; children: React.ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined, pathname: this.props.pathname };
  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('The page failed') };
  }
  static getDerivedStateFromProps(
    props: { pathname: string },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: undefined, pathname: props.pathname };
  }
  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

function Routes() {
  const location = useLocation();
  const element = useRoutes(routes, location);
  return (
    <RouteErrorBoundary pathname={location.pathname}>
      {/* While the first page's code comes: the HTML index.html was built with (scripts/prerender.mjs). */}
      <Suspense fallback={<ShellPlaceholder />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * The console's pages at the address bar's address, read when it is first drawn: the sign-in page
 * (sign-in.tsx) fetches this module ahead, while the user types, and the console starts at the
 * page to go to once signed in.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes />
    </BrowserRouter>
  );
}
