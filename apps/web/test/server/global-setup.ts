import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../../server/src/app.ts';
import { loadConfig } from '../../../server/src/config.ts';
import { syncCatalogue } from '../../../server/src/db/catalogue.ts';
import { openDatabase } from '../../../server/src/db/client.ts';
import type { Credentials } from '../components/fixtures.ts';
import { createSuperAdmin, seed } from './seed.ts';

/**
 * The real server for the component tests: the whole app on a fresh in-memory database, listening
 * on a free local port, with a super admin and each test file's data created through its API. The
 * tests get the origin, the super admin's credentials and the seeded ids through `inject`.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pgc-web-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    // No built web app is served: only the API matters here.
    WEB_DIST: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Longer than any run, so that no token expires under a slow machine.
    ACCESS_TOKEN_TTL_SECONDS: String(4 * 60 * 60),
  });
  const database = await openDatabase({ memory: true });
  await database.migrate();
  await syncCatalogue(database.db);
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });

  const close = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const { port } = app.server.address() as AddressInfo;
    const admin: Credentials = { email: 'owner@example.com', password: 'correct horse battery staple' };
    const token = await createSuperAdmin(app, admin);
    const fixtures = await seed(app, token);

    project.provide('apiOrigin', `http://127.0.0.1:${port}`);
    project.provide('admin', admin);
    project.provide('fixtures', fixtures);
  } catch (error) {
    await close();
    throw error;
  }
  return close;
}
