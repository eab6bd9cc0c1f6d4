import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { NotFoundPage } from '@/app/not-found-page';
import { type AppPage, PAGES, PUBLIC_PAGES, type PublicPage } from '@/app/pages';
import { RouteError } from '@/app/route-error';
import { PageGuard, RequireSession } from '@/app/route-guards';
import { ShellPlaceholder } from '@/app/shell-placeholder';

/*
 * Routes:
 *   /auth                public; a signed-in user is sent on to /
 *   PUBLIC_PAGES         public, no shell (e.g. /tenant-application)
 *   /  + PAGES           signed-in shell; each page lazy-loaded behind its access check
 *   *                    the 404 page
 * Pages are declared in pages.ts, not here.
 */

/** A shell page: its module behind its access check, or the 404 page while it is not built. */
function shellRoute(page: AppPage): RouteObject {
  const where = page.path === '/' ? { index: true as const } : { path: page.path.slice(1) };
  const { load } = page;
  if (!load) return { ...where, element: <NotFoundPage embedded /> };
  return {
    ...where,
    lazy: async () => {
      const Page = await load();
      return {
        element: (
          <PageGuard page={page}>
            <Page />
          </PageGuard>
        ),
      };
    },
  };
}

function publicRoute(page: PublicPage): RouteObject[] {
  const { load } = page;
  if (!load) return []; // not built yet: the catch-all 404 answers
  return [{ path: page.path, lazy: async () => ({ Component: await load() }) }];
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // While the first page's code loads: the HTML index.html was built with (scripts/prerender.mjs).
    hydrateFallbackElement: <ShellPlaceholder />,
    children: [
      {
        path: '/auth',
        lazy: async () => ({ Component: (await import('@/features/auth/auth-route')).AuthRoute }),
      },
      ...PUBLIC_PAGES.flatMap(publicRoute),
      {
        path: '/',
        element: <RequireSession />,
        children: [
          {
            lazy: async () => ({ Component: (await import('@/app/app-layout')).AppLayout }),
            children: PAGES.map(shellRoute),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The console's pages at the address bar's address. The router is made at the first render, not
 * when this module loads: the sign-in page (sign-in.tsx) fetches this module ahead, while the user
 * types, and the router starts at the page to go to once signed in.
 */
export function AppRouter() {
  router ??= createBrowserRouter(routes);
  return <RouterProvider router={router} />;
}
