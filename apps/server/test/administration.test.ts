import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { createBackupService } from '../src/lib/backup-service.ts';
import { testClock } from './clock.ts';
import { createTestApp } from './helper.ts';

const scratch = () => mkdtempSync(path.join(os.tmpdir(), 'pgc-backups-'));
/** A local time (the nightly hour is the server's). */
const local = (y: number, m: number, d: number, h: number, min = 0) => new Date(y, m - 1, d, h, min);

describe('nightly backups', () => {
  it('backs up once the hour has come, once a night, and keeps BACKUP_KEEP days', {
    timeout: 600_000,
  }, async () => {
    const clock = testClock(local(2026, 11, 20, 2, 30));
    const dir = scratch();
    const { database, config } = await createTestApp({ BACKUP_DIR: dir, BACKUP_HOUR: '3', BACKUP_KEEP: '2' });
    const backups = createBackupService({ database, config: { ...config, clock } });
    expect(config.BACKUP_DIR).toBe(dir);

    expect(await backups.tick()).toBe(false); // 02:30: not yet
    clock.advance(29 * 60);
    expect(await backups.tick()).toBe(false); // 02:59
    clock.advance(60);
    expect(await backups.tick()).toBe(true); // 03:00
    expect(await backups.tick()).toBe(false); // once a night
    clock.advance(12 * 3600);
    expect(await backups.tick()).toBe(false);
    expect(readdirSync(dir)).toHaveLength(1);

    // The next three nights: one backup each; the one of the first night goes after two days.
    for (let night = 0; night < 3; night++) {
      clock.advance(24 * 3600);
      expect(await backups.tick()).toBe(true);
    }
    const names = readdirSync(dir).sort();
    expect(names).toHaveLength(3);
    expect(names.some((n) => n.includes('2026-11-20'))).toBe(false);
    expect((await backups.lastBackupAt())?.getTime()).toBe(clock.now().getTime());
  });

  it('takes none when BACKUP_HOUR is off', async () => {
    const clock = testClock(local(2026, 11, 20, 2, 30));
    const { database, config } = await createTestApp({ BACKUP_DIR: scratch(), BACKUP_HOUR: 'off' });
    const backups = createBackupService({ database, config: { ...config, clock } });
    clock.advance(24 * 3600);
    expect(await backups.tick()).toBe(false);
  });
});

describe('the Administration page’s backups', () => {
  it('lists, takes and downloads backups for super admins only, writing the audit log', {
    timeout: 600_000,
  }, async () => {
    const { app, db, database, signIn } = await createTestApp({ BACKUP_DIR: scratch() });
    const owner = await signIn(['super_admin']);
    const admin = await signIn(['admin'], undefined, { allBranches: true });

    expect((await app.inject({ method: 'GET', url: '/api/administration/backups' })).statusCode).toBe(401);
    for (const req of [
      { method: 'GET', url: '/api/administration/backups' },
      { method: 'POST', url: '/api/administration/backups' },
      { method: 'GET', url: '/api/administration/backups/pgc-2026-11-22T0300.tar.gz' },
    ] as const) {
      expect((await app.inject({ ...req, headers: admin.headers })).statusCode, req.method).toBe(403);
    }

    const empty = await app.inject({
      method: 'GET',
      url: '/api/administration/backups',
      headers: owner.headers,
    });
    expect(empty.json()).toMatchObject({ items: [], nightlyHour: 3, keepDays: 14 });

    const made = await app.inject({
      method: 'POST',
      url: '/api/administration/backups',
      headers: owner.headers,
    });
    expect(made.statusCode).toBe(201);
    const { name } = made.json() as { name: string };
    const list = await app.inject({
      method: 'GET',
      url: '/api/administration/backups',
      headers: owner.headers,
    });
    expect(list.json().items).toEqual([
      expect.objectContaining({
        name,
        database: database.kind,
        includesKey: false,
        rows: expect.any(Number),
      }),
    ]);

    const download = await app.inject({
      method: 'GET',
      url: `/api/administration/backups/${name}`,
      headers: owner.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(gunzipSync(download.rawPayload).includes('manifest.json')).toBe(true);

    const audit = await query<{ action: string; entity_id: string; actor_email: string }>(
      db,
      sql`select action, entity_id, actor_email from audit_log where entity = 'backup' order by created_at`,
    );
    expect(audit).toEqual([
      { action: 'backup.create', entity_id: name, actor_email: owner.email },
      { action: 'backup.download', entity_id: name, actor_email: owner.email },
    ]);

    for (const bad of ['..%2F..%2Fdata-key', 'data-key', 'pgc-2026-11-22T0300.tar.gz.partial']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/administration/backups/${bad}`,
        headers: owner.headers,
      });
      expect(res.statusCode, bad).toBe(400);
    }
    const missing = await app.inject({
      method: 'GET',
      url: '/api/administration/backups/pgc-2001-01-01T0000.tar.gz',
      headers: owner.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});
