import { idParams, todayIso } from '@pg/contracts/common';
import {
  type DocumentKind,
  documentLink,
  documentLinkToken,
  LINK_EXPIRED,
  LINK_GONE,
  LINK_NOT_VALID,
  linkedDocument,
  rentReceiptsLinkInput,
} from '@pg/contracts/document-links';
import type { PermissionKey } from '@pg/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ScopedRecord } from '../../access/branch-scope.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import { createDocumentLink, openDocumentLink } from './repository.ts';

/**
 * Signed links to a tenant's documents: staff make one (with the right to read the document, in its
 * branch), anyone holding it reads that one document for 30 days, without signing in.
 */
export const documentLinkRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const route = resourceRoutes(app, ['document links']);

  /** The link route of a document: the same permission and branch scope as the document's own page. */
  const linkRoute = (
    kind: Exclude<DocumentKind, 'rent-receipts'>,
    url: string,
    permission: PermissionKey,
    scope: ScopedRecord,
    summary: string,
  ) =>
    route.endpoint(
      'POST',
      url,
      { permission, scope, summary, params: idParams, response: documentLink, notFound: 'Record' },
      ({ params, by }) => createDocumentLink(db, config, kind, params.id, by),
    );
  linkRoute(
    'receipt',
    '/payments/:id/receipt-link',
    'payments:view',
    'payment',
    "A link to the payment's receipt",
  );
  linkRoute(
    'statement',
    '/tenants/:id/statement-link',
    'payments:view',
    'tenant',
    "A link to the tenant's statement",
  );
  linkRoute(
    'pay',
    '/tenants/:id/pay-link',
    'payments:view',
    'tenant',
    'A link to what the tenant owes and how to pay it',
  );
  linkRoute(
    'settlement',
    '/bookings/:id/settlement-link',
    'bookings:view',
    'booking',
    "A link to the booking's settlement",
  );
  route.endpoint(
    'POST',
    '/tenants/:id/rent-receipts-link',
    {
      permission: 'payments:view',
      scope: 'tenant',
      summary: "A link to the tenant's rent receipts (HRA) of the chosen months",
      params: idParams,
      body: rentReceiptsLinkInput,
      response: documentLink,
    },
    ({ params, body, by }) => createDocumentLink(db, config, 'rent-receipts', params.id, by, body.months),
  );

  route.endpoint(
    'POST',
    '/public/documents',
    {
      permission: 'public',
      // The token is sent in the body, so that no access log keeps it.
      rateLimit: { max: 60, timeWindow: 60_000 },
      noStore: true,
      summary: 'The document a signed link opens (the token from the link)',
      body: documentLinkToken,
      response: linkedDocument,
    },
    async ({ body }) => {
      const opened = await openDocumentLink(db, config, body.token, todayIso(config.clock.now()));
      if (opened === 'invalid') throw new AppError('not_found', LINK_NOT_VALID);
      if (opened === 'expired') throw new AppError('not_found', LINK_EXPIRED, undefined, 410);
      if (opened === 'gone') throw new AppError('not_found', LINK_GONE);
      return opened;
    },
  );
};
