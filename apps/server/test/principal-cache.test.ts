import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { userBranches } from '../src/db/schema/auth.ts';
import { makeBranch } from './factories.ts';
import { createTestApp, type TestApp } from './helper.ts';

/**
 * The resolved principal of a session is reused by reads for PRINCIPAL_CACHE_MS; a write through
 * the API forgets every cached principal at once, and a change of access made anywhere else (the
 * command line, another server) raises access_version, which every cached read checks first. The
 * clock is moved, never waited for.
 */
const now = Date.parse('2026-03-01T10:00:00Z');
const clock = { now: () => new Date(now) };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PRINCIPAL_CACHE_MS: '5000' }, { clock });
});
afterAll(() => t.close());

describe('the principal cache', () => {
  it('applies any change of access at the next request, through the API or behind its back', async () => {
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
    // Taken away behind the server's back (another server, the command line): refused at once.
    await t.db.delete(userBranches).where(eq(userBranches.userId, manager.user.id));
    expect(await read()).toBe(404);

    // Given back, then the permission taken away through the API: refused at the very next request.
    await t.db.insert(userBranches).values({ userId: manager.user.id, branchId: branch.id });
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

  it('remembers that a branch exists for a super admin until it is deleted, here or elsewhere', async () => {
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

    // Deleted behind the server's back: gone at the next request.
    const quiet = await makeBranch(t.db);
    expect(await read(quiet.id)).toBe(200);
    await t.db.execute(sql`delete from branches where id = ${quiet.id}`);
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

  it('a revocation on one server is refused on the other at its next read, and other writes leave the cache be', async () => {
    const b = await t.anotherServer({ PRINCIPAL_CACHE_MS: '5000' }, { clock });
    try {
      const branch = await makeBranch(t.db);
      const admin = await t.signIn(['super_admin']);
      const manager = await t.signIn(['manager'], undefined, { branches: [branch.id] });
      const readOnB = async () =>
        (
          await b.app.inject({
            method: 'GET',
            url: `/api/branches/${branch.id}/payments`,
            headers: manager.headers,
          })
        ).statusCode;
      const version = async () =>
        (await query<{ v: string }>(t.db, sql`select version::text as v from access_version`))[0]!.v;

      expect(await readOnB()).toBe(200);
      // A write that changes no one's access does not move the version.
      const before = await version();
      const expense = await t.app.inject({
        method: 'POST',
        url: `/api/branches/${branch.id}/expenses`,
        headers: manager.headers,
        payload: { date: '2026-03-01', category: 'Water', amount: 100 },
      });
      expect(expense.statusCode).toBe(201);
      expect(await version()).toBe(before);

      // Denied on A: refused on B's next read, with no time passing.
      const [permission] = await query<{ id: string }>(
        t.db,
        sql`select id from permissions where feature = 'payments' and action = 'view'`,
      );
      const denied = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${manager.user.id}/permissions/${permission!.id}`,
        headers: admin.headers,
        payload: { granted: false },
      });
      expect(denied.statusCode).toBeLessThan(300);
      expect(await readOnB()).toBe(403);

      // Signed out on A: B answers 401 at once.
      const me = await b.app.inject({ method: 'GET', url: '/api/auth/user', headers: admin.headers });
      expect(me.statusCode).toBe(200);
      const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: admin.headers });
      expect(out.statusCode).toBeLessThan(300);
      expect(
        (await b.app.inject({ method: 'GET', url: '/api/auth/user', headers: admin.headers })).statusCode,
      ).toBe(401);
    } finally {
      await b.close();
    }
  });
});
