import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { z } from 'zod';
import { type Config, trustProxyOption } from './config.ts';
import type { Database } from './db/client.ts';
import { createBackupService, lastScheduled } from './lib/backup-service.ts';
import type { Clock } from './lib/clock.ts';
import { AppError } from './lib/errors.ts';
import { inlineScriptSources } from './lib/inline-scripts.ts';
import { scheduleJob, setUpJobs } from './lib/jobs.ts';
import { checkKeys } from './lib/key-checks.ts';
import { scheduleCounterCleanup } from './lib/rate-limit-job.ts';
import { toOriginForm } from './lib/request-target.ts';
import { administrationRoutes } from './modules/administration/routes.ts';
import { scheduleApplicationRetention } from './modules/applications/retention-job.ts';
import { applicationRoutes } from './modules/applications/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { bedRoutes } from './modules/beds/routes.ts';
import { bookingRoutes } from './modules/bookings/routes.ts';
import { branchRoutes } from './modules/branches/routes.ts';
import { chargeRoutes } from './modules/charges/routes.ts';
import { complaintRoutes } from './modules/complaints/routes.ts';
import { correctionRoutes } from './modules/corrections/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { scheduleTenantRetention } from './modules/data-rights/retention-job.ts';
import { dataRightsRoutes } from './modules/data-rights/routes.ts';
import { depositRoutes } from './modules/deposits/routes.ts';
import { documentLinkRoutes } from './modules/document-links/routes.ts';
import { duesRoutes } from './modules/dues/routes.ts';
import { electricityRoutes } from './modules/electricity/routes.ts';
import { scheduleRecurringExpenses } from './modules/expenses/recurring-job.ts';
import { expenseRoutes } from './modules/expenses/routes.ts';
import { floorRoutes } from './modules/floors/routes.ts';
import { importRoutes } from './modules/imports/routes.ts';
import { scheduleDataKeyRotation } from './modules/key-rotation/job.ts';
import { rowsToReencrypt } from './modules/key-rotation/repository.ts';
import { scheduleLateFees } from './modules/late-fees/job.ts';
import { lateFeeRoutes } from './modules/late-fees/routes.ts';
import { scheduleMessages } from './modules/messages/job.ts';
import { messageRoutes } from './modules/messages/routes.ts';
import { noticeRoutes } from './modules/notices/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { scheduleBranchFigures } from './modules/owner-reports/figures-job.ts';
import { ownerReportRoutes } from './modules/owner-reports/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { propertyRoutes } from './modules/properties/routes.ts';
import { reminderRoutes } from './modules/reminders/routes.ts';
import { rentReceiptRoutes } from './modules/rent-receipts/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { roomRoutes } from './modules/rooms/routes.ts';
import { settlementRoutes } from './modules/settlements/routes.ts';
import { tenantAppAuthRoutes } from './modules/tenant-app/auth-routes.ts';
import { tenantAppRoutes } from './modules/tenant-app/routes.ts';
import { tenantDocumentRoutes } from './modules/tenant-documents/routes.ts';
import { tenantRecordRoutes } from './modules/tenant-records/routes.ts';
import { tenantRoutes } from './modules/tenants/routes.ts';
import { roleRoutes } from './modules/users/role-routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { visitorRoutes } from './modules/visitors/routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { frameworkErrors, registerErrorHandler } from './plugins/errors.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerMetrics } from './plugins/metrics.ts';

type AppDeps = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** What time it is for sessions, limits and retention (default: the config's, the system clock). */
  clock?: Clock;
};

/**
 * What a request's log line says of it: the method and the path without its query string (a
 * search for a tenant's name or phone stays out of the log), the request id and the address.
 * Headers, bodies and query parameters are never logged.
 */
const serializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: (req.url ?? '').split('?')[0],
    id: req.id,
    remoteAddress: req.ip,
  }),
};

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole server: API, docs and the web app. Every route module is registered here, explicitly. */
export async function buildApp({ config: given, database, logger, clock }: AppDeps) {
  const config: Config = clock ? { ...given, clock } : given;
  const app = Fastify({
    logger: logger === false ? false : { level: config.LOG_LEVEL, ...Object(logger), serializers },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    rewriteUrl: (req) => toOriginForm(req.url ?? '/'),
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  // Every server of a database holds its keys; one with keys of its own does not start.
  await checkKeys(db, config);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const webDist = path.resolve(config.WEB_DIST ?? defaultWebDist);
  // The security headers of every answer. The middleware is built once: @fastify/helmet built it
  // again for every request (parsing the policy each time), 2 % of a list's CPU.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...inlineScriptSources(webDist)],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  // API answers of 1 KB or more are compressed on the fly; the web app's files were compressed once
  // at build time (served below), so routes outside /api are left alone. Request bodies are never
  // decompressed.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) route.compress ??= false;
    // Reads are most of the traffic and two info lines each cost about a quarter of a list's
    // throughput: they log at warn and above (errors, refusals the error handler reports). Every
    // write keeps its request lines at info, beside the audit log. A route's level is '' (not
    // undefined) when it names none, so an empty one is the one replaced.
    if (!route.logLevel && [route.method].flat().every((m) => m === 'GET' || m === 'HEAD'))
      route.logLevel = 'warn';
  });
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'PG console API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  registerAuth(app, { db, config });
  registerIdempotency(app, { db, clock: config.clock });

  // Background jobs: each in a file of its own beside what it maintains, on the injected clock,
  // each run by one server of those on the database (lib/jobs.ts).
  setUpJobs(app, { db, clock: config.clock });
  scheduleCounterCleanup(app, { db, config });
  const backups = createBackupService({ database, config });
  const backupHour = backups.hour;
  if (backupHour !== null) {
    scheduleJob(app, {
      name: 'nightly backup',
      firstDelayMs: 60_000,
      everyMs: 60_000,
      period: (now) => lastScheduled(now, backupHour).toISOString(),
      run: backups.tick,
    });
  }
  registerMetrics(app, { config, database, backups, rowsToReencrypt });
  scheduleApplicationRetention(app, { db, config });
  scheduleTenantRetention(app, { db, config });
  scheduleLateFees(app, { db, config });
  scheduleRecurringExpenses(app, { db, config });
  scheduleBranchFigures(app, { db, config });
  scheduleDataKeyRotation(app, { db, config });
  scheduleMessages(app, { db, config });

  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
      logLevel: 'warn',
    },
    async (_request, _reply) => {
      try {
        await db.execute(sql`select 1`);
      } catch (err) {
        _request.log.error({ err }, 'health check: database unreachable');
        throw new AppError('unavailable', 'Database unreachable', undefined, 503);
      }
      return { status: 'ok' as const, database: database.kind };
    },
  );

  await app.register(authRoutes, { prefix: '/api/auth', db, config });
  await app.register(branchRoutes, { prefix: '/api/branches', db });
  await app.register(userRoutes, { prefix: '/api', db });
  await app.register(roleRoutes, { prefix: '/api', db });
  await app.register(auditRoutes, { prefix: '/api', db });
  await app.register(dashboardRoutes, { prefix: '/api', db, config });
  await app.register(reportRoutes, { prefix: '/api', db, config });
  await app.register(ownerReportRoutes, { prefix: '/api', db, config });
  await app.register(paymentRoutes, { prefix: '/api', db, config });
  await app.register(duesRoutes, { prefix: '/api', db, config });
  await app.register(correctionRoutes, { prefix: '/api', db, config });
  await app.register(chargeRoutes, { prefix: '/api', db, config });
  await app.register(electricityRoutes, { prefix: '/api', db, config });
  await app.register(lateFeeRoutes, { prefix: '/api', db, config });
  await app.register(reminderRoutes, { prefix: '/api', db, config });
  await app.register(messageRoutes, { prefix: '/api', db, config });
  await app.register(depositRoutes, { prefix: '/api', db });
  await app.register(complaintRoutes, { prefix: '/api', db, config });
  // A branch's notices to its tenants, under the complaints' permissions.
  await app.register(noticeRoutes, { prefix: '/api', db, config });
  await app.register(expenseRoutes, { prefix: '/api', db, config });
  await app.register(propertyRoutes, { prefix: '/api', db, config });
  await app.register(floorRoutes, { prefix: '/api', db });
  await app.register(roomRoutes, { prefix: '/api', db });
  await app.register(bedRoutes, { prefix: '/api', db, config });
  await app.register(tenantRoutes, { prefix: '/api', db, config });
  await app.register(bookingRoutes, { prefix: '/api', db, config });
  await app.register(settlementRoutes, { prefix: '/api', db, config });
  await app.register(rentReceiptRoutes, { prefix: '/api', db });
  await app.register(documentLinkRoutes, { prefix: '/api', db, config });
  await app.register(applicationRoutes, { prefix: '/api', db, config });
  await app.register(notificationRoutes, { prefix: '/api', db });
  await app.register(administrationRoutes, { prefix: '/api', db, backups });
  await app.register(importRoutes, { prefix: '/api', db, config });
  await app.register(tenantRecordRoutes, { prefix: '/api', db, config });
  await app.register(tenantDocumentRoutes, { prefix: '/api', db, config });
  await app.register(dataRightsRoutes, { prefix: '/api', db, config });
  await app.register(visitorRoutes, { prefix: '/api', db, config });
  await app.register(tenantAppAuthRoutes, { prefix: '/api', db, config });
  await app.register(tenantAppRoutes, { prefix: '/api', db, config });

  // The built web app: files by name, and index.html for every other non-API path so that the
  // app's own router (and its 404 page) takes over. The .br and .gz copies made by the build are
  // sent to browsers that accept them. Files under assets/ have a hash in their name, so they never
  // change; everything else (index.html first) is checked again on every use.
  if (existsSync(path.join(webDist, 'index.html'))) {
    const assets = path.join(webDist, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header(
          'cache-control',
          file.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // The pages a phone opens by address that have an entry of their own, by address (the sign-in
    // page, the public application form: apps/web/scripts/first-pages.mjs); index.html otherwise.
    const firstPagesFile = path.join(webDist, 'first-pages.json');
    const firstPages = new Map<string, string>(
      existsSync(firstPagesFile) ? Object.entries(JSON.parse(readFileSync(firstPagesFile, 'utf8'))) : [],
    );
    app.get('/*', { config: { public: true }, schema: { hide: true } }, (request, reply) => {
      if (request.url.startsWith('/api/') || request.url === '/api') {
        return reply.status(404).send({
          error: {
            code: 'not_found',
            message: `No route for ${request.method} ${request.url.split('?')[0]}`,
          },
        });
      }
      if (request.url.startsWith('/assets/')) {
        // Written after this server started (the next build, put in place before the restart;
        // the builds before it are kept there too: docs/upgrades.md), or gone: a file never
        // answered with index.html, which would reach the browser as a script or a style sheet.
        const name = request.url.slice('/assets/'.length).split('?')[0]!;
        if (/^[\w.-]+$/.test(name) && existsSync(path.join(assets, name))) {
          return reply.sendFile(`assets/${name}`);
        }
        return reply.status(404).header('cache-control', 'no-store').type('text/plain').send('Not found');
      }
      return reply.sendFile(firstPages.get(request.url.split('?')[0]!) ?? 'index.html');
    });
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
