import type { TokenResponse } from '@pg/contracts/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, setAuthHandler } from '../src/lib/api-client';
import { createSessionStore, type SessionStore } from '../src/lib/session-store';

const NOW = Date.UTC(2025, 5, 1, 9, 0, 0);

const user = {
  name: null,
  id: 'u1',
  email: 'owner@example.com',
  created_at: '2025-01-01T00:00:00.000Z',
  roles: ['super_admin'],
  isAdmin: true,
  isSuperAdmin: true,
  permissions: ['branches:view'],
};

const tokens = (token: string, lifetime = 900): TokenResponse => ({
  access_token: token,
  token_type: 'bearer',
  expires_in: lifetime,
  expires_at: Math.floor(Date.now() / 1000) + lifetime,
  user,
});

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const failure = (status: number, code: string, message: string) => json(status, { error: { code, message } });

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function mockFetch(handler: Handler) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const isRefresh = (url: string) => url.includes('grant_type=refresh_token');
const authHeader = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

let store: SessionStore;
let sleeps: number[];

function makeStore() {
  sleeps = [];
  store = createSessionStore({
    channelName: null,
    useLocks: false,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  setAuthHandler({
    getAccessToken: store.getAccessToken,
    refresh: store.refresh,
    onUnauthorized: store.expire,
  });
  return store;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
  makeStore();
});

afterEach(() => {
  store.dispose();
  setAuthHandler(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('restoring the session on load', () => {
  it('uses the refresh cookie and becomes authenticated', async () => {
    const calls = mockFetch((url) => (isRefresh(url) ? json(200, tokens('A')) : json(404, {})));
    expect(store.getState().status).toBe('loading');
    await store.refresh();
    expect(store.getState()).toMatchObject({ status: 'authenticated', accessToken: 'A', user: { id: 'u1' } });
    expect(calls[0]?.init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{}' });
  });

  it('a 401 from the refresh grant means signed out, without retrying', async () => {
    const calls = mockFetch(() => failure(401, 'unauthorized', 'No session. Please sign in.'));
    expect(await store.refresh()).toBe(false);
    expect(store.getState()).toMatchObject({ status: 'unauthenticated', user: null, endedBy: 'no-session' });
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('retries a failed refresh with backoff from 200 ms, doubling', async () => {
    let attempts = 0;
    mockFetch(() => {
      attempts++;
      if (attempts === 1) throw new TypeError('fetch failed');
      if (attempts < 4) return failure(503, 'internal', 'Unavailable');
      return json(200, tokens('B'));
    });
    expect(await store.refresh()).toBe(true);
    expect(sleeps).toEqual([200, 400, 800]);
    expect(store.getState().accessToken).toBe('B');
  });

  it('gives up after a handful of attempts and ends in signed out', async () => {
    const calls = mockFetch(() => failure(502, 'http_error', 'Bad gateway'));
    expect(await store.refresh()).toBe(false);
    expect(calls).toHaveLength(5);
    expect(sleeps).toEqual([200, 400, 800, 1600]);
    expect(store.getState().status).toBe('unauthenticated');
  });

  it('shares one refresh between concurrent callers', async () => {
    const calls = mockFetch(() => json(200, tokens('C')));
    const results = await Promise.all([store.refresh(), store.refresh(), store.refresh()]);
    expect(results).toEqual([true, true, true]);
    expect(calls.filter((c) => isRefresh(c.url))).toHaveLength(1);
  });
});

describe('the refresh the page sent before its scripts ran (index.html)', () => {
  /** A store whose page sent the refresh itself, answered `answer`. */
  function storeWithPageRefresh(answer: () => Promise<Response>) {
    store.dispose();
    let taken = 0;
    store = createSessionStore({
      channelName: null,
      useLocks: false,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      firstRefresh: () => (taken++ === 0 ? answer() : undefined),
    });
    setAuthHandler({
      getAccessToken: store.getAccessToken,
      refresh: store.refresh,
      onUnauthorized: store.expire,
    });
    return store;
  }

  it('takes its answer once, sending no refresh of its own; the next refresh is its own', async () => {
    const calls = mockFetch(() => json(200, tokens('OWN')));
    storeWithPageRefresh(async () => json(200, tokens('PAGE')));
    store.start();
    expect(await store.refresh()).toBe(true);
    expect(store.getState()).toMatchObject({ status: 'authenticated', accessToken: 'PAGE' });
    expect(calls.filter((c) => isRefresh(c.url))).toHaveLength(0);
    vi.advanceTimersByTime(15 * 60_000);
    await store.refresh();
    expect(store.getState().accessToken).toBe('OWN');
    expect(calls.filter((c) => isRefresh(c.url))).toHaveLength(1);
  });

  it('a refusal of it means signed out, without a refresh of its own', async () => {
    const calls = mockFetch(() => json(200, tokens('OWN')));
    storeWithPageRefresh(async () => failure(401, 'unauthorized', 'No session. Please sign in.'));
    store.start();
    expect(await store.refresh()).toBe(false);
    expect(store.getState()).toMatchObject({ status: 'unauthenticated', endedBy: 'no-session' });
    expect(calls).toHaveLength(0);
  });

  it('one that reached no server is tried again as the store tries its own', async () => {
    const calls = mockFetch(() => json(200, tokens('OWN')));
    storeWithPageRefresh(() => Promise.reject(new TypeError('fetch failed')));
    store.start();
    expect(await store.refresh()).toBe(true);
    expect(sleeps).toEqual([200]);
    expect(store.getState().accessToken).toBe('OWN');
    expect(calls.filter((c) => isRefresh(c.url))).toHaveLength(1);
  });
});

describe('keeping the session fresh', () => {
  it('refreshes about 60 s before the access token expires', async () => {
    let n = 0;
    const calls = mockFetch(() => json(200, tokens(`T${++n}`, 900)));
    await store.refresh();
    expect(calls).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(839_000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(2);
    expect(store.getState().accessToken).toBe('T2');
  });

  it('keeps a still-valid token when the server cannot be reached', async () => {
    mockFetch(() => json(200, tokens('OK')));
    await store.refresh();
    mockFetch(() => {
      throw new TypeError('offline');
    });
    expect(await store.refresh()).toBe(false);
    expect(store.getState()).toMatchObject({ status: 'authenticated', accessToken: 'OK' });
  });
});

describe('opening the console without a network', () => {
  const offline = () => {
    throw new TypeError('Failed to fetch');
  };

  it('is offline, not signed out, and restores the session once the browser is back online', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const calls = mockFetch(offline);
    expect(await store.refresh()).toBe(false);
    expect(store.getState()).toMatchObject({ status: 'offline', user: null, endedBy: null });
    // The browser says it has no network: no retries to wait through.
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);

    vi.stubGlobal('navigator', { onLine: true });
    mockFetch((url) => (isRefresh(url) ? json(200, tokens('BACK')) : json(404, {})));
    store.resume();
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({ status: 'authenticated', accessToken: 'BACK' }),
    );
  });

  it('a server out of reach on a network is retried, then offline too; a refusal afterwards signs out', async () => {
    const calls = mockFetch(offline);
    expect(await store.refresh()).toBe(false);
    expect(calls).toHaveLength(5);
    expect(store.getState().status).toBe('offline');

    mockFetch(() => failure(401, 'unauthorized', 'No session. Please sign in.'));
    expect(await store.refresh()).toBe(false);
    expect(store.getState()).toMatchObject({ status: 'unauthenticated', endedBy: 'no-session' });
  });
});

describe('signing in and out', () => {
  it('signs in with the password grant', async () => {
    const calls = mockFetch(() => json(200, tokens('P')));
    await store.signIn('owner@example.com', 'secret-pass');
    expect(calls[0]?.url).toBe('/api/auth/token?grant_type=password');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      email: 'owner@example.com',
      password: 'secret-pass',
    });
    expect(store.getState()).toMatchObject({ status: 'authenticated', accessToken: 'P' });
  });

  it('passes the server message of a failed sign-in on', async () => {
    mockFetch(() => failure(400, 'invalid_credentials', 'Invalid email or password'));
    await expect(store.signIn('a@b.co', 'nope')).rejects.toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid email or password',
    });
    expect(store.getState().status).toBe('loading');
  });

  it('a session that ends while in use keeps its user, marked expired, until someone signs in', async () => {
    mockFetch(() => json(200, tokens('S')));
    await store.signIn('owner@example.com', 'secret-pass');
    mockFetch(() => failure(401, 'unauthorized', 'No session. Please sign in.'));
    await expect(apiClient.get('/api/branches')).rejects.toMatchObject({ status: 401 });
    expect(store.getState()).toMatchObject({
      status: 'unauthenticated',
      accessToken: null,
      endedBy: 'expired',
      user: { id: 'u1' },
    });

    mockFetch(() => json(200, tokens('T')));
    await store.signIn('owner@example.com', 'secret-pass');
    expect(store.getState()).toMatchObject({ status: 'authenticated', accessToken: 'T', endedBy: null });
  });

  it('signs out locally even when the server call fails', async () => {
    mockFetch(() => json(200, tokens('S')));
    await store.signIn('owner@example.com', 'secret-pass');
    const calls = mockFetch(() => {
      throw new TypeError('offline');
    });
    await store.signOut();
    expect(calls[0]?.url).toBe('/api/auth/logout?scope=local');
    expect(store.getState()).toMatchObject({
      status: 'unauthenticated',
      accessToken: null,
      endedBy: 'signed-out',
    });
  });

  it('a refresh that finishes after sign-out does not bring the session back', async () => {
    mockFetch(() => json(200, tokens('S')));
    await store.signIn('owner@example.com', 'secret-pass');
    let release: (r: Response) => void = () => {};
    mockFetch((url) => (isRefresh(url) ? new Promise<Response>((r) => (release = r)) : json(204, undefined)));
    const pending = store.refresh();
    await store.signOut();
    release(json(200, tokens('LATE')));
    await pending;
    expect(store.getState()).toMatchObject({ status: 'unauthenticated', accessToken: null });
  });
});

describe('the API client and the session', () => {
  it('sends the bearer token', async () => {
    mockFetch(() => json(200, tokens('AT')));
    await store.refresh();
    const calls = mockFetch(() => json(200, { items: [], total: 0 }));
    await apiClient.get('/api/branches', { query: { q: 'pg', sort: 'newest', empty: '' } });
    expect(calls[0]?.url).toBe('/api/branches?q=pg&sort=newest');
    expect(authHeader(calls[0]!.init)).toBe('Bearer AT');
  });

  it('on a 401 refreshes once and replays the call once', async () => {
    mockFetch(() => json(200, tokens('OLD')));
    await store.refresh();
    const calls = mockFetch((url, init) => {
      if (isRefresh(url)) return json(200, tokens('NEW'));
      return authHeader(init) === 'Bearer NEW'
        ? json(200, { ok: true })
        : failure(401, 'unauthorized', 'Expired');
    });
    await expect(apiClient.get('/api/auth/user')).resolves.toEqual({ ok: true });
    expect(calls.map((c) => (isRefresh(c.url) ? 'refresh' : authHeader(c.init)))).toEqual([
      'Bearer OLD',
      'refresh',
      'Bearer NEW',
    ]);
  });

  it('clears the session when the replay is refused too', async () => {
    mockFetch(() => json(200, tokens('OLD')));
    await store.refresh();
    const calls = mockFetch((url) =>
      isRefresh(url) ? json(200, tokens('NEW')) : failure(401, 'unauthorized', 'No'),
    );
    await expect(apiClient.get('/api/branches')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(3);
    expect(store.getState().status).toBe('unauthenticated');
  });

  it('clears the session when the refresh is refused', async () => {
    mockFetch(() => json(200, tokens('OLD')));
    await store.refresh();
    const calls = mockFetch(() => failure(401, 'unauthorized', 'No'));
    await expect(apiClient.get('/api/branches')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
    expect(store.getState().status).toBe('unauthenticated');
  });

  it('parses error bodies into ApiError with fields', async () => {
    mockFetch(() =>
      json(409, {
        error: {
          code: 'conflict',
          message: 'A branch with this code already exists',
          fields: { code: 'Taken' },
        },
      }),
    );
    await expect(apiClient.post('/api/branches', { code: 'X', name: 'Y' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 409,
      code: 'conflict',
      message: 'A branch with this code already exists',
      fields: { code: 'Taken' },
    });
  });

  it('reports an unreachable server as a network error', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiClient.get('/api/branches')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('answers undefined for 204', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(apiClient.delete('/api/branches/1')).resolves.toBeUndefined();
  });
});
