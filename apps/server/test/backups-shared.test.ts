import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BACKUP_FILE_NAME } from '@pg/contracts/administration';
import { describe, expect, it } from 'vitest';
import { testClock } from './clock.ts';
import { createTestApp, type TestApp } from './helper.ts';

/**
 * Two servers on one database (PostgreSQL with TEST_DATABASE_URL) and one BACKUP_DIR they both
 * reach: the business's backups are in one place, whichever server took them.
 */

const METRICS_TOKEN = 'metrics-token-of-the-business';
type Server = Pick<TestApp, 'app'>;

const listed = async (server: Server, headers: Record<string, string>) => {
  const res = await server.app.inject({ method: 'GET', url: '/api/administration/backups', headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: { name: string; created_at: string | null }[] }).items;
};

const download = async (server: Server, headers: Record<string, string>, name: string) => {
  const res = await server.app.inject({
    method: 'GET',
    url: `/api/administration/backups/${name}`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/gzip');
  return res.rawPayload;
};

const backupAge = async (server: Server) => {
  const res = await server.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  return /^pgc_backup_age_seconds (\S+)$/m.exec(res.body)?.[1];
};

describe('backups of two servers in one shared folder', () => {
  it('takes one nightly backup for both; each lists it, serves it and reports its age', {
    timeout: 120_000,
  }, async () => {
    const start = new Date('2027-01-10T00:00:00');
    start.setHours(2, 59, 0, 0);
    const clock = testClock(start);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pgc-shared-backups-'));
    const env = { BACKUP_HOUR: '3', BACKUP_DIR: dir, METRICS_TOKEN };
    const a = await createTestApp(env, { clock });
    const b = await a.anotherServer();
    const admin = await a.signIn(['super_admin']);
    expect(await backupAge(a)).toBe('Nan');
    expect(await backupAge(b)).toBe('Nan');

    const name = 'nightly backup';
    // Last night's (due when they started) is not taken; tonight's is taken once, by one of them.
    await Promise.all([a.app.jobs.run(name), b.app.jobs.run(name)]);
    clock.advance(2 * 60);
    const outcomes = await Promise.all([a.app.jobs.run(name), b.app.jobs.run(name)]);
    expect([...outcomes].sort()).toEqual(['ran', 'skipped']);
    expect(await Promise.all([a.app.jobs.run(name), b.app.jobs.run(name)])).toEqual(['skipped', 'skipped']);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(BACKUP_FILE_NAME);

    // Both list it and serve the same file, whichever of them took it.
    const [fromA, fromB] = [await listed(a, admin.headers), await listed(b, admin.headers)];
    expect(fromA.map((i) => i.name)).toEqual(files);
    expect(fromB).toEqual(fromA);
    const bytes = await download(a, admin.headers, files[0]!);
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect((await download(b, admin.headers, files[0]!)).equals(bytes)).toBe(true);

    // The age of the business's newest backup, the same on both.
    clock.advance(90);
    expect(await backupAge(a)).toBe('90');
    expect(await backupAge(b)).toBe('90');
  });

  it("gives 'Back up now' on both servers in the same minute two files, listed by both", {
    timeout: 120_000,
  }, async () => {
    const clock = testClock(new Date('2027-01-10T12:00:00Z'));
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pgc-shared-backups-'));
    const a = await createTestApp({ BACKUP_HOUR: 'off', BACKUP_DIR: dir, METRICS_TOKEN }, { clock });
    const b = await a.anotherServer();
    const admin = await a.signIn(['super_admin']);
    const takes = await Promise.all(
      [a, b].map((s) =>
        s.app.inject({ method: 'POST', url: '/api/administration/backups', headers: admin.headers }),
      ),
    );
    const names = takes.map((res) => {
      expect(res.statusCode).toBe(201);
      return (res.json() as { name: string }).name;
    });
    expect(names[0]).not.toBe(names[1]);
    expect(names[0]!.slice(0, 19)).toBe(names[1]!.slice(0, 19));
    for (const server of [a, b]) {
      expect((await listed(server, admin.headers)).map((i) => i.name).sort()).toEqual([...names].sort());
      for (const n of names) expect((await download(server, admin.headers, n)).length).toBeGreaterThan(0);
    }
  });
});
