import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { AppError } from './lib/errors.ts';
import { applicationRoutes } from './modules/applications/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { bookingRoutes } from './modules/bookings/routes.ts';
import { branchRoutes } from './modules/branches/routes.ts';
import { complaintRoutes } from './modules/complaints/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { expenseRoutes } from './modules/expenses/routes.ts';
import { inventoryRoutes } from './modules/inventory/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { roleRoutes } from './modules/roles/routes.ts';
import { tenantRoutes } from './modules/tenants/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/errors.ts';

export type AppDeps = { config: Config; database: Database; logger?: FastifyServerOptions['logger'] };

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole server: API, docs and the web app. Every route module is registered here, explicitly. */
export async function buildApp({ config, database, logger }: AppDeps) {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
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
  await app.register(dashboardRoutes, { prefix: '/api', db });
  await app.register(reportRoutes, { prefix: '/api', db });
  await app.register(paymentRoutes, { prefix: '/api', db });
  await app.register(complaintRoutes, { prefix: '/api', db });
  await app.register(expenseRoutes, { prefix: '/api', db });
  await app.register(inventoryRoutes, { prefix: '/api', db });
  await app.register(tenantRoutes, { prefix: '/api', db });
  await app.register(bookingRoutes, { prefix: '/api', db });
  await app.register(applicationRoutes, { prefix: '/api', db, config });
  await app.register(notificationRoutes, { prefix: '/api', db });

  // The built web app: files by name, and index.html for every other non-API path so that the
  // app's own router (and its 404 page) takes over.
  const webDist = config.WEB_DIST ?? defaultWebDist;
  if (existsSync(path.join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
    app.get('/*', { config: { public: true }, schema: { hide: true } }, (request, reply) => {
      if (request.url.startsWith('/api/') || request.url === '/api') {
        return reply.status(404).send({
          error: {
            code: 'not_found',
            message: `No route for ${request.method} ${request.url.split('?')[0]}`,
          },
        });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { maxAge: 0 });
    });
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
