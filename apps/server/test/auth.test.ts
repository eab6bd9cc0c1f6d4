import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AUDIENCE, ISSUER } from '../src/lib/tokens.ts';
import { testClock } from './clock.ts';
import { makeBranch } from './factories.ts';
import { createTestApp } from './helper.ts';

const clock = testClock();
const t = await createTestApp({ REFRESH_REUSE_WINDOW_SECONDS: '2', SIGN_IN_MAX_ATTEMPTS: '3' }, { clock });
const { app } = t;
/** Sessions with short lifetimes, on a clock of their own. */
const shortClock = testClock();
const short = await createTestApp(
  { SESSION_IDLE_SECONDS: '60', SESSION_ABSOLUTE_SECONDS: '100' },
  { clock: shortClock },
);

const refresh = (token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/token?grant_type=refresh_token',
    cookies: { pg_refresh: token },
    payload: {},
  });
const me = (accessToken: string) =>
  app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${accessToken}` } });
const newCookie = (res: Awaited<ReturnType<typeof refresh>>) =>
  res.cookies.find((c) => c.name === 'pg_refresh')?.value;

describe('first run', () => {
  it('creates the first administrator once, then refuses', async () => {
    // This file's database already has no users at this point only if nothing signed in before.
    const fresh = await createTestApp();
    const status = await fresh.app.inject({ method: 'GET', url: '/api/auth/setup' });
    expect(status.json()).toEqual({ needs_setup: true });
    const created = await fresh.app.inject({
      method: 'POST',
      url: '/api/auth/setup',
      payload: { email: 'Owner@Example.com', password: 'long enough password' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().user).toMatchObject({
      email: 'owner@example.com',
      isSuperAdmin: true,
      isAdmin: true,
    });
    expect(created.cookies.find((c) => c.name === 'pg_refresh')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
    });
    const again = await fresh.app.inject({
      method: 'POST',
      url: '/api/auth/setup',
      payload: { email: 'second@example.com', password: 'long enough password' },
    });
    expect(again.statusCode).toBe(409);
    expect((await fresh.app.inject({ method: 'GET', url: '/api/auth/setup' })).json()).toEqual({
      needs_setup: false,
    });
  });

  it('validates the first administrator', async () => {
    const fresh = await createTestApp();
    const short = await fresh.app.inject({
      method: 'POST',
      url: '/api/auth/setup',
      payload: { email: 'owner@example.com', password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.password).toMatch(/at least 8/);
    const long = await fresh.app.inject({
      method: 'POST',
      url: '/api/auth/setup',
      payload: { email: 'owner@example.com', password: 'x'.repeat(129) },
    });
    expect(long.statusCode).toBe(400);
  });
});

describe('sign-in', () => {
  it('signs in with the right password and returns the user with permissions', async () => {
    const s = await t.signIn(['manager']);
    const res = await me(s.token);
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user.roles).toEqual(['manager']);
    expect(user.isAdmin).toBe(false);
    expect(user.permissions).toContain('payments:create');
    expect(user.permissions).not.toContain('branches:create');
  });

  it('answers the same for a wrong password and an unknown email', async () => {
    const s = await t.signIn(['user']);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      payload: { email: s.email, password: 'not the password' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      payload: { email: 'nobody@example.com', password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe('Invalid email or password');
  });

  it('asks for both email and password', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/token?grant_type=password', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('You must provide either an email or phone number and a password');
  });

  it('rate-limits sign-ins per account and address, the same for unknown emails', async () => {
    const s = await t.signIn(['user']);
    for (const email of [s.email, 'ghost@example.com']) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/token?grant_type=password',
          payload: { email, password: 'wrong password' },
          remoteAddress: '10.0.0.7',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    }
    // Even the right password is refused from that address while it is throttled...
    const right = await app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      payload: { email: s.email, password: s.password },
      remoteAddress: '10.0.0.7',
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('rate_limited');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // ...but the owner, from their own address, is not locked out.
    const owner = await app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      payload: { email: s.email, password: s.password },
      remoteAddress: '10.0.0.8',
    });
    expect(owner.statusCode).toBe(200);
  });

  it('rejects unknown fields and wrong grant types', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      payload: { email: 'a@b.co', password: 'whatever1', admin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('admin');
    const grant = await app.inject({ method: 'POST', url: '/api/auth/token?grant_type=pkce', payload: {} });
    expect(grant.statusCode).toBe(400);
  });
});

describe('access tokens', () => {
  const forge = (alg: string, key: Uint8Array, claims: Record<string, unknown>) =>
    new SignJWT(claims).setProtectedHeader({ alg }).setIssuedAt().setExpirationTime('10m').sign(key);

  it('refuses a missing, malformed, forged, expired or foreign token', async () => {
    const s = await t.signIn(['user']);
    const payload = JSON.parse(Buffer.from(s.token.split('.')[1]!, 'base64url').toString());
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${s.token.split('.')[1]}.`;
    const wrongKey = await forge('HS256', new TextEncoder().encode('x'.repeat(32)), {
      ...payload,
      exp: undefined,
    });
    const wrongAudience = await new SignJWT({ sid: payload.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(payload.sub)
      .setIssuer(ISSUER)
      .setAudience('someone-else')
      .setExpirationTime('10m')
      .sign(t.config.jwtSecret);
    const expired = await new SignJWT({ sid: payload.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(payload.sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime(Math.floor(clock.now().getTime() / 1000) - 60)
      .sign(t.config.jwtSecret);
    for (const token of ['', 'garbage', none, wrongKey, wrongAudience, expired]) {
      const res = await me(token);
      expect(res.statusCode, token).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
    expect((await me(s.token)).statusCode).toBe(200);
  });

  it('answers 401, never 400, to a correctly signed token whose subject or session is not an id', async () => {
    const s = await t.signIn(['user']);
    const payload = JSON.parse(Buffer.from(s.token.split('.')[1]!, 'base64url').toString());
    const signed = (sub: string, sid: string) =>
      new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setExpirationTime(Math.floor(clock.now().getTime() / 1000) + 600)
        .sign(t.config.jwtSecret);
    for (const [sub, sid] of [
      ['not-an-id', payload.sid],
      ["1' or '1'='1", payload.sid],
      [payload.sub, 'not-a-session'],
      ['', payload.sid],
    ] as const) {
      const authorization = `Bearer ${await signed(sub, sid)}`;
      for (const method of ['GET', 'PUT'] as const) {
        const res = await app.inject({
          method,
          url: '/api/auth/user',
          headers: { authorization },
          ...(method === 'PUT' ? { payload: { current_password: 'x', new_password: 'y' } } : {}),
        });
        expect(res.statusCode, `${method} ${sub} ${sid}`).toBe(401);
        expect(res.json().error.code).toBe('unauthorized');
      }
      // A public route treats such a token as no token at all.
      const logout = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization },
      });
      expect(logout.statusCode).toBe(204);
    }
  });
});

describe('refresh tokens', () => {
  it("carries the user's branches as the branch list answers them, in their scope only", async () => {
    const mine = await makeBranch(t.db, { code: 'ZZ_MINE' });
    await makeBranch(t.db, { code: 'ZZ_OTHER' });
    const s = await t.signIn(['user'], undefined, { branches: [mine.id] });
    const res = await refresh(s.refreshToken);
    expect(res.statusCode).toBe(200);
    const list = await app.inject({ method: 'GET', url: '/api/branches?sort=code', headers: s.headers });
    expect(res.json().branches).toEqual(list.json());
    expect(res.json().branches.items.map((b: { code: string }) => b.code)).toEqual(['ZZ_MINE']);
    // No branches:view, no branches.
    const guest = await t.signIn([]);
    expect((await refresh(guest.refreshToken)).json()).not.toHaveProperty('branches');
  });

  it('carries the branch the user last chose, remembered for them alone and only among their branches', async () => {
    const first = await makeBranch(t.db, { code: 'LB_FIRST' });
    const second = await makeBranch(t.db, { code: 'LB_SECOND' });
    const other = await makeBranch(t.db, { code: 'LB_OTHER' });
    const s = await t.signIn(['user'], undefined, { branches: [first.id, second.id] });
    expect((await refresh(s.refreshToken)).json().last_branch_id).toBeNull();
    const choose = (branch_id: string, headers = s.headers) =>
      app.inject({ method: 'PUT', url: '/api/auth/branch', headers, payload: { branch_id } });
    expect((await choose(second.id)).statusCode).toBe(204);
    // Another branch's id is not theirs to remember: as if it did not exist.
    expect((await choose(other.id)).statusCode).toBe(404);
    expect((await choose('not-an-id')).statusCode).toBe(400);
    // A new sign-in (another device) opens the branch chosen last.
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      payload: { email: s.email, password: s.password },
    });
    expect(again.json().last_branch_id).toBe(second.id);
    // Another user's choice is their own.
    const colleague = await t.signIn(['user'], undefined, { branches: [first.id, second.id] });
    expect((await refresh(colleague.refreshToken)).json().last_branch_id).toBeNull();
    expect(
      (await app.inject({ method: 'PUT', url: '/api/auth/branch', payload: { branch_id: first.id } }))
        .statusCode,
    ).toBe(401);
  });

  it('rotates on every use', async () => {
    const s = await t.signIn(['user']);
    const first = await refresh(s.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = newCookie(first)!;
    expect(next).toBeTruthy();
    expect(next).not.toBe(s.refreshToken);
    const second = await refresh(next);
    expect(second.statusCode).toBe(200);
    expect(newCookie(second)).not.toBe(next);
  });

  it('answers a reuse inside the window with the same child', async () => {
    const s = await t.signIn(['user']);
    const a = await refresh(s.refreshToken);
    const b = await refresh(s.refreshToken);
    expect(b.statusCode).toBe(200);
    expect(newCookie(b)).toBe(newCookie(a));
  });

  it('revokes the whole session when a rotated token is replayed after the window', async () => {
    const s = await t.signIn(['user']);
    const a = await refresh(s.refreshToken);
    const child = newCookie(a)!;
    const access = a.json().access_token as string;
    clock.advance(2.5);
    const replay = await refresh(s.refreshToken);
    expect(replay.statusCode).toBe(401);
    // The child, and the access token of the session, are dead too.
    expect((await refresh(child)).statusCode).toBe(401);
    expect((await me(access)).statusCode).toBe(401);
  });

  it('refuses an unknown token and a missing cookie', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const none = await app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=refresh_token',
      payload: {},
    });
    expect(none.statusCode).toBe(401);
  });

  it('ends a session after its idle lifetime', async () => {
    const s = await short.signIn(['user']);
    const refreshShort = (token: string) =>
      short.app.inject({
        method: 'POST',
        url: '/api/auth/token?grant_type=refresh_token',
        cookies: { pg_refresh: token },
        payload: {},
      });
    // Used within the idle lifetime, it lives on (and the idle time starts again)...
    shortClock.advance(30);
    const used = await refreshShort(s.refreshToken);
    expect(used.statusCode).toBe(200);
    // ...left unused for longer, it ends (still within its absolute lifetime).
    shortClock.advance(61);
    const res = await refreshShort(newCookie(used)!);
    expect(res.statusCode).toBe(401);
  });

  it('ends a session after its absolute lifetime, however often it is refreshed', async () => {
    const s = await short.signIn(['user']);
    let token = s.refreshToken;
    for (let i = 0; i < 2; i++) {
      shortClock.advance(40);
      const res = await short.app.inject({
        method: 'POST',
        url: '/api/auth/token?grant_type=refresh_token',
        cookies: { pg_refresh: token },
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      token = res.cookies.find((c) => c.name === 'pg_refresh')!.value;
    }
    shortClock.advance(40);
    const late = await short.app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=refresh_token',
      cookies: { pg_refresh: token },
      payload: {},
    });
    expect(late.statusCode).toBe(401);
  });
});

describe('logout', () => {
  async function twoSessions() {
    const a = await t.signIn(['user']);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      payload: { email: a.email, password: a.password },
    });
    const b = { token: res.json().access_token as string, refreshToken: newCookie(res)! };
    return { a, b };
  }
  const logout = (token: string, scope?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/auth/logout${scope ? `?scope=${scope}` : ''}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('local ends only this session', async () => {
    const { a, b } = await twoSessions();
    expect((await logout(a.token, 'local')).statusCode).toBe(204);
    expect((await me(a.token)).statusCode).toBe(401);
    expect((await refresh(a.refreshToken)).statusCode).toBe(401);
    expect((await me(b.token)).statusCode).toBe(200);
  });

  it('others ends every other session and keeps this one', async () => {
    const { a, b } = await twoSessions();
    expect((await logout(a.token, 'others')).statusCode).toBe(204);
    expect((await me(a.token)).statusCode).toBe(200);
    expect((await me(b.token)).statusCode).toBe(401);
    expect((await refresh(b.refreshToken)).statusCode).toBe(401);
  });

  it('global ends all sessions', async () => {
    const { a, b } = await twoSessions();
    expect((await logout(a.token, 'global')).statusCode).toBe(204);
    expect((await me(a.token)).statusCode).toBe(401);
    expect((await me(b.token)).statusCode).toBe(401);
  });

  it('refuses any other scope', async () => {
    const { a } = await twoSessions();
    expect((await logout(a.token, 'everything')).statusCode).toBe(400);
    expect((await me(a.token)).statusCode).toBe(200);
  });

  it('ends the cookie session even without an access token', async () => {
    const { a } = await twoSessions();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { pg_refresh: a.refreshToken },
    });
    expect(res.statusCode).toBe(204);
    expect((await refresh(a.refreshToken)).statusCode).toBe(401);
  });
});

describe('change password', () => {
  it('needs the current password, then ends the other sessions', async () => {
    const a = await t.signIn(['user']);
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      payload: { email: a.email, password: a.password },
    });
    const otherToken = other.json().access_token as string;
    const wrong = await app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: a.headers,
      payload: { current_password: 'not it at all', new_password: 'a brand new password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.current_password).toBeTruthy();
    const weak = await app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: a.headers,
      payload: { current_password: a.password, new_password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    const ok = await app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: a.headers,
      payload: { current_password: a.password, new_password: 'a brand new password' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await me(a.token)).statusCode).toBe(200);
    expect((await me(otherToken)).statusCode).toBe(401);
    const oldPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      payload: { email: a.email, password: a.password },
    });
    expect(oldPassword.statusCode).toBe(400);
    const newPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      payload: { email: a.email, password: 'a brand new password' },
    });
    expect(newPassword.statusCode).toBe(200);
  });
});
