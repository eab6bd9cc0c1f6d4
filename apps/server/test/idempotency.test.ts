import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '@pg/contracts/idempotency';
import { paymentInput } from '@pg/contracts/payments';
import { and, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../src/access/principal.ts';
import { query } from '../src/db/client.ts';
import { idempotencyKeys } from '../src/db/schema/auth.ts';
import { registerErrorHandler } from '../src/plugins/errors.ts';
import { registerIdempotency, requestHash } from '../src/plugins/idempotency.ts';
import { makeBed, makeRoomInNewBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';

const t = await createTestApp();
const { app, db } = t;

type User = Awaited<ReturnType<typeof t.signIn>>;
let staff: User;
let other: User;
let world: Awaited<ReturnType<typeof makeWorld>>;

async function makeWorld() {
  const { branch, room } = await makeRoomInNewBranch(db);
  const bed = await makeBed(db, room, { baseRentPerDay: 500 });
  const tenant = await makeTenant(db, branch, { name: 'Asha Rao' });
  return { branch, bed, tenant };
}

beforeAll(async () => {
  // Super admins work in every branch, so these tests are about keys alone.
  staff = await t.signIn(['super_admin']);
  other = await t.signIn(['super_admin']);
  world = await makeWorld();
});

const PAYMENTS_ROUTE = 'POST /api/branches/:branchId/payments';
const paymentsUrl = () => `/api/branches/${world.branch.id}/payments`;
const aPayment = (over: Record<string, unknown> = {}) => ({
  tenant_id: world.tenant.id,
  amount: 5000,
  method: 'cash',
  date: '2026-04-01',
  reference: 'Slip 1',
  ...over,
});

const post = (url: string, payload: object, key?: string, user: User = staff) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...user.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });
const pay = (payload: object, key?: string, user?: User) => post(paymentsUrl(), payload, key, user);

const count = async (table: 'payments' | 'expenses' | 'bookings') =>
  (
    await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where branch_id = ${world.branch.id}`,
    )
  )[0]!.n;
const keyRow = async (user: User, key: string) =>
  (
    await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, user.user.id), eq(idempotencyKeys.key, key)))
  )[0];

describe('Idempotency-Key on recording a payment', () => {
  it('two identical requests sent together record one payment, and both answers carry it', async () => {
    const before = await count('payments');
    const key = randomUUID();
    const [a, b] = await Promise.all([pay(aPayment(), key), pay(aPayment(), key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(a.json()).toEqual(b.json());
    // Exactly one of them ran; the other was given its answer.
    expect([a, b].filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(await count('payments')).toBe(before + 1);
  });

  it('a repeat gets the same status and body again, marked as replayed, without a second write', async () => {
    const key = randomUUID();
    const first = await pay(aPayment({ amount: 1234.5 }), key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const before = await count('payments');

    const again = await pay(aPayment({ amount: 1234.5 }), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json()).toEqual(first.json());
    expect(await count('payments')).toBe(before);
    // The same body written with its keys in another order is the same request.
    const { reference, tenant_id, ...rest } = aPayment({ amount: 1234.5 });
    const reordered = await pay({ reference, ...rest, tenant_id }, key);
    expect(reordered.statusCode).toBe(201);
    expect(reordered.json().id).toBe(first.json().id);
    expect(await count('payments')).toBe(before);
  });

  it('refuses the same key with another body, or on another route, with 422', async () => {
    const key = randomUUID();
    expect((await pay(aPayment({ amount: 100 }), key)).statusCode).toBe(201);
    const before = await count('payments');

    const changed = await pay(aPayment({ amount: 200 }), key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error).toMatchObject({
      code: 'idempotency_key_reused',
      message: 'This Idempotency-Key was used for a different request',
    });

    const elsewhere = await post(
      `/api/branches/${world.branch.id}/expenses`,
      { date: '2026-04-01', category: 'Electricity', amount: 100 },
      key,
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().error.code).toBe('idempotency_key_reused');
    expect(await count('payments')).toBe(before);
  });

  it('keeps each user’s keys apart', async () => {
    const key = randomUUID();
    const mine = await pay(aPayment({ amount: 300 }), key);
    const theirs = await pay(aPayment({ amount: 300 }), key, other);
    const theirsWithAnotherBody = await pay(aPayment({ amount: 400 }), randomUUID(), other);
    expect([mine.statusCode, theirs.statusCode, theirsWithAnotherBody.statusCode]).toEqual([201, 201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
  });

  it('without the header, every request is recorded as before', async () => {
    const before = await count('payments');
    const a = await pay(aPayment({ amount: 50 }));
    const b = await pay(aPayment({ amount: 50 }));
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).not.toBe(b.json().id);
    expect(await count('payments')).toBe(before + 2);
  });

  it('refuses a malformed key with 400', async () => {
    for (const bad of ['', 'x'.repeat(256), 'clé']) {
      const res = await pay(aPayment(), bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        message: IDEMPOTENCY_MESSAGES.invalid,
      });
    }
    expect((await pay(aPayment({ amount: 77 }), 'x'.repeat(255))).statusCode).toBe(201);
    expect((await pay(aPayment({ amount: 78 }), 'order #42 / retry: ok')).statusCode).toBe(201);
  });

  it('does not keep a request refused by its schema: the corrected one runs under the same key', async () => {
    const key = randomUUID();
    const invalid = await pay(aPayment({ amount: -5 }), key);
    expect(invalid.statusCode).toBe(400);
    expect(await keyRow(staff, key)).toBeUndefined();
    const corrected = await pay(aPayment({ amount: 5 }), key);
    expect(corrected.statusCode).toBe(201);
  });

  it('keeps a refusal given by the route itself and answers it again', async () => {
    const key = randomUUID();
    const body = aPayment({ tenant_id: randomUUID() });
    const first = await pay(body, key);
    expect(first.statusCode).toBeGreaterThanOrEqual(400);
    expect(first.statusCode).toBeLessThan(500);
    expect((await keyRow(staff, key))?.status).toBe(first.statusCode);
    const again = await pay(body, key);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('a repeat while the first is still being processed is given the first one’s answer', async () => {
    const key = randomUUID();
    const body = aPayment({ amount: 999 });
    // The hash is of the request as the route received it, after its schema.
    const hash = requestHash(PAYMENTS_ROUTE, { branchId: world.branch.id }, {}, paymentInput.parse(body));
    // The first request has claimed the key and not answered yet.
    await db
      .insert(idempotencyKeys)
      .values({ userId: staff.user.id, key, route: PAYMENTS_ROUTE, requestHash: hash });
    const before = await count('payments');
    const waiting = pay(body, key);
    const answer = { id: randomUUID(), note: 'the first answer' };
    await db
      .update(idempotencyKeys)
      .set({ status: 201, body: answer })
      .where(and(eq(idempotencyKeys.userId, staff.user.id), eq(idempotencyKeys.key, key)));
    const res = await waiting;
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBe('true');
    expect(res.json()).toEqual(answer);
    expect(await count('payments')).toBe(before);
  });

  it('forgets keys after 24 hours: an old key runs again, and old keys are cleaned up', async () => {
    const key = randomUUID();
    const stale = randomUUID();
    const old = sql`now() - interval '25 hours'`;
    await db.insert(idempotencyKeys).values([
      {
        userId: staff.user.id,
        key,
        route: PAYMENTS_ROUTE,
        requestHash: 'old',
        status: 201,
        body: {},
        createdAt: old,
      },
      {
        userId: other.user.id,
        key: stale,
        route: PAYMENTS_ROUTE,
        requestHash: 'old',
        status: 201,
        body: {},
        createdAt: old,
      },
    ]);
    const recent = randomUUID();
    await db.insert(idempotencyKeys).values({
      userId: other.user.id,
      key: recent,
      route: PAYMENTS_ROUTE,
      requestHash: 'recent',
      status: 201,
      body: {},
      createdAt: sql`now() - interval '23 hours'`,
    });
    const before = await count('payments');

    const res = await pay(aPayment({ amount: 25 }), key);
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('payments')).toBe(before + 1);
    const row = await keyRow(staff, key);
    expect(row).toMatchObject({ status: 201, body: res.json() });
    expect(row?.requestHash).not.toBe('old');

    expect(await keyRow(other, stale)).toBeUndefined();
    expect(await keyRow(other, recent)).toBeDefined();
    // And the fresh key now replays.
    const again = await pay(aPayment({ amount: 25 }), key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count('payments')).toBe(before + 1);
  });
});

describe('Idempotency-Key on the other money writes', () => {
  it('adding an expense twice with one key adds it once', async () => {
    const before = await count('expenses');
    const key = randomUUID();
    const body = { date: '2026-04-02', category: 'Water', amount: 850, vendor: 'BWSSB' };
    const url = `/api/branches/${world.branch.id}/expenses`;
    const first = await post(url, body, key);
    const again = await post(url, body, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await count('expenses')).toBe(before + 1);
  });

  it('creating a booking twice with one key books once', async () => {
    const before = await count('bookings');
    const key = randomUUID();
    const body = {
      tenant_id: world.tenant.id,
      bed_id: world.bed.id,
      start_date: '2030-05-01',
      end_date: '2030-05-10',
    };
    const url = `/api/branches/${world.branch.id}/bookings`;
    const [first, again] = await Promise.all([post(url, body, key), post(url, body, key)]);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect(await count('bookings')).toBe(before + 1);
    // Without a key, the repeat is a second booking of the same bed, refused as a clash.
    expect((await post(url, body)).statusCode).toBe(409);
  });
});

describe('the idempotency plugin on a route of its own', () => {
  /** One idempotent route whose handler counts its runs and fails as told. */
  async function makeApp(options: { waitMs?: number } = {}) {
    const probe = Fastify({ logger: false });
    registerErrorHandler(probe);
    probe.decorateRequest('principal', null);
    probe.addHook('onRequest', async (request) => {
      request.principal = { id: staff.user.id } as Principal;
    });
    registerIdempotency(probe, { db, ...options });
    let runs = 0;
    probe.post('/api/things', { config: { signedIn: true, idempotent: true } }, async (request, reply) => {
      runs++;
      const { fail } = request.body as { fail?: 'crash' | 'unavailable' };
      if (fail === 'crash') throw new Error('the disk is full');
      if (fail === 'unavailable')
        return reply.status(503).send({ error: { code: 'unavailable', message: 'Later' } });
      return reply.status(201).send({ run: runs });
    });
    await probe.ready();
    return {
      send: (body: object, key: string) =>
        probe.inject({
          method: 'POST',
          url: '/api/things',
          headers: { 'idempotency-key': key },
          payload: body,
        }),
      runs: () => runs,
      close: () => probe.close(),
    };
  }

  it('gives the key up after a 5xx or a thrown error, so a retry runs', async () => {
    const probe = await makeApp();
    const key = randomUUID();
    expect((await probe.send({ fail: 'crash' }, key)).statusCode).toBe(500);
    expect(await keyRow(staff, key)).toBeUndefined();
    const key2 = randomUUID();
    expect((await probe.send({ fail: 'unavailable' }, key2)).statusCode).toBe(503);
    expect(await keyRow(staff, key2)).toBeUndefined();
    const retried = await probe.send({ fail: 'unavailable' }, key2);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(probe.runs()).toBe(3);
    await probe.close();
  });

  it('answers 409 when the first request is still running after the wait', async () => {
    const probe = await makeApp({ waitMs: 0 });
    const key = randomUUID();
    const hash = requestHash('POST /api/things', {}, {}, { n: 1 });
    await db
      .insert(idempotencyKeys)
      .values({ userId: staff.user.id, key, route: 'POST /api/things', requestHash: hash });
    const res = await probe.send({ n: 1 }, key);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'request_in_progress',
      message: 'This request is already being processed',
    });
    expect(probe.runs()).toBe(0);
    // The claim is the first request's: it is left alone.
    expect(await keyRow(staff, key)).toMatchObject({ status: null });
    await probe.close();
  });
});
