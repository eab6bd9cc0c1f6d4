import { parseArgs } from 'node:util';
import { setupSchema } from '@pg/contracts/auth';
import { loadConfig } from '../config.ts';
import { syncCatalogue } from '../db/catalogue.ts';
import { openDatabase } from '../db/client.ts';
import { mapDbError } from '../lib/errors.ts';
import { createUser } from '../modules/users/repository.ts';

/** `npm run admin:create -- --email E --password P`: creates a super admin from a shell. */
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const parsed = setupSchema.safeParse({ email: values.email ?? '', password: values.password ?? '' });
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
  console.error('Usage: npm run admin:create -- --email you@example.com --password "a long password"');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  await syncCatalogue(database.db);
  const user = await database.db.transaction((tx) =>
    createUser(tx, { ...parsed.data, roleNames: ['super_admin'] }),
  );
  console.log(`Created super admin ${user.email}`);
} catch (err) {
  console.error(mapDbError(err)?.message ?? err);
  process.exitCode = 1;
} finally {
  await database.close();
}
