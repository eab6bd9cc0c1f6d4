import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the PostgreSQL server of `adminUrl`, on a connection of its own. */
async function asAdmin(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new, empty database `<prefix>_<random hex>` on the PostgreSQL server of `adminUrl` (for a test
 * file or a benchmark run): its name, its URL, and `drop`, which removes it even while connections
 * to it are still open.
 */
export async function createScratchDatabase(adminUrl: string, prefix: string, randomBytesCount = 6) {
  const name = `${prefix}_${randomBytes(randomBytesCount).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
