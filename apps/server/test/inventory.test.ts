import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { auditOf, makePrincipal } from './access-fixtures.ts';
import { makeBooking, makeBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';

const t = await createTestApp();
const { app, db } = t;
const owner = await t.signIn(['super_admin']);
const staff = await t.signIn(['user']);

type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = owner.headers) =>
  app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const ok = async (method: Method, url: string, payload?: unknown, status = method === 'POST' ? 201 : 200) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json() as Json & { id: string };
};

async function newBranch() {
  return makeBranch(db);
}
const addProperty = (branchId: string, body: Json = {}) =>
  ok('POST', `/api/branches/${branchId}/properties`, { name: 'Sunrise PG', ...body });
/** Valid bodies of a new floor, room or bed under its parent, with `over` on top. */
const floorBody = (propertyId: string, over: Json = {}) => ({
  property_id: propertyId,
  floor_number: 1,
  name: 'First',
  ...over,
});
const roomBody = (floorId: string, over: Json = {}) => ({
  floor_id: floorId,
  room_number: '101',
  name: 'Corner room',
  capacity: 2,
  ...over,
});
const bedBody = (roomId: string, over: Json = {}) => ({
  room_id: roomId,
  bed_number: 'A',
  bed_type: 'single',
  base_rent_per_day: 450,
  ...over,
});
const addFloor = (branchId: string, propertyId: string, over: Json = {}) =>
  ok('POST', `/api/branches/${branchId}/floors`, floorBody(propertyId, over));
const addRoom = (branchId: string, floorId: string, over: Json = {}) =>
  ok('POST', `/api/branches/${branchId}/rooms`, roomBody(floorId, over));
const addBed = (branchId: string, roomId: string, over: Json = {}) =>
  ok('POST', `/api/branches/${branchId}/beds`, bedBody(roomId, over));

/** A branch with a property, a floor, a room of capacity 3 and one bed, built through the API. */
async function building() {
  const branch = await newBranch();
  const property = await addProperty(branch.id);
  const floor = await addFloor(branch.id, property.id);
  const room = await addRoom(branch.id, floor.id, { capacity: 3 });
  const bed = await addBed(branch.id, room.id);
  return { branch, property, floor, room, bed };
}

const list = async (url: string) => (await ok('GET', url)) as unknown as { items: Json[]; total: number };
const countRows = async (table: 'properties' | 'floors' | 'rooms' | 'beds' | 'bookings', branchId: string) =>
  (
    await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.raw(table)} where branch_id = ${branchId}`,
    )
  )[0]!.n;

describe('access', () => {
  const b = '6f1c8c2e-2b7a-4e0f-9a53-0b7d5c2b1f10';
  const i = '7a2d9d3f-3c8b-4f1a-8b64-1c8e6d3c2a21';
  // Each kind of inventory has the same four routes, each behind its own permission.
  const routes: [Method, string, string][] = [
    ['GET', `/api/branches/${b}/inventory-stats`, 'properties:view'],
    ...(['properties', 'floors', 'rooms', 'beds'] as const).flatMap((kind): [Method, string, string][] => [
      ['GET', `/api/branches/${b}/${kind}`, `${kind}:view`],
      ['POST', `/api/branches/${b}/${kind}`, `${kind}:create`],
      ['PATCH', `/api/${kind}/${i}`, `${kind}:update`],
      ['DELETE', `/api/${kind}/${i}`, `${kind}:delete`],
    ]),
  ];

  it('every route declares the permission of its action', () => {
    for (const [method, url, permission] of routes) {
      const pattern = url.replace(b, ':branchId').replace(i, ':id');
      const entry = app.routeTable.find((r) => r.method === method && r.url === pattern);
      expect(entry, `${method} ${pattern}`).toMatchObject({ permission });
    }
  });

  it('answers 401 without a session and 403 to a user whose role lacks the permission', async () => {
    for (const [method, url, permission] of routes) {
      const anonymous = await app.inject({ method, url });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      // A custom role holding every inventory permission but this one.
      const others = routes.map((r) => r[2]).filter((p) => p !== permission);
      const user = await makePrincipal(t, { rolePermissions: others });
      const res = await call(
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : {},
        user.headers,
      );
      expect(res.statusCode, `${method} ${url} without ${permission}`).toBe(403);
    }
  });

  it('a per-user deny takes the action away from a system role; the staff role has the rest', async () => {
    const { branch, room } = await building();
    const denied = await makePrincipal(t, {
      roles: ['user'],
      overrides: [{ key: 'beds:create', granted: false }],
    });
    const body = { room_id: room.id, bed_number: 'Z', bed_type: 'single', base_rent_per_day: 100 };
    expect((await call('POST', `/api/branches/${branch.id}/beds`, body, denied.headers)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/branches/${branch.id}/beds`, undefined, denied.headers)).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/api/branches/${branch.id}/beds`, body, staff.headers)).statusCode).toBe(201);
  });

  it('answers 404 for an unknown branch and 400 for a malformed id', async () => {
    for (const path of ['properties', 'floors', 'rooms', 'beds', 'inventory-stats']) {
      const res = await call('GET', `/api/branches/${b}/${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error.message).toBe('Branch not found');
    }
    expect((await call('POST', `/api/branches/${b}/properties`, { name: 'X' })).statusCode).toBe(404);
    expect((await call('GET', '/api/branches/not-a-uuid/beds')).statusCode).toBe(400);
    expect((await call('PATCH', '/api/beds/42', {})).statusCode).toBe(400);
  });
});

describe('properties', () => {
  it('creates, lists newest first or by name, edits and deletes', async () => {
    const branch = await newBranch();
    const a = await addProperty(branch.id, {
      name: ' Zenith Residency ',
      address: 'MG Road',
      description: '',
    });
    expect(a).toMatchObject({
      name: 'Zenith Residency',
      address: 'MG Road',
      description: null,
      branch_id: branch.id,
      branch_code: branch.code,
      floor_count: 0,
      room_count: 0,
      bed_count: 0,
    });
    await addProperty(branch.id, { name: 'Aster Homes' });
    expect((await list(`/api/branches/${branch.id}/properties`)).items.map((p) => p.name)).toEqual([
      'Aster Homes',
      'Zenith Residency',
    ]);
    const byName = await list(`/api/branches/${branch.id}/properties?sort=name&limit=1`);
    expect(byName).toMatchObject({ total: 2, items: [{ name: 'Aster Homes' }] });
    expect((await list(`/api/branches/${branch.id}/properties?q=mg%20ro`)).items.map((p) => p.name)).toEqual([
      'Zenith Residency',
    ]);

    const edited = await ok('PATCH', `/api/properties/${a.id}`, { name: 'Zenith', address: null });
    expect(edited).toMatchObject({ name: 'Zenith', address: null, branch_id: branch.id });
    expect((await call('DELETE', `/api/properties/${a.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/properties/${a.id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/properties/${a.id}`, { name: 'Gone' })).statusCode).toBe(404);
  });

  it('validates and names the field; the branch comes from the path, never the body', async () => {
    const branch = await newBranch();
    const cases: [unknown, string][] = [
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 42 }, 'name'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ name: 'A', branch_id: branch.id }, 'branch_id'],
      [{ name: 'A', branch: 'Other' }, 'branch'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', `/api/branches/${branch.id}/properties`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fields), JSON.stringify(body)).toContain(field);
    }
    expect(await countRows('properties', branch.id)).toBe(0);
  });

  it('moves to another branch with everything under it, unless it has bookings', async () => {
    const { branch, property, bed } = await building();
    const other = await newBranch();
    const moved = await ok('PATCH', `/api/properties/${property.id}`, {
      name: 'Sunrise PG',
      branch_id: other.id,
    });
    expect(moved).toMatchObject({ branch_id: other.id, branch_code: other.code, bed_count: 1 });
    for (const table of ['properties', 'floors', 'rooms', 'beds'] as const) {
      expect(await countRows(table, branch.id), table).toBe(0);
      expect(await countRows(table, other.id), table).toBe(1);
    }
    expect(await auditOf(t, 'property.move', property.id)).toHaveLength(1);

    const tenant = await makeTenant(db, other);
    await makeBooking(db, { bed: { id: bed.id, branchId: other.id }, tenant }, { status: 'checked_out' });
    const refused = await call('PATCH', `/api/properties/${property.id}`, {
      name: 'Renamed',
      branch_id: branch.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toHaveProperty('branch_id');
    expect((await list(`/api/branches/${other.id}/properties`)).items[0]).toMatchObject({
      name: 'Sunrise PG',
    });

    const nowhere = await call('PATCH', `/api/properties/${property.id}`, {
      name: 'X',
      branch_id: '6f1c8c2e-2b7a-4e0f-9a53-0b7d5c2b1f10',
    });
    expect(nowhere.statusCode).toBe(404);
  });
});

describe('floors', () => {
  it('adds floors to a property, sorted by number, with the property named', async () => {
    const branch = await newBranch();
    const p = await addProperty(branch.id, { name: 'Lotus' });
    await addFloor(branch.id, p.id, { floor_number: 10, name: 'Tenth' });
    await addFloor(branch.id, p.id, {
      floor_number: 2,
      name: 'Second',
      description: 'Near the lift\nleft side',
    });
    await addFloor(branch.id, p.id, { floor_number: 0, name: 'Ground' });
    await addFloor(branch.id, p.id, { floor_number: -1, name: 'Basement' });
    const floors = await list(`/api/branches/${branch.id}/floors?property_id=${p.id}`);
    expect(floors.items.map((f) => f.floor_number)).toEqual([-1, 0, 2, 10]);
    expect(floors.items[2]).toMatchObject({
      property_name: 'Lotus',
      description: 'Near the lift\nleft side',
      room_count: 0,
    });
  });

  it('refuses a duplicate number in the same property with a 409 that names it', async () => {
    const branch = await newBranch();
    const p = await addProperty(branch.id);
    const q = await addProperty(branch.id, { name: 'Other' });
    const first = await addFloor(branch.id, p.id, { floor_number: 3 });
    await addFloor(branch.id, q.id, { floor_number: 3 });
    const dup = await call(
      'POST',
      `/api/branches/${branch.id}/floors`,
      floorBody(p.id, { floor_number: 3, name: 'X' }),
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({
      code: 'conflict',
      message: 'Floor 3 already exists in this property',
      fields: { floor_number: 'Floor 3 already exists in this property' },
    });
    const second = await addFloor(branch.id, p.id, { floor_number: 4 });
    const clash = await call('PATCH', `/api/floors/${second.id}`, { floor_number: 3, name: 'Four' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe('Floor 3 already exists in this property');
    expect(
      await ok('PATCH', `/api/floors/${first.id}`, { floor_number: 5, name: 'Fifth', description: 'x' }),
    ).toMatchObject({
      floor_number: 5,
      name: 'Fifth',
      description: 'x',
    });
  });

  it('validates numbers, names fields, and keeps a floor in its property', async () => {
    const branch = await newBranch();
    const p = await addProperty(branch.id);
    const cases: [unknown, string, string][] = [
      [
        { property_id: p.id, floor_number: 'first', name: 'A' },
        'floor_number',
        'Floor number must be a whole number',
      ],
      [
        { property_id: p.id, floor_number: 1.5, name: 'A' },
        'floor_number',
        'Floor number must be a whole number',
      ],
      [{ property_id: p.id, name: 'A' }, 'floor_number', 'Floor number is required'],
      [
        { property_id: p.id, floor_number: '2', name: 'A' },
        'floor_number',
        'Floor number must be a whole number',
      ],
      [
        { property_id: p.id, floor_number: '0x10', name: 'A' },
        'floor_number',
        'Floor number must be a whole number',
      ],
      [
        { property_id: p.id, floor_number: true, name: 'A' },
        'floor_number',
        'Floor number must be a whole number',
      ],
      [
        { property_id: p.id, floor_number: 999, name: 'A' },
        'floor_number',
        'Floor number must be at most 200',
      ],
      [{ floor_number: 1, name: 'A' }, 'property_id', 'Property is required'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('POST', `/api/branches/${branch.id}/floors`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(body)).toBe(message);
    }
    const f = await addFloor(branch.id, p.id);
    const move = await call('PATCH', `/api/floors/${f.id}`, {
      property_id: p.id,
      floor_number: 1,
      name: 'A',
    });
    expect(move.statusCode).toBe(400);
    expect(move.json().error.fields).toHaveProperty('property_id');
    expect(await countRows('floors', branch.id)).toBe(1);
  });

  it('names a floor by its number when no name is given: ground, floors and basements', async () => {
    const branch = await newBranch();
    const p = await addProperty(branch.id);
    const names = [];
    for (const [floor_number, name] of [
      [0, undefined],
      [2, ''],
      [-1, null],
      [3, 'Terrace'],
    ] as const) {
      names.push((await addFloor(branch.id, p.id, { floor_number, name })).name);
    }
    expect(names).toEqual(['Ground', 'Second', 'Basement', 'Terrace']);
    const [floor] = await query<{ id: string }>(
      db,
      sql`select id from floors where branch_id = ${branch.id} and floor_number = 3`,
    );
    expect(
      await ok('PATCH', `/api/floors/${floor!.id}`, { floor_number: 4, name: '', description: null }),
    ).toMatchObject({ name: 'Fourth' });
  });

  it('answers 404 for a property of another branch, and writes nothing', async () => {
    const mine = await newBranch();
    const theirs = await newBranch();
    const foreign = await addProperty(theirs.id);
    const res = await call('POST', `/api/branches/${mine.id}/floors`, floorBody(foreign.id, { name: 'A' }));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Property not found');
    expect(await countRows('floors', mine.id)).toBe(0);
    expect(await countRows('floors', theirs.id)).toBe(0);
    // A filter naming another branch's property finds nothing in this branch.
    expect((await list(`/api/branches/${mine.id}/floors?property_id=${foreign.id}`)).total).toBe(0);
  });
});

describe('rooms', () => {
  it('sorts room numbers numerically, with location and bed count', async () => {
    const branch = await newBranch();
    const p = await addProperty(branch.id, { name: 'Lotus' });
    const f = await addFloor(branch.id, p.id, { floor_number: 2 });
    for (const n of ['10', '2', 'A10', 'A2', '1'])
      await addRoom(branch.id, f.id, { room_number: n, name: `R${n}` });
    const rooms = await list(`/api/branches/${branch.id}/rooms?floor_id=${f.id}`);
    expect(rooms.items.map((r) => r.room_number)).toEqual(['1', '2', '10', 'A2', 'A10']);
    expect(rooms.items[0]).toMatchObject({
      property_name: 'Lotus',
      floor_number: 2,
      room_type: null,
      capacity: 2,
      bed_count: 0,
    });
    expect((await list(`/api/branches/${branch.id}/rooms?property_id=${p.id}`)).total).toBe(5);
  });

  it('validates capacity and refuses a duplicate number on the same floor', async () => {
    const branch = await newBranch();
    const p = await addProperty(branch.id);
    const f = await addFloor(branch.id, p.id);
    const g = await addFloor(branch.id, p.id, { floor_number: 2 });
    const cases: [Json, string][] = [
      [{ capacity: -2 }, 'Capacity must be at least 1'],
      [{ capacity: 0 }, 'Capacity must be at least 1'],
      [{ capacity: 'two' }, 'Capacity must be a whole number'],
      [{ capacity: 2.5 }, 'Capacity must be a whole number'],
      [{ capacity: undefined }, 'Capacity is required'],
    ];
    for (const [over, message] of cases) {
      const res = await call(
        'POST',
        `/api/branches/${branch.id}/rooms`,
        roomBody(f.id, { room_number: '1', name: 'A', capacity: 1, ...over }),
      );
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.fields.capacity).toBe(message);
    }
    await addRoom(branch.id, f.id, { room_number: '7', room_type: ' Suite ' });
    await addRoom(branch.id, g.id, { room_number: '7' });
    const dup = await call(
      'POST',
      `/api/branches/${branch.id}/rooms`,
      roomBody(f.id, { room_number: '7', name: 'B', capacity: 1 }),
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({
      message: 'Room 7 already exists on this floor',
      fields: { room_number: 'Room 7 already exists on this floor' },
    });
    const r = (await list(`/api/branches/${branch.id}/rooms?floor_id=${f.id}`)).items[0]!;
    expect(r.room_type).toBe('Suite');
  });

  it('keeps capacity at or above the beds the room holds', async () => {
    const { branch, room } = await building();
    await addBed(branch.id, room.id, { bed_number: 'B' });
    const body = { room_number: '101', name: 'Corner room', room_type: null };
    const low = await call('PATCH', `/api/rooms/${room.id}`, { ...body, capacity: 1 });
    expect(low.statusCode).toBe(409);
    expect(low.json().error.fields.capacity).toBe(
      'This room already has 2 beds, so its capacity cannot be less than 2',
    );
    expect(await ok('PATCH', `/api/rooms/${room.id}`, { ...body, capacity: 2 })).toMatchObject({
      capacity: 2,
      bed_count: 2,
    });
    expect(
      (await call('PATCH', `/api/rooms/${room.id}`, { ...body, floor_id: room.floor_id, capacity: 2 }))
        .statusCode,
    ).toBe(400);
  });

  it('adds a room with its beds in one step, numbered A, B, C, with their type and rents', async () => {
    const { branch, floor } = await building();
    const room = await addRoom(branch.id, floor.id, {
      room_number: '201',
      capacity: 3,
      beds: { count: 3, bed_type: 'double', monthly_rent: 8000 },
    });
    expect(room).toMatchObject({ room_number: '201', capacity: 3, bed_count: 3 });
    const beds = await query<Json>(
      db,
      sql`select bed_number, bed_type, monthly_rent::float8 as monthly_rent, base_rent_per_day
          from beds where room_id = ${room.id} order by bed_number`,
    );
    expect(beds).toEqual(
      ['A', 'B', 'C'].map((bed_number) => ({
        bed_number,
        bed_type: 'double',
        monthly_rent: 8000,
        base_rent_per_day: null,
      })),
    );
  });

  it('refuses beds beyond the capacity or without a rent, on their fields, and adds nothing', async () => {
    const { branch, floor } = await building();
    const cases: [Json, string, string][] = [
      [
        { capacity: 2, beds: { count: 3, bed_type: 'single', monthly_rent: 8000 } },
        'beds.count',
        'More beds than the room holds: raise its capacity or add fewer',
      ],
      [
        { capacity: 2, beds: { count: 2, bed_type: 'single' } },
        'beds.monthly_rent',
        'Enter a rent per day, a rent per month, or both',
      ],
      [
        { capacity: 2, beds: { count: 0, bed_type: 'single', monthly_rent: 1 } },
        'beds.count',
        'Beds must be at least 1',
      ],
    ];
    for (const [over, field, message] of cases) {
      const res = await call(
        'POST',
        `/api/branches/${branch.id}/rooms`,
        roomBody(floor.id, { room_number: '9', ...over }),
      );
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(over)).toBe(message);
    }
    expect(await countRows('rooms', branch.id)).toBe(1);
  });

  it('answers 404 for a floor of another branch', async () => {
    const { floor } = await building();
    const mine = await newBranch();
    const res = await call(
      'POST',
      `/api/branches/${mine.id}/rooms`,
      roomBody(floor.id, { room_number: '1', name: 'A', capacity: 1 }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Floor not found');
  });
});

describe('beds', () => {
  it('lists what the bookings page needs, sorted by number, filtered by property, room and status', async () => {
    const { branch, property, room, bed } = await building();
    await addBed(branch.id, room.id, {
      bed_number: '10',
      bed_type: ' Bunk (upper) ',
      base_rent_per_day: 399.5,
    });
    await addBed(branch.id, room.id, { bed_number: '2', is_available: false });
    const beds = await list(`/api/branches/${branch.id}/beds`);
    expect(beds.items.map((b) => b.bed_number)).toEqual(['2', '10', 'A']);
    expect(beds.items[1]).toMatchObject({
      bed_type: 'Bunk (upper)',
      base_rent_per_day: 399.5,
      is_available: true,
      room_id: room.id,
      room_number: '101',
      room_name: 'Corner room',
      floor_number: 1,
      property_id: property.id,
      property_name: 'Sunrise PG',
    });
    expect(bed).toMatchObject({ base_rent_per_day: 450, is_available: true });
    // is_available false (the older way to say it) takes the bed out of service from today.
    const away = await list(`/api/branches/${branch.id}/beds?status=out_of_service&room_id=${room.id}`);
    expect(away.items.map((b) => b.bed_number)).toEqual(['2']);
    expect(away.items[0]).toMatchObject({ is_available: false, status: 'out_of_service' });
    expect((await list(`/api/branches/${branch.id}/beds?status=occupied`)).total).toBe(0);
    expect(
      (await list(`/api/branches/${branch.id}/beds?status=available&property_id=${property.id}`)).total,
    ).toBe(2);
    expect((await call('GET', `/api/branches/${branch.id}/beds?status=broken`)).statusCode).toBe(400);
    // Search by bed number, room number or name, or property name.
    expect((await list(`/api/branches/${branch.id}/beds?q=corner`)).total).toBe(3);
    expect((await list(`/api/branches/${branch.id}/beds?q=sunrise&status=available`)).total).toBe(2);
    expect((await list(`/api/branches/${branch.id}/beds?q=nowhere`)).total).toBe(0);
  });

  it('needs a positive rent per day (or a rent per month), a bed number and a bed type', async () => {
    const { branch, room } = await building();
    const base = { room_id: room.id, bed_number: 'Z', bed_type: 'single', base_rent_per_day: 100 };
    const cases: [Json, string, string][] = [
      [
        { base_rent_per_day: undefined },
        'base_rent_per_day',
        'Enter a rent per day, a rent per month, or both',
      ],
      [{ base_rent_per_day: null }, 'base_rent_per_day', 'Enter a rent per day, a rent per month, or both'],
      [{ base_rent_per_day: 0 }, 'base_rent_per_day', 'Rent per day must be greater than 0'],
      [{ base_rent_per_day: -5 }, 'base_rent_per_day', 'Rent per day must be greater than 0'],
      [{ base_rent_per_day: 'free' }, 'base_rent_per_day', 'Rent per day must be a number'],
      [{ base_rent_per_day: '399.50' }, 'base_rent_per_day', 'Rent per day must be a number'],
      [{ base_rent_per_day: [5] }, 'base_rent_per_day', 'Rent per day must be a number'],
      [{ bed_number: ' ' }, 'bed_number', 'Bed number is required'],
      [{ bed_type: '' }, 'bed_type', 'Bed type is required'],
      [{ is_available: 'yes' }, 'is_available', 'Available must be true or false'],
    ];
    for (const [over, field, message] of cases) {
      const res = await call('POST', `/api/branches/${branch.id}/beds`, { ...base, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(over)).toBe(message);
    }
    expect(await countRows('beds', branch.id)).toBe(1);
  });

  it('refuses a duplicate number in a room and a bed beyond the capacity', async () => {
    const { branch, room } = await building();
    const dup = await call(
      'POST',
      `/api/branches/${branch.id}/beds`,
      bedBody(room.id, { base_rent_per_day: 1 }),
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.bed_number).toBe('Bed A already exists in this room');
    await addBed(branch.id, room.id, { bed_number: 'B' });
    await addBed(branch.id, room.id, { bed_number: 'C' });
    const full = await call(
      'POST',
      `/api/branches/${branch.id}/beds`,
      bedBody(room.id, { bed_number: 'D', base_rent_per_day: 1 }),
    );
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(
      'Room 101 is full: it has 3 beds and a capacity of 3. Raise its capacity to add another bed.',
    );
    expect(await countRows('beds', branch.id)).toBe(3);
  });

  it('holds the capacity when many beds are added at the same moment', async () => {
    const branch = await newBranch();
    const p = await addProperty(branch.id);
    const f = await addFloor(branch.id, p.id);
    const r = await addRoom(branch.id, f.id, { capacity: 2 });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        call(
          'POST',
          `/api/branches/${branch.id}/beds`,
          bedBody(r.id, { bed_number: `P${n}`, base_rent_per_day: 100 }),
        ),
      ),
    );
    expect(results.filter((x) => x.statusCode === 201)).toHaveLength(2);
    expect(results.filter((x) => x.statusCode === 409)).toHaveLength(6);
    expect(await countRows('beds', branch.id)).toBe(2);
  });

  it('edits a bed and moves it to a room of the same branch with space', async () => {
    const { branch, floor, room, bed } = await building();
    const other = await addRoom(branch.id, floor.id, { room_number: '102', capacity: 1 });
    const body = {
      room_id: other.id,
      bed_number: 'A',
      bed_type: 'double',
      is_available: false,
      base_rent_per_day: 600,
    };
    expect(await ok('PATCH', `/api/beds/${bed.id}`, body)).toMatchObject({
      room_id: other.id,
      room_number: '102',
      bed_type: 'double',
      is_available: false,
      base_rent_per_day: 600,
    });
    // Saying nothing of its service keeps the bed out of service.
    const { is_available: _, ...withoutAvailability } = body;
    expect(await ok('PATCH', `/api/beds/${bed.id}`, withoutAvailability)).toMatchObject({
      is_available: false,
      status: 'out_of_service',
    });
    const extra = await addBed(branch.id, room.id, { bed_number: 'B' });
    const full = await call('PATCH', `/api/beds/${extra.id}`, { ...body, bed_number: 'B' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.fields).toHaveProperty('room_id');

    const elsewhere = await building();
    const foreign = await call('PATCH', `/api/beds/${extra.id}`, {
      ...body,
      room_id: elsewhere.room.id,
      bed_number: 'B',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Room not found');
    const notMine = await call('POST', `/api/branches/${branch.id}/beds`, {
      ...body,
      room_id: elsewhere.room.id,
      bed_number: 'Q',
    });
    expect(notMine.statusCode).toBe(404);
    expect(await countRows('beds', elsewhere.branch.id)).toBe(1);
  });
});

describe('stats', () => {
  it('counts the branch in one answer: capacity is the sum of room capacities', async () => {
    const { branch, floor, room } = await building();
    await addRoom(branch.id, floor.id, { room_number: '102', capacity: 4 });
    await addBed(branch.id, room.id, { bed_number: 'B', is_available: false });
    await building(); // another branch's inventory is not counted
    expect(await ok('GET', `/api/branches/${branch.id}/inventory-stats`)).toEqual({
      properties: 1,
      floors: 1,
      rooms: 2,
      beds: 2,
      available_beds: 1,
      occupied_beds: 0,
      total_capacity: 7,
    });
    const empty = await newBranch();
    expect(await ok('GET', `/api/branches/${empty.id}/inventory-stats`)).toMatchObject({
      beds: 0,
      total_capacity: 0,
    });
  });
});

describe('deleting', () => {
  it('removes a property with everything under it', async () => {
    const { branch, property, room } = await building();
    const tenant = await makeTenant(db, branch);
    const bedId = (await list(`/api/branches/${branch.id}/beds`)).items[0]!.id as string;
    await makeBooking(db, { bed: { id: bedId, branchId: branch.id }, tenant }, { status: 'cancelled' });
    await addBed(branch.id, room.id, { bed_number: 'B' });
    expect((await call('DELETE', `/api/properties/${property.id}`)).statusCode).toBe(204);
    for (const table of ['properties', 'floors', 'rooms', 'beds', 'bookings'] as const) {
      expect(await countRows(table, branch.id), table).toBe(0);
    }
    const [audit] = await auditOf(t, 'property.delete', property.id);
    expect(audit).toMatchObject({ actor_email: owner.email, entity: 'property' });
  });

  it('refuses while a bed under it is booked or checked in, and deletes nothing', async () => {
    for (const status of ['booked', 'checked_in'] as const) {
      const { branch, property, floor, room, bed } = await building();
      const tenant = await makeTenant(db, branch);
      await makeBooking(db, { bed: { id: bed.id, branchId: branch.id }, tenant }, { status });
      for (const [what, url] of [
        ['property', `/api/properties/${property.id}`],
        ['floor', `/api/floors/${floor.id}`],
        ['room', `/api/rooms/${room.id}`],
      ]) {
        const res = await call('DELETE', url!);
        expect(res.statusCode, `${what} ${status}`).toBe(409);
        expect(res.json().error.message).toBe(
          `This ${what} cannot be deleted: 1 bed in it has a booked or checked-in booking. Check the tenant out or cancel the booking first.`,
        );
      }
      const res = await call('DELETE', `/api/beds/${bed.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toContain('it has a booked or checked-in booking');
      for (const table of ['properties', 'floors', 'rooms', 'beds', 'bookings'] as const) {
        expect(await countRows(table, branch.id), `${table} ${status}`).toBe(1);
      }
    }
  });

  it('deletes a floor with its rooms and beds, a room with its beds, and a bed', async () => {
    const { branch, property, floor, room, bed } = await building();
    const f2 = await addFloor(branch.id, property.id, { floor_number: 2 });
    const r2 = await addRoom(branch.id, f2.id);
    await addBed(branch.id, r2.id);
    expect((await call('DELETE', `/api/beds/${bed.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/beds/${bed.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/rooms/${room.id}`)).statusCode).toBe(204);
    expect(await countRows('rooms', branch.id)).toBe(1);
    expect((await call('DELETE', `/api/floors/${f2.id}`)).statusCode).toBe(204);
    expect(await countRows('rooms', branch.id)).toBe(0);
    expect(await countRows('beds', branch.id)).toBe(0);
    expect((await call('DELETE', `/api/floors/${floor.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/floors/${floor.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/rooms/${room.id}`)).statusCode).toBe(404);
    expect(await countRows('properties', branch.id)).toBe(1);
  });
});
