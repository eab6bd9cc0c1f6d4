import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { tenants } from '../src/db/schema/operations.ts';
import { testClock } from './clock.ts';
import { makeBooking, makeStay, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';
import { signInTenant } from './tenant-app-fixtures.ts';

const clock = testClock(new Date('2025-01-20T06:00:00Z'));
const t = await createTestApp({}, { clock });
const staff = await t.signIn();

describe('the tenant app: invite, PIN and sign-in', () => {
  it('an invite is single-use, keeps only its hash and sets a PIN to sign in with', async () => {
    const { tenant: made } = await makeStay(t.db);
    const [tenant] = await t.db
      .update(tenants)
      .set({ phone: '+919876501234' })
      .where(eq(tenants.id, made.id))
      .returning();
    const signedIn = await signInTenant(t, staff, made.id);
    const stored = await query<{ token_hash: string }>(
      t.db,
      sql`select token_hash from tenant_invites where tenant_id = ${made.id}`,
    );
    expect(stored.map((r) => r.token_hash)).not.toContain(signedIn.token);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/tenant-app/auth/invite',
      payload: { token: signedIn.token, pin: '111111', pin_again: '111111' },
    });
    expect(again.statusCode).toBe(400);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/tenant-app/auth/token',
      payload: { phone: '98765 01234', pin: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/tenant-app/auth/token',
      payload: { phone: '98765 01234', pin: signedIn.pin },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().tenant.id).toBe(tenant!.id);

    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/tenant-app/auth/refresh',
      cookies: { pg_tenant_refresh: signedIn.refreshCookie },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('an invite is valid 7 days', async () => {
    const tenant = await makeTenant(t.db, (await makeStay(t.db)).branch);
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/tenants/${tenant.id}/app-invite`,
      headers: staff.headers,
    });
    clock.advance(7 * 24 * 3600 + 1);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/tenant-app/auth/invite',
      payload: { token: invited.json().token, pin: '123456', pin_again: '123456' },
    });
    clock.advance(-(7 * 24 * 3600 + 1));
    expect(opened.statusCode).toBe(400);
  });

  it('sign-in attempts are limited as staff sign-ins are', async () => {
    const { tenant } = await makeStay(t.db);
    await signInTenant(t, staff, tenant.id);
    const codes: number[] = [];
    for (let i = 0; i < t.config.SIGN_IN_MAX_ATTEMPTS + 1; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tenant-app/auth/token',
        payload: { phone: tenant.phone, pin: '999999' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });
});

describe('the tenant app: paying by UPI', () => {
  it('I have paid records a payment awaiting confirmation that staff confirm into a receipt', async () => {
    const { tenant, booking, branch } = await makeStay(t.db, {
      startDate: '2025-01-01',
      endDate: '2025-03-31',
      totalRent: 30000,
      status: 'checked_in',
    });
    const me = await signInTenant(t, staff, tenant.id);
    const home = await t.app.inject({ method: 'GET', url: '/api/tenant-app/home', headers: me.headers });
    expect(home.statusCode).toBe(200);
    const owed = home.json().balance as number;
    expect(owed).toBeGreaterThan(0);

    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/tenant-app/payments',
      headers: me.headers,
      payload: { amount: owed, date: '2025-01-20', utr: '123456789012' },
    });
    expect(paid.statusCode).toBe(201);
    const id = paid.json().id as string;
    // Awaiting: nothing counts yet, and no receipt.
    const still = await t.app.inject({ method: 'GET', url: '/api/tenant-app/home', headers: me.headers });
    expect(still.json().balance).toBe(owed);
    expect(still.json().awaiting_confirmation).toBe(owed);
    const early = await t.app.inject({
      method: 'GET',
      url: `/api/tenant-app/payments/${id}/receipt`,
      headers: me.headers,
    });
    expect(early.statusCode).toBe(404);

    const awaiting = await t.app.inject({
      method: 'GET',
      url: `/api/branches/${branch.id}/payments/awaiting`,
      headers: staff.headers,
    });
    expect(awaiting.json().items.map((p: { id: string }) => p.id)).toEqual([id]);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${id}/confirm`,
      headers: staff.headers,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('completed');
    expect(confirmed.json().receipt_number).toMatch(/\/000001$/);
    expect(confirmed.json().booking_id).toBe(booking.id);

    const after = await t.app.inject({ method: 'GET', url: '/api/tenant-app/home', headers: me.headers });
    expect(after.json().balance).toBe(0);
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/tenant-app/payments/${id}/receipt`,
      headers: me.headers,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().receipt_number).toBe(confirmed.json().receipt_number);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${id}/confirm`,
      headers: staff.headers,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('a rejected payment takes no receipt number, frees its UTR and tells the tenant why', async () => {
    const { tenant, branch, bed } = await makeStay(t.db, { status: 'checked_in' });
    const other = await makeTenant(t.db, branch);
    await makeBooking(t.db, { bed, tenant: other }, { startDate: '2025-02-01', endDate: '2025-02-28' });
    const me = await signInTenant(t, staff, tenant.id);
    const them = await signInTenant(t, staff, other.id);
    const pay = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/tenant-app/payments',
        headers,
        payload: { amount: 500, date: '2025-01-19', utr: '555566667777' },
      });
    const first = await pay(me.headers);
    expect(first.statusCode).toBe(201);
    expect((await pay(me.headers)).json().id).toBe(first.json().id);
    const taken = await pay(them.headers);
    expect(taken.statusCode).toBe(409);
    expect(taken.body).not.toContain(tenant.name);

    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${first.json().id}/reject`,
      headers: staff.headers,
      payload: { reason: 'No such credit in the bank statement' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().receipt_number).toBeNull();
    const mine = await t.app.inject({ method: 'GET', url: '/api/tenant-app/payments', headers: me.headers });
    expect(mine.json().items[0]).toMatchObject({
      state: 'rejected',
      reason: 'No such credit in the bank statement',
    });
    expect((await pay(them.headers)).statusCode).toBe(201);
  });
});

describe('the tenant app: notice, complaints and my data', () => {
  it('a checked-in tenant gives notice as staff record it: the stay ends on the vacating date', async () => {
    const { tenant, booking } = await makeStay(t.db, {
      startDate: '2025-01-01',
      endDate: '2025-06-30',
      status: 'checked_in',
    });
    const me = await signInTenant(t, staff, tenant.id);
    const stay = await t.app.inject({ method: 'GET', url: '/api/tenant-app/stay', headers: me.headers });
    expect(stay.json().stay).toMatchObject({
      id: booking.id,
      end_date: '2025-06-30',
      earliest_vacating_date: '2025-01-20',
    });
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/tenant-app/notice',
      headers: me.headers,
      payload: { vacating_date: '2025-01-10' },
    });
    expect(early.statusCode).toBe(400);
    const given = await t.app.inject({
      method: 'POST',
      url: '/api/tenant-app/notice',
      headers: me.headers,
      payload: { vacating_date: '2025-02-28' },
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().stay).toMatchObject({ end_date: '2025-02-28', notice_given_on: '2025-01-20' });
    const [seen] = await query<{ end_date: string; notice_given_on: string }>(
      t.db,
      sql`select end_date::text, notice_given_on::text from bookings where id = ${booking.id}`,
    );
    expect(seen).toEqual({ end_date: '2025-02-28', notice_given_on: '2025-01-20' });
  });

  it('a complaint raised by the tenant reaches the branch, and its status comes back', async () => {
    const { tenant, branch } = await makeStay(t.db);
    const me = await signInTenant(t, staff, tenant.id);
    const raised = await t.app.inject({
      method: 'POST',
      url: '/api/tenant-app/complaints',
      headers: me.headers,
      payload: { category: 'Plumbing', description: 'The tap in room 101 leaks' },
    });
    expect(raised.statusCode).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/branches/${branch.id}/complaints`,
      headers: staff.headers,
    });
    expect(list.json().items.map((c: { id: string }) => c.id)).toContain(raised.json().id);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/complaints/${raised.json().id}/status`,
      headers: staff.headers,
      payload: { status: 'resolved', note: 'Tap washer replaced' },
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/tenant-app/complaints',
      headers: me.headers,
    });
    expect(mine.json().items[0]).toMatchObject({
      id: raised.json().id,
      status: 'resolved',
      status_changed_by_email: null,
    });
  });

  it('my data downloads what the console holds about me, and the download is audited', async () => {
    const { tenant } = await makeStay(t.db);
    const me = await signInTenant(t, staff, tenant.id);
    const res = await t.app.inject({ method: 'GET', url: '/api/tenant-app/my-data', headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(tenant.name);
    const audited = await query<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where action = 'tenant.export' and entity_id = ${tenant.id}`,
    );
    expect(audited[0]!.n).toBe(1);
  });
});
