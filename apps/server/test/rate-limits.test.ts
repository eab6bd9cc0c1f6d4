import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { query } from '../src/db/client.ts';
import { deleteEndedWindows } from '../src/lib/rate-limit.ts';
import { createUser } from '../src/modules/users/repository.ts';
import { testClock } from './clock.ts';
import { makeBranch } from './factories.ts';
import { createTestApp } from './helper.ts';

/** Every password the server checks is counted here. */
const checked = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/lib/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/lib/passwords.ts')>();
  return {
    ...real,
    verifyPassword: (hash: string, password: string) => {
      checked.count++;
      return real.verifyPassword(hash, password);
    },
  };
});

const LIMITS = {
  SIGN_IN_MAX_ATTEMPTS: 5,
  SIGN_IN_MAX_ATTEMPTS_PER_IP: 10,
  SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT: 8,
  SIGN_IN_WINDOW_SECONDS: 900,
  APPLICATION_RATE_LIMIT: 2,
};
const clock = testClock();
const t = await createTestApp(
  { ...Object.fromEntries(Object.entries(LIMITS).map(([k, v]) => [k, String(v)])), TRUST_PROXY: '1' },
  { clock },
);
const { app, db } = t;

const PASSWORD = 'correct horse battery';
let seq = 0;
const uniqueEmail = () => `owner${++seq}-${randomBytes(3).toString('hex')}@example.com`;
async function newAccount() {
  const email = uniqueEmail();
  await createUser(db, { email, password: PASSWORD, roleNames: ['user'] });
  return email;
}
/** A client address of its own for each test, so that the limits of one never meet another. */
const newAddress = () => `10.${Math.floor(++seq / 250)}.${seq % 250}.${Math.floor(Math.random() * 250)}`;

type Via = { remoteAddress?: string; forwardedFor?: string };
const signIn = (email: string, password: string, via: Via = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/token?grant_type=password',
    payload: { email, password },
    // Behind one proxy: the socket is the proxy's, and it appends the client's address.
    remoteAddress: via.remoteAddress ?? '127.0.0.1',
    headers: via.forwardedFor ? { 'x-forwarded-for': via.forwardedFor } : {},
  });
const tally = (statuses: number[]) => ({
  refused: statuses.filter((s) => s === 400).length,
  limited: statuses.filter((s) => s === 429).length,
  other: statuses.filter((s) => s !== 400 && s !== 429).length,
});
const counter = async (bucket: string) =>
  (
    await query<{ count: number }>(
      db,
      sql`select coalesce(sum(count), 0)::int as count from rate_limit_counters where bucket = ${bucket}`,
    )
  )[0]!.count;

describe('sign-in limits', () => {
  it('checks at most SIGN_IN_MAX_ATTEMPTS passwords however many requests arrive at once', async () => {
    const email = await newAccount();
    const address = newAddress();
    const before = checked.count;
    const statuses = await Promise.all(
      Array.from({ length: 100 }, () =>
        signIn(email, 'wrong password', { forwardedFor: address }).then((r) => r.statusCode),
      ),
    );
    const passwordsChecked = checked.count - before;
    expect(passwordsChecked).toBe(LIMITS.SIGN_IN_MAX_ATTEMPTS);
    expect(tally(statuses)).toEqual({
      refused: passwordsChecked,
      limited: 100 - passwordsChecked,
      other: 0,
    });
    expect(await counter(`signin:acct-ip:${email}|${address}`)).toBe(passwordsChecked);
  });

  it('rotating X-Forwarded-For does not escape the per-address limit behind TRUST_PROXY=1', async () => {
    const client = newAddress();
    const before = checked.count;
    // Each request names a new forged address on the left; the proxy appends the real one.
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signIn(uniqueEmail(), 'wrong password', {
          forwardedFor: `203.0.113.${i + 1}, ${client}`,
        }).then((r) => r.statusCode),
      ),
    );
    expect(checked.count - before).toBeLessThanOrEqual(LIMITS.SIGN_IN_MAX_ATTEMPTS_PER_IP);
    expect(tally(statuses)).toMatchObject({ refused: LIMITS.SIGN_IN_MAX_ATTEMPTS_PER_IP, other: 0 });
    // Another client behind the same proxy is not affected.
    expect((await signIn(uniqueEmail(), 'wrong password', { forwardedFor: newAddress() })).statusCode).toBe(
      400,
    );
  });

  it("the owner, from another address, is not locked out by a stranger's failures", async () => {
    const email = await newAccount();
    const stranger = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await signIn(email, 'a guess', { forwardedFor: stranger })).statusCode);
    }
    expect(statuses.slice(0, LIMITS.SIGN_IN_MAX_ATTEMPTS).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(LIMITS.SIGN_IN_MAX_ATTEMPTS).every((s) => s === 429)).toBe(true);
    // Refused requests did not count against the account as a whole.
    expect(await counter(`signin:acct:${email}`)).toBe(LIMITS.SIGN_IN_MAX_ATTEMPTS);
    // Even the right password is refused from the stranger's address...
    expect((await signIn(email, PASSWORD, { forwardedFor: stranger })).statusCode).toBe(429);
    // ...while the owner signs in from theirs.
    expect((await signIn(email, PASSWORD, { forwardedFor: newAddress() })).statusCode).toBe(200);
  });

  it('stops guessing spread over many addresses at SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT', async () => {
    const email = await newAccount();
    const before = checked.count;
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        signIn(email, 'a guess', { forwardedFor: newAddress() }).then((r) => r.statusCode),
      ),
    );
    expect(checked.count - before).toBe(LIMITS.SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT);
    expect(tally(statuses)).toEqual({
      refused: LIMITS.SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT,
      limited: 20 - LIMITS.SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT,
      other: 0,
    });
  });

  it("a successful sign-in forgives the owner's typing mistakes from that address", async () => {
    const email = await newAccount();
    const address = newAddress();
    // Three typos (the account's own count, across addresses, keeps them: 3 + 5 stays within 8).
    for (let i = 0; i < 3; i++) {
      expect((await signIn(email, 'typo', { forwardedFor: address })).statusCode).toBe(400);
    }
    expect((await signIn(email, PASSWORD, { forwardedFor: address })).statusCode).toBe(200);
    const after: number[] = [];
    for (let i = 0; i <= LIMITS.SIGN_IN_MAX_ATTEMPTS; i++) {
      after.push((await signIn(email, 'typo', { forwardedFor: address })).statusCode);
    }
    expect(after).toEqual([...Array(LIMITS.SIGN_IN_MAX_ATTEMPTS).fill(400), 429]);
  });

  it('counts unknown emails the same way, and answers them the same', async () => {
    const ghost = uniqueEmail();
    const address = newAddress();
    const answers = [];
    for (let i = 0; i <= LIMITS.SIGN_IN_MAX_ATTEMPTS; i++) {
      answers.push(await signIn(ghost, 'a guess', { forwardedFor: address }));
    }
    expect(answers.map((r) => r.statusCode)).toEqual([...Array(LIMITS.SIGN_IN_MAX_ATTEMPTS).fill(400), 429]);
    const email = await newAccount();
    for (let i = 0; i < LIMITS.SIGN_IN_MAX_ATTEMPTS; i++)
      await signIn(email, 'a guess', { forwardedFor: address });
    const known = await signIn(email, 'a guess', { forwardedFor: address });
    expect(known.statusCode).toBe(429);
    expect(known.json()).toEqual(answers.at(-1)!.json());
  });

  it('lets the account try again in the next window, and old windows are cleaned up', async () => {
    const email = await newAccount();
    const address = newAddress();
    for (let i = 0; i < LIMITS.SIGN_IN_MAX_ATTEMPTS; i++)
      await signIn(email, 'typo', { forwardedFor: address });
    const limited = await signIn(email, 'typo', { forwardedFor: address });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(LIMITS.SIGN_IN_WINDOW_SECONDS);
    clock.advance(LIMITS.SIGN_IN_WINDOW_SECONDS);
    expect((await signIn(email, PASSWORD, { forwardedFor: address })).statusCode).toBe(200);

    const bucket = `signin:ip:${address}`;
    expect(await counter(bucket)).toBeGreaterThan(0);
    clock.advance(24 * 3600 + LIMITS.SIGN_IN_WINDOW_SECONDS);
    expect(await deleteEndedWindows(db, 24 * 3600, clock.now())).toBeGreaterThan(0);
    expect(await counter(bucket)).toBe(0);
  });
});

describe('public application limit', () => {
  async function submit(target: typeof app, branchCode: string, address: string) {
    const form = new FormData();
    const fields = {
      full_name: 'Asha Rao',
      phone: '98765 43210',
      aadhar_number: '234567890123',
      branch: branchCode,
      consent: 'true',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const res = new Response(form);
    return target.inject({
      method: 'POST',
      url: '/api/public/applications',
      payload: Buffer.from(await res.arrayBuffer()),
      headers: { 'content-type': res.headers.get('content-type')!, 'x-forwarded-for': address },
    });
  }

  it('is shared by every server on the database', async () => {
    const branch = await makeBranch(db);
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    await other.ready();
    try {
      const address = newAddress();
      const sequential = [];
      for (const target of [app, other, other, app]) {
        sequential.push((await submit(target, branch.code, address)).statusCode);
      }
      expect(sequential).toEqual([201, 201, 429, 429]);

      // At once, from both servers: no more accepted than the limit.
      const burst = newAddress();
      const statuses = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          submit(i % 2 ? app : other, branch.code, burst).then((r) => r.statusCode),
        ),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(LIMITS.APPLICATION_RATE_LIMIT);
      expect(statuses.filter((s) => s !== 201).every((s) => s === 429)).toBe(true);

      // A failed submission gives its slot back.
      const careful = newAddress();
      expect((await submit(other, 'NO_SUCH_BRANCH', careful)).statusCode).toBe(404);
      expect((await submit(app, branch.code, careful)).statusCode).toBe(201);
      expect((await submit(other, branch.code, careful)).statusCode).toBe(201);

      // The next hour, the address may apply again.
      clock.advance(3600);
      expect((await submit(other, branch.code, address)).statusCode).toBe(201);
    } finally {
      await other.close();
    }
  });
});

describe('limits of the public routes across servers', () => {
  it('counts the branch lookup (60 a minute) and application attempts (20 an hour) in PostgreSQL, for both servers together', async () => {
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    await other.ready();
    try {
      const address = newAddress();
      const lookup = (target: typeof app) =>
        target.inject({
          method: 'GET',
          url: '/api/public/branches/resolve?q=nowhere',
          headers: { 'x-forwarded-for': address },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 60; i++) statuses.push((await lookup(i % 2 ? app : other)).statusCode);
      expect(statuses.every((s) => s === 404)).toBe(true);
      expect((await lookup(app)).statusCode).toBe(429);
      expect((await lookup(other)).statusCode).toBe(429);
      // Another address is not held back, and the next minute the first may look again.
      const elsewhere = newAddress();
      const fresh = await other.inject({
        method: 'GET',
        url: '/api/public/branches/resolve?q=nowhere',
        headers: { 'x-forwarded-for': elsewhere },
      });
      expect(fresh.statusCode).toBe(404);
      clock.advance(60);
      expect((await lookup(other)).statusCode).toBe(404);

      // Application attempts of any outcome: 20 an hour from an address, whichever server answers.
      const applicant = newAddress();
      const attempt = (target: typeof app) =>
        target.inject({
          method: 'POST',
          url: '/api/public/applications',
          payload: 'not a form',
          headers: { 'content-type': 'text/plain', 'x-forwarded-for': applicant },
        });
      const attempts: number[] = [];
      for (let i = 0; i < 20; i++) attempts.push((await attempt(i % 2 ? app : other)).statusCode);
      expect(attempts.includes(429)).toBe(false);
      expect((await attempt(app)).statusCode).toBe(429);
      expect((await attempt(other)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
