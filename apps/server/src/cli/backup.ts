import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createBackup } from '../lib/backup.ts';
import { backupDir } from '../lib/backup-settings.ts';

/**
 * `npm run backup [-- --include-key] [--dir DIR]`: writes one backup file of the whole database
 * (and, when asked, the DATA_KEY). With the embedded database, stop the server first, or use
 * 'Back up now' on the Administration page: one database directory serves one process at a time.
 */
const { values } = parseArgs({
  options: { 'include-key': { type: 'boolean', default: false }, dir: { type: 'string' } },
});
const config = loadConfigOrExit();
const dir = values.dir ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.dir) : backupDir(config);
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const { file, manifest } = await createBackup({
    database,
    url: config.DATABASE_URL,
    dir,
    clock: config.clock,
    dataKey: values['include-key'] ? config.dataKey : undefined,
  });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Backed up ${Object.keys(manifest.tables).length} tables, ${rows} rows (${manifest.dump}) to ${file}`,
  );
  if (manifest.includesKey) {
    console.log('The backup holds the DATA_KEY: keep it as safe as the key itself.');
  } else {
    console.log(
      'The backup holds no DATA_KEY: keep the DATA_KEY safe apart from it (or back up with --include-key).',
    );
  }
} catch (err) {
  console.error(`Backup failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
