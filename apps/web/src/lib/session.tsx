import type { PermissionKey } from '@pg/contracts/permissions';
import type { SessionUser } from '@pg/contracts/session';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { type LogoutScope, type SessionState, type SessionStore, sessionStore } from '@/lib/session-store';

export type SessionContextValue = SessionState & {
  signIn: (email: string, password: string) => Promise<SessionUser>;
  /** First run: create the first administrator (a super admin) and sign in. */
  setup: (email: string, password: string) => Promise<SessionUser>;
  signOut: (scope?: LogoutScope) => Promise<void>;
  refreshUser: () => Promise<SessionUser>;
  /** Tries again to restore a session that could not be for want of a network ('offline'). */
  retry: () => Promise<boolean>;
  /** Whether the signed-in user holds a permission, e.g. can('payments:create'). */
  can: (permission: PermissionKey) => boolean;
};

/** Where the sign-in page sends the user afterwards (set when a protected page sent them there). */
export type AuthRedirectState = { from?: { pathname: string; search?: string; hash?: string } };

const SessionContext = React.createContext<SessionContextValue | null>(null);

/**
 * Restores the session when the app loads (refresh cookie -> access token in memory), keeps it
 * fresh, and drops every cached query when the signed-in user changes, so that one user never
 * sees another's data.
 */
export function SessionProvider({
  children,
  store = sessionStore,
}: {
  children: React.ReactNode;
  store?: SessionStore;
}) {
  const state = React.useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const queryClient = useQueryClient();

  React.useEffect(() => {
    store.start();
  }, [store]);

  React.useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') store.resume();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', store.resume);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', store.resume);
    };
  }, [store]);

  const userId = state.user?.id ?? null;
  const previousUserId = React.useRef(userId);
  React.useEffect(() => {
    if (previousUserId.current !== null && previousUserId.current !== userId) queryClient.clear();
    previousUserId.current = userId;
  }, [userId, queryClient]);

  const value = React.useMemo<SessionContextValue>(() => {
    const user = state.user;
    return {
      ...state,
      signIn: store.signIn,
      setup: store.setup,
      signOut: store.signOut,
      refreshUser: store.refreshUser,
      retry: store.refresh,
      can: (permission) => Boolean(user && (user.isSuperAdmin || user.permissions.includes(permission))),
    };
  }, [state, store]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const context = React.useContext(SessionContext);
  if (!context) throw new Error('useSession must be used within a SessionProvider');
  return context;
}
