import { createReadStream } from 'node:fs';
import path from 'node:path';
import { backupList, backupName } from '@pg/contracts/administration';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { BackupService } from '../../lib/backup-service.ts';
import { forbidden } from '../../lib/errors.ts';
import { principalOf } from '../../plugins/auth.ts';
import { backupEntries, recordBackupEvent, requireBackup } from './repository.ts';

/** A super admin's, whatever their permissions: backups hold every branch's data. */
function superAdminOf(request: FastifyRequest) {
  const principal = principalOf(request);
  if (!principal.isSuperAdmin) throw forbidden('Only a super admin can manage backups');
  return principal;
}

/** Backups of the whole database: list, take one now, download one (super admins only). */
export const administrationRoutes: FastifyPluginAsyncZod<{ db: Db; backups: BackupService }> = async (
  app,
  { db, backups },
) => {
  const access = { signedIn: true, scope: 'none' } as const;

  app.get(
    '/administration/backups',
    { config: access, schema: { tags: ['administration'], response: { 200: backupList } } },
    async (request) => {
      superAdminOf(request);
      return backupEntries(backups);
    },
  );

  app.post(
    '/administration/backups',
    {
      config: access,
      schema: { tags: ['administration'], response: { 201: z.object({ name: z.string() }) } },
    },
    async (request, reply) => {
      const actor = superAdminOf(request);
      const { file } = await backups.backUp();
      const name = path.basename(file);
      await recordBackupEvent(db, actor, 'backup.create', name);
      return reply.status(201).send({ name });
    },
  );

  app.get(
    '/administration/backups/:name',
    {
      config: access,
      schema: { tags: ['administration'], params: z.object({ name: backupName }) },
    },
    async (request, reply) => {
      const actor = superAdminOf(request);
      const file = await requireBackup(backups, request.params.name);
      await recordBackupEvent(db, actor, 'backup.download', request.params.name);
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${request.params.name}"`)
        .header('cache-control', 'no-store')
        .send(createReadStream(file));
    },
  );
};
