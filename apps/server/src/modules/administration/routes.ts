import { createReadStream } from 'node:fs';
import path from 'node:path';
import { backupList, backupName } from '@pg/contracts/administration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import type { BackupService } from '../../lib/backup-service.ts';
import { forbidden } from '../../lib/errors.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import { backupEntries, recordBackupEvent, requireBackup } from './repository.ts';

/** A super admin's, whatever their permissions: backups hold every branch's data. */
function superAdmin(principal: Principal) {
  if (!principal.isSuperAdmin) throw forbidden('Only a super admin can manage backups');
  return principal;
}

/** Backups of the whole database: list, take one now, download one (super admins only). */
export const administrationRoutes: FastifyPluginAsyncZod<{ db: Db; backups: BackupService }> = async (
  app,
  { db, backups },
) => {
  const route = resourceRoutes(app, ['administration']);
  const access = { permission: 'signed-in', scope: 'none' } as const;

  route.endpoint('GET', '/administration/backups', { ...access, response: backupList }, async ({ by }) => {
    superAdmin(by);
    return backupEntries(backups);
  });
  route.endpoint(
    'POST',
    '/administration/backups',
    { ...access, created: true, response: z.object({ name: z.string() }) },
    async ({ by }) => {
      const actor = superAdmin(by);
      const { file } = await backups.backUp();
      const name = path.basename(file);
      await recordBackupEvent(db, actor, 'backup.create', name);
      return { name };
    },
  );
  route.endpoint(
    'GET',
    '/administration/backups/:name',
    { ...access, params: z.object({ name: backupName }), sends: true },
    async ({ params, by, reply }) => {
      superAdmin(by);
      const file = await requireBackup(backups, params.name);
      await recordBackupEvent(db, by, 'backup.download', params.name);
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${params.name}"`)
        .header('cache-control', 'no-store')
        .send(createReadStream(file));
    },
  );
};
