import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { paymentInput } from '@pg/contracts/payments';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { idempotencyKeys } from '../src/db/schema/auth.ts';
import { listBackups } from '../src/lib/backup.ts';
import { LEASE_SECONDS, takeLease } from '../src/lib/leases.ts';
import { CLAIM_LEASE_SECONDS, claim, requestHash } from '../src/plugins/idempotency.ts';
import { testClock } from './clock.ts';
import { makeBed, makeRoomInNewBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';

/**
 * Two servers on one database (PostgreSQL with TEST_DATABASE_URL, each with connections of its
 * own) sharing a clock the test moves: each job's run happens on one of them.
 */

const sorted = (outcomes: string[]) => [...outcomes].sort();

describe('background jobs with two servers on one database', () => {
  it('runs each job once per period across both, and again in the next period', async () => {
    const clock = testClock(new Date('2027-01-10T12:00:00Z'));
    const a = await createTestApp({ BACKUP_HOUR: 'off' }, { clock });
    const b = await a.anotherServer();
    const names = a.app.jobs.names();
    expect(names).toEqual(
      expect.arrayContaining([
        'rate-limit counter cleanup',
        'application photo retention',
        'tenant data retention',
      ]),
    );
    expect(b.app.jobs.names()).toEqual(names);
    expect(a.app.jobs.holder).not.toBe(b.app.jobs.holder);
    for (const name of names) {
      expect(sorted(await Promise.all([a.app.jobs.run(name), b.app.jobs.run(name)])), name).toEqual([
        'ran',
        'skipped',
      ]);
      // The same period again, on either: nothing.
      expect(await Promise.all([b.app.jobs.run(name), a.app.jobs.run(name)]), name).toEqual([
        'skipped',
        'skipped',
      ]);
    }
    clock.advance(7 * 60 * 60);
    for (const name of names) {
      expect(sorted(await Promise.all([b.app.jobs.run(name), a.app.jobs.run(name)])), name).toEqual([
        'ran',
        'skipped',
      ]);
    }
  });

  it('takes over a job whose server died while running it, once its lease has expired', async () => {
    const clock = testClock(new Date('2027-01-10T12:00:00Z'));
    const a = await createTestApp({ BACKUP_HOUR: 'off' }, { clock });
    const b = await a.anotherServer();
    const name = 'tenant data retention';
    // A server took the lease for this period and died without giving it back.
    const period = String(Math.floor(clock.now().getTime() / (6 * 60 * 60 * 1000)));
    expect(await takeLease(a.db, { name, holder: 'a dead server', period, now: clock.now() })).toBe(true);
    expect(await Promise.all([a.app.jobs.run(name), b.app.jobs.run(name)])).toEqual(['skipped', 'skipped']);
    clock.advance(LEASE_SECONDS - 1);
    expect(await b.app.jobs.run(name)).toBe('skipped');
    clock.advance(1);
    expect(sorted(await Promise.all([a.app.jobs.run(name), b.app.jobs.run(name)]))).toEqual([
      'ran',
      'skipped',
    ]);
    const [lease] = await query<{ holder: string; last_period: string }>(
      a.db,
      sql`select holder, last_period from leases where name = ${name}`,
    );
    expect([a.app.jobs.holder, b.app.jobs.holder]).toContain(lease!.holder);
    expect(lease!.last_period).toBe(period);
  });

  it('takes one nightly backup for the two, into their shared backup folder', {
    timeout: 120_000,
  }, async () => {
    // Two minutes before the backup hour (server time).
    const start = new Date('2027-01-10T00:00:00');
    start.setHours(2, 58, 0, 0);
    const clock = testClock(start);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pgc-backups-'));
    const a = await createTestApp({ BACKUP_HOUR: '3', BACKUP_DIR: dir }, { clock });
    const b = await a.anotherServer();
    const name = 'nightly backup';
    // Last night's, due when they started, is not taken at start-up.
    expect(sorted(await Promise.all([a.app.jobs.run(name), b.app.jobs.run(name)]))).toEqual([
      'ran',
      'skipped',
    ]);
    expect(await listBackups(dir)).toHaveLength(0);
    clock.advance(3 * 60);
    expect(sorted(await Promise.all([a.app.jobs.run(name), b.app.jobs.run(name)]))).toEqual([
      'ran',
      'skipped',
    ]);
    clock.advance(60);
    expect(await Promise.all([a.app.jobs.run(name), b.app.jobs.run(name)])).toEqual(['skipped', 'skipped']);
    expect(await listBackups(dir)).toHaveLength(1);
  });
});

describe('an Idempotency-Key claimed by a server that died', () => {
  it('is taken over by a retry on another server once its lease has expired', async () => {
    const clock = testClock(new Date('2027-01-10T12:00:00Z'));
    const a = await createTestApp({ BACKUP_HOUR: 'off' }, { clock });
    const b = await a.anotherServer();
    const staff = await a.signIn(['super_admin']);
    const { branch, room } = await makeRoomInNewBranch(a.db);
    await makeBed(a.db, room, { baseRentPerDay: 500 });
    const tenant = await makeTenant(a.db, branch, { name: 'Asha Rao' });
    const route = 'POST /api/branches/:branchId/payments';
    const body = {
      tenant_id: tenant.id,
      amount: 5000,
      method: 'cash',
      date: '2027-01-10',
      reference: 'Slip 9',
    };
    const hash = requestHash(route, { branchId: branch.id }, {}, paymentInput.parse(body));
    const key = randomUUID();
    const payments = async () =>
      (
        await query<{ n: number }>(
          a.db,
          sql`select count(*)::int as n from payments where branch_id = ${branch.id}`,
        )
      )[0]!.n;

    // Server A claimed the key for this payment and died before answering.
    const dead = { userId: staff.user.id, key, route, hash, holder: randomUUID() };
    expect(await claim(a.db, { ...dead, now: clock.now() })).toBe(true);
    // Within the claim's lease, no one else may take it.
    clock.advance(CLAIM_LEASE_SECONDS - 1);
    expect(await claim(b.db, { ...dead, holder: randomUUID(), now: clock.now() })).toBe(false);

    // The lease runs out; the retry reaches server B, which takes the key over.
    clock.advance(1);
    const res = await b.app.inject({
      method: 'POST',
      url: `/api/branches/${branch.id}/payments`,
      headers: { ...staff.headers, 'idempotency-key': key },
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await payments()).toBe(1);

    // A repeat on A replays B's answer; nothing of the dead claim can touch it.
    const again = await a.app.inject({
      method: 'POST',
      url: `/api/branches/${branch.id}/payments`,
      headers: { ...staff.headers, 'idempotency-key': key },
      payload: body,
    });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(res.json());
    await a.db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, staff.user.id),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.holder, dead.holder),
        ),
      );
    const [row] = await a.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, staff.user.id), eq(idempotencyKeys.key, key)));
    expect(row).toMatchObject({ status: 201 });
    expect(await payments()).toBe(1);
  });
});
