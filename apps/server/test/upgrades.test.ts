import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import {
  assertDatabaseNotNewer,
  codeMigrationLevel,
  databaseMigrationLevel,
  NewerDatabaseError,
} from '../src/db/migration-level.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.TEST_DATABASE_URL;

/** Records a migration this code does not have, as a newer version would have run it. */
const recordNewerMigration = (when: number) =>
  sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${when})`;

describe('a database migrated by a newer version', () => {
  it('is at the level of the code after migrating, and refused once it goes beyond', {
    timeout: 600_000,
  }, async () => {
    const database = await openDatabase({ memory: true });
    try {
      expect(await databaseMigrationLevel(database.db)).toBeNull();
      await database.migrate();
      const code = codeMigrationLevel();
      expect(await databaseMigrationLevel(database.db)).toEqual(code);
      await expect(assertDatabaseNotNewer(database.db)).resolves.toBeUndefined();

      await database.db.execute(recordNewerMigration(code.when + 1000));
      const check = assertDatabaseNotNewer(database.db);
      await expect(check).rejects.toThrow(NewerDatabaseError);
      await expect(assertDatabaseNotNewer(database.db)).rejects.toThrow(
        /upgraded by a newer version of the console \(\d+ migrations; this version knows \d+/,
      );
    } finally {
      await database.close();
    }
  });

  it.skipIf(!adminUrl)(
    'the server says so in one line and does not start',
    { timeout: 600_000 },
    async () => {
      const name = `pgc_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const u = new URL(adminUrl ?? '');
      u.pathname = `/${name}`;
      try {
        const database = await openDatabase({ url: u.toString() });
        await database.migrate();
        await database.db.execute(recordNewerMigration(codeMigrationLevel().when + 1000));
        await database.close();
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
          cwd: serverDir,
          env: {
            ...process.env,
            DATABASE_URL: u.toString(),
            DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pgc-upgrade-')),
            JWT_SECRET: randomBytes(32).toString('hex'),
            DATA_KEY: randomBytes(32).toString('hex'),
            PORT: '0',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stderr = '';
        child.stderr.on('data', (d) => {
          stderr += d;
        });
        const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
        expect(code).toBe(1);
        const lines = stderr.trim().split('\n');
        expect(lines, stderr).toHaveLength(1);
        expect(lines[0]).toMatch(/^The database has been upgraded by a newer version of the console/);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
