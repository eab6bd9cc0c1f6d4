import type { BackupList } from '@pg/contracts/administration';
import type { Db } from '../../db/client.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import type { BackupService } from '../../lib/backup-service.ts';
import { notFound } from '../../lib/errors.ts';

/** The backups in BACKUP_DIR, newest first, with what their manifests say. */
export async function backupEntries(backups: BackupService): Promise<BackupList> {
  const list = await backups.list();
  return {
    directory: backups.dir,
    nightlyHour: backups.hour,
    keepDays: backups.keepDays,
    items: list.map((b) => ({
      name: b.name,
      size: b.size,
      createdAt: b.manifest?.createdAt ?? b.modifiedAt.toISOString(),
      database: b.manifest?.database ?? null,
      appVersion: b.manifest?.appVersion ?? null,
      migrations: b.manifest?.migration?.count ?? null,
      rows: b.manifest ? Object.values(b.manifest.tables).reduce((a, n) => a + n, 0) : null,
      includesKey: b.manifest?.includesKey ?? false,
    })),
  };
}

/** The path of a listed backup, or 404. */
export async function requireBackup(backups: BackupService, name: string) {
  const found = (await backups.list()).find((b) => b.name === name);
  if (!found) throw notFound('Backup');
  return found.file;
}

/** Writes 'backup.create' / 'backup.download' to the audit log. */
export async function recordBackupEvent(db: Db, actor: AuditActor, action: string, name: string) {
  await db.transaction((tx) => writeAudit(tx, { actor, action, entity: 'backup', entityId: name }));
}
