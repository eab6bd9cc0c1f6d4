import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { syncCatalogue } from '../src/db/catalogue.ts';
import { openDatabase } from '../src/db/client.ts';
import { createUser } from '../src/modules/users/repository.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A server on a fresh database: an in-memory PGlite, or, when TEST_DATABASE_URL is set, a new
 * PostgreSQL database created for this test file and dropped after it.
 */
export async function createTestApp(env: Record<string, string> = {}) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let url: string | undefined;
  let dbName: string | undefined;
  if (adminUrl) {
    dbName = `pgc_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    url = u.toString();
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pgc-test-')),
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...env,
  });
  const database = await openDatabase(url ? { url } : { memory: true });
  await database.migrate();
  await syncCatalogue(database.db);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();

  const close = async () => {
    await app.close();
    await database.close();
    if (adminUrl && dbName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  };
  afterAll(close);

  let counter = 0;
  /** Creates a user with the given roles and signs them in through the API. */
  async function signIn(roleNames: string[] = ['super_admin'], email?: string) {
    const address = email ?? `user${++counter}-${randomBytes(3).toString('hex')}@example.com`;
    const password = 'correct horse battery';
    const user = await createUser(database.db, { email: address, password, roleNames });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      payload: { email: address, password },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
    const body = res.json() as { access_token: string };
    const cookie = res.cookies.find((c) => c.name === 'pg_refresh')?.value ?? '';
    return {
      user,
      email: address,
      password,
      token: body.access_token,
      refreshToken: cookie,
      headers: { authorization: `Bearer ${body.access_token}` },
    };
  }

  return { app, db: database.db, database, config, signIn, close };
}
