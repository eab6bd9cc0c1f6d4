import { useQueryClient } from '@tanstack/react-query';
import type * as React from 'react';
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AccessDenied } from '@/app/access-denied';
import { OfflinePage } from '@/app/offline-notice';
import type { AppPage, PageAccess } from '@/app/pages';
import { prefetchFirstData } from '@/app/prefetch-first-data';
import { preloadShell } from '@/app/shell-code';
import { ShellPlaceholder } from '@/app/shell-placeholder';
import { onFirstInteraction } from '@/lib/first-interaction';
import { type AuthRedirectState, type SessionContextValue, useSession } from '@/lib/session';

/** The sign-in dialog is code the first page does not need: fetched at the first touch or key press. */
const loadSessionEndedDialog = () => import('@/features/auth/components/session-ended-dialog');
const SessionEndedDialog = lazy(() =>
  loadSessionEndedDialog().then((m) => ({ default: m.SessionEndedDialog })),
);

/**
 * Signed-in users only: a spinner while the session loads, /auth without a session, and the page
 * under a sign-in dialog when the session in use ends.
 */
export function RequireSession() {
  const { status, endedBy, can, branches, lastBranchId } = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  // The signed-in shell and its first page are the largest render of a visit. Rendered in a
  // transition, React builds them in slices of a few milliseconds with the spinner still up, so a
  // slow phone stays responsive instead of freezing for one long task; once built, they replace
  // the spinner at once. The transition starts once the shell's first data are in (or have taken
  // too long), so that they render once, whole, with their figures: see prefetchFirstData.
  const [shellShown, setShellShown] = useState(false);
  const authenticated = status === 'authenticated';
  const firstPath = shellShown ? null : location.pathname;
  useEffect(() => {
    if (!authenticated || firstPath === null) return;
    let current = true;
    // The shell's code and its page's too, so that they render at once (a lazy component would
    // suspend the render and start it again).
    void Promise.all([
      prefetchFirstData(queryClient, { pathname: firstPath, can, branches, lastBranchId }),
      preloadShell(firstPath).catch(() => undefined), // the error boundary says so when drawn
    ]).then(() => {
      if (current) startTransition(() => setShellShown(true));
    });
    return () => {
      current = false;
    };
  }, [authenticated, firstPath, queryClient, can, branches, lastBranchId]);
  useEffect(() => {
    if (shellShown) return onFirstInteraction(() => void loadSessionEndedDialog());
  }, [shellShown]);

  // Opened offline (from the installed app's copy): the shell, its pages saying so (PageGuard).
  if (status === 'offline') return <Outlet />;
  if (status === 'loading' || (status === 'authenticated' && !shellShown)) return <ShellPlaceholder />;
  const expired = status === 'unauthenticated' && endedBy === 'expired';
  if (status === 'unauthenticated' && !expired) {
    // Remember the page asked for, unless the user just chose to sign out.
    const state: AuthRedirectState | undefined =
      endedBy === 'signed-out'
        ? undefined
        : { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/auth" replace state={state} />;
  }
  // The same tree signed in or expired, so that the page is not mounted afresh: it stays, with
  // whatever was being typed, under a dialog to sign in again.
  return (
    <>
      <Outlet />
      {expired && (
        <Suspense fallback={null}>
          <SessionEndedDialog />
        </Suspense>
      )}
    </>
  );
}

function canAccess(session: Pick<SessionContextValue, 'user' | 'can'>, access: PageAccess): boolean {
  const { user } = session;
  if (!user) return false;
  if (access === 'super_admin') return user.isSuperAdmin;
  if (access === 'admin') return user.isAdmin || user.isSuperAdmin;
  return session.can(access);
}

/** Renders the page, or the page's access-denied message, or that the console is offline. */
export function PageGuard({ page, children }: { page: AppPage; children: React.ReactNode }) {
  const session = useSession();
  if (session.status === 'offline') return <OfflinePage />;
  if (!canAccess(session, page.access)) return <AccessDenied message={page.denied} />;
  return children;
}
