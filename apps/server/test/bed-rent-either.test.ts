import { NO_RENT_PER_DAY } from '@pg/contracts/bookings';
import { BED_RENT_PER_DAY_IN_USE, BED_RENT_REQUIRED } from '@pg/contracts/inventory';
import { describe, expect, it } from 'vitest';
import { testClock } from './clock.ts';
import { makeBed, makeProperty, makeRoom, makeRoomInNewBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';

// Today is 20 December 2026 in India.
const t = await createTestApp({}, { clock: testClock(new Date('2026-12-20T06:30:00Z')) });
const owner = await t.signIn(['super_admin']);
const call = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
  const res = await t.app.inject({ method, url, headers: owner.headers, payload });
  return { status: res.statusCode, body: res.json() };
};

describe('a bed priced per day, per month or both', () => {
  it('needs at least one rent, in plain words on the rent per day', async () => {
    const { branch, floor } = await makeRoomInNewBranch(t.db);
    const room = await makeRoom(t.db, floor, { capacity: 4 });
    const url = `/api/branches/${branch.id}/beds`;
    const bed = { room_id: room.id, bed_number: 'A', bed_type: 'single' };
    const neither = await call('POST', url, bed);
    expect(neither.status).toBe(400);
    expect(neither.body.error.fields).toEqual({ base_rent_per_day: BED_RENT_REQUIRED });
    const monthly = await call('POST', url, { ...bed, monthly_rent: 8000 });
    expect(monthly.status).toBe(201);
    expect(monthly.body).toMatchObject({ base_rent_per_day: null, monthly_rent: 8000 });
    const both = await call('POST', url, {
      ...bed,
      bed_number: 'B',
      base_rent_per_day: 300,
      monthly_rent: 8000,
    });
    expect(both.body).toMatchObject({ base_rent_per_day: 300, monthly_rent: 8000 });
    const perDay = await call('POST', url, { ...bed, bed_number: 'C', base_rent_per_day: 300 });
    expect(perDay.body).toMatchObject({ base_rent_per_day: 300, monthly_rent: null });
  });

  it('refuses a per-day booking of a bed let by the month alone on the billing field, and books it monthly', async () => {
    const { branch, room } = await makeRoomInNewBranch(t.db);
    const bed = await makeBed(t.db, room, { baseRentPerDay: null, monthlyRent: 8000 });
    const tenant = await makeTenant(t.db, branch);
    const url = `/api/branches/${branch.id}/bookings`;
    const booking = { tenant_id: tenant.id, bed_id: bed.id, start_date: '2027-01-01' };
    const perDay = await call('POST', url, { ...booking, end_date: '2027-01-31' });
    expect(perDay.status).toBe(400);
    expect(perDay.body.error).toMatchObject({
      message: NO_RENT_PER_DAY,
      fields: { billing: NO_RENT_PER_DAY },
    });
    const monthly = await call('POST', url, { ...booking, billing: 'monthly' });
    expect(monthly.status).toBe(201);
    expect(monthly.body).toMatchObject({ billing: 'monthly', monthly_rent: 8000 });
  });

  it('keeps the rent per day of a bed a per-day stay bills by', async () => {
    const { branch, room } = await makeRoomInNewBranch(t.db);
    const bed = await makeBed(t.db, room, { baseRentPerDay: 300, monthlyRent: 8000 });
    const tenant = await makeTenant(t.db, branch);
    const booked = await call('POST', `/api/branches/${branch.id}/bookings`, {
      tenant_id: tenant.id,
      bed_id: bed.id,
      start_date: '2027-01-01',
      end_date: '2027-01-10',
    });
    expect(booked.status).toBe(201);
    const update = { room_id: room.id, bed_number: bed.bedNumber, bed_type: 'single', monthly_rent: 8000 };
    const cleared = await call('PATCH', `/api/beds/${bed.id}`, update);
    expect(cleared.status).toBe(400);
    expect(cleared.body.error.fields).toEqual({ base_rent_per_day: BED_RENT_PER_DAY_IN_USE });
  });

  it('imports a bed with a monthly rent alone, and refuses one with neither', async () => {
    const { branch } = await makeRoomInNewBranch(t.db);
    await makeProperty(t.db, branch, { name: 'Star PG' });
    const row = { property: 'Star PG', floor_number: '1', room_number: '1', bed_type: 'single' };
    const res = await call('POST', `/api/branches/${branch.id}/beds/import`, {
      rows: [
        { ...row, bed_number: 'A', base_rent_per_day: '', monthly_rent: '8000' },
        { ...row, bed_number: 'B', base_rent_per_day: '', monthly_rent: '' },
      ],
    });
    expect(res.body).toMatchObject({
      added: 1,
      skipped: 1,
      problems: [{ row: 3, messages: [BED_RENT_REQUIRED] }],
    });
  });
});
