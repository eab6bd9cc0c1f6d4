import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { userBranches } from '../src/db/schema/auth.ts';
import { makeBranch } from './factories.ts';
import { createTestApp, type TestApp } from './helper.ts';

/**
 * The resolved principal of a session is reused by reads for PRINCIPAL_CACHE_MS; a write through
 * the API forgets every cached principal at once, and a change made behind the server's back
 * applies once the time is up. The clock is moved, never waited for.
 */
let now = Date.parse('2026-03-01T10:00:00Z');
const clock = { now: () => new Date(now) };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PRINCIPAL_CACHE_MS: '5000' }, { clock });
});
afterAll(() => t.close());

describe('the principal cache', () => {
  it('serves reads for a few seconds, and any change through the API at the next request', async () => {
    const branch = await makeBranch(t.db);
    const admin = await t.signIn(['super_admin']);
    const manager = await t.signIn(['manager'], undefined, { branches: [branch.id] });
    const read = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/branches/${branch.id}/payments`,
          headers: manager.headers,
        })
      ).statusCode;

    expect(await read()).toBe(200);
    // Taken away behind the server's back: reads go on from the cache until its time is up.
    await t.db.delete(userBranches).where(eq(userBranches.userId, manager.user.id));
    expect(await read()).toBe(200);
    now += 5_001;
    expect(await read()).not.toBe(200);

    // Given back, then the permission taken away through the API: refused at the very next request.
    await t.db.insert(userBranches).values({ userId: manager.user.id, branchId: branch.id });
    now += 5_001;
    expect(await read()).toBe(200);
    const [permission] = await query<{ id: string }>(
      t.db,
      sql`select id from permissions where feature = 'payments' and action = 'view'`,
    );
    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${manager.user.id}/permissions/${permission!.id}`,
      headers: admin.headers,
      payload: { granted: false },
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect(await read()).not.toBe(200);
  });

  it('never serves a write from the cache', async () => {
    const branch = await makeBranch(t.db);
    const manager = await t.signIn(['manager'], undefined, { branches: [branch.id] });
    const url = `/api/branches/${branch.id}/expenses`;
    expect((await t.app.inject({ method: 'GET', url, headers: manager.headers })).statusCode).toBe(200);
    await t.db.delete(userBranches).where(eq(userBranches.userId, manager.user.id));
    const write = await t.app.inject({
      method: 'POST',
      url,
      headers: manager.headers,
      payload: { date: '2026-03-01', category: 'Water', amount: 100 },
    });
    expect(write.statusCode).not.toBe(201);
    expect(write.statusCode).not.toBe(200);
  });

  it('remembers that a branch exists for a super admin, until a write or the time is up', async () => {
    // Assigned to no branch: a super admin's access to each comes from the branch existing.
    const admin = await t.signIn(['super_admin'], undefined, { branches: [] });
    const read = async (branchId: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/branches/${branchId}/complaints`,
          headers: admin.headers,
        })
      ).statusCode;

    // Deleted behind the server's back: reads still find it (with nothing in it) until the time is up.
    const quiet = await makeBranch(t.db);
    expect(await read(quiet.id)).toBe(200);
    await t.db.execute(sql`delete from branches where id = ${quiet.id}`);
    expect(await read(quiet.id)).toBe(200);
    now += 5_001;
    expect(await read(quiet.id)).toBe(404);

    // Deleted through the API: gone at the very next request.
    const branch = await makeBranch(t.db);
    expect(await read(branch.id)).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/branches/${branch.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await read(branch.id)).toBe(404);

    // Not found is never remembered: a branch created behind the server's back is found at once.
    const later = '00000000-0000-4000-8000-00000000b0b0';
    expect(await read(later)).toBe(404);
    await makeBranch(t.db, { id: later });
    expect(await read(later)).toBe(200);
  });
});
