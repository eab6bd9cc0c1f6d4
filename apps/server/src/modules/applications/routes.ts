import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import {
  applicationDetail,
  applicationList,
  applicationListQuery,
  applicationReceipt,
  branchResolveQuery,
  photoQuery,
  rejectApplicationInput,
  resolvedBranch,
  revealedAadhar,
} from '@pg/contracts/applications';
import { idParams } from '@pg/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { serverCipher } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { createFileStore } from '../../lib/file-store.ts';
import { orNotFound } from '../../lib/not-found.ts';
import { postgresRateLimitStore } from '../../lib/rate-limit-store.ts';
import { sendPhoto } from '../../lib/uploads.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import { getApplication, listApplications } from './repository.ts';
import {
  type ApplicationFiles,
  applicantSelfie,
  approveApplication,
  rejectApplication,
  revealAadhar,
  revealAadharPhoto,
} from './review-application.ts';
import {
  findApplicantBranch,
  MULTIPART_LIMITS,
  readSubmission,
  submitApplication,
  tooManyApplications,
  withinApplicationLimit,
} from './submit-application.ts';

type Deps = { db: Db; config: Config };
type PublicDeps = Deps & { files: ApplicationFiles };

const HOUR_MS = 60 * 60 * 1000;

/**
 * The public side: the application form's submission and branch lookup. Multipart parsing and the
 * rate limiter are registered in this scope only.
 */
const publicApplicationRoutes: FastifyPluginAsyncZod<PublicDeps> = async (app, { db, config, files }) => {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in PostgreSQL: the limits hold across every server, not per server.
    store: postgresRateLimitStore(db, config.clock),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'rate_limited',
        `Too many attempts from your network. Please try again in ${context.after}.`,
        undefined,
        429,
      ),
  });

  const route = resourceRoutes(app, ['applications']);
  route.endpoint(
    'GET',
    '/public/branches/resolve',
    {
      permission: 'public',
      rateLimit: { max: 60, timeWindow: 60_000 },
      summary: 'Find a branch by its code or name (the application form)',
      query: branchResolveQuery,
      response: resolvedBranch,
    },
    async ({ query }) => {
      const branch = await findApplicantBranch(db, query.q);
      return { code: branch.code, name: branch.name };
    },
  );
  route.endpoint(
    'POST',
    '/public/applications',
    {
      permission: 'public',
      // Attempts of any outcome; accepted applications are limited more tightly below.
      rateLimit: { max: Math.max(20, config.APPLICATION_RATE_LIMIT * 4), timeWindow: HOUR_MS },
      noStore: true,
      summary: 'Submit a tenant application (multipart: the text fields, optional selfie and aadhar_photo)',
      consumes: ['multipart/form-data'],
      created: true,
      response: applicationReceipt,
    },
    async ({ reply }) => {
      const { request } = reply;
      const outcome = await withinApplicationLimit({ db, config, log: request.log }, request.ip, async () =>
        submitApplication(db, files, await readSubmission(request)),
      );
      if ('retryAfterSeconds' in outcome) {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw tooManyApplications(outcome.retryAfterSeconds);
      }
      const { id, branch } = outcome.accepted;
      request.log.info({ applicationId: id, branchId: branch.id }, 'tenant application received');
      return { id, status: 'pending' as const, branch: { code: branch.code, name: branch.name } };
    },
  );
};

/** Tenant applications: the public form's endpoints and the staff's review inbox. */
export const applicationRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config }) => {
  const cipher = serverCipher(config);
  const store = createFileStore(cipher);
  const retentionDays = config.APPLICATION_RETENTION_DAYS;

  await app.register(publicApplicationRoutes, { db, config, files: { cipher, store } });

  const route = resourceRoutes(app, ['applications']);

  route.branchRead(
    '/branches/:branchId/applications',
    {
      permission: 'applications:view',
      noStore: true,
      query: applicationListQuery,
      response: applicationList,
    },
    (branchId, query) => listApplications(db, branchId, query),
  );

  const view = { permission: 'applications:view', scope: 'application', params: idParams } as const;
  const reveal = { permission: 'applications:reveal', scope: 'application', params: idParams } as const;
  route.endpoint(
    'GET',
    '/applications/:id',
    { ...view, noStore: true, response: applicationDetail, notFound: 'Application' },
    async ({ params }) => (await getApplication(db, params.id, retentionDays))?.detail,
  );
  route.endpoint(
    'GET',
    '/applications/:id/photos/selfie',
    { ...view, summary: "The applicant's selfie (image/jpeg), never cached", query: photoQuery, sends: true },
    async ({ params, query, reply }) =>
      sendPhoto(reply, await applicantSelfie(db, store, params.id, retentionDays), query.size),
  );
  route.endpoint(
    'GET',
    '/applications/:id/photos/aadhar_photo',
    {
      ...reveal,
      summary:
        "The photo of the applicant's Aadhar card (image/jpeg); every reveal is written to the audit log",
      query: photoQuery,
      sends: true,
    },
    async ({ params, query, by, reply }) =>
      sendPhoto(reply, await revealAadharPhoto(db, store, by, params.id, retentionDays), query.size),
  );
  route.endpoint(
    'POST',
    '/applications/:id/reveal-aadhar',
    {
      ...reveal,
      summary: 'The full Aadhar number; every reveal is written to the audit log',
      noStore: true,
      response: revealedAadhar,
    },
    async ({ params, by }) => ({
      aadhar_number: orNotFound(await revealAadhar(db, cipher, by, params.id), 'Application'),
    }),
  );

  route.record(
    'POST',
    '/applications/:id/approve',
    { permission: 'applications:update', scope: 'application', response: applicationDetail },
    (id, _body, by) => approveApplication(db, cipher, by, id, retentionDays),
  );
  route.record(
    'POST',
    '/applications/:id/reject',
    {
      permission: 'applications:update',
      scope: 'application',
      body: rejectApplicationInput,
      response: applicationDetail,
    },
    (id, body, by) => rejectApplication(db, by, id, body.reason, retentionDays),
  );
};
