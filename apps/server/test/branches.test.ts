import { describe, expect, it } from 'vitest';
import { makeBranch } from './factories.ts';
import { createTestApp } from './helper.ts';

const t = await createTestApp();
const { app, db } = t;
const admin = await t.signIn(['super_admin']);
const manager = await t.signIn(['manager']);

const create = (body: unknown, headers = admin.headers) =>
  app.inject({ method: 'POST', url: '/api/branches', headers, payload: body as object });

describe('branches', () => {
  it('creates, lists, searches, edits and deletes', async () => {
    const a = await create({ code: 'PG_BLR_1', name: 'Koramangala', address: '5th Block', contact: '' });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ code: 'PG_BLR_1', name: 'Koramangala', contact: null });
    const b = await create({ code: 'PG_HYD_1', name: 'Madhapur' });
    expect(b.statusCode).toBe(201);

    const newest = await app.inject({
      method: 'GET',
      url: '/api/branches?sort=newest',
      headers: admin.headers,
    });
    expect(
      newest
        .json()
        .items.map((x: { code: string }) => x.code)
        .slice(0, 2),
    ).toEqual(['PG_HYD_1', 'PG_BLR_1']);
    const byCode = await app.inject({ method: 'GET', url: '/api/branches', headers: manager.headers });
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json().items.map((x: { code: string }) => x.code)).toEqual(['PG_BLR_1', 'PG_HYD_1']);
    const search = await app.inject({ method: 'GET', url: '/api/branches?q=madha', headers: admin.headers });
    expect(search.json()).toMatchObject({ total: 1, items: [{ code: 'PG_HYD_1' }] });
    const wildcard = await app.inject({ method: 'GET', url: '/api/branches?q=%25', headers: admin.headers });
    expect(wildcard.json().total).toBe(0);

    const id = a.json().id as string;
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/branches/${id}`,
      headers: admin.headers,
      payload: { code: 'PG_BLR_1', name: 'Koramangala 5th Block', address: null, contact: '+91 98450 12345' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      name: 'Koramangala 5th Block',
      address: null,
      contact: '+91 98450 12345',
    });

    const del = await app.inject({ method: 'DELETE', url: `/api/branches/${id}`, headers: admin.headers });
    expect(del.statusCode).toBe(204);
    const gone = await app.inject({ method: 'DELETE', url: `/api/branches/${id}`, headers: admin.headers });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a duplicate code, whatever its case, with a message on the field', async () => {
    expect((await create({ code: 'PG_DUP_1', name: 'One' })).statusCode).toBe(201);
    const dup = await create({ code: 'pg_dup_1', name: 'Two' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({
      code: 'conflict',
      message: 'A branch with this code already exists',
      fields: { code: 'A branch with this code already exists' },
    });
  });

  it("takes codes of letters, digits, '-' and '_' only; a branch with an older code keeps it", async () => {
    const rule = "Code can have only letters, digits, '-' and '_'";
    for (const code of ['🏠 PG 1', 'PG 1', 'PG/1', 'PG.1', '../x', 'PG_१']) {
      const res = await create({ code, name: 'Odd code' });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error.fields, code).toEqual({ code: rule });
    }
    expect((await create({ code: 'pg-Kora_2', name: 'Fine' })).statusCode).toBe(201);

    // A branch added before the rule: edited with its code unchanged, it saves; a new odd code is refused.
    const old = await makeBranch(db, { code: 'Old PG #1' });
    const patch = (code: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/branches/${old.id}`,
        headers: admin.headers,
        payload: { code, name: 'Renamed' },
      });
    const kept = await patch('Old PG #1');
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ code: 'Old PG #1', name: 'Renamed' });
    const odd = await patch('Old PG #2');
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.fields).toEqual({ code: rule });
    expect((await patch('OLD_PG_1')).json()).toMatchObject({ code: 'OLD_PG_1' });
    const missing = await app.inject({
      method: 'PATCH',
      url: '/api/branches/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
      payload: { code: 'Odd code', name: 'Nobody' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('validates input and names the field', async () => {
    const cases: [unknown, string][] = [
      [{ name: 'No code' }, 'code'],
      [{ code: '   ', name: 'Blank code' }, 'code'],
      [{ code: 'X', name: 42 }, 'name'],
      [{ code: 'X'.repeat(51), name: 'Long' }, 'code'],
      [{ code: 'X', name: 'Extra', owner: 'me' }, 'owner'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    }
    const badId = await app.inject({
      method: 'PATCH',
      url: '/api/branches/not-a-uuid',
      headers: admin.headers,
      payload: {},
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.fields).toHaveProperty('branchId');
  });

  it('lets only super admins write', async () => {
    expect((await create({ code: 'PG_MGR_1', name: 'Nope' }, manager.headers)).statusCode).toBe(403);
    const admin2 = await t.signIn(['admin']);
    expect((await create({ code: 'PG_ADM_1', name: 'Nope' }, admin2.headers)).statusCode).toBe(403);
    const anon = await app.inject({ method: 'GET', url: '/api/branches' });
    expect(anon.statusCode).toBe(401);
  });

  it('deletes everything under a branch with it', async () => {
    const branch = (await create({ code: 'PG_DEL_1', name: 'To delete' })).json();
    const { properties, floors } = await import('../src/db/schema/inventory.ts');
    const [p] = await t.db.insert(properties).values({ branchId: branch.id, name: 'Block A' }).returning();
    await t.db
      .insert(floors)
      .values({ branchId: branch.id, propertyId: p!.id, floorNumber: 1, name: 'First' });
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/branches/${branch.id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(204);
    const left = await t.db.select().from(floors);
    expect(left.filter((f) => f.branchId === branch.id)).toHaveLength(0);
  });
});
