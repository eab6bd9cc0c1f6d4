import { ALL_PERMISSION_KEYS } from '@pg/contracts/permissions';
import { describe, expect, it } from 'vitest';
import type { BranchScope } from '../src/access/branch-scope.ts';
import { signAccessToken, TENANT_AUDIENCE } from '../src/lib/tokens.ts';
import { makePrincipal } from './access-fixtures.ts';
import { makeBranch, makePayment, makeScopedRecord, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';
import { photoWithExif } from './image-fixtures.ts';
import { multipart } from './multipart.ts';
import { signInTenant } from './tenant-app-fixtures.ts';

/**
 * Walks the route table, so that every route of every feature is covered as it appears: each route
 * that declares a permission refuses a user who lacks it (holding every other permission) and a
 * user whose role has it but who is denied it by override, and lets through a user who has it
 * through a role holding nothing else and one who has no role but a grant override.
 * "Let through" means any answer but 401/403: a random id's 404 or an empty body's 400 comes after
 * the permission check. A route whose handler checks a second permission is listed in ALSO_REQUIRES.
 */
const t = await createTestApp();
const { app } = t;
const branch = await makeBranch(t.db);

/**
 * Routes whose handler needs more than the permission the route declares, with what else it
 * needs. A route missing here answers 403 to the users who hold its declared permission, and
 * this test fails until the route is listed (or the second check goes).
 */
const ALSO_REQUIRES: Record<string, string[]> = {
  // Approving an application creates a tenant.
  'POST /api/applications/:id/approve': ['tenants:create'],
};

const routes = app.routeTable.filter((r) => r.permission);
const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

type Principal = Awaited<ReturnType<typeof makePrincipal>>;
type Principals = {
  lacks: Principal;
  role: Principal;
  grant: Principal;
  deny: Principal;
  roleWithoutExtra?: Principal;
};
const principals = new Map<string, Principals>();
for (const route of routes) {
  const key = route.permission!;
  const extra = ALSO_REQUIRES[routeKey(route)] ?? [];
  const id = [key, ...extra].join(',');
  if (principals.has(id)) continue;
  principals.set(id, {
    lacks: await makePrincipal(t, { rolePermissions: ALL_PERMISSION_KEYS.filter((k) => k !== key) }),
    role: await makePrincipal(t, { rolePermissions: [key, ...extra] }),
    grant: await makePrincipal(t, { overrides: [key, ...extra].map((k) => ({ key: k, granted: true })) }),
    deny: await makePrincipal(t, {
      rolePermissions: ALL_PERMISSION_KEYS,
      overrides: [{ key, granted: false }],
    }),
    ...(extra.length ? { roleWithoutExtra: await makePrincipal(t, { rolePermissions: [key] }) } : {}),
  });
}
const principalsOf = (route: { method: string; url: string; permission?: string }) =>
  principals.get([route.permission!, ...(ALSO_REQUIRES[routeKey(route)] ?? [])].join(','))!;

/**
 * Path parameters: the test's branch for `:branchId` (a new branch for the routes that edit or
 * delete the branch itself); for the `:id` of a route on a branch's record, a new record of that
 * kind in the branch, so that the request gets past the branch check to the handler, which may
 * check more; a random id for any other.
 */
const urlOf = async (route: { url: string; scope?: BranchScope }) => {
  const branchId = route.url === '/api/branches/:branchId' ? (await makeBranch(t.db)).id : branch.id;
  const recordId =
    route.scope && route.scope !== 'none' && route.scope !== 'branch'
      ? await makeScopedRecord(t.db, t.config.dataKey, route.scope, branch)
      : null;
  return route.url.replace(/:(\w+)/g, (_m, name: string) =>
    name === 'branchId' ? branchId : name === 'id' && recordId ? recordId : crypto.randomUUID(),
  );
};

const call = async (
  route: { method: string; url: string; scope?: BranchScope },
  headers: Record<string, string>,
) =>
  app.inject({
    method: route.method as 'GET',
    url: await urlOf(route),
    headers,
    ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
  });

const label = (r: { method: string; url: string; permission?: string }) =>
  `${routeKey(r)} (${[r.permission, ...(ALSO_REQUIRES[routeKey(r)] ?? [])].join(' + ')})`;

describe('the permission matrix', () => {
  it('covers the access administration routes and only permissions of the catalogue', () => {
    expect(routes.length).toBeGreaterThanOrEqual(15);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/users',
        'POST /api/users',
        'DELETE /api/users/:id',
        'PUT /api/roles/:id/permissions/:permissionId',
        'DELETE /api/users/:id/permissions/:permissionId',
        'GET /api/audit-log',
      ]),
    );
    // A misspelt key would lock everyone out, the super admin included.
    const declared = routes.flatMap((r) => [r.permission!, ...(ALSO_REQUIRES[routeKey(r)] ?? [])]);
    expect(declared.filter((k) => !ALL_PERMISSION_KEYS.includes(k))).toEqual([]);
    // Every exception listed here is a route that exists.
    expect(Object.keys(ALSO_REQUIRES).filter((k) => !routes.some((r) => routeKey(r) === k))).toEqual([]);
  });

  it.each(app.routeTable.filter((r) => !r.public).map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s answers 401 without a session',
    async (_name, route) => {
      const res = await call(route, {});
      expect(res.statusCode).toBe(401);
    },
  );

  it.each(routes.map((r) => [label(r), r] as const))('%s', async (_name, route) => {
    const p = principalsOf(route);
    const outcome = async (who: Principal) => (await call(route, who.headers)).statusCode;

    expect(await outcome(p.lacks), 'a user holding every other permission').toBe(403);
    expect(await outcome(p.deny), 'a user whose role has it, denied by override').toBe(403);
    expect([401, 403], 'a user whose role holds only this permission').not.toContain(await outcome(p.role));
    expect([401, 403], 'a user with no role and a grant override').not.toContain(await outcome(p.grant));
    if (p.roleWithoutExtra) {
      expect(await outcome(p.roleWithoutExtra), 'a user without the extra permissions').toBe(403);
    }
  });

  it('no permitted route answers 500 to a random id or an empty body', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const res = await call(route, principalsOf(route).role.headers);
      if (res.statusCode >= 500)
        failures.push(`${label(route)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });
});

/**
 * The tenant app's audience: a tenant's token is no staff session, a staff token no tenant's, and a
 * tenant reaches only their own records (the routes take the tenant from the session; a record id
 * in the URL that is another tenant's answers 404).
 */
describe('the tenant audience', async () => {
  const staff = await t.signIn();
  const tenantA = await makeTenant(t.db, branch);
  const tenantB = await makeTenant(t.db, branch);
  const a = await signInTenant(t, staff, tenantA.id);
  const b = await signInTenant(t, staff, tenantB.id);
  // Tenant B's complaint, sent with a photo from the tenant app.
  const form = await multipart(
    { category: 'Plumbing', description: 'Tap leaks' },
    { photo_1: await photoWithExif(400, 300) },
  );
  const complaintOfB = (
    await app.inject({
      method: 'POST',
      url: '/api/tenant-app/complaints',
      headers: { ...b.headers, 'content-type': form.type },
      payload: form.payload,
    })
  ).json() as { id: string; photo_ids: string[] };
  const paymentOfB = await makePayment(t.db, tenantB, {
    method: 'upi',
    reference: '918273645501',
    purpose: 'rent',
  });
  const tenantRoutes = app.routeTable.filter((r) => r.audience === 'tenant');
  const staffRoutes = app.routeTable.filter((r) => !r.public && !r.audience);
  /** For each tenant route that names a record, tenant B's record of that kind. */
  /** The query a tenant route without a record needs, naming what tenant B has (B's month of rent). */
  const queries: Record<string, string> = { 'GET /api/tenant-app/rent-receipts': '?months=2025-01' };
  const recordsOfB: Record<string, string> = {
    'GET /api/tenant-app/payments/:id/receipt': paymentOfB.id,
    'GET /api/tenant-app/complaints/:id/replies': complaintOfB.id,
    'POST /api/tenant-app/complaints/:id/replies': complaintOfB.id,
    'POST /api/tenant-app/complaints/:id/reopen': complaintOfB.id,
    'GET /api/tenant-app/complaint-photos/:id': complaintOfB.photo_ids[0]!,
  };

  it('is declared by the tenant app routes, and only by them', () => {
    expect(tenantRoutes.map(routeKey)).toEqual(
      expect.arrayContaining([
        'GET /api/tenant-app/home',
        'GET /api/tenant-app/statement',
        'POST /api/tenant-app/payments',
      ]),
    );
    expect(tenantRoutes.every((r) => r.url.startsWith('/api/tenant-app/'))).toBe(true);
  });

  it.each(staffRoutes.map((r) => [routeKey(r), r] as const))(
    "%s refuses a tenant's token",
    async (_n, route) => {
      expect([401, 403]).toContain((await call(route, a.headers)).statusCode);
    },
  );

  it('the audience claim decides, whatever the subject: a staff session signed for tenants is refused', async () => {
    const claims = JSON.parse(Buffer.from(staff.token.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
      sid: string;
    };
    const forTenants = await signAccessToken(
      t.config.jwtSecret,
      claims,
      600,
      t.config.clock.now(),
      TENANT_AUDIENCE,
    );
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${forTenants.token}` },
    });
    expect(res.statusCode).toBe(401);
    const asStaff = await app.inject({ method: 'GET', url: '/api/auth/user', headers: staff.headers });
    expect(asStaff.statusCode).toBe(200);
  });

  it.each(tenantRoutes.map((r) => [routeKey(r), r] as const))(
    '%s refuses a staff token',
    async (_n, route) => {
      const res = await app.inject({
        method: route.method as 'GET',
        url: route.url.replace(':id', crypto.randomUUID()),
        headers: staff.headers,
        ...(route.method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode).toBe(401);
    },
  );

  it.each(tenantRoutes.map((r) => [routeKey(r), r] as const))(
    "%s answers 404 for another tenant's record",
    async (_n, route) => {
      if (!route.url.includes(':id')) {
        // Nothing in the URL to name another tenant: what it answers is the session's tenant's.
        if (route.method !== 'GET') return;
        const res = await app.inject({
          method: 'GET',
          url: route.url + (queries[routeKey(route)] ?? ''),
          headers: a.headers,
        });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain(tenantB.id);
        return;
      }
      const id = recordsOfB[routeKey(route)];
      expect(id, 'a record of tenant B for this route').toBeDefined();
      const res = await app.inject({
        method: route.method as 'GET',
        url: route.url.replace(':id', id!),
        headers: a.headers,
        ...(route.method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode).toBe(404);
    },
  );
});
