import { randomUUID } from 'node:crypto';
import { amountInWords } from '@pg/contracts/money-words';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, makePrincipal } from './access-fixtures.ts';
import { makeBed, makeBooking, makePayment, makeRoomInNewBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';

const t = await createTestApp();
const { app, db } = t;

type Headers = Record<string, string>;
let owner: Awaited<ReturnType<typeof t.signIn>>;
let world: Awaited<ReturnType<typeof makeWorld>>;

async function makeWorld() {
  const { branch, room } = await makeRoomInNewBranch(db, { name: 'Koramangala PG', address: '5th Block' });
  const bed = await makeBed(db, room, { bedNumber: 'A' });
  const bed2 = await makeBed(db, room, { bedNumber: 'B' });
  const asha = await makeTenant(db, branch, { name: 'Asha Rao', phone: '+919876543210' });
  const ravi = await makeTenant(db, branch, { name: 'Ravi Kumar' });
  const stay = (
    b: typeof bed,
    tenant: typeof asha,
    status: 'booked' | 'checked_in' | 'checked_out' | 'cancelled',
    startDate = '2025-01-01',
    endDate = '2025-01-31',
  ) => makeBooking(db, { bed: b, tenant }, { status, startDate, endDate });
  const booked = await stay(bed, asha, 'booked');
  const checkedIn = await stay(bed2, asha, 'checked_in', '2025-03-01', '2025-03-31');
  const cancelled = await stay(bed, asha, 'cancelled', '2025-06-01', '2025-06-30');
  const checkedOut = await stay(bed2, asha, 'checked_out', '2024-01-01', '2024-01-31');
  const ravisBooking = await stay(bed, ravi, 'booked', '2025-08-01', '2025-08-31');
  const other = await makeRoomInNewBranch(db);
  const otherBed = await makeBed(db, other.room);
  const stranger = await makeTenant(db, other.branch, { name: 'Asha Other Branch' });
  const strangersBooking = await makeBooking(db, { bed: otherBed, tenant: stranger });
  return {
    branch,
    room,
    asha,
    ravi,
    booked,
    checkedIn,
    cancelled,
    checkedOut,
    ravisBooking,
    other,
    stranger,
    strangersBooking,
  };
}

beforeAll(async () => {
  owner = await t.signIn(['manager']);
  world = await makeWorld();
});

const url = (branchId: string, rest = '') => `/api/branches/${branchId}/payments${rest}`;
const post = (branchId: string, payload: unknown, headers: Headers = owner.headers) =>
  app.inject({ method: 'POST', url: url(branchId), headers, payload: payload as object });
const get = (path: string, headers: Headers = owner.headers) =>
  app.inject({ method: 'GET', url: path, headers });

const countPayments = async (branchId: string) => (await get(url(branchId))).json().total as number;

describe('POST /api/branches/:branchId/payments', () => {
  it('records a completed payment against a booked booking, with reference and receipt number', async () => {
    const res = await post(world.branch.id, {
      tenant_id: world.asha.id,
      booking_id: world.booked.id,
      amount: 15500.5,
      method: 'upi',
      date: '2026-01-15',
      reference: '412345678901',
      note: 'January rent',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      branch_id: world.branch.id,
      tenant_id: world.asha.id,
      tenant_name: 'Asha Rao',
      booking_id: world.booked.id,
      room_number: world.room.roomNumber,
      bed_number: 'A',
      amount: 15500.5,
      method: 'upi',
      date: '2026-01-15',
      reference: '412345678901',
      note: 'January rent',
      status: 'completed',
    });
    // The branch's first payment of the financial year 2025-26 (April to March).
    expect(body.receipt_number).toBe(`${world.branch.code}/2025-26/000001`);
    expect(body).toMatchObject({ purpose: 'rent', voided_at: null, void_reason: null });
    const audit = await auditOf(t, 'payment.create', body.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: owner.user.id, entity: 'payment' });
  });

  it('accepts a checked-in booking and a payment without booking; optional fields become null', async () => {
    const withBooking = await post(world.branch.id, {
      tenant_id: world.asha.id,
      booking_id: world.checkedIn.id,
      amount: 100,
      method: 'cash',
      date: '2026-01-16',
    });
    expect(withBooking.statusCode).toBe(201);
    const without = await post(world.branch.id, {
      tenant_id: world.ravi.id,
      booking_id: null,
      amount: 250.25,
      method: 'wallet',
      date: '2026-01-16',
      reference: '',
      note: '   ',
    });
    expect(without.statusCode).toBe(201);
    expect(without.json()).toMatchObject({
      booking_id: null,
      room_number: null,
      bed_number: null,
      amount: 250.25,
      reference: null,
      note: null,
    });
  });

  it.each([
    ['0', { amount: 0 }, 'amount'],
    ['-5', { amount: -5 }, 'amount'],
    ['1.234', { amount: 1.234 }, 'amount'],
    ['a missing amount', { amount: undefined }, 'amount'],
    ['an amount of true', { amount: true }, 'amount'],
    ['an amount in hex', { amount: '0x10' }, 'amount'],
    ['an amount in an array', { amount: [5] }, 'amount'],
    ['an amount past ₹99,99,999.99', { amount: 10_000_000 }, 'amount'],
    ['a date before 2000', { date: '0100-01-01' }, 'date'],
    ['a date after 2099', { date: '9999-12-31' }, 'date'],
    ['a NUL in the reference', { reference: 'UTR\u0000' }, 'reference'],
    ['a lone surrogate in the note', { note: 'paid \ud800' }, 'note'],
    ['2026-02-30', { date: '2026-02-30' }, 'date'],
    ['a date in another format', { date: '15/01/2026' }, 'date'],
    ['an unknown method', { method: 'cheque' }, 'method'],
    ['a missing tenant', { tenant_id: '' }, 'tenant_id'],
    ['a malformed booking id', { booking_id: 'booking-1' }, 'booking_id'],
    ['a status chosen by the client', { status: 'pending' }, 'status'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_label, change, field) => {
    const before = await countPayments(world.branch.id);
    const res = await post(world.branch.id, {
      tenant_id: world.asha.id,
      amount: 500,
      method: 'cash',
      date: '2026-01-15',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(Object.keys(res.json().error.fields)).toContain(field);
    expect(await countPayments(world.branch.id)).toBe(before);
  });

  it('answers 404 for a tenant or booking of another branch, as if it did not exist', async () => {
    const before = await countPayments(world.branch.id);
    const tenant = await post(world.branch.id, {
      tenant_id: world.stranger.id,
      amount: 500,
      method: 'cash',
      date: '2026-01-15',
    });
    expect(tenant.statusCode).toBe(404);
    expect(tenant.json().error).toMatchObject({
      message: 'Tenant not found',
      fields: { tenant_id: 'Tenant not found' },
    });

    const booking = await post(world.branch.id, {
      tenant_id: world.asha.id,
      booking_id: world.strangersBooking.id,
      amount: 500,
      method: 'cash',
      date: '2026-01-15',
    });
    expect(booking.statusCode).toBe(404);
    expect(booking.json().error.fields).toEqual({ booking_id: 'Booking not found' });

    const unknown = await post(world.branch.id, {
      tenant_id: randomUUID(),
      amount: 500,
      method: 'cash',
      date: '2026-01-15',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await countPayments(world.branch.id)).toBe(before);
  });

  it("refuses another tenant's booking and bookings that are cancelled or checked out", async () => {
    const before = await countPayments(world.branch.id);
    const base = { tenant_id: world.asha.id, amount: 500, method: 'cash', date: '2026-01-15' };
    const others = await post(world.branch.id, { ...base, booking_id: world.ravisBooking.id });
    expect(others.statusCode).toBe(400);
    expect(others.json().error.fields).toEqual({ booking_id: 'This booking belongs to another tenant' });
    for (const booking of [world.cancelled, world.checkedOut]) {
      const res = await post(world.branch.id, { ...base, booking_id: booking.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({
        booking_id: 'Only a booked or checked-in booking can take a payment',
      });
    }
    expect(await countPayments(world.branch.id)).toBe(before);
  });

  it('answers 404 for an unknown branch and 400 for a malformed branch id', async () => {
    const payload = { tenant_id: world.asha.id, amount: 500, method: 'cash', date: '2026-01-15' };
    const unknown = await post(randomUUID(), payload);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Branch not found');
    expect((await post('not-a-uuid', payload)).statusCode).toBe(400);
  });
});

describe('GET /api/branches/:branchId/payments', () => {
  let branch: Awaited<ReturnType<typeof makeRoomInNewBranch>>['branch'];
  beforeAll(async () => {
    ({ branch } = await makeRoomInNewBranch(db));
    const meera = await makeTenant(db, branch, { name: 'Meera Nair' });
    const john = await makeTenant(db, branch, { name: 'John 100%_Sure' });
    await makePayment(db, meera, { amount: 1000, date: '2025-01-10' });
    await makePayment(db, meera, { amount: 2000.25, date: '2025-03-01', method: 'card' });
    await makePayment(db, john, { amount: 300, date: '2025-02-01', status: 'pending' });
    await makePayment(db, john, { amount: 50, date: '2025-02-02', status: 'failed' });
    for (let i = 0; i < 55; i++) await makePayment(db, meera, { amount: 10, date: '2024-12-01' });
  });

  it('lists the branch only, newest date first, 50 a page, with the total', async () => {
    const res = await get(url(branch.id));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(59);
    expect(body.items).toHaveLength(50);
    expect(body.items.slice(0, 4).map((p: { date: string }) => p.date)).toEqual([
      '2025-03-01',
      '2025-02-02',
      '2025-02-01',
      '2025-01-10',
    ]);
    expect(body.items.every((p: { branch_id: string }) => p.branch_id === branch.id)).toBe(true);
    const page2 = (await get(url(branch.id, '?offset=50'))).json();
    expect(page2.items).toHaveLength(9);
    const ids = new Set([...body.items, ...page2.items].map((p: { id: string }) => p.id));
    expect(ids.size).toBe(59);
  });

  it('searches by tenant name, case-insensitively, as a substring, with LIKE wildcards taken literally', async () => {
    const meera = (await get(url(branch.id, '?q=eERA'))).json();
    expect(meera.total).toBe(57);
    expect(meera.items.every((p: { tenant_name: string }) => p.tenant_name === 'Meera Nair')).toBe(true);
    expect((await get(url(branch.id, `?q=${encodeURIComponent('100%_s')}`))).json().total).toBe(2);
    expect((await get(url(branch.id, `?q=${encodeURIComponent('%')}`))).json().total).toBe(2);
    expect((await get(url(branch.id, '?q=nobody'))).json()).toEqual({ items: [], total: 0 });
  });

  it('shows other statuses as they are', async () => {
    const statuses = (await get(url(branch.id, '?q=john')))
      .json()
      .items.map((p: { status: string }) => p.status);
    expect(statuses.sort()).toEqual(['failed', 'pending']);
  });

  it('sums completed payments of the whole branch in SQL (not the page, not other statuses)', async () => {
    const res = await get(url(branch.id, '/summary'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total_amount: 3550.25, count: 57 });
    const empty = await makeRoomInNewBranch(db);
    expect((await get(url(empty.branch.id, '/summary'))).json()).toMatchObject({ total_amount: 0, count: 0 });
  });

  it('keeps exact paise in the sum where floats would drift', async () => {
    const { branch: b } = await makeRoomInNewBranch(db);
    const tenant = await makeTenant(db, b);
    for (let i = 0; i < 10; i++) await makePayment(db, tenant, { amount: 0.1 });
    await makePayment(db, tenant, { amount: 0.2 });
    expect((await get(url(b.id, '/summary'))).json().total_amount).toBe(1.2);
  });

  const listed = async (query: string) => {
    const res = await get(url(branch.id, query));
    expect(res.statusCode).toBe(200);
    return res.json() as {
      items: { date: string; amount: number; method: string; status: string }[];
      total: number;
    };
  };

  it('filters by date range, both ends inclusive, each optional', async () => {
    const range = await listed('?from=2025-01-10&to=2025-02-02');
    expect(range.items.map((p) => p.date)).toEqual(['2025-02-02', '2025-02-01', '2025-01-10']);
    expect((await listed('?from=2025-02-02')).items.map((p) => p.date)).toEqual(['2025-03-01', '2025-02-02']);
    expect((await listed('?to=2024-12-31')).total).toBe(55);
    expect((await listed('?from=2026-01-01')).total).toBe(0);
  });

  it('filters by method and status, with search and range together', async () => {
    expect((await listed('?method=card')).items.map((p) => p.amount)).toEqual([2000.25]);
    expect((await listed('?method=upi')).total).toBe(0);
    expect((await listed('?status=pending')).items.map((p) => p.amount)).toEqual([300]);
    expect((await listed('?status=completed')).total).toBe(57);
    expect(
      (await listed('?status=completed&method=cash&from=2025-01-01&q=meera')).items.map((p) => p.amount),
    ).toEqual([1000]);
  });

  it('shows voided payments only under the voided status, whatever their status', async () => {
    const { branch: b } = await makeRoomInNewBranch(db);
    const tenant = await makeTenant(db, b);
    await makePayment(db, tenant, { amount: 700 });
    await makePayment(db, tenant, {
      amount: 800,
      voidedAt: '2025-02-01T00:00:00Z',
      voidReason: 'Typed twice',
    });
    const of = async (status: string) =>
      (await get(url(b.id, `?status=${status}`))).json().items.map((p: { amount: number }) => p.amount);
    expect(await of('voided')).toEqual([800]);
    expect(await of('completed')).toEqual([700]);
  });

  it('sorts by amount or date, either way, from the allowed orders only', async () => {
    const largest = await listed('?sort=amount_desc&limit=3');
    expect(largest.items.map((p) => p.amount)).toEqual([2000.25, 1000, 300]);
    const smallest = await listed('?sort=amount_asc&from=2025-01-01');
    expect(smallest.items.map((p) => p.amount)).toEqual([50, 300, 1000, 2000.25]);
    const oldest = await listed('?sort=date_asc&from=2025-01-01');
    expect(oldest.items.map((p) => p.date)).toEqual(['2025-01-10', '2025-02-01', '2025-02-02', '2025-03-01']);
    const newest = await listed('?sort=date_desc&limit=1');
    expect(newest.items[0]?.date).toBe('2025-03-01');
    expect(newest.total).toBe(59);
  });

  it('refuses filters and sorts outside the lists with 400', async () => {
    for (const query of [
      '?sort=amount',
      '?sort=date_desc;drop%20table%20payments',
      '?sort=amount%20desc',
      '?method=cheque',
      '?status=failed',
      '?from=2025-02-30',
      '?to=01/02/2025',
      '?from=2025-03-01&to=2025-02-01',
      '?from=1999-12-31',
      '?from=2025-01-01&from=2025-02-01',
    ]) {
      const res = await get(url(branch.id, query));
      expect(res.statusCode, query).toBe(400);
    }
    const reversed = await get(url(branch.id, '?from=2025-03-01&to=2025-02-01'));
    expect(JSON.stringify(reversed.json())).toContain('The To date cannot be before the From date');
  });

  it('refuses bad list parameters and unknown branches', async () => {
    expect((await get(url(branch.id, '?limit=0'))).statusCode).toBe(400);
    expect((await get(url(branch.id, '?limit=500'))).statusCode).toBe(400);
    expect((await get(url(branch.id, '?offset=-1'))).statusCode).toBe(400);
    expect((await get(url(branch.id, '?sort=amount'))).statusCode).toBe(400);
    expect((await get(url(randomUUID()))).statusCode).toBe(404);
    expect((await get(url(randomUUID(), '/summary'))).statusCode).toBe(404);
  });
});

describe('GET /api/payments/:id (receipt)', () => {
  it('returns everything the receipt prints', async () => {
    const created = (
      await post(world.branch.id, {
        tenant_id: world.asha.id,
        booking_id: world.booked.id,
        amount: 123456.78,
        method: 'bank_transfer',
        date: '2026-02-01',
        reference: 'NEFT-99',
        // Far above what is due, on purpose: the receipt's amount in words.
        amount_confirmed: true,
      })
    ).json();
    const res = await get(`/api/payments/${created.id}`);
    expect(res.statusCode).toBe(200);
    const receipt = res.json();
    expect(receipt).toMatchObject({
      id: created.id,
      receipt_number: created.receipt_number,
      amount: 123456.78,
      method: 'bank_transfer',
      reference: 'NEFT-99',
      date: '2026-02-01',
      tenant_name: 'Asha Rao',
      tenant_phone: '+919876543210',
      bed_number: 'A',
      booking_start_date: world.booked.startDate,
      booking_end_date: world.booked.endDate,
      branch: { name: 'Koramangala PG', code: world.branch.code, address: '5th Block', contact: null },
    });
    expect(amountInWords(receipt.amount)).toBe(
      'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only',
    );
  });

  it('answers 404 for an unknown payment and 400 for a malformed id', async () => {
    expect((await get(`/api/payments/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/api/payments/123')).statusCode).toBe(400);
  });
});

describe('payment permissions', () => {
  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: url(world.branch.id) })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: url(world.branch.id),
          payload: { tenant_id: world.asha.id, amount: 1, method: 'cash', date: '2026-01-01' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('needs payments:view to read and payments:create to record', async () => {
    const viewer = await makePrincipal(t, { rolePermissions: ['payments:view'] });
    const nobody = await makePrincipal(t, { rolePermissions: ['complaints:view'] });
    const payment = await makePayment(db, world.asha);
    expect((await get(url(world.branch.id), viewer.headers)).statusCode).toBe(200);
    expect((await get(`/api/payments/${payment.id}`, viewer.headers)).statusCode).toBe(200);
    const before = await countPayments(world.branch.id);
    const res = await post(
      world.branch.id,
      { tenant_id: world.asha.id, amount: 10, method: 'cash', date: '2026-01-01' },
      viewer.headers,
    );
    expect(res.statusCode).toBe(403);
    expect(await countPayments(world.branch.id)).toBe(before);
    for (const path of [
      url(world.branch.id),
      url(world.branch.id, '/summary'),
      `/api/payments/${payment.id}`,
    ]) {
      expect((await get(path, nobody.headers)).statusCode).toBe(403);
    }
  });

  it('lets a user override deny payments:create even though the role grants it', async () => {
    const denied = await makePrincipal(t, {
      roles: ['manager'],
      overrides: [{ key: 'payments:create', granted: false }],
    });
    const res = await post(
      world.branch.id,
      { tenant_id: world.asha.id, amount: 10, method: 'cash', date: '2026-01-01' },
      denied.headers,
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('an amount far above what is due', () => {
  it('is asked about before it is recorded, and recorded once confirmed; a month ahead is not asked about', async () => {
    const { branch, room } = await makeRoomInNewBranch(db);
    const bed = await makeBed(db, room, { baseRentPerDay: 26.67 });
    const tenant = await makeTenant(db, branch, { name: 'Meena Iyer' });
    const other = await makeRoomInNewBranch(db);
    const stranger = await makeTenant(db, other.branch);
    await makeBooking(
      db,
      { bed, tenant },
      { status: 'checked_in', startDate: '2026-11-01', endDate: '2026-11-30', totalRent: 800.1 },
    );
    // 30 days at ₹26.67 = ₹800.10 owed; ₹80,000 is a slip of a key.
    const pay = (amount: number, extra: object = {}, to = tenant.id, branchId = branch.id) =>
      post(branchId, { tenant_id: to, amount, method: 'cash', date: '2026-11-20', ...extra });
    const before = await countPayments(branch.id);
    const asked = await pay(80000);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error).toEqual({
      code: 'confirmation_required',
      message:
        '₹80,000.00 is far more than the ₹800.10 due. Record it anyway? What is above the due is kept as an advance.',
    });
    expect(await countPayments(branch.id)).toBe(before);
    expect((await pay(80000, { amount_confirmed: true })).statusCode).toBe(201);
    // Now nothing is due: a small payment goes through, a large one asks again.
    expect((await pay(10000)).statusCode).toBe(201);
    expect((await pay(10000.01)).json().error.message).toBe(
      'Nothing is due from this tenant now. Record ₹10,000.01 anyway? It is kept as an advance.',
    );
    // Another branch's tenant is never asked about (their balance is not told): the usual 404.
    expect((await pay(80000, {}, stranger.id)).statusCode).toBe(404);
  });
});
