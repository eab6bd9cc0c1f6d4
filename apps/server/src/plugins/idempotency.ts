import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyKey,
} from '@pg/contracts/idempotency';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/auth.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { AppError, badRequest } from '../lib/errors.ts';

/**
 * Idempotent money writes. A route that declares `config: { idempotent: true }` accepts an
 * `Idempotency-Key` header; with it:
 * - the first request claims the key (per user) and runs; its answer, when final (2xx or 4xx), is
 *   stored with the key; a 5xx or a failure before any answer gives the key up, so a retry runs;
 * - a repeat with the same route, params and body gets the stored status and body again, marked
 *   `Idempotent-Replayed: true`, and writes nothing;
 * - a repeat while the first is still running waits for its answer (polling the row), and is
 *   answered 409 'This request is already being processed' if none comes within the wait;
 * - a claim carries a lease of CLAIM_LEASE_SECONDS (the injected clock's), renewed while its
 *   request runs: a claim whose server died mid-request is taken over by a retry (on any server)
 *   once its lease has expired, and only the claim's own holder may settle or give up the key;
 * - the same key with another body or on another route is refused with 422;
 * - keys live 24 hours (by the database's clock); an older key is claimed afresh, and old rows are
 *   deleted as new ones are claimed.
 * The check runs as a preHandler: after the session and permission (onRequest) and the schema
 * validation, so a request refused by those claims nothing.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyClaim: Claim | null;
  }
}

type Claim = { userId: string; key: string; holder: string; settled: boolean; heartbeat?: NodeJS.Timeout };

type IdempotencyOptions = {
  db: Db;
  /** The clock of the claims' leases (default: the system's). */
  clock?: Clock;
  /** How often a repeat looks again at a request still in flight. */
  pollMs?: number;
  /** How long a repeat waits for a request still in flight before answering 409. */
  waitMs?: number;
};

const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();
const LIFETIME = sql`interval '24 hours'`;
/** How long a claim holds without being renewed; its request renews it every third of that. */
export const CLAIM_LEASE_SECONDS = 120;

/** JSON with object keys in sorted order, so equal requests hash equally whatever their key order. */
function canonicalJson(value: unknown): string {
  const sorted = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sorted);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  // A round trip through JSON first: dates become strings, undefined members disappear.
  const plain = value === undefined ? null : JSON.parse(JSON.stringify(value));
  return JSON.stringify(sorted(plain));
}

/** SHA-256 of the matched route (`POST /api/branches/:branchId/payments`), its params, query and body. */
export function requestHash(route: string, params: unknown, query: unknown, body: unknown): string {
  return createHash('sha256')
    .update(canonicalJson({ route, params: params ?? {}, query: query ?? {}, body: body ?? null }))
    .digest('hex');
}

export function registerIdempotency(
  app: FastifyInstance,
  { db, clock = systemClock, pollMs = 50, waitMs = 10_000 }: IdempotencyOptions,
) {
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const header = request.headers[HEADER];
    if (header === undefined) return;
    const parsed = idempotencyKey.safeParse(header);
    if (!parsed.success) {
      throw badRequest(IDEMPOTENCY_MESSAGES.invalid, {
        [IDEMPOTENCY_KEY_HEADER]: IDEMPOTENCY_MESSAGES.invalid,
      });
    }
    const userId = request.principal?.id;
    if (!userId) return;
    const key = parsed.data;
    const route = `${request.method} ${request.routeOptions.url}`;
    const hash = requestHash(route, request.params, request.query, request.body);

    const started = performance.now();
    for (;;) {
      const holder = randomUUID();
      if (await claim(db, { userId, key, route, hash, holder, now: clock.now() })) {
        const claimed: Claim = { userId, key, holder, settled: false };
        claimed.heartbeat = setInterval(
          () => {
            void renewClaim(db, claimed, clock.now()).catch((err) =>
              request.log.warn({ err }, 'idempotency claim not renewed'),
            );
          },
          (CLAIM_LEASE_SECONDS * 1000) / 3,
        );
        claimed.heartbeat.unref();
        request.idempotencyClaim = claimed;
        return;
      }
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      // A row gone meanwhile was given up by a failed first attempt: claim it again.
      if (row) {
        if (row.route !== route || row.requestHash !== hash) {
          throw new AppError('idempotency_key_reused', IDEMPOTENCY_MESSAGES.reused, {
            [IDEMPOTENCY_KEY_HEADER]: IDEMPOTENCY_MESSAGES.reused,
          });
        }
        if (row.status !== null) return replay(reply, row.status, row.body);
      }
      if (performance.now() - started >= waitMs) {
        throw new AppError('request_in_progress', IDEMPOTENCY_MESSAGES.inProgress);
      }
      await sleep(pollMs);
    }
  });

  // The claimed request's answer, as it leaves: kept when final, else the key is given up.
  app.addHook('onSend', async (request, reply, payload) => {
    const claimed = request.idempotencyClaim;
    if (!claimed || claimed.settled) return payload;
    settle(claimed);
    const status = reply.statusCode;
    const final = (status >= 200 && status < 300) || (status >= 400 && status < 500);
    const body = final ? jsonOf(payload) : undefined;
    if (body === undefined) {
      await release(db, claimed).catch((err) => request.log.error({ err }, 'idempotency key not released'));
      return payload;
    }
    try {
      await db.update(idempotencyKeys).set({ status, body }).where(mine(claimed));
    } catch (err) {
      // The write is done but its answer is not kept: the key stays claimed, so a retry is told
      // the request is being processed rather than writing a second time.
      request.log.error({ err }, 'idempotent answer not stored');
    }
    return payload;
  });

  // A request that ended without passing through onSend (the connection gone, a failure while
  // answering) gives its key up.
  app.addHook('onResponse', async (request) => {
    const claimed = request.idempotencyClaim;
    if (!claimed || claimed.settled) return;
    settle(claimed);
    await release(db, claimed).catch((err) => request.log.error({ err }, 'idempotency key not released'));
  });
}

function settle(claimed: Claim) {
  claimed.settled = true;
  clearInterval(claimed.heartbeat);
}

/** The key's row while this claim holds it. */
function mine(c: Claim) {
  return and(
    eq(idempotencyKeys.userId, c.userId),
    eq(idempotencyKeys.key, c.key),
    eq(idempotencyKeys.holder, c.holder),
  );
}

const leaseEnd = (now: Date) => new Date(now.getTime() + CLAIM_LEASE_SECONDS * 1000).toISOString();

/**
 * Claims the key for this request: a new row, a row older than 24 hours, or a claim without an
 * answer whose lease has expired (its server died) taken over, in one statement, so of two
 * requests racing for a key exactly one wins. Old rows are cleaned up on the way.
 */
export async function claim(
  db: Db,
  c: { userId: string; key: string; route: string; hash: string; holder: string; now: Date },
): Promise<boolean> {
  const lease = { holder: c.holder, leaseExpiresAt: sql`${leaseEnd(c.now)}::timestamptz` };
  const won = await db
    .insert(idempotencyKeys)
    .values({ userId: c.userId, key: c.key, route: c.route, requestHash: c.hash, ...lease })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { route: c.route, requestHash: c.hash, status: null, body: null, createdAt: sql`now()`, ...lease },
      setWhere: sql`${idempotencyKeys.createdAt} < now() - ${LIFETIME}
        or (${idempotencyKeys.status} is null
          and ${idempotencyKeys.leaseExpiresAt} <= ${c.now.toISOString()}::timestamptz)`,
    })
    .returning({ userId: idempotencyKeys.userId });
  if (won.length === 0) return false;
  await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - ${LIFETIME}`);
  return true;
}

async function renewClaim(db: Db, c: Claim, now: Date) {
  await db
    .update(idempotencyKeys)
    .set({ leaseExpiresAt: sql`${leaseEnd(now)}::timestamptz` })
    .where(and(mine(c), sql`${idempotencyKeys.status} is null`));
}

async function release(db: Db, c: Claim) {
  await db.delete(idempotencyKeys).where(and(mine(c), sql`${idempotencyKeys.status} is null`));
}

/** The JSON body of an answer, or undefined when it is not JSON text. */
function jsonOf(payload: unknown): unknown {
  if (typeof payload !== 'string') return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

function replay(reply: FastifyReply, status: number, body: unknown) {
  return reply
    .status(status)
    .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body));
}
