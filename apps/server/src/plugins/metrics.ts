import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { Database, Tx } from '../db/client.ts';
import type { BackupService } from '../lib/backup-service.ts';
import { type DataCipher, serverCipher } from '../lib/crypto.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an Authorization header carries the token, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string) {
  const given = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/**
 * GET /metrics in Prometheus' text format, for a scraper that sends `Authorization: Bearer
 * METRICS_TOKEN`: requests and their latencies by route pattern (never the URL itself, which
 * can hold ids and searches), the PostgreSQL pool's connections, the age of the last backup and
 * the process's own figures. Without METRICS_TOKEN it answers 404, as if it did not exist.
 */
export function registerMetrics(
  app: FastifyInstance,
  {
    config,
    database,
    backups,
    rowsToReencrypt,
  }: {
    config: Config;
    database: Database;
    backups: BackupService;
    /** What a change of DATA_KEY has left to re-encrypt (modules/key-rotation). */
    rowsToReencrypt: (db: Tx, cipher: DataCipher) => Promise<number>;
  },
) {
  const token = config.METRICS_TOKEN;
  if (!token) {
    app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, (_request, reply) =>
      reply.status(404).send({ error: { code: 'not_found', message: 'No route for GET /metrics' } }),
    );
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'pgc_' });
  const requests = new Counter({
    name: 'pgc_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'pgc_http_request_duration_seconds',
    help: 'Time to answer a request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  if (database.kind === 'postgres') {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    new Gauge({
      name: 'pgc_db_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  new Gauge({
    name: 'pgc_backup_age_seconds',
    help: 'Seconds since the newest backup in BACKUP_DIR was taken (NaN: none yet)',
    registers: [registry],
    async collect() {
      const at = await backups.lastBackupAt();
      this.set(at ? Math.max(0, (config.clock.now().getTime() - at.getTime()) / 1000) : Number.NaN);
    },
  });
  if (config.dataKeyPrevious) {
    const cipher = serverCipher(config);
    new Gauge({
      name: 'pgc_data_key_rows_to_reencrypt',
      help: 'Encrypted values not yet under DATA_KEY (during a rotation: remove DATA_KEY_PREVIOUS at 0)',
      registers: [registry],
      async collect() {
        this.set(await rowsToReencrypt(database.db, cipher));
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({
          error: { code: 'unauthorized', message: 'The metrics need the METRICS_TOKEN bearer token' },
        });
    }
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}
