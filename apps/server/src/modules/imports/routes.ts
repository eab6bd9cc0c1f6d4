import { bedImport } from '@pg/contracts/bed-import';
import { branchParams, todayIso } from '@pg/contracts/common';
import { importResult } from '@pg/contracts/imports';
import { paymentImport } from '@pg/contracts/payment-import';
import type { PermissionKey } from '@pg/contracts/permissions';
import { tenantImport } from '@pg/contracts/tenant-import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import { bedImportKind } from './beds.ts';
import { paymentImportKind } from './payments.ts';
import { type ImportKind, runImport } from './run.ts';
import { tenantImportKind } from './tenants.ts';

/**
 * Records from a spreadsheet into a branch, one route per kind: a preview (`dry_run`), then the
 * import of the valid rows. Each needs the permission to add what it adds, and takes an
 * `Idempotency-Key` as money writes do: a repeat of an import gets its first report back.
 */
export const importRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const route = <R, V, A>(
    path: string,
    spec: { input: z.ZodType<{ rows: R[]; dry_run: boolean }> },
    permission: PermissionKey,
    kind: ImportKind<R, V, A>,
  ) =>
    resourceRoutes(app, [path]).endpoint(
      'POST',
      `/branches/:branchId/${path}/import`,
      {
        permission,
        scope: 'branch',
        idempotent: true,
        bodyLimit: 8 * 1024 * 1024,
        params: branchParams,
        body: spec.input,
        response: importResult,
      },
      ({ params, body, by }) =>
        runImport(db, kind, params.branchId, body.rows, {
          dryRun: body.dry_run,
          actor: by,
          today: todayIso(config.clock.now()),
        }),
    );
  route('tenants', tenantImport, 'tenants:create', tenantImportKind);
  route('beds', bedImport, 'beds:create', bedImportKind);
  route('payments', paymentImport, 'payments:create', paymentImportKind);
};
