import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { createTestApp } from './helper.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = () => mkdtempSync(path.join(os.tmpdir(), 'pgc-start-'));
const secrets = () => ({
  JWT_SECRET: randomBytes(32).toString('hex'),
  DATA_KEY: randomBytes(32).toString('hex'),
});

/** Opens the embedded database the way main does, and asks it something. */
async function openAndQuery(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    await database.db.execute(sql`select 1`);
  } finally {
    await database.close();
  }
}

describe('starting on a new data directory', () => {
  // Creating an embedded database on disk takes a while on a busy machine.
  it('creates DATA_DIR and pgdata/ when the secrets come from the environment', {
    timeout: 300_000,
  }, async () => {
    const dataDir = path.join(scratch(), 'new', 'data');
    const config = loadConfig({ ...secrets(), DATA_DIR: dataDir });
    expect(config.DATA_DIR).toBe(dataDir);
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(true);
    // No secret files: they came from the environment.
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
    await openAndQuery(dataDir);
  });

  it('creates DATA_DIR, pgdata/ and the secrets when none are given', { timeout: 300_000 }, async () => {
    const dataDir = path.join(scratch(), 'fresh');
    const config = loadConfig({ DATA_DIR: dataDir });
    for (const file of ['pgdata', 'jwt-secret', 'data-key']) {
      expect(existsSync(path.join(dataDir, file)), file).toBe(true);
    }
    // The next start reads the same secrets back.
    expect(loadConfig({ DATA_DIR: dataDir }).dataKey.equals(config.dataKey)).toBe(true);
    await openAndQuery(dataDir);
  });

  it('refuses an unwritable DATA_DIR in one clear sentence', () => {
    const file = path.join(scratch(), 'a-file');
    writeFileSync(file, 'not a directory');
    for (const env of [{ ...secrets() }, {}]) {
      expect(() => loadConfig({ ...env, DATA_DIR: path.join(file, 'data') })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ ...secrets(), DATA_DIR: path.join(file, 'data') })).toThrow(
      /^Cannot use DATA_DIR .*a-file\/data: part of the path is a file, not a directory\./,
    );
  });

  it('the server prints that one line, no stack, and exits non-zero', { timeout: 300_000 }, async () => {
    const file = path.join(scratch(), 'a-file');
    writeFileSync(file, 'not a directory');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, ...secrets(), DATABASE_URL: '', DATA_DIR: path.join(file, 'data') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stdout).toBe('');
    const lines = stderr.trim().split('\n');
    expect(lines, stderr).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot use DATA_DIR .*: part of the path is a file, not a directory\./);
  });
});

describe('TRUST_PROXY', () => {
  const trust = (value?: string) =>
    loadConfig({ ...secrets(), DATA_DIR: scratch(), ...(value === undefined ? {} : { TRUST_PROXY: value }) })
      .TRUST_PROXY;

  it('takes a number of proxies, or their addresses, and nothing by default', () => {
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.5, 10.1.0.0/16,::1,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it("refuses 'true' and anything that is not an address, saying what to give", () => {
    expect(() => trust('true')).toThrow(/TRUST_PROXY: give the number of proxies/);
    expect(() => trust('10.0.0.5, proxy.internal')).toThrow(/proxy\.internal/);
    expect(() => trust('10.0.0.0/33')).toThrow(ConfigError);
  });
});

describe('keys shared by every server of a database', () => {
  it('refuses DATABASE_URL without JWT_SECRET and DATA_KEY in the environment, naming what is missing', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/none';
    expect(() => loadConfig({ DATABASE_URL: url, DATA_DIR: scratch() })).toThrow(
      'With DATABASE_URL, set JWT_SECRET and DATA_KEY in the environment: every server on the database must use the same keys.',
    );
    const { JWT_SECRET } = secrets();
    expect(() => loadConfig({ DATABASE_URL: url, JWT_SECRET, DATA_DIR: scratch() })).toThrow(
      'With DATABASE_URL, set DATA_KEY in the environment',
    );
    expect(loadConfig({ DATABASE_URL: url, ...secrets(), DATA_DIR: scratch() }).DATABASE_URL).toBe(url);
  });

  it('a second server with another key does not start and names the key; with the same keys it does', async () => {
    const keys = secrets();
    const t = await createTestApp(keys);
    await expect(t.anotherServer({ JWT_SECRET: secrets().JWT_SECRET })).rejects.toThrow(
      /^JWT_SECRET is not the one this database was first used with/,
    );
    await expect(t.anotherServer({ DATA_KEY: secrets().DATA_KEY })).rejects.toThrow(
      /^DATA_KEY is not the one this database was first used with/,
    );
    const same = await t.anotherServer({ DATA_DIR: scratch() });
    expect((await same.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
