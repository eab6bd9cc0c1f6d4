import { ALL_PERMISSION_KEYS, SYSTEM_ROLE_DEFAULTS } from '@pg/contracts/permissions';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  type BranchScope,
  checkRouteScope,
  SCOPED_RECORDS,
  type ScopedRecord,
  scopeNotFoundMessage,
} from '../src/access/branch-scope.ts';
import { query } from '../src/db/client.ts';
import { userBranches } from '../src/db/schema/auth.ts';
import { meterReadings } from '../src/db/schema/electricity.ts';
import { registerAuth } from '../src/plugins/auth.ts';
import { auditOf, makePrincipal } from './access-fixtures.ts';
import {
  makeApplication,
  makeBed,
  makeBooking,
  makeBranch,
  makeCharge,
  makeComplaint,
  makeExpense,
  makeMeter,
  makeNotice,
  makePayment,
  makeProperty,
  makeRecurringExpense,
  makeRoomInNewBranch,
  makeScopedRecord,
  makeTenant,
  makeVisitor,
} from './factories.ts';
import { createTestApp } from './helper.ts';

/**
 * Branch scope: staff work in the branches assigned to them. Two branches A and B with one record
 * of every kind each; staff of A reach nothing of B, by branch id or by record id, on any route.
 */
const t = await createTestApp();
const { app, db } = t;
type Headers = Record<string, string>;

async function branchWithEverything(name: string) {
  const { branch, property, floor, room } = await makeRoomInNewBranch(db, { name });
  const bed = await makeBed(db, room);
  const tenant = await makeTenant(db, branch, { name: `${name} tenant` });
  const booking = await makeBooking(db, { bed, tenant });
  const payment = await makePayment(db, tenant);
  const complaint = await makeComplaint(db, tenant);
  const expense = await makeExpense(db, branch);
  const notice = await makeNotice(db, branch);
  const recurringExpense = await makeRecurringExpense(db, branch);
  const charge = await makeCharge(db, tenant);
  const application = await makeApplication(db, t.config.dataKey, branch);
  const visitor = await makeVisitor(db, tenant);
  const meter = await makeMeter(db, room);
  const [reading] = await db
    .insert(meterReadings)
    .values({ branchId: branch.id, meterId: meter, date: '2026-01-01', reading: 100 })
    .returning({ id: meterReadings.id });
  const meterReading = reading!.id;
  const records: Record<ScopedRecord, string> = {
    property: property.id,
    floor: floor.id,
    room: room.id,
    bed: bed.id,
    tenant: tenant.id,
    booking: booking.id,
    payment: payment.id,
    complaint: complaint.id,
    expense: expense.id,
    notice: notice.id,
    recurring_expense: recurringExpense,
    charge: charge.id,
    application,
    visitor: visitor.id,
    meter,
    meter_reading: meterReading,
    message: await makeScopedRecord(db, t.config.dataKey, 'message', branch),
  };
  return { branch, tenant, records };
}

const A = await branchWithEverything('Alpha');
const B = await branchWithEverything('Beta');
// B is the busier branch: its extra tenant shows whether a figure of A counts it.
await makeTenant(db, B.branch, { name: 'Beta second tenant' });

const superAdmin = await t.signIn(['super_admin']);
const staffA = await t.signIn(['user'], undefined, { branches: [A.branch.id] });
/** Holds every permission, works in A only: every route is open to it, B's data never. */
const everythingInA = await makePrincipal(t, {
  rolePermissions: ALL_PERMISSION_KEYS,
  branches: [A.branch.id],
});
const userRole = new Set(SYSTEM_ROLE_DEFAULTS.user);
const adminA = await t.signIn(['admin'], undefined, { branches: [A.branch.id] });
const adminAll = await t.signIn(['admin'], undefined, { branches: [], allBranches: true });

const scoped = app.routeTable.filter(
  (r): r is typeof r & { scope: Exclude<BranchScope, 'none'> } => !!r.scope && r.scope !== 'none',
);
const routeName = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** Fills a route's path: the branch for `:branchId`, the branch's record for `:id`, a photo kind or side. */
const urlIn = (route: { url: string; scope: Exclude<BranchScope, 'none'> }, world: typeof A) => {
  const path = route.url.replace(/:(\w+)/g, (_m, name: string) => {
    if (name === 'branchId') return world.branch.id;
    if (name === 'id') return world.records[route.scope as ScopedRecord];
    if (name === 'kind') return 'selfie';
    if (name === 'side') return 'front';
    // A document of no tenant: the tenant's scope is checked first.
    if (name === 'documentId') return '00000000-0000-4000-8000-000000000000';
    // A photo of no complaint: the complaint's scope is checked first.
    if (name === 'photoId') return '00000000-0000-4000-8000-000000000000';
    throw new Error(`no value for :${name} in ${route.url}`);
  });
  // Queries the lists need.
  if (/\/reports\/(occupancy|financial)$/.test(route.url)) return `${path}?start=2025-01-01&end=2025-01-31`;
  if (route.url.endsWith('/rent-receipts')) return `${path}?months=2025-01`;
  if (route.url.endsWith('/settlement/preview')) return `${path}?checkout_date=2025-01-31`;
  return route.url.endsWith('/beds/free') ? `${path}?start_date=2025-01-01&end_date=2025-01-31` : path;
};

const call = (method: string, url: string, headers: Headers, payload: object = {}) =>
  app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload } : {}),
  });

/** Counts of B's rows and the states its records could be moved out of. */
const snapshotOfB = async () =>
  query(
    db,
    sql`select
      (select count(*)::int from tenants where branch_id = ${B.branch.id} and left_at is null) as tenants,
      (select string_agg(status, ',') from bookings where branch_id = ${B.branch.id}) as bookings,
      (select string_agg(status, ',') from complaints where branch_id = ${B.branch.id}) as complaints,
      (select string_agg(status, ',') from tenant_applications where branch_id = ${B.branch.id}) as applications,
      (select count(*)::int from payments where branch_id = ${B.branch.id}) as payments,
      (select count(*)::int from expenses where branch_id = ${B.branch.id}) as expenses,
      (select count(*)::int from properties where branch_id = ${B.branch.id}) as properties,
      (select count(*)::int from floors where branch_id = ${B.branch.id}) as floors,
      (select count(*)::int from rooms where branch_id = ${B.branch.id}) as rooms,
      (select count(*)::int from beds where branch_id = ${B.branch.id}) as beds,
      (select count(*)::int from branches where id = ${B.branch.id}) as branch`,
  );

describe('every branch route and every route on a branch record', () => {
  it('declares its scope, and the walk below covers them all', () => {
    expect(scoped.length).toBeGreaterThanOrEqual(50);
    // A tenant's routes are scoped to the session's tenant, never to a branch in the address
    // (permissions-matrix.test.ts walks them with another tenant's records).
    const unscoped = app.routeTable.filter((r) => !r.public && !r.audience && !r.scope).map(routeName);
    expect(unscoped).toEqual([]);
    // Every scope named is one the check knows (the start-up check refuses others).
    const known = new Set<string>(['branch', ...SCOPED_RECORDS]);
    expect(scoped.filter((r) => !known.has(r.scope)).map(routeName)).toEqual([]);
  });

  it("answers 404 to staff of A for B's branch and B's records, and changes nothing of B", async () => {
    const before = await snapshotOfB();
    const leaks: string[] = [];
    for (const route of scoped) {
      const url = urlIn(route, B);
      const everything = await call(route.method, url, everythingInA.headers);
      if (
        everything.statusCode !== 404 ||
        everything.json().error.message !== scopeNotFoundMessage(route.scope)
      ) {
        leaks.push(
          `${routeName(route)} (every permission): ${everything.statusCode} ${everything.body.slice(0, 120)}`,
        );
      }
      // A `user` of A: 404 where their role lets them in, 403 (which says nothing of B) elsewhere.
      const permitted = !route.permission || userRole.has(route.permission);
      const staff = await call(route.method, url, staffA.headers);
      if (staff.statusCode !== (permitted ? 404 : 403)) {
        leaks.push(`${routeName(route)} (user): ${staff.statusCode} ${staff.body.slice(0, 120)}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(await snapshotOfB()).toEqual(before);
    const touched = await query(
      db,
      sql`select action from audit_log where entity_id in ${sql`(${sql.join(
        [B.branch.id, ...Object.values(B.records)].map((id) => sql`${id}`),
        sql`, `,
      )})`}`,
    );
    expect(touched).toEqual([]);
  });

  it("lets staff of A read A's branch and records", async () => {
    const refused: string[] = [];
    for (const route of scoped.filter((r) => r.method === 'GET')) {
      const res = await call('GET', urlIn(route, A), everythingInA.headers);
      // The fixtures have no photos (of an application, a tenant, a bill): missing, not out of reach.
      // Nor have its bookings been settled ('Settlement not found'), and its booking is not checked
      // in (a settlement's preview answers 409).
      const expected = /\/(photos?|bill)(\/|$)|\/settlement$/.test(route.url)
        ? 404
        : route.url.endsWith('/settlement/preview')
          ? 409
          : 200;
      if (res.statusCode !== expected || res.json().error?.message === scopeNotFoundMessage(route.scope)) {
        refused.push(`${routeName(route)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it("lets staff of A write to A's branch and records: no answer is the scope's refusal", async () => {
    const refused: string[] = [];
    for (const route of scoped.filter((r) => r.method !== 'GET')) {
      let url: string;
      if (route.url === '/api/branches/:branchId') {
        // Editing or deleting the branch itself: a branch of its own, assigned to the principal.
        const own = await makeBranch(db);
        await db.insert(userBranches).values({ userId: everythingInA.user.id, branchId: own.id });
        url = `/api/branches/${own.id}`;
      } else if (route.scope === 'branch') {
        url = urlIn(route, A);
      } else {
        // A new record each time, so that deleting or closing one leaves the others as they were.
        const id = await makeScopedRecord(db, t.config.dataKey, route.scope, A.branch);
        url = urlIn(route, { ...A, records: { ...A.records, [route.scope]: id } });
      }
      const res = await call(route.method, url, everythingInA.headers);
      const message = res.body ? res.json().error?.message : undefined;
      if (res.statusCode >= 500 || message === scopeNotFoundMessage(route.scope)) {
        refused.push(`${routeName(route)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('answers 404 for a branch or record that does not exist, to users of every branch too', async () => {
    const missing = crypto.randomUUID();
    for (const headers of [superAdmin.headers, adminAll.headers, staffA.headers]) {
      const branch = await call('GET', `/api/branches/${missing}/tenants`, headers);
      expect(branch.statusCode).toBe(404);
      expect(branch.json().error.message).toBe('Branch not found');
      const tenant = await call('PATCH', `/api/tenants/${missing}`, headers);
      expect(tenant.statusCode).toBe(404);
      expect(tenant.json().error.message).toBe('Tenant not found');
    }
    const malformed = await call('PATCH', '/api/tenants/not-an-id', staffA.headers);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ id: 'Must be a valid id' });
  });
});

describe('users of every branch', () => {
  it('reach both branches: super admins, and admins given all branches', async () => {
    for (const who of [superAdmin, adminAll]) {
      for (const world of [A, B]) {
        const res = await call('GET', `/api/branches/${world.branch.id}/tenants`, who.headers);
        expect(res.statusCode).toBe(200);
        const edit = await call('PATCH', `/api/tenants/${world.tenant.id}`, who.headers);
        expect(edit.statusCode).not.toBe(404);
      }
    }
  });

  it('does not stretch to a non-admin whose all-branches flag was left set', async () => {
    const formerAdmin = await t.signIn(['manager'], undefined, {
      branches: [A.branch.id],
      allBranches: true,
    });
    const res = await call('GET', `/api/branches/${B.branch.id}/tenants`, formerAdmin.headers);
    expect(res.statusCode).toBe(404);
  });
});

describe('the branch list', () => {
  const codes = async (headers: Headers) =>
    ((await call('GET', '/api/branches', headers)).json().items as { id: string }[])
      .map((b) => b.id)
      .filter((id) => id === A.branch.id || id === B.branch.id)
      // The list's own order (by name or code) is not what is checked here.
      .sort();

  it("shows staff only their branches, and everyone's to users of every branch", async () => {
    expect(await codes(staffA.headers)).toEqual([A.branch.id]);
    expect(await codes(adminA.headers)).toEqual([A.branch.id]);
    expect(await codes(adminAll.headers)).toEqual([A.branch.id, B.branch.id].sort());
    expect(await codes(superAdmin.headers)).toEqual([A.branch.id, B.branch.id].sort());
    const lonely = await t.signIn(['user'], undefined, { branches: [] });
    expect((await call('GET', '/api/branches', lonely.headers)).json()).toEqual({ items: [], total: 0 });
  });

  it('assigns the creator of a branch to it when they do not work in every branch', async () => {
    const builder = await makePrincipal(t, {
      rolePermissions: ['branches:view', 'branches:create', 'tenants:view'],
      branches: [],
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/branches',
      headers: builder.headers,
      payload: { code: 'PG_NEW_SCOPE', name: 'New' },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const list = (await call('GET', '/api/branches', builder.headers)).json();
    expect(list.items.map((b: { id: string }) => b.id)).toEqual([id]);
    expect((await call('GET', `/api/branches/${id}/tenants`, builder.headers)).statusCode).toBe(200);
  });
});

describe('dashboard and notifications', () => {
  it("count A's records only for staff of A", async () => {
    const tenantsOf = async (branchId: string) =>
      (
        await query<{ n: number }>(
          db,
          sql`select count(*)::int as n from tenants where branch_id = ${branchId}`,
        )
      )[0]!.n;
    const dashboard = await call('GET', `/api/branches/${A.branch.id}/dashboard`, staffA.headers);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().tenants.total).toBe(await tenantsOf(A.branch.id));
    const ofB = await call('GET', `/api/branches/${B.branch.id}/dashboard`, superAdmin.headers);
    expect(ofB.json().tenants.total).toBe(await tenantsOf(B.branch.id));
    expect((await call('GET', `/api/branches/${B.branch.id}/dashboard`, staffA.headers)).statusCode).toBe(
      404,
    );
  });

  it("list A's notifications only", async () => {
    await db.execute(sql`insert into notifications (branch_id, kind, title, body, link, dedupe_key) values
      (${A.branch.id}, 'application', 'New application', 'Alpha applicant', '/applications', 'scope-a'),
      (${B.branch.id}, 'application', 'New application', 'Beta applicant', '/applications', 'scope-b')`);
    const res = await call('GET', `/api/branches/${A.branch.id}/notifications`, staffA.headers);
    expect(res.statusCode).toBe(200);
    const bodies = res.json().items.map((n: { body: string }) => n.body);
    expect(bodies).toContain('Alpha applicant');
    expect(bodies).not.toContain('Beta applicant');
    expect((await call('GET', `/api/branches/${B.branch.id}/notifications`, staffA.headers)).statusCode).toBe(
      404,
    );
  });
});

describe('assigning branches', () => {
  const setBranches = (userId: string, payload: object, headers: Headers = superAdmin.headers) =>
    app.inject({ method: 'PUT', url: `/api/users/${userId}/branches`, headers, payload });
  const createUser = (payload: object, headers: Headers) =>
    app.inject({ method: 'POST', url: '/api/users', headers, payload });

  it('takes effect at the next request, and writes the audit log', async () => {
    const member = await t.signIn(['user'], undefined, { branches: [A.branch.id] });
    const url = `/api/branches/${B.branch.id}/tenants`;
    expect((await call('GET', url, member.headers)).statusCode).toBe(404);

    const res = await setBranches(member.user.id, {
      all_branches: false,
      branch_ids: [B.branch.id, A.branch.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ all_branches: false });
    expect([...res.json().branch_ids].sort()).toEqual([A.branch.id, B.branch.id].sort());
    expect((await call('GET', url, member.headers)).statusCode).toBe(200);

    expect(
      (await setBranches(member.user.id, { all_branches: false, branch_ids: [A.branch.id] })).statusCode,
    ).toBe(200);
    expect((await call('GET', url, member.headers)).statusCode).toBe(404);

    const audit = await auditOf(t, 'user.branches', member.user.id);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      actor_id: superAdmin.user.id,
      entity: 'user',
      before: { all_branches: false, branch_ids: [A.branch.id] },
      after: { all_branches: false },
    });
    expect(audit[1]!.after).toEqual({ all_branches: false, branch_ids: [A.branch.id] });
  });

  it("lets an admin give only their own branches, and keeps the user's other branches", async () => {
    const member = await t.signIn(['user'], undefined, { branches: [A.branch.id, B.branch.id] });
    const refused = await setBranches(
      member.user.id,
      { all_branches: false, branch_ids: [B.branch.id] },
      adminA.headers,
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.fields).toEqual({ branch_ids: 'Branch not found' });

    // Taking A away leaves B, which the admin does not work in, as it was.
    const res = await setBranches(member.user.id, { all_branches: false, branch_ids: [] }, adminA.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().branch_ids).toEqual([B.branch.id]);

    const unknown = await setBranches(member.user.id, {
      all_branches: false,
      branch_ids: [crypto.randomUUID()],
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('gives all branches by a super admin, to admins only', async () => {
    const admin = await t.signIn(['admin'], undefined, { branches: [A.branch.id] });
    const manager = await t.signIn(['manager'], undefined, { branches: [A.branch.id] });
    const byAdmin = await setBranches(admin.user.id, { all_branches: true, branch_ids: [] }, adminA.headers);
    expect(byAdmin.statusCode).toBe(403);
    const toManager = await setBranches(manager.user.id, { all_branches: true, branch_ids: [] });
    expect(toManager.statusCode).toBe(400);
    expect(toManager.json().error.fields).toHaveProperty('all_branches');

    const res = await setBranches(admin.user.id, { all_branches: true, branch_ids: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ all_branches: true, branch_ids: [] });
    expect((await call('GET', `/api/branches/${B.branch.id}/tenants`, admin.headers)).statusCode).toBe(200);
    // An admin who keeps the flag as it is may still change the branches they share.
    const kept = await setBranches(
      admin.user.id,
      { all_branches: true, branch_ids: [A.branch.id] },
      adminA.headers,
    );
    expect(kept.statusCode).toBe(200);
  });

  it('refuses your own branches, users who outrank you, and super admins', async () => {
    const own = await setBranches(
      adminA.user.id,
      { all_branches: false, branch_ids: [A.branch.id] },
      adminA.headers,
    );
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('You cannot change your own branches');

    const hiring = await makePrincipal(t, { rolePermissions: ['users:create'], branches: [A.branch.id] });
    const outranked = await setBranches(
      adminA.user.id,
      { all_branches: false, branch_ids: [] },
      hiring.headers,
    );
    expect(outranked.statusCode).toBe(403);
    const owner = await t.signIn(['super_admin']);
    expect((await setBranches(owner.user.id, { all_branches: false, branch_ids: [] })).statusCode).toBe(409);
    expect(
      (await setBranches(owner.user.id, { all_branches: false, branch_ids: [] }, adminA.headers)).statusCode,
    ).toBe(403);
    expect((await setBranches(crypto.randomUUID(), { all_branches: false, branch_ids: [] })).statusCode).toBe(
      404,
    );
    expect((await setBranches(staffA.user.id, { branch_ids: [] })).statusCode).toBe(400);
  });

  it('creates users in the branches given, within the creator’s own', async () => {
    const email = `scoped-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const res = await createUser(
      { email, password: 'a good password', branch_ids: [A.branch.id] },
      adminA.headers,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email, branch_ids: [A.branch.id], all_branches: false });
    const [created] = await auditOf(t, 'user.create', res.json().id);
    expect(created!.after).toMatchObject({ branch_ids: [A.branch.id], all_branches: false });

    const outside = await createUser(
      { email: `x-${email}`, password: 'a good password', branch_ids: [B.branch.id] },
      adminA.headers,
    );
    expect(outside.statusCode).toBe(404);
    expect(outside.json().error.fields).toEqual({ branch_ids: 'Branch not found' });
    const allByAdmin = await createUser(
      { email: `y-${email}`, password: 'a good password', role: 'admin', all_branches: true },
      adminA.headers,
    );
    expect(allByAdmin.statusCode).toBe(403);
    // Nothing is left behind by a refusal.
    const users = await query(db, sql`select 1 from users where email in (${`x-${email}`}, ${`y-${email}`})`);
    expect(users).toEqual([]);

    const allBySuper = await createUser(
      { email: `z-${email}`, password: 'a good password', role: 'admin', all_branches: true },
      superAdmin.headers,
    );
    expect(allBySuper.statusCode).toBe(201);
    expect(allBySuper.json()).toMatchObject({ all_branches: true, branch_ids: [] });
  });

  it('shows each user’s branches in the Users List', async () => {
    const res = await call('GET', `/api/users?q=${encodeURIComponent(staffA.email)}`, adminA.headers);
    expect(res.json().items).toEqual([
      expect.objectContaining({ email: staffA.email, branch_ids: [A.branch.id], all_branches: false }),
    ]);
    const owner = await call('GET', `/api/users?q=${encodeURIComponent(superAdmin.email)}`, adminA.headers);
    expect(owner.json().items[0]).toMatchObject({ all_branches: true });
  });
});

describe('the start-up check', () => {
  it('refuses a route that needs a session and declares no scope, or a scope its path does not fit', () => {
    expect(() => checkRouteScope('GET', '/api/things', undefined)).toThrow(/declares no branch scope/);
    expect(() => checkRouteScope('GET', '/api/branches/:branchId/things', 'none')).toThrow(
      /must declare scope 'branch'/,
    );
    expect(() => checkRouteScope('GET', '/api/tenants/:id', 'branch')).toThrow(/has no :branchId/);
    expect(() => checkRouteScope('GET', '/api/things', 'tenant')).toThrow(/has no :id/);
    expect(() => checkRouteScope('GET', '/api/things/:id', 'thing')).toThrow(/unknown branch scope/);
    expect(() => checkRouteScope('GET', '/api/tenants/:id', 'tenant')).not.toThrow();
    expect(() => checkRouteScope('GET', '/api/users/:id', 'none')).not.toThrow();
  });

  it('stops the server from starting with such a route', async () => {
    const server = Fastify();
    registerAuth(server, { db, config: t.config });
    expect(() =>
      server.get(
        '/api/branches/:branchId/things',
        { config: { permission: 'tenants:view' } },
        async () => ({}),
      ),
    ).toThrow(/declares no branch scope/);
    expect(() =>
      server.get('/api/public/things', { config: { public: true } }, async () => ({})),
    ).not.toThrow();
    await server.close();
  });
});

describe('moving a property to another branch', () => {
  it("is refused with 404 when the target branch is outside the user's branches", async () => {
    // A property with nothing booked, so that only the scope can refuse the move.
    const property = await makeProperty(db, A.branch);
    const res = await call('PATCH', `/api/properties/${property.id}`, adminA.headers, {
      name: 'Annexe',
      branch_id: B.branch.id,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'not_found', message: 'Branch not found' } });
    const [row] = await query<{ branch_id: string }>(
      db,
      sql`select branch_id from properties where id = ${property.id}`,
    );
    expect(row?.branch_id).toBe(A.branch.id);

    const moved = await call('PATCH', `/api/properties/${property.id}`, adminAll.headers, {
      name: 'Annexe',
      branch_id: B.branch.id,
    });
    expect(moved.statusCode).toBe(200);
  });
});
