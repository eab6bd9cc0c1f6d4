import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { matchPath, Outlet, useLocation } from 'react-router';
import { AppHeader } from '@/app/app-header';
import { AppSidebar } from '@/app/app-sidebar';
import { BranchProvider } from '@/app/branch-provider';
import { OfflineBanner } from '@/app/offline-notice';
import { pageCodeFetching } from '@/app/page-code';
import { PAGES } from '@/app/pages';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';

/** The signed-in shell: sidebar, header and the current page. */
export function AppLayout() {
  useDocumentTitle();
  return (
    <BranchProvider>
      <SidebarProvider>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-background px-3 py-2 font-medium text-sm shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        <AppSidebar />
        <SidebarInset>
          <NavigationProgress />
          <AppHeader />
          <OfflineBanner />
          <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
            {/* Not drawn while a page's code comes outside a navigation; the progress bar says so. */}
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </main>
        </SidebarInset>
      </SidebarProvider>
    </BranchProvider>
  );
}

/** How long the next page's code may take before the progress bar shows. */
const PROGRESS_AFTER_MS = 150;

/** A thin bar at the top while the next page's code loads. */
function NavigationProgress() {
  const fetching = useSyncExternalStore(pageCodeFetching.subscribe, pageCodeFetching.get, () => false);
  // Not for code that comes at once (the first page's, which came with the shell).
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!fetching) return setShown(false);
    const timer = setTimeout(() => setShown(true), PROGRESS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [fetching]);
  if (!shown) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-2/5 animate-progress bg-primary" />
    </div>
  );
}

function useDocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const page = PAGES.find((p) => matchPath({ path: p.path, end: p.path === '/' }, pathname));
    document.title = page ? `${page.label} · PG Console` : 'PG Console';
  }, [pathname]);
}
