import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import {
  applicationDetail,
  applicationList,
  applicationListQuery,
  applicationReceipt,
  BRANCH_NOT_FOUND_MESSAGE,
  branchResolveQuery,
  photoParams,
  photoQuery,
  rejectApplicationInput,
  resolvedBranch,
  revealedAadhar,
} from '@pg/contracts/applications';
import { branchParams, idParams } from '@pg/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import { createDataCipher, type DataCipher } from '../../lib/crypto.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { createFileStore, type FileStore } from '../../lib/file-store.ts';
import { thumbnail } from '../../lib/images.ts';
import { principalOf } from '../../plugins/auth.ts';
import { branchExists } from '../branches/repository.ts';
import { addNotifications } from '../notifications/repository.ts';
import {
  approveApplication,
  getApplication,
  insertApplication,
  listApplications,
  purgeOrphanFiles,
  purgeRejectedPhotos,
  rejectApplication,
  resolveBranch,
  revealAadhar,
} from './repository.ts';
import { cleanPhotos, MULTIPART_LIMITS, readSubmission } from './submission.ts';
import { createSubmissionLimiter, type SubmissionLimiter } from './submission-limiter.ts';

type Deps = { db: Db; config: Config };
type PublicDeps = Deps & { cipher: DataCipher; store: FileStore; limiter: SubmissionLimiter };

const HOUR_MS = 60 * 60 * 1000;

const ambiguousBranch = () =>
  new AppError(
    'validation_failed',
    'More than one branch has this name. Please type the branch code.',
    { branch: 'More than one branch has this name. Please type the branch code.' },
    400,
  );
const unknownBranch = () =>
  new AppError('not_found', BRANCH_NOT_FOUND_MESSAGE, { branch: BRANCH_NOT_FOUND_MESSAGE }, 404);

/**
 * The public side: the application form's submission and branch lookup. Multipart parsing and the
 * rate limiter are registered in this scope only.
 */
const publicApplicationRoutes: FastifyPluginAsyncZod<PublicDeps> = async (
  app,
  { db, config, cipher, store, limiter },
) => {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'rate_limited',
        `Too many attempts from your network. Please try again in ${context.after}.`,
        undefined,
        429,
      ),
  });

  app.get(
    '/public/branches/resolve',
    {
      config: { public: true, rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['applications'],
        summary: 'Find a branch by its code or name (the application form)',
        querystring: branchResolveQuery,
        response: { 200: resolvedBranch },
      },
    },
    async (request) => {
      const match = await resolveBranch(db, request.query.q);
      if (match.kind === 'none') throw unknownBranch();
      if (match.kind === 'ambiguous') throw ambiguousBranch();
      return { code: match.branch.code, name: match.branch.name };
    },
  );

  app.post(
    '/public/applications',
    {
      config: {
        public: true,
        // Attempts of any outcome; accepted applications are limited more tightly below.
        rateLimit: { max: Math.max(20, config.APPLICATION_RATE_LIMIT * 4), timeWindow: HOUR_MS },
      },
      schema: {
        tags: ['applications'],
        summary: 'Submit a tenant application (multipart: the text fields, optional selfie and aadhar_photo)',
        consumes: ['multipart/form-data'],
        response: { 201: applicationReceipt },
      },
    },
    async (request, reply) => {
      const release = limiter.reserve(request.ip);
      if (!release) {
        const minutes = Math.max(1, Math.ceil(limiter.retryAfterSeconds(request.ip) / 60));
        reply.header('retry-after', String(minutes * 60));
        throw new AppError(
          'rate_limited',
          `Too many applications from your network. Please try again in ${minutes} minutes.`,
          undefined,
          429,
        );
      }
      try {
        const { values, photos } = await readSubmission(request);
        const match = await resolveBranch(db, values.branch);
        if (match.kind === 'none') throw unknownBranch();
        if (match.kind === 'ambiguous') throw ambiguousBranch();
        const branch = match.branch;
        const clean = await cleanPhotos(photos);

        const id = await db.transaction(async (tx) => {
          const selfie = clean.selfie ? await store.put(tx, clean.selfie) : null;
          const aadharPhoto = clean.aadhar_photo ? await store.put(tx, clean.aadhar_photo) : null;
          const applicationId = await insertApplication(tx, cipher, {
            branchId: branch.id,
            fullName: values.full_name,
            phone: values.phone,
            aadharNumber: values.aadhar_number,
            selfieFileId: selfie,
            aadharPhotoFileId: aadharPhoto,
          });
          await addNotifications(tx, [
            {
              branchId: branch.id,
              kind: 'application',
              title: 'New tenant application',
              body: `${values.full_name} applied for accommodation`,
              link: `/applications?id=${applicationId}`,
              dedupeKey: `application:${applicationId}`,
            },
          ]);
          return applicationId;
        });
        request.log.info({ applicationId: id, branchId: branch.id }, 'tenant application received');
        reply.header('cache-control', 'no-store');
        return reply
          .status(201)
          .send({ id, status: 'pending' as const, branch: { code: branch.code, name: branch.name } });
      } catch (err) {
        release();
        throw err;
      }
    },
  );
};

/** Tenant applications: the public form's endpoints and the staff's review inbox. */
export const applicationRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config }) => {
  const cipher = createDataCipher(config.dataKey);
  const store = createFileStore(cipher);
  const limiter = createSubmissionLimiter(config.APPLICATION_RATE_LIMIT, HOUR_MS);

  await app.register(publicApplicationRoutes, { db, config, cipher, store, limiter });

  app.get(
    '/branches/:branchId/applications',
    {
      config: { permission: 'applications:view' },
      schema: {
        tags: ['applications'],
        params: branchParams,
        querystring: applicationListQuery,
        response: { 200: applicationList },
      },
    },
    async (request, reply) => {
      const { branchId } = request.params;
      if (!(await branchExists(db, branchId))) throw notFound('Branch');
      reply.header('cache-control', 'no-store');
      return listApplications(db, branchId, request.query);
    },
  );

  app.get(
    '/applications/:id',
    {
      config: { permission: 'applications:view' },
      schema: { tags: ['applications'], params: idParams, response: { 200: applicationDetail } },
    },
    async (request, reply) => {
      const found = await getApplication(db, request.params.id, config.APPLICATION_RETENTION_DAYS);
      if (!found) throw notFound('Application');
      reply.header('cache-control', 'no-store');
      return found.detail;
    },
  );

  app.get(
    '/applications/:id/photos/:kind',
    {
      config: { permission: 'applications:view' },
      schema: {
        tags: ['applications'],
        summary: 'A photo of an application (image/jpeg), never cached',
        params: photoParams,
        querystring: photoQuery,
      },
    },
    async (request, reply) => {
      const found = await getApplication(db, request.params.id, config.APPLICATION_RETENTION_DAYS);
      const fileId = found?.fileIds[request.params.kind];
      if (!fileId) throw notFound('Photo');
      const file = await store.get(db, fileId);
      if (!file) throw notFound('Photo');
      const data = request.query.size === 'thumb' ? await thumbnail(file.data) : file.data;
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline')
        .type(request.query.size === 'thumb' ? 'image/jpeg' : file.contentType)
        .send(data);
    },
  );

  app.post(
    '/applications/:id/reveal-aadhar',
    {
      config: { permission: 'applications:reveal' },
      schema: {
        tags: ['applications'],
        summary: 'The full Aadhar number; every reveal is written to the audit log',
        params: idParams,
        response: { 200: revealedAadhar },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const number = await db.transaction(async (tx) => {
        const value = await revealAadhar(tx, cipher, id);
        if (value === null) return null;
        await writeAudit(tx, {
          actor: principal,
          action: 'application.reveal_aadhar',
          entity: 'tenant_application',
          entityId: id,
        });
        return value;
      });
      if (number === null) throw notFound('Application');
      reply.header('cache-control', 'no-store');
      return { aadhar_number: number };
    },
  );

  app.post(
    '/applications/:id/approve',
    {
      config: { permission: 'applications:update' },
      schema: { tags: ['applications'], params: idParams, response: { 200: applicationDetail } },
    },
    async (request) => {
      const principal = principalOf(request);
      // Approving creates a tenant: it takes the right to add tenants too.
      if (!principal.permissions.has('tenants:create')) {
        throw forbidden('Approving an application adds a tenant; you do not have permission to add tenants');
      }
      const { id } = request.params;
      const outcome = await db.transaction(async (tx) => {
        const result = await approveApplication(tx, id, principal.id);
        if (result.kind === 'done') {
          await writeAudit(tx, {
            actor: principal,
            action: 'application.approve',
            entity: 'tenant_application',
            entityId: id,
            before: { status: 'pending' },
            after: { status: 'approved', tenant_id: result.tenantId },
          });
        }
        return result;
      });
      if (outcome.kind === 'not_found') throw notFound('Application');
      if (outcome.kind === 'already') throw conflict(`This application has already been ${outcome.status}`);
      return (await getApplication(db, id, config.APPLICATION_RETENTION_DAYS))!.detail;
    },
  );

  app.post(
    '/applications/:id/reject',
    {
      config: { permission: 'applications:update' },
      schema: {
        tags: ['applications'],
        params: idParams,
        body: rejectApplicationInput,
        response: { 200: applicationDetail },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const outcome = await db.transaction(async (tx) => {
        const result = await rejectApplication(tx, id, principal.id, request.body.reason);
        if (result.kind === 'done') {
          await writeAudit(tx, {
            actor: principal,
            action: 'application.reject',
            entity: 'tenant_application',
            entityId: id,
            before: { status: 'pending' },
            after: { status: 'rejected', rejection_reason: request.body.reason },
          });
        }
        return result;
      });
      if (outcome.kind === 'not_found') throw notFound('Application');
      if (outcome.kind === 'already') throw conflict(`This application has already been ${outcome.status}`);
      return (await getApplication(db, id, config.APPLICATION_RETENTION_DAYS))!.detail;
    },
  );

  // Retention: the photos of rejected applications go once the retention period has passed.
  const runRetention = async () => {
    try {
      const removed =
        (await purgeRejectedPhotos(db, config.APPLICATION_RETENTION_DAYS)) + (await purgeOrphanFiles(db));
      if (removed > 0) {
        await writeAudit(db, {
          actor: null,
          action: 'application.photos_purge',
          entity: 'tenant_application',
          after: { files_deleted: removed, retention_days: config.APPLICATION_RETENTION_DAYS },
        });
        app.log.info({ removed }, 'deleted the photos of rejected applications past retention');
      }
      limiter.sweep();
    } catch (err) {
      app.log.error({ err }, 'application photo retention failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const schedule = (delay: number) => {
    if (closed) return;
    timer = setTimeout(() => void runRetention().finally(() => schedule(HOUR_MS)), delay);
    timer.unref();
  };
  app.addHook('onReady', async () => schedule(60_000));
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
};
