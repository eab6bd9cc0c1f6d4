import { z } from 'zod';

/** One backup file in BACKUP_DIR, as the Administration page lists it. */
export const backupEntry = z.object({
  name: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  /** 'pglite' (the embedded database) or 'postgres'. */
  database: z.string().nullable(),
  appVersion: z.string().nullable(),
  migrations: z.number().int().nullable(),
  rows: z.number().int().nullable(),
  includesKey: z.boolean(),
});
export type BackupEntry = z.infer<typeof backupEntry>;

export const backupList = z.object({
  items: z.array(backupEntry),
  /** Where the server writes backups, and when it takes the nightly one (null: not at all). */
  directory: z.string(),
  nightlyHour: z.number().int().nullable(),
  keepDays: z.number().int(),
});
export type BackupList = z.infer<typeof backupList>;

/**
 * A backup file's name as the server writes it: the UTC minute and a random part, so that servers
 * writing into one shared folder never choose the same name (`-2` and no suffix: older names).
 * Nothing else is ever read from BACKUP_DIR.
 */
export const BACKUP_FILE_NAME = /^pgc-\d{4}-\d{2}-\d{2}T\d{4}(?:-\d+|-[0-9a-f]{8})?\.tar\.gz$/;
export const backupName = z.string().regex(BACKUP_FILE_NAME, 'Not a backup file name');

export const ADMINISTRATION_TEXT = {
  title: 'Administration',
  description: 'Backups of the whole database: taken every night, kept for a while, downloadable.',
  denied: 'Super admin access required to manage backups.',
  backUpNow: 'Back up now',
  backedUp: 'Backup written',
  backupFailed: 'The backup failed',
  noBackups: 'No backups yet',
  download: 'Download',
  keyNote:
    'Backups hold no DATA_KEY: keep the key safe apart from them, or Aadhar numbers and photos cannot be read after a restore.',
} as const;
