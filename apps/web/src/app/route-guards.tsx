import type * as React from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AccessDenied } from '@/app/access-denied';
import type { AppPage, PageAccess } from '@/app/pages';
import { FullPageSpinner } from '@/components/ui/spinner';
import { type SessionContextValue, useSession } from '@/lib/session';

/** Where the sign-in page sends the user afterwards (set when a protected page sent them there). */
export type AuthRedirectState = { from?: { pathname: string; search?: string; hash?: string } };

/** Signed-in users only: a spinner while the session loads, /auth without a session. */
export function RequireSession() {
  const { status, endedBy } = useSession();
  const location = useLocation();

  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'unauthenticated') {
    // Remember the page asked for, unless the user just chose to sign out.
    const state: AuthRedirectState | undefined =
      endedBy === 'signed-out'
        ? undefined
        : { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/auth" replace state={state} />;
  }
  return <Outlet />;
}

export function canAccess(session: Pick<SessionContextValue, 'user' | 'can'>, access: PageAccess): boolean {
  const { user } = session;
  if (!user) return false;
  if (access === 'super_admin') return user.isSuperAdmin;
  if (access === 'admin') return user.isAdmin || user.isSuperAdmin;
  return session.can(access);
}

/** Renders the page, or the page's access-denied message. */
export function PageGuard({ page, children }: { page: AppPage; children: React.ReactNode }) {
  const session = useSession();
  if (!canAccess(session, page.access)) return <AccessDenied message={page.denied} />;
  return children;
}
