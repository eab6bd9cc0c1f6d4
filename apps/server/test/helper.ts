import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import { afterAll, expect, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { syncCatalogue } from '../src/db/catalogue.ts';
import { openDatabase, type Tx } from '../src/db/client.ts';
import { userBranches, users } from '../src/db/schema/auth.ts';
import type { Clock } from '../src/lib/clock.ts';
import { createUser } from '../src/modules/users/repository.ts';
import { createScratchDatabase } from './scratch-database.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A server on a fresh database: an in-memory PGlite, or, when TEST_DATABASE_URL is set, a new
 * PostgreSQL database created for this test file and dropped after it.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { clock?: Clock; logger?: FastifyServerOptions['logger'] } = {},
) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'pgc_test') : undefined;
  const configEnv = {
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pgc-test-')),
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Every test signs in from the same address; the per-address limit has its own tests.
    SIGN_IN_MAX_ATTEMPTS_PER_IP: '100000',
    ...env,
  };
  const loaded = loadConfig(configEnv);
  const config = opts.clock ? { ...loaded, clock: opts.clock } : loaded;
  const database = await openDatabase(scratch ? { url: scratch.url } : { memory: true });
  await database.migrate();
  await syncCatalogue(database.db);
  await installTestBranchAccess(database.db);
  const app = await buildApp({ config, database, logger: opts.logger ?? false });
  await app.ready();

  // Once, whoever asks first: a test may close it itself before the hook below does.
  let closed: Promise<void> | undefined;
  const close = () => {
    closed ??= (async () => {
      await app.close();
      await database.close();
      await scratch?.drop();
    })();
    return closed;
  };
  // Made inside a test, it is closed (and its database dropped) when that test ends: a file's
  // afterAll registered while its tests run never runs. Made at a file's top level, after the file.
  if (expect.getState().currentTestName === undefined) afterAll(close);
  else onTestFinished(close);

  let counter = 0;
  /**
   * Creates a user with the given roles and signs them in through the API. Unless `branches` names
   * the branches they work in, they work in every branch, present and future (see
   * `grantBranchAccess`); `allBranches` sets their 'All branches' flag.
   */
  async function signIn(roleNames: string[] = ['super_admin'], email?: string, access: BranchAccess = {}) {
    const address = email ?? `user${++counter}-${randomBytes(3).toString('hex')}@example.com`;
    const password = 'correct horse battery';
    const user = await createUser(database.db, { email: address, password, roleNames });
    await grantBranchAccess(database.db, user.id, access);
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

  /**
   * Another server on this one's database (on PostgreSQL, with connections of its own; on PGlite,
   * the same embedded database), with the same settings unless `env` says otherwise; closed when
   * the test (or the file) ends.
   */
  async function anotherServer(env: Record<string, string> = {}, more: { clock?: Clock } = {}) {
    const other = loadConfig({ ...configEnv, ...env });
    const otherClock = more.clock ?? opts.clock;
    const otherDatabase = scratch ? await openDatabase({ url: scratch.url }) : database;
    const server = await buildApp({
      config: otherClock ? { ...other, clock: otherClock } : other,
      database: otherDatabase,
      logger: opts.logger ?? false,
    }).catch(async (err: unknown) => {
      // A server that does not start (keys of its own, say) leaves no connection behind.
      if (otherDatabase !== database) await otherDatabase.close();
      throw err;
    });
    await server.ready();
    let done: Promise<void> | undefined;
    const closeOther = () => {
      done ??= (async () => {
        await server.close();
        if (otherDatabase !== database) await otherDatabase.close();
      })();
      return done;
    };
    // Before this server's own database goes.
    if (expect.getState().currentTestName === undefined) afterAll(closeOther);
    else onTestFinished(closeOther);
    return { app: server, db: otherDatabase.db, database: otherDatabase, close: closeOther };
  }

  return { app, db: database.db, database, config, signIn, close, anotherServer, url: scratch?.url };
}

/** Where a test user works: the named branches, or (by default) every branch, now and later. */
export type BranchAccess = { branches?: readonly string[]; allBranches?: boolean };

/**
 * Test databases carry one extra table and trigger: a user listed in `test_every_branch` is
 * assigned (through `user_branches`, as in production) to every branch created from then on, so
 * tests written about one feature need not assign their users to the branches they make.
 */
async function installTestBranchAccess(db: Tx) {
  await db.execute(sql`
    create table test_every_branch (user_id uuid primary key references users(id) on delete cascade)`);
  await db.execute(sql`
    create function test_assign_new_branch() returns trigger language plpgsql as $$
    begin
      insert into user_branches (user_id, branch_id) select user_id, new.id from test_every_branch
        on conflict do nothing;
      return new;
    end $$`);
  await db.execute(sql`
    create trigger test_assign_new_branch after insert on branches
      for each row execute function test_assign_new_branch()`);
}

/** Assigns a test user to the given branches, or to every branch (present and future) by default. */
export async function grantBranchAccess(db: Tx, userId: string, access: BranchAccess = {}) {
  if (access.allBranches) await db.update(users).set({ allBranches: true }).where(sql`id = ${userId}`);
  if (access.branches) {
    if (access.branches.length) {
      await db.insert(userBranches).values(access.branches.map((branchId) => ({ userId, branchId })));
    }
    return;
  }
  await db.execute(sql`insert into test_every_branch (user_id) values (${userId})`);
  await db.execute(sql`insert into user_branches (user_id, branch_id) select ${userId}, id from branches
    on conflict do nothing`);
}
