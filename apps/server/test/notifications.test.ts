import { todayIso } from '@pg/contracts/common';
import { formatRupees } from '@pg/contracts/numbers';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { resetRentDueChecks } from '../src/modules/notifications/repository.ts';
import { makePrincipal } from './access-fixtures.ts';
import { makeBed, makeBooking, makePayment, makeRoomInNewBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';

const t = await createTestApp();
const { app, db } = t;

type Headers = Record<string, string>;
let world: Awaited<ReturnType<typeof makeRoomInNewBranch>>;
let staff: Awaited<ReturnType<typeof t.signIn>>;

const plusDays = (n: number) => todayIso(new Date(Date.now() + n * 24 * 3600 * 1000));

async function apply(branchCode: string, name: string) {
  const form = new FormData();
  form.append('full_name', name);
  form.append('phone', '9876543210');
  form.append('aadhar_number', '123412341234');
  form.append('branch', branchCode);
  form.append('consent', 'true');
  const res = new Response(form);
  const out = await app.inject({
    method: 'POST',
    url: '/api/public/applications',
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  });
  expect(out.statusCode).toBe(201);
  return out.json().id as string;
}

const list = (branchId: string, headers: Headers = staff.headers) =>
  app.inject({ method: 'GET', url: `/api/branches/${branchId}/notifications`, headers });
const markRead = (branchId: string, headers: Headers = staff.headers, payload?: object) =>
  app.inject({
    method: 'POST',
    url: `/api/branches/${branchId}/notifications/read`,
    headers,
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  world = await makeRoomInNewBranch(db, { code: 'PG_NOTE_1', name: 'Notify PG' });
  staff = await t.signIn(['manager']);
});
beforeEach(() => resetRentDueChecks());

describe('notifications', () => {
  it('counts a new application as unread, lists it with a link, and clears it for that user only', async () => {
    const id = await apply('PG_NOTE_1', 'Neha Gupta');
    const res = await list(world.branch.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unread).toBe(1);
    expect(body.items[0]).toMatchObject({
      kind: 'application',
      title: 'New tenant application',
      body: 'Neha Gupta applied for accommodation',
      link: `/applications?id=${id}`,
      read: false,
    });
    expect(body.items[0].created_at).toMatch(/Z$/);

    const other = await t.signIn(['manager']);
    expect(
      (await markRead(world.branch.id, staff.headers, { up_to: body.items[0].created_at })).statusCode,
    ).toBe(204);
    const after = (await list(world.branch.id)).json();
    expect(after.unread).toBe(0);
    expect(after.items[0].read).toBe(true);
    expect((await list(world.branch.id, other.headers)).json().unread).toBe(1);

    // Something newer than what was marked stays unread.
    await apply('PG_NOTE_1', 'Later Applicant');
    expect((await list(world.branch.id)).json().unread).toBe(1);
    expect((await markRead(world.branch.id)).statusCode).toBe(204);
    expect((await list(world.branch.id)).json().unread).toBe(0);
  });

  it('notifies a payment received, once', async () => {
    const tenant = await makeTenant(db, world.branch, { name: 'Payal Shah' });
    const payment = await makePayment(db, tenant, { amount: 4500, method: 'upi', date: todayIso() });
    const first = (await list(world.branch.id)).json();
    const item = first.items.find((n: { kind: string }) => n.kind === 'payment');
    expect(item).toMatchObject({
      title: 'Payment received',
      body: '₹4,500.00 from Payal Shah by UPI',
      link: '/payments?q=Payal+Shah',
      read: false,
    });
    expect(first.unread).toBeGreaterThanOrEqual(1);
    await list(world.branch.id);
    const rows = await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from notifications where dedupe_key = ${`payment:${payment.id}`}`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('says a refund was paid, not received, and says nothing of a deposit applied to dues', async () => {
    const tenant = await makeTenant(db, world.branch, { name: 'Ravi Kumar' });
    const refund = await makePayment(db, tenant, { amount: 7000, purpose: 'refund', date: todayIso() });
    const applied = await makePayment(db, tenant, {
      amount: 1000,
      purpose: 'deposit_applied',
      date: todayIso(),
    });
    const items = (await list(world.branch.id)).json().items as { title: string; body: string }[];
    const about = items.filter((n) => n.body.includes('Ravi Kumar'));
    expect(about).toEqual([
      expect.objectContaining({ title: 'Refund paid', body: '₹7,000.00 to Ravi Kumar by Cash' }),
    ]);
    const keys = await query<{ dedupe_key: string }>(
      db,
      sql`select dedupe_key from notifications where dedupe_key like ${`%${refund.id}`} or dedupe_key like ${`%${applied.id}`}`,
    );
    expect(keys).toEqual([{ dedupe_key: `refund:${refund.id}` }]);
  });

  it('says a stay ends for checked-in bookings ending within 3 days, not others', async () => {
    const tenant = await makeTenant(db, world.branch, { name: 'Dev Menon' });
    const far = await makeTenant(db, world.branch, { name: 'Far Away' });
    const booked = await makeTenant(db, world.branch, { name: 'Only Booked' });
    const bed = await makeBed(db, world.room, { bedNumber: 'R1' });
    const bed2 = await makeBed(db, world.room, { bedNumber: 'R2' });
    const bed3 = await makeBed(db, world.room, { bedNumber: 'R3' });
    const soon = await makeBooking(
      db,
      { bed, tenant },
      { status: 'checked_in', startDate: plusDays(-20), endDate: plusDays(2) },
    );
    await makeBooking(
      db,
      { bed: bed2, tenant: far },
      { status: 'checked_in', startDate: plusDays(-5), endDate: plusDays(10) },
    );
    await makeBooking(
      db,
      { bed: bed3, tenant: booked },
      { status: 'booked', startDate: plusDays(-1), endDate: plusDays(1) },
    );

    const items = (await list(world.branch.id)).json().items as {
      kind: string;
      body: string;
      link: string;
    }[];
    const due = items.filter((n) => n.kind === 'stay_ends');
    expect(due).toHaveLength(1);
    const [y, m, d] = plusDays(2).split('-');
    expect(due[0]).toMatchObject({
      title: 'Stay ends',
      body: `Dev Menon (Room ${world.room.roomNumber}, Bed R1): the booking ends on ${d}/${m}/${y}`,
      link: '/bookings?q=Dev+Menon',
    });
    resetRentDueChecks();
    await list(world.branch.id);
    const rows = await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from notifications where dedupe_key like ${`stay_ends:${soon.id}:%`}`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('reminds of rent falling due within 3 days while it is unpaid, once per instalment', async () => {
    const owing = await makeTenant(db, world.branch, { name: 'Owing Ojas' });
    const paid = await makeTenant(db, world.branch, { name: 'Paid Pooja' });
    const bed = await makeBed(db, world.room, { bedNumber: 'D1' });
    const bed2 = await makeBed(db, world.room, { bedNumber: 'D2' });
    // Each stay's first instalment falls due on its first day, today.
    const stay = {
      status: 'checked_in' as const,
      startDate: plusDays(0),
      endDate: plusDays(9),
      totalRent: 5000,
    };
    const owed = await makeBooking(db, { bed, tenant: owing }, stay);
    await makeBooking(db, { bed: bed2, tenant: paid }, stay);
    await makePayment(db, paid, { amount: 5000, date: todayIso() });
    resetRentDueChecks();
    const items = (await list(world.branch.id)).json().items as {
      kind: string;
      title: string;
      body: string;
    }[];
    const due = items.filter((n) => n.kind === 'rent_due');
    // One per instalment of the stay due in the next 3 days (the first today; a month's start too).
    const instalments = await query<{ due: string; amount: number }>(
      db,
      sql`select to_char(due_date, 'DD/MM/YYYY') as due, amount::float8 as amount
          from rent_instalments(${plusDays(3)}::date)
          where booking_id = ${owed.id} and due_date <= ${plusDays(3)}::date order by due_date`,
    );
    expect(instalments[0]!.due).toBe(plusDays(0).split('-').reverse().join('/'));
    expect(
      due
        .filter((n) => n.body.startsWith('Owing Ojas'))
        .map((n) => [n.title, n.body])
        .sort(),
    ).toEqual(
      instalments
        .map((i) => [
          'Rent due reminder',
          `Owing Ojas (Room ${world.room.roomNumber}, Bed D1): ${formatRupees(i.amount)} rent due on ${i.due}`,
        ])
        .sort(),
    );
    expect(due.filter((n) => n.body.startsWith('Paid Pooja'))).toEqual([]);
    resetRentDueChecks();
    await list(world.branch.id);
    const rows = await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from notifications where dedupe_key like ${`rent_due:${owed.id}:%`}`,
    );
    expect(rows[0]!.n).toBe(instalments.length);
  });

  it('shows each user only the kinds whose records they may open', async () => {
    const onlyApplications = await makePrincipal(t, { rolePermissions: ['applications:view'] });
    const items = (await list(world.branch.id, onlyApplications.headers)).json().items as { kind: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((n) => n.kind))).toEqual(new Set(['application']));
    const nothing = await makePrincipal(t, { rolePermissions: ['tenants:view'] });
    expect((await list(world.branch.id, nothing.headers)).json()).toEqual({ items: [], unread: 0 });
  });

  it('keeps branches apart and needs a session', async () => {
    const other = await makeRoomInNewBranch(db);
    expect((await list(other.branch.id)).json()).toEqual({ items: [], unread: 0 });
    expect((await list(world.branch.id, {})).statusCode).toBe(401);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await list(missing)).statusCode).toBe(404);
    expect((await markRead(missing)).statusCode).toBe(404);
    expect((await markRead(world.branch.id, staff.headers, { up_to: 'yesterday' })).statusCode).toBe(400);
  });
});
