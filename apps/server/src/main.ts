import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { syncCatalogue } from './db/catalogue.ts';
import { openDatabase } from './db/client.ts';
import { assertDatabaseNotNewer, NewerDatabaseError } from './db/migration-level.ts';
import { KeyMismatchError } from './lib/key-checks.ts';

const config = loadConfigOrExit();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  // A database a newer version has migrated: this code would misread it, so it does not start.
  await assertDatabaseNotNewer(database.db);
} catch (err) {
  if (!(err instanceof NewerDatabaseError)) throw err;
  console.error(err.message);
  await database.close();
  process.exit(1);
}
await database.migrate();
await syncCatalogue(database.db);
const app = await buildApp({ config, database }).catch(async (err: unknown) => {
  if (!(err instanceof KeyMismatchError)) throw err;
  // Another server's keys are not this one's: it says which and does not start.
  console.error(err.message);
  await database.close();
  process.exit(1);
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out');
    process.exit(1);
  }, 15_000);
  timer.unref();
  try {
    await app.close(); // stops accepting, waits for in-flight requests
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
// The port actually bound (PORT=0 asks the system for a free one).
const { port } = app.server.address() as AddressInfo;
app.log.info(
  { port },
  `PG console on http://localhost:${port} (${database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'})`,
);
