import { LIST_COUNT_CAP, todayIso } from '@pg/contracts/common';
import { samePhoneQuestion, TENANT_ALREADY_LEFT, TENANT_HAS_OPEN_BOOKING } from '@pg/contracts/tenants';
import { addDays, format, parseISO } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { tenants } from '../src/db/schema/operations.ts';
import { auditOf, makePrincipal } from './access-fixtures.ts';
import {
  makeBed,
  makeBooking,
  makeBranch,
  makePayment,
  makeRoomInNewBranch,
  makeTenant,
} from './factories.ts';
import { createTestApp } from './helper.ts';

const t = await createTestApp();
const { app, db } = t;
const staff = await t.signIn(['user']);
const today = todayIso();
const shift = (iso: string, days: number) => format(addDays(parseISO(iso), days), 'yyyy-MM-dd');

type Item = { id: string; name: string; tenant_name: string };
const get = async (url: string, headers = staff.headers) => {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
};
const send = async (method: 'POST' | 'PATCH', url: string, payload?: object, headers = staff.headers) => {
  const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};
const addTenant = (branchId: string, body: object, headers = staff.headers) =>
  send('POST', `/api/branches/${branchId}/tenants`, body, headers);
const tenantCount = async (branchId: string) =>
  (
    await query<{ n: number }>(db, sql`select count(*)::int as n from tenants where branch_id = ${branchId}`)
  )[0]!.n;

describe('POST /api/branches/:branchId/tenants', () => {
  it('adds a tenant: phone normalised, empty email stored as null, joined today by default', async () => {
    const branch = await makeBranch(db);
    const res = await addTenant(branch.id, { name: '  Asha Rao ', phone: '98765 43210', email: '' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      branch_id: branch.id,
      name: 'Asha Rao',
      phone: '+919876543210',
      email: null,
      joined_at: today,
      left_at: null,
      created_at: expect.any(String),
      has_open_booking: false,
    });
    const [row] = await db.select().from(tenants).where(eq(tenants.id, res.body.id));
    expect(row).toMatchObject({ email: null, phone: '+919876543210' });
    expect(await auditOf(t, 'tenant.create', res.body.id)).toHaveLength(1);
  });

  it("asks before adding a second tenant with a phone number of the branch, naming who has it; another branch's does not count", async () => {
    const branch = await makeBranch(db);
    const other = await makeBranch(db);
    expect((await addTenant(branch.id, { name: 'Priya Sharma', phone: '81234 44444' })).status).toBe(201);
    expect((await addTenant(other.id, { name: 'Meena', phone: '81234 44444' })).status).toBe(201);

    const asked = await addTenant(branch.id, { name: 'Priya S', phone: '+91 81234 44444' });
    expect(asked.status).toBe(409);
    expect(asked.body.error).toMatchObject({
      code: 'confirmation_required',
      message: samePhoneQuestion('Priya Sharma', 'Priya S'),
    });
    expect(await tenantCount(branch.id)).toBe(1);

    const added = await addTenant(branch.id, {
      name: 'Priya S',
      phone: '+91 81234 44444',
      phone_confirmed: true,
    });
    expect(added.status).toBe(201);
    expect(added.body).not.toHaveProperty('phone_confirmed');
    expect(await tenantCount(branch.id)).toBe(2);
  });

  it('accepts +91 and 91 prefixes, an email and a joined date', async () => {
    const branch = await makeBranch(db);
    const res = await addTenant(branch.id, {
      name: 'Vikram',
      phone: '+91-70000-00001',
      email: 'vikram@example.in',
      joined_at: '2025-06-01',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      phone: '+917000000001',
      email: 'vikram@example.in',
      joined_at: '2025-06-01',
    });
    expect((await addTenant(branch.id, { name: 'Meena', phone: '916000000002' })).body.phone).toBe(
      '+916000000002',
    );
  });

  it.each([
    [{ phone: '9876543210' }, 'name', 'Name is required'],
    [{ name: ' ', phone: '9876543210' }, 'name', 'Name is required'],
    [{ name: 'A' }, 'phone', 'Phone is required'],
    [{ name: 'A', phone: '12345' }, 'phone', 'Indian mobile number'],
    [{ name: 'A', phone: '5876543210' }, 'phone', 'Indian mobile number'],
    [{ name: 'A', phone: '+1 9876543210' }, 'phone', 'Indian mobile number'],
    [{ name: 'A', phone: '9876543210', email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    [{ name: 'A', phone: '9876543210', joined_at: '2026-02-30' }, 'joined_at', 'real date'],
    [{ name: 'A', phone: '9876543210', left_at: '2026-01-01' }, 'left_at', 'Unknown field'],
  ])('refuses %j with 400 on %s, writing nothing', async (body, field, message) => {
    const branch = await makeBranch(db);
    const res = await addTenant(branch.id, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields[field]).toContain(message);
    expect(await tenantCount(branch.id)).toBe(0);
  });

  it('answers 404 for an unknown branch and 400 for a malformed one', async () => {
    const unknown = await addTenant('00000000-0000-4000-8000-000000000000', {
      name: 'A',
      phone: '9876543210',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Branch not found');
    expect((await addTenant('nope', { name: 'A', phone: '9876543210' })).status).toBe(400);
  });

  it('needs tenants:create (403) and a session (401)', async () => {
    const branch = await makeBranch(db);
    const viewer = await makePrincipal(t, { rolePermissions: ['tenants:view'] });
    expect((await addTenant(branch.id, { name: 'A', phone: '9876543210' }, viewer.headers)).status).toBe(403);
    const denied = await makePrincipal(t, {
      roles: ['manager'],
      overrides: [{ key: 'tenants:create', granted: false }],
    });
    expect((await addTenant(branch.id, { name: 'A', phone: '9876543210' }, denied.headers)).status).toBe(403);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/branches/${branch.id}/tenants`,
      payload: { name: 'A', phone: '9876543210' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await tenantCount(branch.id)).toBe(0);
  });
});

describe('what the tenant lists say: the bed, on notice, no bed', () => {
  it('names the current bed, and filters those on notice and those with no bed; bookings on notice too', async () => {
    const { branch, room } = await makeRoomInNewBranch(db);
    const [bedA, bedB] = [
      await makeBed(db, room, { bedNumber: 'A' }),
      await makeBed(db, room, { bedNumber: 'B' }),
    ];
    const staying = await makeTenant(db, branch, { name: 'Staying Sam' });
    const leaving = await makeTenant(db, branch, { name: 'Leaving Lata' });
    await makeTenant(db, branch, { name: 'Bedless Bina' });
    const far = shift(today, 60);
    await makeBooking(
      db,
      { bed: bedA, tenant: staying },
      { startDate: today, endDate: far, status: 'checked_in' },
    );
    const notice = await makeBooking(
      db,
      { bed: bedB, tenant: leaving },
      { startDate: today, endDate: shift(today, 30), status: 'checked_in', noticeGivenOn: today },
    );
    const base = `/api/branches/${branch.id}/tenants`;
    const all = await get(base);
    const beds = Object.fromEntries(
      all.body.items.map((x: { name: string; current_bed: string | null }) => [x.name, x.current_bed]),
    );
    expect(beds).toEqual({
      'Staying Sam': `Room ${room.roomNumber} · Bed A`,
      'Leaving Lata': `Room ${room.roomNumber} · Bed B`,
      'Bedless Bina': null,
    });
    expect(names((await get(`${base}?compliance=on_notice`)).body)).toEqual(['Leaving Lata']);
    expect(names((await get(`${base}?compliance=no_bed`)).body)).toEqual(['Bedless Bina']);
    expect((await get(`${base}?compliance=nobody`)).status).toBe(400);
    const onNotice = await get(`/api/branches/${branch.id}/bookings?notice=on_notice`);
    expect(onNotice.body.items.map((b: { id: string }) => b.id)).toEqual([notice.id]);
  });
});

describe('what the tenant lists say: the balance', () => {
  it('gives each tenant what their statement says they owe today; nothing for one who cannot owe', async () => {
    const { branch, room } = await makeRoomInNewBranch(db);
    const owing = await makeTenant(db, branch, { name: 'Owing Omar' });
    const ahead = await makeTenant(db, branch, { name: 'Ahead Anu' });
    await makeTenant(db, branch, { name: 'New Neel' });
    // A stay of 3 days from today at ₹500 a day, half of it paid; another paid in full and more.
    await makeBooking(
      db,
      { bed: await makeBed(db, room), tenant: owing },
      { startDate: today, endDate: shift(today, 2), totalRent: 1500 },
    );
    await makePayment(db, owing, { amount: 400, date: today });
    await makeBooking(
      db,
      { bed: await makeBed(db, room), tenant: ahead },
      { startDate: shift(today, 10), endDate: shift(today, 12), totalRent: 1500 },
    );
    await makePayment(db, ahead, { amount: 300, date: today });
    const list = await get(`/api/branches/${branch.id}/tenants`);
    const balances = Object.fromEntries(
      list.body.items.map((x: { name: string; balance: number | null }) => [x.name, x.balance]),
    );
    const statementOf = async (id: string) => (await get(`/api/tenants/${id}/statement`)).body.balance;
    expect(balances['Owing Omar']).toBe(await statementOf(owing.id));
    expect(balances['Owing Omar']).toBeGreaterThan(0);
    expect(balances['Ahead Anu']).toBe(-300);
    expect(balances['Ahead Anu']).toBe(await statementOf(ahead.id));
    expect(balances['New Neel']).toBeNull();
  });
});

const names = (body: { items: Item[] }) => body.items.map((x: Item) => x.name);

describe('GET /api/branches/:branchId/tenants', () => {
  const branch = makeBranch(db);
  const seeded = branch.then(async (b) => {
    const other = await makeBranch(db);
    await makeTenant(db, other, { name: 'Asha Elsewhere', phone: '+919000000009' });
    const made: Record<string, string> = {};
    for (const [name, phone, email, leftAt] of [
      ['Asha Rao', '+919876543210', 'asha@example.com', null],
      ['Ravi Kumar', '+919812345678', null, null],
      ['Priya_Nair', '+916300000001', 'PRIYA@Mail.in', null],
      ['Old Timer', '+917700000000', null, '2025-03-01'],
      ['Gone Guy', '+917700000001', 'gone@example.com', '2025-05-01'],
    ] as const) {
      // Each one a minute after the last: newest first means reverse order.
      const createdAt = new Date(Date.UTC(2025, 0, 1, 10, Object.keys(made).length)).toISOString();
      const row = await makeTenant(db, b, { name, phone, email, joinedAt: '2025-01-01', leftAt, createdAt });
      made[name] = row.id;
    }
    return { branch: b, made };
  });

  it('lists active tenants newest first with the total', async () => {
    const { branch } = await seeded;
    const res = await get(`/api/branches/${branch.id}/tenants`);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Priya_Nair', 'Ravi Kumar', 'Asha Rao']);
    expect(res.body.total).toBe(3);
  });

  it('lists inactive tenants, latest departure first, and all', async () => {
    const { branch } = await seeded;
    const inactive = await get(`/api/branches/${branch.id}/tenants?status=inactive`);
    expect(names(inactive.body)).toEqual(['Gone Guy', 'Old Timer']);
    expect(inactive.body.items[0]).toMatchObject({ left_at: '2025-05-01' });
    const all = await get(`/api/branches/${branch.id}/tenants?status=all`);
    expect(all.body.total).toBe(5);
  });

  it.each([
    ['asha', ['Asha Rao']],
    ['KUMAR', ['Ravi Kumar']],
    ['98123', ['Ravi Kumar']],
    ['98765 43210', ['Asha Rao']],
    ['98765-43210', ['Asha Rao']],
    ['mail.IN', ['Priya_Nair']],
    ['example.com', ['Asha Rao']],
    ['_', ['Priya_Nair']],
    ['%', []],
    ['zzz', []],
  ])('searches name, phone and email case-insensitively: %j', async (q, expected) => {
    const { branch } = await seeded;
    const res = await get(`/api/branches/${branch.id}/tenants?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(expected);
    expect(res.body.total).toBe(expected.length);
  });

  it('searches inactive tenants too', async () => {
    const { branch } = await seeded;
    const res = await get(`/api/branches/${branch.id}/tenants?status=inactive&q=gone`);
    expect(names(res.body)).toEqual(['Gone Guy']);
  });

  it('pages with limit and offset, the total counting every match', async () => {
    const { branch } = await seeded;
    const page = await get(`/api/branches/${branch.id}/tenants?status=all&limit=2&offset=2`);
    expect(page.body.items).toHaveLength(2);
    expect(page.body.total).toBe(5);
    expect((await get(`/api/branches/${branch.id}/tenants?limit=0`)).status).toBe(400);
    expect((await get(`/api/branches/${branch.id}/tenants?limit=201`)).status).toBe(400);
    expect((await get(`/api/branches/${branch.id}/tenants?status=gone`)).status).toBe(400);
  });

  it('gives the exact total of a large branch unsearched, and counts a search up to the cap', async () => {
    const branch = await makeBranch(db);
    const many = LIST_COUNT_CAP + 100;
    await db.execute(sql`insert into tenants (branch_id, name, phone, joined_at, left_at)
      select ${branch.id}, 'Tenant ' || n, '+9190000' || lpad(n::text, 5, '0'), '2025-01-01',
        case when n <= 30 then date '2025-06-01' end
      from generate_series(1, ${many}) n`);
    const staying = await get(`/api/branches/${branch.id}/tenants`);
    expect(staying.body).toMatchObject({ total: many - 30 });
    expect(staying.body.total_capped).toBeUndefined();
    expect(staying.body.items).toHaveLength(50);
    expect((await get(`/api/branches/${branch.id}/tenants?status=inactive`)).body.total).toBe(30);
    expect((await get(`/api/branches/${branch.id}/tenants?status=all`)).body.total).toBe(many);
    const past = await get(`/api/branches/${branch.id}/tenants?offset=${many}`);
    expect(past.body).toMatchObject({ items: [], total: many - 30 });
    const searched = await get(`/api/branches/${branch.id}/tenants?q=Tenant`);
    expect(searched.body).toMatchObject({ total: LIST_COUNT_CAP + 1, total_capped: true });
  });

  it('shows whether a tenant has an open booking', async () => {
    const { branch, made } = await seeded;
    const { room } = await makeRoomInNewBranch(db);
    const bed = await makeBed(
      db,
      { id: room.id, branchId: branch.id },
      { roomId: room.id, branchId: branch.id },
    );
    await makeBooking(db, { bed, tenant: { id: made['Ravi Kumar']! } }, { status: 'checked_in' });
    const res = await get(`/api/branches/${branch.id}/tenants?q=ravi`);
    expect(res.body.items[0].has_open_booking).toBe(true);
  });

  it('needs tenants:view and a known branch', async () => {
    const { branch } = await seeded;
    const nobody = await makePrincipal(t, { rolePermissions: ['bookings:view'] });
    expect((await get(`/api/branches/${branch.id}/tenants`, nobody.headers)).status).toBe(403);
    expect((await get('/api/branches/00000000-0000-4000-8000-000000000000/tenants')).status).toBe(404);
  });
});

describe('GET /api/branches/:branchId/tenants/options', () => {
  it('offers tenants who have not left, by name, searchable', async () => {
    const branch = await makeBranch(db);
    await makeTenant(db, branch, { name: 'Zara' });
    await makeTenant(db, branch, { name: 'arjun' });
    await makeTenant(db, branch, { name: 'Left Already', leftAt: '2025-01-01' });
    const res = await get(`/api/branches/${branch.id}/tenants/options`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((x: Item) => x.name)).toEqual(['arjun', 'Zara']);
    expect(Object.keys(res.body.items[0]).sort()).toEqual(['id', 'name', 'phone']);
    expect((await get(`/api/branches/${branch.id}/tenants/options?q=ZAR`)).body.total).toBe(1);
    const noView = await makePrincipal(t, { rolePermissions: [] });
    expect((await get(`/api/branches/${branch.id}/tenants/options`, noView.headers)).status).toBe(403);
  });

  it('answers the first 20 matches with how many there are, and finds the others by name or phone', async () => {
    const branch = await makeBranch(db);
    for (let i = 1; i <= 25; i++) {
      await makeTenant(db, branch, {
        name: `Guest ${String(i).padStart(2, '0')}`,
        phone: `91000000${String(i).padStart(2, '0')}`,
      });
    }
    const first = await get(`/api/branches/${branch.id}/tenants/options`);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.total).toBe(25);
    expect(first.body.items.at(-1).name).toBe('Guest 20');
    const byName = await get(
      `/api/branches/${branch.id}/tenants/options?q=${encodeURIComponent('Guest 23')}`,
    );
    expect(byName.body.items.map((x: Item) => x.name)).toEqual(['Guest 23']);
    const byPhone = await get(
      `/api/branches/${branch.id}/tenants/options?q=${encodeURIComponent('91000 00024')}`,
    );
    expect(byPhone.body.items.map((x: Item) => x.name)).toEqual(['Guest 24']);
  });
});

describe('GET /api/tenants/:id', () => {
  it('answers one tenant with whether a booking holds them; 404 for another branch', async () => {
    const { branch, room } = await makeRoomInNewBranch(db);
    const tenant = await makeTenant(db, branch, { name: 'Meera Iyer', email: 'meera@example.com' });
    const res = await get(`/api/tenants/${tenant.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: tenant.id,
      name: 'Meera Iyer',
      email: 'meera@example.com',
      left_at: null,
      has_open_booking: false,
    });
    const booking = await makeBooking(db, { bed: await makeBed(db, room), tenant }, { status: 'checked_in' });
    expect((await get(`/api/tenants/${tenant.id}`)).body.has_open_booking).toBe(true);
    // Their bookings, for the tenant page: another tenant's are left out.
    await makeBooking(db, { bed: await makeBed(db, room), tenant: await makeTenant(db, branch) });
    const theirs = await get(`/api/branches/${branch.id}/bookings?tenant_id=${tenant.id}`);
    expect(theirs.body.items.map((b: { id: string }) => b.id)).toEqual([booking.id]);
    const outsider = await makePrincipal(t, {
      rolePermissions: ['tenants:view'],
      branches: [(await makeRoomInNewBranch(db)).branch.id],
    });
    expect((await get(`/api/tenants/${tenant.id}`, outsider.headers)).status).toBe(404);
  });
});

describe('PATCH /api/tenants/:id', () => {
  it("edits a tenant's contact details", async () => {
    const branch = await makeBranch(db);
    const tenant = await makeTenant(db, branch, { name: 'Old Name', email: 'old@example.com' });
    const res = await send('PATCH', `/api/tenants/${tenant.id}`, {
      name: 'New Name',
      phone: '+91 99999 00000',
      email: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'New Name', phone: '+919999900000', email: null });
    const only = await send('PATCH', `/api/tenants/${tenant.id}`, { email: 'NEW@example.com' });
    expect(only.body).toMatchObject({ name: 'New Name', email: 'NEW@example.com' });
    expect(await auditOf(t, 'tenant.update', tenant.id)).toHaveLength(2);
  });

  it('validates like creation and answers 404 for an unknown tenant', async () => {
    const branch = await makeBranch(db);
    const tenant = await makeTenant(db, branch);
    const bad = await send('PATCH', `/api/tenants/${tenant.id}`, { phone: '123' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.phone).toContain('Indian mobile number');
    expect((await send('PATCH', `/api/tenants/${tenant.id}`, {})).status).toBe(400);
    expect((await send('PATCH', `/api/tenants/${tenant.id}`, { left_at: today })).status).toBe(400);
    const missing = await send('PATCH', '/api/tenants/00000000-0000-4000-8000-000000000000', { name: 'X' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Tenant not found');
  });

  it('needs tenants:update', async () => {
    const branch = await makeBranch(db);
    const tenant = await makeTenant(db, branch);
    const viewer = await makePrincipal(t, { rolePermissions: ['tenants:view', 'tenants:create'] });
    expect((await send('PATCH', `/api/tenants/${tenant.id}`, { name: 'X' }, viewer.headers)).status).toBe(
      403,
    );
  });
});

describe('POST /api/tenants/:id/leave', () => {
  it('records the departure: the tenant moves to the inactive list', async () => {
    const branch = await makeBranch(db);
    const tenant = await makeTenant(db, branch, { joinedAt: '2025-01-01' });
    const res = await send('POST', `/api/tenants/${tenant.id}/leave`, { left_at: today });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: tenant.id, left_at: today });
    expect((await get(`/api/branches/${branch.id}/tenants`)).body.total).toBe(0);
    expect((await get(`/api/branches/${branch.id}/tenants?status=inactive`)).body.total).toBe(1);
    expect((await get(`/api/branches/${branch.id}/tenants/options`)).body.total).toBe(0);
    expect(await auditOf(t, 'tenant.leave', tenant.id)).toHaveLength(1);

    const again = await send('POST', `/api/tenants/${tenant.id}/leave`, { left_at: today });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(TENANT_ALREADY_LEFT);
  });

  it('is refused while a booking is booked or checked in, allowed once it is checked out', async () => {
    const { branch, room } = await makeRoomInNewBranch(db);
    const bed = await makeBed(db, room);
    const tenant = await makeTenant(db, branch, { joinedAt: '2025-01-01' });
    const booking = await makeBooking(db, { bed, tenant }, { status: 'booked' });
    const refused = await send('POST', `/api/tenants/${tenant.id}/leave`, { left_at: today });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(TENANT_HAS_OPEN_BOOKING);
    await db.execute(sql`update bookings set status = 'checked_in' where id = ${booking.id}`);
    expect((await send('POST', `/api/tenants/${tenant.id}/leave`, { left_at: today })).status).toBe(409);
    const [row] = await db.select().from(tenants).where(eq(tenants.id, tenant.id));
    expect(row!.leftAt).toBeNull();
    await db.execute(sql`update bookings set status = 'checked_out' where id = ${booking.id}`);
    expect((await send('POST', `/api/tenants/${tenant.id}/leave`, { left_at: today })).status).toBe(200);
  });

  it.each([
    [{ left_at: '2026-02-30' }, 'real date'],
    [{ left_at: '' }, 'Date left is required'],
    [{}, 'Date left is required'],
    [{ left_at: '2024-12-31' }, 'before the date the tenant joined'],
    [{ left_at: 'tomorrow' }, 'in the future'],
  ])('refuses %j with 400 on left_at', async (body, message) => {
    const branch = await makeBranch(db);
    const tenant = await makeTenant(db, branch, { joinedAt: '2025-01-01' });
    const payload = 'left_at' in body && body.left_at === 'tomorrow' ? { left_at: shift(today, 1) } : body;
    const res = await send('POST', `/api/tenants/${tenant.id}/leave`, payload);
    expect(res.status).toBe(400);
    expect(res.body.error.fields.left_at).toContain(message);
    const [row] = await db.select().from(tenants).where(eq(tenants.id, tenant.id));
    expect(row!.leftAt).toBeNull();
  });

  it('answers 404 for an unknown tenant and 403 without tenants:update', async () => {
    expect(
      (await send('POST', '/api/tenants/00000000-0000-4000-8000-000000000000/leave', { left_at: today }))
        .status,
    ).toBe(404);
    const branch = await makeBranch(db);
    const tenant = await makeTenant(db, branch);
    const viewer = await makePrincipal(t, { rolePermissions: ['tenants:view'] });
    expect(
      (await send('POST', `/api/tenants/${tenant.id}/leave`, { left_at: today }, viewer.headers)).status,
    ).toBe(403);
  });
});

describe('access rules', () => {
  it('declares a permission on every tenants route', () => {
    const mine = app.routeTable.filter((r) => /^\/api\/(branches\/:branchId\/)?tenants/.test(r.url));
    expect(mine.map((r) => `${r.method} ${r.url} ${r.permission}`).sort()).toEqual([
      'DELETE /api/tenants/:id/documents/:documentId tenants:update',
      'GET /api/branches/:branchId/tenants tenants:view',
      'GET /api/branches/:branchId/tenants/compliance tenants:view',
      'GET /api/branches/:branchId/tenants/options tenants:view',
      'GET /api/branches/:branchId/tenants/retention tenants:delete',
      'GET /api/tenants/:id tenants:view',
      'GET /api/tenants/:id/balance payments:view',
      'GET /api/tenants/:id/charges payments:view',
      'GET /api/tenants/:id/documents tenants:view',
      'GET /api/tenants/:id/documents/:documentId/photos/:side applications:reveal',
      'GET /api/tenants/:id/export tenants:update',
      'GET /api/tenants/:id/photo tenants:view',
      'GET /api/tenants/:id/records tenants:view',
      'GET /api/tenants/:id/rent-months payments:view',
      'GET /api/tenants/:id/rent-receipts payments:view',
      'GET /api/tenants/:id/statement payments:view',
      'GET /api/tenants/:id/verification-form tenants:view',
      'PATCH /api/tenants/:id tenants:update',
      'POST /api/branches/:branchId/tenants tenants:create',
      'POST /api/branches/:branchId/tenants/import tenants:create',
      'POST /api/tenants/:id/app-invite tenants:update',
      'POST /api/tenants/:id/charges payments:create',
      'POST /api/tenants/:id/documents tenants:update',
      'POST /api/tenants/:id/documents/:documentId/reveal applications:reveal',
      'POST /api/tenants/:id/erase tenants:delete',
      'POST /api/tenants/:id/leave tenants:update',
      'POST /api/tenants/:id/pay-link payments:view',
      'POST /api/tenants/:id/reminders payments:create',
      'POST /api/tenants/:id/rent-receipts-link payments:view',
      'POST /api/tenants/:id/statement-link payments:view',
      'PUT /api/tenants/:id/form-c tenants:update',
      'PUT /api/tenants/:id/photo tenants:update',
      'PUT /api/tenants/:id/profile tenants:update',
      'PUT /api/tenants/:id/verification tenants:update',
    ]);
  });
});
