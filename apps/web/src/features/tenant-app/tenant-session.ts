import type { TenantSession } from '@pg/contracts/tenant-app';
import { useSyncExternalStore } from 'react';
import { apiClient, setAuthHandler } from '@/lib/api-client';

/**
 * The tenant app's session: the access token in memory, the refresh token in its httpOnly cookie
 * (path /api/tenant-app/auth). Apart from the console's session store: a tenant's token is of its
 * own audience, which no staff route takes.
 */
type State = { status: 'loading' | 'signed-out' } | { status: 'signed-in'; session: TenantSession };

let state: State = { status: 'loading' };
const listeners = new Set<() => void>();
const set = (next: State) => {
  state = next;
  for (const l of listeners) l();
};

const accessToken = () => (state.status === 'signed-in' ? state.session.access_token : null);

async function refresh(): Promise<boolean> {
  try {
    const session = await apiClient.post<TenantSession>('/api/tenant-app/auth/refresh', undefined, {
      auth: false,
    });
    set({ status: 'signed-in', session });
    return true;
  } catch {
    set({ status: 'signed-out' });
    return false;
  }
}

export const tenantSession = {
  /** Registers the tenant's token with the API client and restores a session from the cookie. */
  start() {
    setAuthHandler({
      getAccessToken: accessToken,
      refresh,
      onUnauthorized: () => set({ status: 'signed-out' }),
    });
    void refresh();
  },
  signedIn(session: TenantSession) {
    set({ status: 'signed-in', session });
  },
  async signOut() {
    await apiClient.post('/api/tenant-app/auth/logout', undefined, { auth: false }).catch(() => undefined);
    set({ status: 'signed-out' });
  },
};

export function useTenantSession(): State {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
