import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { auditOf } from './access-fixtures.ts';
import { testClock } from './clock.ts';
import { makeBed, makeBooking, makeFloor, makeRoom, makeRoomInNewBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';
import { photoWithExif } from './image-fixtures.ts';
import { multipart } from './multipart.ts';

// Today is 15 March 2026 in India.
const t = await createTestApp({}, { clock: testClock(new Date('2026-03-15T06:30:00Z')) });
const { app, db } = t;
const owner = await t.signIn(['super_admin']);

type Headers = Record<string, string>;
const send = (method: 'POST' | 'PUT', url: string, payload: object, headers: Headers = owner.headers) =>
  app.inject({ method, url, payload, headers });
const get = (url: string) => app.inject({ url, headers: owner.headers });
const withKey = (key = randomUUID()) => ({ ...owner.headers, 'idempotency-key': key });
type ChargeRow = {
  id: string;
  category: string;
  amount: number;
  description: string;
  voided_at: string | null;
};
const chargesOf = async (tenantId: string): Promise<ChargeRow[]> =>
  (await get(`/api/tenants/${tenantId}/charges`)).json().items;

/** A room with two beds: one tenant all of January, one from 1 to 15 January (checked out). */
async function roomWithTwoTenants(split: 'days' | 'per_head' = 'days') {
  const { branch, room } = await makeRoomInNewBranch(db);
  const [bedA, bedB] = [await makeBed(db, room), await makeBed(db, room)];
  const [a, b] = [await makeTenant(db, branch), await makeTenant(db, branch)];
  await makeBooking(
    db,
    { bed: bedA, tenant: a },
    { startDate: '2025-12-01', endDate: '2026-06-30', status: 'checked_in' },
  );
  await makeBooking(
    db,
    { bed: bedB, tenant: b },
    { startDate: '2026-01-01', endDate: '2026-02-28', status: 'checked_out', checkedOutOn: '2026-01-15' },
  );
  expect(
    (await send('PUT', `/api/branches/${branch.id}/electricity-rate`, { rate_per_unit: 10, split }))
      .statusCode,
  ).toBe(200);
  const meter = await send('POST', `/api/rooms/${room.id}/meters`, { name: 'Room meter' });
  expect(meter.statusCode).toBe(201);
  return { branch, room, a, b, meterId: meter.json().id as string };
}

const read = (meterId: string, body: object, headers: Headers = withKey()) =>
  send('POST', `/api/meters/${meterId}/readings`, body, headers);

describe('electricity by meter', () => {
  it('bills 1,200 → 1,500 at ₹10 by the days each stayed: ₹2,000 and ₹1,000, linked to the reading, audited', async () => {
    const { branch, a, b, meterId } = await roomWithTwoTenants();
    const first = await read(meterId, { date: '2026-01-01', reading: 1200 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ units: 0, amount: 0, charges: [] });
    const second = await read(meterId, { date: '2026-01-31', reading: 1500 });
    expect(second.statusCode).toBe(201);
    const reading = second.json();
    expect(reading).toMatchObject({
      units: 300,
      amount: 3000,
      previous_reading: 1200,
      previous_date: '2026-01-01',
    });
    expect(
      reading.charges.map((c: { tenant_id: string; amount: number }) => [c.tenant_id, c.amount]),
    ).toEqual([
      [a.id, 2000],
      [b.id, 1000],
    ]);
    const [chargeA] = await chargesOf(a.id);
    expect(chargeA).toMatchObject({ category: 'Electricity', amount: 2000 });
    expect(chargeA!.description).toBe('Room meter: 1200 → 1500 (300 units), 2026-01-01 to 2026-01-31');
    expect(await auditOf(t, 'meter_reading.create', reading.id)).toHaveLength(1);
    // The entries of the meter and its readings belong to the meter's branch (the audit log's branch filter).
    const branches = await query<{ branch_id: string }>(
      t.db,
      sql`select distinct branch_id::text from audit_log
          where entity in ('meter', 'meter_reading') and entity_id in (${meterId}, ${reading.id})`,
    );
    expect(branches).toEqual([{ branch_id: branch.id }]);

    // A photo of the meter is kept with the reading, cleaned to a JPEG, and shown on request.
    const form = await multipart({}, { photo: await photoWithExif(800, 600) });
    const photo = await app.inject({
      method: 'PUT',
      url: `/api/meter-readings/${reading.id}/photo`,
      headers: { ...owner.headers, 'content-type': form.type },
      payload: form.payload,
    });
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.json()).toMatchObject({ id: reading.id, has_photo: true });
    const shown = await get(`/api/meter-readings/${reading.id}/photo`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect((await get(`/api/meters/${meterId}/readings`)).json().items[0]).toMatchObject({ has_photo: true });
    expect((await get(`/api/meter-readings/${first.json().id}/photo`)).statusCode).toBe(404);
    const empty = await multipart({ note: 'no photo' });
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/meter-readings/${reading.id}/photo`,
      headers: { ...owner.headers, 'content-type': empty.type },
      payload: empty.payload,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('shares per head when the branch says so, to the paisa, summing exactly to the bill', async () => {
    const { branch, room, a, b, meterId } = await roomWithTwoTenants('per_head');
    const c = await makeTenant(db, branch);
    await makeBooking(
      db,
      { bed: await makeBed(db, room), tenant: c },
      {
        startDate: '2026-01-20',
        endDate: '2026-05-31',
        status: 'checked_in',
      },
    );
    await read(meterId, { date: '2026-01-01', reading: 1200 });
    const res = await read(meterId, { date: '2026-01-31', reading: 1210 });
    // 10 units at ₹10 = ₹100 among three heads.
    const amounts = res.json().charges.map((x: { amount: number }) => x.amount);
    expect(amounts).toEqual([33.34, 33.33, 33.33]);
    expect(new Set(res.json().charges.map((x: { tenant_id: string }) => x.tenant_id))).toEqual(
      new Set([a.id, b.id, c.id]),
    );
  });

  it('refuses a reading below the last in the user’s words, unless it is a new meter', async () => {
    const { a, meterId } = await roomWithTwoTenants();
    await read(meterId, { date: '2026-01-01', reading: 1200 });
    const below = await read(meterId, { date: '2026-01-31', reading: 900 });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.fields.reading).toMatch(/cannot be below the last one \(1200\)/);
    const fresh = await read(meterId, { date: '2026-01-31', reading: 5, new_meter: true });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json()).toMatchObject({ units: 0, amount: 0, charges: [] });
    expect(await chargesOf(a.id)).toEqual([]);
  });

  it('records once for one Idempotency-Key, and voiding the reading voids its charges', async () => {
    const { a, b, meterId } = await roomWithTwoTenants();
    await read(meterId, { date: '2026-01-01', reading: 1200 });
    const headers = withKey();
    const once = await read(meterId, { date: '2026-01-31', reading: 1500 }, headers);
    const again = await read(meterId, { date: '2026-01-31', reading: 1500 }, headers);
    expect(again.json().id).toBe(once.json().id);
    expect(await chargesOf(a.id)).toHaveLength(1);
    const voided = await send('POST', `/api/meter-readings/${once.json().id}/void`, { reason: 'Misread' });
    expect(voided.statusCode).toBe(200);
    for (const tenant of [a, b]) {
      const [charge] = await chargesOf(tenant.id);
      expect(charge!.voided_at).not.toBeNull();
    }
    expect(
      (await send('POST', `/api/meter-readings/${once.json().id}/void`, { reason: 'Again' })).statusCode,
    ).toBe(409);
  });
});

describe('charges in bulk', () => {
  it("a bed's own meter bills that bed's tenant alone", async () => {
    const { branch, room } = await makeRoomInNewBranch(db);
    const [bedA, bedB] = [await makeBed(db, room), await makeBed(db, room)];
    const [a, b] = [await makeTenant(db, branch), await makeTenant(db, branch)];
    for (const [bed, tenant] of [
      [bedA, a],
      [bedB, b],
    ] as const) {
      await makeBooking(
        db,
        { bed, tenant },
        { startDate: '2025-12-01', endDate: '2026-06-30', status: 'checked_in' },
      );
    }
    await send('PUT', `/api/branches/${branch.id}/electricity-rate`, { rate_per_unit: 8, split: 'days' });
    const meter = await send('POST', `/api/rooms/${room.id}/meters`, {
      name: 'AC of bed A',
      bed_id: bedA.id,
    });
    expect(meter.statusCode).toBe(201);
    expect(meter.json()).toMatchObject({ bed_id: bedA.id });
    await read(meter.json().id, { date: '2026-01-01', reading: 100 });
    const billed = await read(meter.json().id, { date: '2026-01-31', reading: 150 });
    expect(billed.json().charges).toEqual([expect.objectContaining({ tenant_id: a.id, amount: 400 })]);
  });

  it('charges a floor of 12 current tenants: preview, 12 charges, one audit entry, each voidable', async () => {
    const { branch, property, floor } = await makeRoomInNewBranch(db);
    const tenants = [];
    for (let r = 0; r < 3; r++) {
      const room = await makeRoom(db, floor);
      for (let i = 0; i < 4; i++) {
        const tenant = await makeTenant(db, branch);
        await makeBooking(
          db,
          { bed: await makeBed(db, room), tenant },
          {
            startDate: '2026-03-01',
            endDate: '2026-06-30',
            status: 'checked_in',
          },
        );
        tenants.push(tenant);
      }
    }
    // Elsewhere in the branch: another floor's tenant, and a checked-out one on this floor.
    const other = await makeTenant(db, branch);
    const otherRoom = await makeRoom(db, await makeFloor(db, property));
    await makeBooking(db, { bed: await makeBed(db, otherRoom), tenant: other }, { status: 'checked_in' });
    const gone = await makeTenant(db, branch);
    await makeBooking(
      db,
      { bed: await makeBed(db, await makeRoom(db, floor)), tenant: gone },
      { status: 'checked_out' },
    );

    const body = {
      date: '2026-03-15',
      category: 'Maintenance',
      amount: 250.5,
      scope: { floor_id: floor.id },
    };
    const preview = await send('POST', `/api/branches/${branch.id}/charges/bulk/preview`, body);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ count: 12, total: 3006 });

    const headers = withKey();
    const res = await send('POST', `/api/branches/${branch.id}/charges/bulk`, body, headers);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ count: 12, total: 3006 });
    const again = await send('POST', `/api/branches/${branch.id}/charges/bulk`, body, headers);
    expect(again.json().charge_ids).toEqual(res.json().charge_ids);
    expect(await auditOf(t, 'charge.bulk_create', branch.id)).toHaveLength(1);
    for (const tenant of tenants) expect(await chargesOf(tenant.id)).toHaveLength(1);
    expect(await chargesOf(other.id)).toEqual([]);
    expect(await chargesOf(gone.id)).toEqual([]);

    const [first] = await chargesOf(tenants[0]!.id);
    expect(
      (await send('POST', `/api/charges/${first!.id}/void`, { reason: 'Not on this floor' })).statusCode,
    ).toBe(200);
    const [second] = await chargesOf(tenants[1]!.id);
    expect(second!.voided_at).toBeNull();

    const none = await send('POST', `/api/branches/${branch.id}/charges/bulk`, {
      ...body,
      scope: { room_id: otherRoom.id, floor_id: floor.id },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.scope).toBe('No current tenant lives there');
  });
});
