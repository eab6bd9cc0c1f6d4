import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config.ts';
import { BackupError } from '../lib/backup.ts';
import { restoreBackup } from '../lib/restore.ts';

/**
 * `npm run restore -- <file> [--force]`: restores a backup into the configured database (stop the
 * server first), runs the migrations newer than the backup's, and says what it did.
 */
const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- backups/pgc-2026-11-22T0300.tar.gz [--force]');
  process.exit(2);
}
const config = loadConfigOrExit();
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0] ?? '');
try {
  const report = await restoreBackup({ file, config, force: values.force, clock: config.clock });
  for (const line of report.lines) console.log(line);
  console.log('Restored. Start the server with npm start.');
} catch (err) {
  console.error(err instanceof BackupError ? err.message : `Restore failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
