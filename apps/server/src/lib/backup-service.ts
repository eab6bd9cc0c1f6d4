import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createBackup, listBackups, pruneBackups } from './backup.ts';
import { backupDir } from './backup-settings.ts';

/** The most recent `hour`:00 (server time) at or before `now`. */
export function lastScheduled(now: Date, hour: number): Date {
  const at = new Date(now);
  at.setHours(hour, 0, 0, 0);
  if (at.getTime() > now.getTime()) at.setDate(at.getDate() - 1);
  return at;
}

export type BackupService = ReturnType<typeof createBackupService>;

/**
 * The running server's backups: 'Back up now', the nightly one (`tick`, run every minute, backs
 * up once the clock has passed BACKUP_HOUR since the last nightly run; of several servers on one
 * database, the one holding the job's lease) and the pruning of those older than BACKUP_KEEP days.
 * One backup runs at a time on a server. Several servers share one BACKUP_DIR: each lists, serves
 * and prunes whatever the folder holds, and names its own backups so that no two collide.
 */
export function createBackupService({
  database,
  config,
}: {
  database: Database;
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'BACKUP_DIR' | 'BACKUP_HOUR' | 'BACKUP_KEEP' | 'clock'>;
}) {
  const dir = backupDir(config);
  const hour = config.BACKUP_HOUR === 'off' ? null : config.BACKUP_HOUR;
  // The nightly backup due when the server started is not taken at start-up, only the next one.
  let handled = hour === null ? null : lastScheduled(config.clock.now(), hour).getTime();
  let running: Promise<{ file: string }> | null = null;

  async function backUp() {
    if (running) return running;
    running = (async () => {
      try {
        const result = await createBackup({ database, url: config.DATABASE_URL, dir, clock: config.clock });
        await pruneBackups(dir, config.BACKUP_KEEP, config.clock.now());
        return result;
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    dir,
    hour,
    keepDays: config.BACKUP_KEEP,
    backUp,
    list: () => listBackups(dir),
    /** Takes the nightly backup when its hour has come; answers whether it did. */
    async tick(): Promise<boolean> {
      if (hour === null || handled === null) return false;
      const due = lastScheduled(config.clock.now(), hour).getTime();
      if (due <= handled) return false;
      handled = due;
      await backUp();
      return true;
    },
    /**
     * When the newest backup in BACKUP_DIR was taken, by whichever server: read from the folder
     * every time, so that with one BACKUP_DIR shared by every server each says the business's.
     */
    async lastBackupAt(): Promise<Date | null> {
      const [newest] = await listBackups(dir);
      return newest ? new Date(newest.manifest?.createdAt ?? newest.modifiedAt) : null;
    },
  };
}
