import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditOf, makePrincipal } from './access-fixtures.ts';
import { testClock } from './clock.ts';
import {
  makeBed,
  makeBedAndTenant,
  makeBooking,
  makeCharge,
  makePayment,
  makeRoomInNewBranch,
  makeStay,
  makeTenant,
} from './factories.ts';
import { createTestApp } from './helper.ts';

// Today is 15 March 2026 in India.
const t = await createTestApp({}, { clock: testClock(new Date('2026-03-15T06:30:00Z')) });
const { app, db } = t;
const owner = await t.signIn(['super_admin']);

type Headers = Record<string, string>;
const send = (method: 'POST' | 'PUT', url: string, payload: object, headers: Headers = owner.headers) =>
  app.inject({ method, url, payload, headers });
const get = (url: string, headers: Headers = owner.headers) => app.inject({ url, headers });
const balanceOf = async (tenantId: string) => (await get(`/api/tenants/${tenantId}/balance`)).json().balance;

/** A tenant checked in to a bed from 1 February to 31 March at 100 a day. */
const tenantWithBooking = (over: Parameters<typeof makeStay>[1] = {}) =>
  makeStay(db, {
    startDate: '2026-02-01',
    endDate: '2026-03-31',
    totalRent: 59 * 100,
    status: 'checked_in',
    ...over,
  });

describe('charges', () => {
  it('adds a charge to a tenant, audited, and the balance owes it from its date', async () => {
    const { tenant, booking } = await tenantWithBooking();
    // February's 28 days and March's 31 (due on 1 March) at 100 a day.
    expect(await balanceOf(tenant.id)).toBe(5900);
    const res = await send('POST', `/api/tenants/${tenant.id}/charges`, {
      date: '2026-03-10',
      category: 'Electricity',
      description: 'Meter 1204 to 1290',
      amount: 430.5,
      booking_id: booking.id,
    });
    expect(res.statusCode).toBe(201);
    const charge = res.json();
    expect(charge).toMatchObject({
      tenant_id: tenant.id,
      branch_id: tenant.branchId,
      booking_id: booking.id,
      category: 'Electricity',
      amount: 430.5,
      voided_at: null,
    });
    expect(await balanceOf(tenant.id)).toBe(6330.5);
    const [audit] = await auditOf(t, 'charge.create', charge.id);
    expect(audit).toMatchObject({ after: { amount: 430.5, category: 'Electricity' } });

    // Due tomorrow: listed, not owed yet.
    await send('POST', `/api/tenants/${tenant.id}/charges`, {
      date: '2026-03-16',
      category: 'Food',
      amount: 900,
    });
    expect(await balanceOf(tenant.id)).toBe(6330.5);
    const list = (await get(`/api/tenants/${tenant.id}/charges`)).json().items;
    expect(list.map((c: { category: string }) => c.category)).toEqual(['Electricity', 'Food']);
  });

  it('voids a charge with a reason, audited: it stays listed and is owed by nobody; twice is refused', async () => {
    const { tenant } = await tenantWithBooking();
    const charge = await makeCharge(db, tenant, { date: '2026-03-01', category: 'Damage', amount: 1200 });
    expect(await balanceOf(tenant.id)).toBe(7100);
    expect((await send('POST', `/api/charges/${charge.id}/void`, {})).statusCode).toBe(400);
    expect((await send('POST', `/api/charges/${charge.id}/void`, { reason: '  ' })).statusCode).toBe(400);
    const res = await send('POST', `/api/charges/${charge.id}/void`, { reason: 'Broken before they came' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ void_reason: 'Broken before they came' });
    expect(res.json().voided_at).not.toBeNull();
    expect(await balanceOf(tenant.id)).toBe(5900);
    const [audit] = await auditOf(t, 'charge.void', charge.id);
    expect(audit).toMatchObject({
      before: { voided_at: null },
      after: { void_reason: 'Broken before they came' },
    });
    const again = await send('POST', `/api/charges/${charge.id}/void`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect((await get(`/api/tenants/${tenant.id}/charges`)).json().items).toHaveLength(1);
  });

  it('adds once for one Idempotency-Key', async () => {
    const { tenant } = await tenantWithBooking();
    const key = randomUUID();
    const body = { date: '2026-03-05', category: 'Laundry', amount: 150 };
    const headers = { ...owner.headers, 'idempotency-key': key };
    const first = await send('POST', `/api/tenants/${tenant.id}/charges`, body, headers);
    const again = await send('POST', `/api/tenants/${tenant.id}/charges`, body, headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect((await get(`/api/tenants/${tenant.id}/charges`)).json().items).toHaveLength(1);
  });

  it('refuses bad input, a booking of another tenant, and answers 404 for a tenant or charge of another branch', async () => {
    const { tenant, branch, room } = await tenantWithBooking();
    const other = await tenantWithBooking();
    const url = `/api/tenants/${tenant.id}/charges`;
    const ok = { date: '2026-03-05', category: 'Food', amount: 100 };
    for (const bad of [
      { ...ok, amount: 0 },
      { ...ok, amount: -5 },
      { ...ok, amount: 10.123 },
      { ...ok, amount: 10_000_000 },
      { ...ok, amount: '100' },
      { ...ok, category: 'Parking' },
      { ...ok, date: '2026-02-30' },
      { ...ok, extra: 1 },
    ]) {
      expect((await send('POST', url, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const foreign = await send('POST', url, { ...ok, booking_id: other.booking.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.fields).toEqual({ booking_id: 'Booking not found' });

    // Another tenant's booking in the same branch.
    const neighbour = await makeTenant(db, branch);
    const theirs = await makeBooking(db, { bed: await makeBed(db, room), tenant: neighbour });
    const notTheirs = await send('POST', url, { ...ok, booking_id: theirs.id });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().error.fields).toEqual({ booking_id: 'This booking belongs to another tenant' });

    const staffOfOther = await makePrincipal(t, {
      rolePermissions: ['payments:view', 'payments:create', 'payments:update'],
      branches: [other.branch.id],
    });
    const charge = await makeCharge(db, tenant);
    expect((await send('POST', url, ok, staffOfOther.headers)).statusCode).toBe(404);
    expect((await get(url, staffOfOther.headers)).statusCode).toBe(404);
    expect(
      (await send('POST', `/api/charges/${charge.id}/void`, { reason: 'x' }, staffOfOther.headers))
        .statusCode,
    ).toBe(404);
    expect((await send('POST', `/api/charges/${randomUUID()}/void`, { reason: 'x' })).statusCode).toBe(404);
  });
});

describe('security deposit', () => {
  it('is taken when the booking is made, set or cleared afterwards, audited; a cancelled booking takes none', async () => {
    const { branch, bed, tenant } = await makeBedAndTenant(db, { baseRentPerDay: 300 });
    const created = await send('POST', `/api/branches/${branch.id}/bookings`, {
      tenant_id: tenant.id,
      bed_id: bed.id,
      start_date: '2026-04-01',
      end_date: '2026-04-30',
      deposit: 5000,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ deposit: 5000, total_rent: 9000 });
    const id = created.json().id;
    expect(
      (
        await send('POST', `/api/branches/${branch.id}/bookings`, {
          tenant_id: tenant.id,
          bed_id: bed.id,
          start_date: '2026-05-01',
          end_date: '2026-05-30',
          deposit: 0,
        })
      ).statusCode,
    ).toBe(400);

    const set = await send('PUT', `/api/bookings/${id}/deposit`, { deposit: 7500.5 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ id, deposit: 7500.5 });
    const [audit] = await auditOf(t, 'booking.set_deposit', id);
    expect(audit).toMatchObject({ before: { deposit: 5000 }, after: { deposit: 7500.5 } });
    expect((await send('PUT', `/api/bookings/${id}/deposit`, { deposit: null })).json().deposit).toBeNull();
    for (const bad of [{ deposit: -1 }, { deposit: 1.001 }, {}, { deposit: '500' }]) {
      expect((await send('PUT', `/api/bookings/${id}/deposit`, bad)).statusCode).toBe(400);
    }
    const outsider = await makePrincipal(t, {
      rolePermissions: ['bookings:update'],
      branches: [(await makeRoomInNewBranch(db)).branch.id],
    });
    expect(
      (await send('PUT', `/api/bookings/${id}/deposit`, { deposit: 100 }, outsider.headers)).statusCode,
    ).toBe(404);

    await send('POST', `/api/bookings/${id}/cancel`, {});
    expect((await send('PUT', `/api/bookings/${id}/deposit`, { deposit: 100 })).statusCode).toBe(409);
  });

  it('is paid and refunded as held money: never in the balance, a refund at most what is held', async () => {
    const { tenant, booking, branch } = await tenantWithBooking({ deposit: 6000 });
    const pay = (body: object) =>
      send('POST', `/api/branches/${branch.id}/payments`, {
        tenant_id: tenant.id,
        method: 'cash',
        date: '2026-02-01',
        ...body,
      });
    expect((await pay({ amount: 6000, purpose: 'deposit', booking_id: booking.id })).statusCode).toBe(201);
    expect(await balanceOf(tenant.id)).toBe(5900);
    const dues = (await get(`/api/branches/${branch.id}/dues`)).json();
    expect(dues.summary.deposits_held).toBe(6000);

    const tooMuch = await pay({ amount: 6000.01, purpose: 'refund' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields).toEqual({
      amount: 'A refund cannot be more than the security deposit held for this tenant',
    });
    expect((await pay({ amount: 2500, purpose: 'refund', booking_id: booking.id })).statusCode).toBe(201);
    // Two refunds at once cannot both pay out what is left.
    const both = await Promise.all([
      pay({ amount: 3000, purpose: 'refund' }),
      pay({ amount: 3000, purpose: 'refund' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect((await get(`/api/branches/${branch.id}/dues`)).json().summary.deposits_held).toBe(500);
    expect(await balanceOf(tenant.id)).toBe(5900);
    expect((await pay({ amount: 1, purpose: 'advance' })).statusCode).toBe(400);
  });
});

describe('GET /api/tenants/:id/statement', () => {
  it('lists instalments, charges, the deposit, payments and refunds by date with the running balance', async () => {
    const { tenant, booking, bed } = await tenantWithBooking({
      startDate: '2026-01-20',
      endDate: '2026-04-10',
      totalRent: 81 * 100,
      deposit: 3000,
    });
    await makePayment(db, tenant, {
      amount: 3000,
      date: '2026-01-20',
      purpose: 'deposit',
      bookingId: booking.id,
    });
    await makePayment(db, tenant, { amount: 1000, date: '2026-01-25', bookingId: booking.id, note: 'Part' });
    const voided = await makePayment(db, tenant, { amount: 999, date: '2026-02-02' });
    await send('POST', `/api/payments/${voided.id}/void`, { reason: 'Entered twice' });
    await makePayment(db, tenant, { amount: 400, date: '2026-02-03', status: 'pending' });
    await makeCharge(db, tenant, {
      date: '2026-02-10',
      category: 'Food',
      description: 'Mess',
      amount: 1500.5,
    });
    await makePayment(db, tenant, { amount: 1000, date: '2026-03-20', purpose: 'refund' });

    const res = await get(`/api/tenants/${tenant.id}/statement`);
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.as_of).toBe('2026-03-15');
    expect(s.tenant).toMatchObject({ id: tenant.id, name: tenant.name });
    const room = expect.any(String);
    expect(
      s.lines.map((l: Record<string, unknown>) => [
        l.date,
        l.kind,
        l.debit,
        l.credit,
        l.balance,
        l.voided,
        l.upcoming,
      ]),
    ).toEqual([
      ['2026-01-20', 'rent', 1200, null, 1200, false, false],
      ['2026-01-20', 'deposit', 3000, null, 1200, false, false],
      ['2026-01-20', 'deposit_payment', null, 3000, 1200, false, false],
      ['2026-01-25', 'payment', null, 1000, 200, false, false],
      ['2026-02-01', 'rent', 2800, null, 3000, false, false],
      ['2026-02-02', 'payment', null, 999, 3000, true, false],
      ['2026-02-03', 'payment', null, 400, 3000, false, false],
      ['2026-02-10', 'charge', 1500.5, null, 4500.5, false, false],
      ['2026-03-01', 'rent', 3100, null, 7600.5, false, false],
      ['2026-03-20', 'refund', 1000, null, 7600.5, false, false],
      ['2026-04-01', 'rent', 1000, null, 8600.5, false, true],
    ]);
    expect(s.lines[0]).toMatchObject({ room_number: room, bed_number: bed.bedNumber, days: 12 });
    expect(s.lines[5]).toMatchObject({ void_reason: 'Entered twice', status: 'completed' });
    expect(s.lines[6]).toMatchObject({ status: 'pending' });
    expect(s.lines[7]).toMatchObject({ category: 'Food', note: 'Mess' });
    expect(s.lines[3].receipt_number).toMatch(/^T_\d+_[0-9a-f]+\/2025-26\/\d{6}$/);
    // Today's balance: what fell due by 15 March minus completed payments of rent.
    expect(s.balance).toBe(7600.5);
    expect(s.balance).toBe(await balanceOf(tenant.id));
    expect(s.deposit).toEqual({ due: 3000, received: 3000, refunded: 1000, held: 2000, outstanding: 0 });
  });

  it('for a date range: an opening balance of the lines before it, then its lines with the balance running on', async () => {
    const { tenant } = await tenantWithBooking({
      startDate: '2026-01-20',
      endDate: '2026-04-10',
      totalRent: 81 * 100,
    });
    await makePayment(db, tenant, { amount: 1000, date: '2026-01-25' });
    await makeCharge(db, tenant, { date: '2026-02-10', category: 'Food', amount: 1500.5 });
    await makePayment(db, tenant, { amount: 2000, date: '2026-03-05' });
    const whole = (await get(`/api/tenants/${tenant.id}/statement`)).json();
    expect(whole).toMatchObject({ from: null, to: null, opening_balance: null });

    const res = await get(`/api/tenants/${tenant.id}/statement?from=2026-02-05&to=2026-03-10`);
    expect(res.statusCode).toBe(200);
    const s = res.json();
    // Before 5 February: January's rent 1,200 and February's 2,800, less 1,000 paid.
    expect(s).toMatchObject({ from: '2026-02-05', to: '2026-03-10', opening_balance: 3000 });
    expect(s.lines.map((l: Record<string, unknown>) => [l.date, l.kind, l.balance])).toEqual([
      ['2026-02-10', 'charge', 4500.5],
      ['2026-03-01', 'rent', 7600.5],
      ['2026-03-05', 'payment', 5600.5],
    ]);
    // Today's balance and the deposit are the tenant's whatever the range.
    expect(s.balance).toBe(whole.balance);
    expect(s.balance).toBe(5600.5);

    const from = (await get(`/api/tenants/${tenant.id}/statement?from=2026-03-01`)).json();
    expect(from.opening_balance).toBe(4500.5);
    expect(from.lines.at(-1)).toMatchObject({ date: '2026-04-01', kind: 'rent', upcoming: true });
    const none = (await get(`/api/tenants/${tenant.id}/statement?from=2025-01-01&to=2025-12-31`)).json();
    expect(none).toMatchObject({ opening_balance: 0, lines: [] });

    const reversed = await get(`/api/tenants/${tenant.id}/statement?from=2026-03-10&to=2026-02-05`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toHaveProperty('to');
    const bad = await get(`/api/tenants/${tenant.id}/statement?from=2026-02-30`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('from');
  });

  it('answers 404 for a tenant of another branch', async () => {
    const { tenant } = await tenantWithBooking();
    const outsider = await makePrincipal(t, {
      rolePermissions: ['payments:view'],
      branches: [(await makeRoomInNewBranch(db)).branch.id],
    });
    expect((await get(`/api/tenants/${tenant.id}/statement`, outsider.headers)).statusCode).toBe(404);
    expect((await get(`/api/tenants/${randomUUID()}/statement`)).statusCode).toBe(404);
  });
});
