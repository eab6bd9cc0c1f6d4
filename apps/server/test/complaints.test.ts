import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { auditOf, makePrincipal } from './access-fixtures.ts';
import { makeBranch, makeComplaint, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';

const t = await createTestApp();
const { app, db } = t;

type Headers = Record<string, string>;
let staff: Awaited<ReturnType<typeof t.signIn>>;
let branch: Awaited<ReturnType<typeof makeBranch>>;
let asha: Awaited<ReturnType<typeof makeTenant>>;
let stranger: Awaited<ReturnType<typeof makeTenant>>;

beforeAll(async () => {
  staff = await t.signIn(['user']);
  branch = await makeBranch(db);
  asha = await makeTenant(db, branch, { name: 'Asha Rao' });
  const other = await makeBranch(db);
  stranger = await makeTenant(db, other, { name: 'Asha Elsewhere' });
});

const url = (branchId: string, rest = '') => `/api/branches/${branchId}/complaints${rest}`;
const post = (branchId: string, payload: unknown, headers: Headers = staff.headers) =>
  app.inject({ method: 'POST', url: url(branchId), headers, payload: payload as object });
const get = (path: string, headers: Headers = staff.headers) =>
  app.inject({ method: 'GET', url: path, headers });
const setStatus = (id: string, status: unknown, headers: Headers = staff.headers) =>
  app.inject({
    method: 'PATCH',
    url: `/api/complaints/${id}/status`,
    headers,
    // Resolving takes a note of how.
    payload: { status, ...(status === 'resolved' ? { note: 'Fixed' } : {}) },
  });
const countComplaints = async (branchId: string) => (await get(url(branchId))).json().total as number;

describe('POST /api/branches/:branchId/complaints', () => {
  it('registers an open complaint with the chosen priority', async () => {
    const res = await post(branch.id, {
      tenant_id: asha.id,
      category: '  Plumbing ',
      priority: 'high',
      description: 'Bathroom tap leaks all night',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      branch_id: branch.id,
      tenant_id: asha.id,
      tenant_name: 'Asha Rao',
      category: 'Plumbing',
      priority: 'high',
      description: 'Bathroom tap leaks all night',
      status: 'open',
      status_changed_at: null,
      status_changed_by: null,
      status_changed_by_email: null,
    });
    expect(await auditOf(t, 'complaint.create', res.json().id)).toHaveLength(1);
  });

  it.each([
    ['an unknown priority', { priority: 'urgent' }, 'priority'],
    ['a missing priority', { priority: undefined }, 'priority'],
    ['an empty category', { category: ' ' }, 'category'],
    ['an empty description', { description: '' }, 'description'],
    ['a too long description', { description: 'x'.repeat(2001) }, 'description'],
    ['a missing tenant', { tenant_id: undefined }, 'tenant_id'],
    ['a status chosen by the client', { status: 'closed' }, 'status'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_label, change, field) => {
    const before = await countComplaints(branch.id);
    const res = await post(branch.id, {
      tenant_id: asha.id,
      category: 'Wi-Fi',
      priority: 'medium',
      description: 'No signal in room 2',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
    expect(await countComplaints(branch.id)).toBe(before);
  });

  it('answers 404 for a tenant of another branch and for an unknown branch', async () => {
    const before = await countComplaints(branch.id);
    const payload = { tenant_id: stranger.id, category: 'Food', priority: 'low', description: 'Cold dinner' };
    const res = await post(branch.id, payload);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.fields).toEqual({ tenant_id: 'Tenant not found' });
    expect(await countComplaints(branch.id)).toBe(before);
    const noBranch = await post(randomUUID(), payload);
    expect(noBranch.statusCode).toBe(404);
    expect(noBranch.json().error.message).toBe('Branch not found');
  });
});

describe('GET /api/branches/:branchId/complaints', () => {
  let b: Awaited<ReturnType<typeof makeBranch>>;
  beforeAll(async () => {
    b = await makeBranch(db);
    const meera = await makeTenant(db, b, { name: 'Meera Nair' });
    const john = await makeTenant(db, b, { name: 'John Dsouza' });
    await makeComplaint(db, meera, {
      category: 'Electrical',
      description: 'Fan makes noise',
      status: 'open',
    });
    await makeComplaint(db, john, {
      category: 'Housekeeping',
      description: 'Room not cleaned',
      status: 'in_progress',
    });
    await makeComplaint(db, john, { category: 'Food', description: 'Breakfast late', status: 'resolved' });
    await makeComplaint(db, meera, {
      category: 'Wi-Fi',
      description: 'Router down on floor 2',
      status: 'closed',
      priority: 'critical',
    });
    for (let i = 0; i < 52; i++) {
      await makeComplaint(db, meera, {
        category: 'Misc',
        description: `Item ${i}`,
        createdAt: new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString(),
      });
    }
  });

  it('lists the branch only, newest first, 50 a page, with the total', async () => {
    const res = await get(url(b.id));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(56);
    expect(body.items).toHaveLength(50);
    expect(body.items.every((c: { branch_id: string }) => c.branch_id === b.id)).toBe(true);
    const created = body.items.map((c: { created_at: string }) => c.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect((await get(url(b.id, '?offset=50'))).json().items).toHaveLength(6);
  });

  it('searches tenant name, category and description, case-insensitively, never across fields', async () => {
    const search = async (q: string) =>
      (await get(url(b.id, `?q=${encodeURIComponent(q)}`))).json() as {
        total: number;
        items: { category: string }[];
      };
    expect((await search('JOHN')).total).toBe(2);
    expect((await search('house')).items.map((c) => c.category)).toEqual(['Housekeeping']);
    expect((await search('router DOWN')).items.map((c) => c.category)).toEqual(['Wi-Fi']);
    expect((await search('eera')).total).toBe(54);
    expect((await search('food breakfast')).total).toBe(0);
    expect((await search('item 49')).total).toBe(1);
    expect((await search('%')).total).toBe(0);
  });

  it('filters by status and priority, and sorts oldest first when asked', async () => {
    const listed = async (query: string) => {
      const res = await get(url(b.id, query));
      expect(res.statusCode, query).toBe(200);
      return res.json() as {
        items: { category: string; description: string; status: string }[];
        total: number;
      };
    };
    expect((await listed('?status=resolved')).items.map((c) => c.category)).toEqual(['Food']);
    expect((await listed('?status=open')).total).toBe(53);
    expect((await listed('?priority=critical')).items.map((c) => c.category)).toEqual(['Wi-Fi']);
    expect((await listed('?priority=critical&status=open')).total).toBe(0);
    expect((await listed('?status=open&q=item%2051')).items.map((c) => c.description)).toEqual(['Item 51']);
    const oldest = await listed('?sort=date_asc&limit=2');
    expect(oldest.items.map((c) => c.description)).toEqual(['Item 0', 'Item 1']);
    for (const query of ['?status=done', '?priority=urgent', '?sort=priority', '?sort=date_asc;drop']) {
      expect((await get(url(b.id, query))).statusCode, query).toBe(400);
    }
  });

  it('counts open complaints (open or in progress) over the whole branch', async () => {
    const res = await get(url(b.id, '/summary'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ open: 54, in_progress: 1, total: 56 });
    expect((await get(url(randomUUID(), '/summary'))).statusCode).toBe(404);
  });
});

describe('PATCH /api/complaints/:id/status', () => {
  it('moves open -> in_progress -> resolved -> closed, recording who and when', async () => {
    const complaint = await makeComplaint(db, asha);
    const started = Date.now();
    for (const status of ['in_progress', 'resolved', 'closed']) {
      const res = await setStatus(complaint.id, status);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        status,
        status_changed_by: staff.user.id,
        status_changed_by_email: staff.email,
      });
      expect(Date.parse(body.status_changed_at)).toBeGreaterThanOrEqual(started - 5000);
    }
    const audit = await auditOf(t, 'complaint.status', complaint.id);
    expect(
      audit.map((a) => [(a.before as { status: string }).status, (a.after as { status: string }).status]),
    ).toEqual([
      ['open', 'in_progress'],
      ['in_progress', 'resolved'],
      ['resolved', 'closed'],
    ]);
    expect(audit.every((a) => a.actor_id === staff.user.id)).toBe(true);
  });

  it('may skip forward (a tap fixed on the spot) but never goes back or stays', async () => {
    const complaint = await makeComplaint(db, asha);
    expect((await setStatus(complaint.id, 'resolved')).statusCode).toBe(200);
    const back = await setStatus(complaint.id, 'open');
    expect(back.statusCode).toBe(409);
    expect(back.json().error.message).toBe('A resolved complaint cannot go back to open');
    const same = await setStatus(complaint.id, 'resolved');
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toBe('This complaint is already resolved');
    const [row] = await query<{ status: string }>(
      db,
      sql`select status from complaints where id = ${complaint.id}`,
    );
    expect(row?.status).toBe('resolved');
  });

  it('lets only one of two simultaneous changes to the same status through', async () => {
    const complaint = await makeComplaint(db, asha);
    const results = await Promise.all([
      setStatus(complaint.id, 'in_progress'),
      setStatus(complaint.id, 'in_progress'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses unknown statuses and extra fields with 400, unknown complaints with 404', async () => {
    const complaint = await makeComplaint(db, asha);
    const bad = await setStatus(complaint.id, 'reopened');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('status');
    const extra = await app.inject({
      method: 'PATCH',
      url: `/api/complaints/${complaint.id}/status`,
      headers: staff.headers,
      payload: { status: 'closed', priority: 'low' },
    });
    expect(extra.statusCode).toBe(400);
    expect((await setStatus(randomUUID(), 'closed')).statusCode).toBe(404);
    expect((await setStatus('nope', 'closed')).statusCode).toBe(400);
  });
});

describe('complaint permissions', () => {
  it('needs complaints:view, complaints:create and complaints:update for reading, registering and moving on', async () => {
    const complaint = await makeComplaint(db, asha);
    const viewer = await makePrincipal(t, { rolePermissions: ['complaints:view'] });
    const creator = await makePrincipal(t, { rolePermissions: ['complaints:view', 'complaints:create'] });
    const nobody = await makePrincipal(t, { rolePermissions: ['payments:view'] });
    const payload = { tenant_id: asha.id, category: 'Food', priority: 'low', description: 'Cold' };

    expect((await get(url(branch.id), viewer.headers)).statusCode).toBe(200);
    expect((await post(branch.id, payload, viewer.headers)).statusCode).toBe(403);
    expect((await setStatus(complaint.id, 'in_progress', viewer.headers)).statusCode).toBe(403);
    expect((await post(branch.id, payload, creator.headers)).statusCode).toBe(201);
    expect((await setStatus(complaint.id, 'in_progress', creator.headers)).statusCode).toBe(403);
    expect((await get(url(branch.id), nobody.headers)).statusCode).toBe(403);
    expect((await get(url(branch.id, '/summary'), nobody.headers)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: url(branch.id) })).statusCode).toBe(401);
    const [row] = await query<{ status: string }>(
      db,
      sql`select status from complaints where id = ${complaint.id}`,
    );
    expect(row?.status).toBe('open');
  });
});
