import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../db/client.ts';
import type { Clock } from './clock.ts';
import { windowStart } from './rate-limit.ts';

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL (`rate_limit_counters`, the table of
 * the sign-in and application limits), so a limit holds across every server on the database
 * rather than per server. Fixed windows aligned on their length, on the injected clock; one atomic
 * upsert per request, capped at max + 1 so a flood does not grow the count without end. Old
 * windows are deleted by the counters' cleanup job (rate-limit-job.ts).
 */
export function postgresRateLimitStore(db: Tx, clock: Clock): FastifyRateLimitStoreCtor {
  class PostgresStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'route',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ) {
      const now = clock.now();
      const start = windowStart(now, timeWindow / 1000);
      const ttl = start.getTime() + timeWindow - now.getTime();
      query<{ count: number }>(
        db,
        sql`insert into rate_limit_counters as c (bucket, window_start, count)
            values (${`limit:${this.prefix}:${key}`}, ${start.toISOString()}::timestamptz, 1)
            on conflict (bucket, window_start) do update set count = least(c.count + 1, ${max + 1}::int)
            returning c.count`,
      ).then(
        (rows) => callback(null, { current: rows[0]!.count, ttl }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { method?: unknown; path: string; prefix: string; url?: string }) {
      return new PostgresStore(
        null,
        `${String(routeOptions.method)}:${routeOptions.url ?? routeOptions.path}`,
      );
    }
  }
  return PostgresStore as unknown as FastifyRateLimitStoreCtor;
}
