import { type SessionUser, sessionUser, type TokenResponse, tokenResponse } from '@pg/contracts/session';
import { ApiError, answerOf, request, setAuthHandler } from '@/lib/api-client';
import { takeFirstRefresh } from '@/lib/first-refresh';
import { clearDrafts } from '@/lib/form-draft';
import { backoffDelay, canRetry, isRefreshDue, isTransientStatus, refreshDelay } from '@/lib/session-timing';

/*
 * The session, outside React (so the API client can use it too):
 * - the access token lives in memory only; the refresh token is an httpOnly cookie the browser
 *   sends by itself to /api/auth, so a reload restores the session with one refresh call;
 * - the access token is refreshed about a minute before it expires; a refresh that fails for want
 *   of a server (network, 5xx, 429) is retried with backoff (200 ms, doubling); a refusal (401)
 *   means signed out; a page opened without a network (the installed app, offline) is 'offline'
 *   until the browser is back online, when the refresh is tried again;
 * - one refresh at a time, in this tab (shared promise) and across tabs (Web Locks), because the
 *   server rotates the refresh token on every use;
 * - other tabs hear about sign-in and sign-out (BroadcastChannel).
 */

type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated' | 'offline';
/**
 * Why the last session ended: the user signed out; there was none; or the one in use ran out or
 * was ended elsewhere ('expired': the page stays, with its open forms, under a sign-in dialog, and
 * `user` keeps the user who was signed in until someone signs in again).
 */
type SessionEndReason = 'signed-out' | 'no-session' | 'expired';
export type LogoutScope = 'local' | 'global' | 'others';

export type SessionState = {
  status: SessionStatus;
  user: SessionUser | null;
  accessToken: string | null;
  /** Expiry of the access token, unix seconds. */
  expiresAt: number | null;
  endedBy: SessionEndReason | null;
  /** The user's branches as the last sign-in or refresh answered them (the shell's first data). */
  branches: TokenResponse['branches'] | null;
  /** The branch the user last chose in the header, on any device (kept on the server). */
  lastBranchId: string | null;
};

type SessionStoreOptions = {
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Name of the BroadcastChannel shared with other tabs; null for none. */
  channelName?: string | null;
  /** Serialise refreshes across tabs with the Web Locks API where the browser has it. */
  useLocks?: boolean;
  /**
   * The refresh the page sent before its scripts ran (lib/first-refresh.ts), if any: the first
   * refresh of `start` takes its answer instead of sending one.
   */
  firstRefresh?: () => Promise<Response> | undefined;
};

type TabMessage = { type: 'signed-in'; userId: string } | { type: 'signed-out' };

const REFRESH_LOCK = 'pg-console:session-refresh';
const LOCK_WAIT_MS = 10_000;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSessionStore(options: SessionStoreOptions = {}) {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const useLocks = options.useLocks ?? true;

  let state: SessionState = {
    status: 'loading',
    user: null,
    accessToken: null,
    expiresAt: null,
    endedBy: null,
    branches: null,
    lastBranchId: null,
  };
  const listeners = new Set<() => void>();
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let inflight: Promise<boolean> | null = null;
  let started = false;
  /** The answer of the refresh the page sent itself, until the first refresh takes it. */
  let sentByPage: Promise<Response> | undefined;
  /** Bumped by every sign-in and sign-out, so that a refresh begun before one cannot undo it. */
  let generation = 0;

  const channelName = options.channelName === undefined ? null : options.channelName;
  const channel =
    channelName && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(channelName) : null;

  function setState(patch: Partial<SessionState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function schedule(expiresAt: number) {
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(() => void refresh(), refreshDelay(expiresAt, now()));
  }

  function apply(tokens: TokenResponse) {
    setState({
      status: 'authenticated',
      user: tokens.user,
      accessToken: tokens.access_token,
      expiresAt: tokens.expires_at,
      endedBy: null,
      branches: tokens.branches ?? null,
      lastBranchId: tokens.last_branch_id ?? null,
    });
    schedule(tokens.expires_at);
  }

  function clear(reason: SessionEndReason) {
    generation++;
    clearTimeout(refreshTimer);
    const lost = reason === 'no-session' && state.user !== null;
    setState({
      status: 'unauthenticated',
      user: lost ? state.user : null,
      accessToken: null,
      expiresAt: null,
      endedBy: lost ? 'expired' : reason,
      branches: null,
      lastBranchId: null,
    });
  }

  function post(message: TabMessage) {
    try {
      channel?.postMessage(message);
    } catch {
      // A closed channel (page unloading) is no reason to fail a sign-in.
    }
  }

  async function withLock<T>(fn: () => Promise<T>): Promise<T> {
    const locks = useLocks && typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) return fn();
    try {
      return await locks.request(REFRESH_LOCK, { signal: AbortSignal.timeout(LOCK_WAIT_MS) }, fn);
    } catch (error) {
      // Another tab held the lock too long (frozen, say): go ahead without it.
      if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        return fn();
      throw error;
    }
  }

  async function runRefresh(startedIn: number): Promise<boolean> {
    const stale = () => startedIn !== generation;
    for (let attempt = 0; ; attempt++) {
      if (stale()) return state.status === 'authenticated';
      try {
        const sent = sentByPage;
        sentByPage = undefined;
        const body = await (sent
          ? answerOf<unknown>(sent)
          : request<unknown>('/api/auth/token', {
              method: 'POST',
              query: { grant_type: 'refresh_token' },
              body: {},
              auth: false,
            }));
        const tokens = tokenResponse.parse(body);
        if (stale()) return state.status === 'authenticated';
        apply(tokens);
        return true;
      } catch (error) {
        if (stale()) return state.status === 'authenticated';
        const transient = error instanceof ApiError && isTransientStatus(error.status);
        const unreachable = error instanceof ApiError && error.isNetworkError;
        const offline = unreachable && typeof navigator !== 'undefined' && navigator.onLine === false;
        if (transient && !offline && canRetry(attempt)) {
          await sleep(backoffDelay(attempt));
          continue;
        }
        // The server is out of reach but the token in hand is still good: keep working with it;
        // the next 401 (or the tab coming back into view) tries again.
        if (transient && state.accessToken && state.expiresAt !== null && state.expiresAt * 1000 > now())
          return false;
        // Restoring the session without a network: not signed out, only offline (until `resume`).
        if (unreachable && (state.status === 'loading' || state.status === 'offline')) {
          setState({ status: 'offline' });
          return false;
        }
        clear('no-session');
        return false;
      }
    }
  }

  /** Gets a new access token from the refresh cookie; false when the session is over. Shared by concurrent callers. */
  function refresh(): Promise<boolean> {
    if (!inflight) {
      const startedIn = generation;
      inflight = withLock(() => runRefresh(startedIn)).finally(() => {
        inflight = null;
      });
    }
    return inflight;
  }

  /** Posts credentials to a sign-in endpoint; the session it answers with becomes this tab's (and is announced to the others). */
  async function startSession(
    path: string,
    body: { email: string; password: string },
    query?: Record<string, string>,
  ): Promise<SessionUser> {
    const answer = await request<unknown>(path, { method: 'POST', query, body, auth: false });
    const tokens = tokenResponse.parse(answer);
    generation++;
    apply(tokens);
    post({ type: 'signed-in', userId: tokens.user.id });
    return tokens.user;
  }

  function signIn(email: string, password: string): Promise<SessionUser> {
    return startSession('/api/auth/token', { email, password }, { grant_type: 'password' });
  }

  /** First run: creates the first administrator and signs in as them. */
  function setup(email: string, password: string): Promise<SessionUser> {
    return startSession('/api/auth/setup', { email, password });
  }

  /**
   * Ends the session on the server (`local`: this one, `global`: all of the user's, `others`: all
   * but this one) and, unless `others`, here. Failures of the call are ignored: the user asked
   * to leave and leaves.
   */
  async function signOut(scope: LogoutScope = 'local'): Promise<void> {
    try {
      await request('/api/auth/logout', { method: 'POST', query: { scope } });
    } catch {
      // 401/403/404 or no network: the local session ends all the same.
    }
    if (scope === 'others') return;
    clearDrafts();
    clear('signed-out');
    post({ type: 'signed-out' });
  }

  /** Reloads the user (roles and permissions may have changed). */
  async function refreshUser(): Promise<SessionUser> {
    const user = sessionUser.parse(await request<unknown>('/api/auth/user'));
    if (state.status === 'authenticated') setState({ user });
    return user;
  }

  function setUser(user: SessionUser) {
    if (state.status === 'authenticated') setState({ user });
  }

  /** Restores the session on page load (once). */
  function start() {
    if (started) return;
    started = true;
    sentByPage = options.firstRefresh?.();
    void refresh();
  }

  /**
   * The tab is visible again, or the browser back online: timers may have slept with the computer,
   * so refresh if due; a session not restored for want of a network is tried again.
   */
  function resume() {
    if (state.status === 'offline') {
      void refresh();
    } else if (
      state.status === 'authenticated' &&
      state.expiresAt !== null &&
      isRefreshDue(state.expiresAt, now())
    ) {
      void refresh();
    }
  }

  if (channel) {
    channel.onmessage = (event: MessageEvent<TabMessage>) => {
      const message = event.data;
      if (message?.type === 'signed-out' && state.status !== 'unauthenticated') clear('signed-out');
      if (message?.type === 'signed-in' && state.user?.id !== message.userId) void refresh();
    };
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start,
    resume,
    refresh,
    signIn,
    setup,
    signOut,
    refreshUser,
    setUser,
    /** Ends the session locally (the server refused it). */
    expire: () => clear('no-session'),
    getAccessToken: () => state.accessToken,
    dispose() {
      clearTimeout(refreshTimer);
      channel?.close();
      listeners.clear();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The browser's session; the API client reaches it through the auth handler registered here. */
export const sessionStore = createSessionStore({
  channelName: typeof window === 'undefined' ? null : 'pg-console:session',
  firstRefresh: takeFirstRefresh,
});

setAuthHandler({
  getAccessToken: sessionStore.getAccessToken,
  refresh: sessionStore.refresh,
  onUnauthorized: sessionStore.expire,
});
