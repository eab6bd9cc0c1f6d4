import type { Config } from '../config.ts';

/** Where backups go: BACKUP_DIR (default: DATA_DIR/backups), resolved when the config loads. */
export const backupDir = (config: Pick<Config, 'BACKUP_DIR' | 'DATA_DIR'>) =>
  config.BACKUP_DIR ?? `${config.DATA_DIR}/backups`;
