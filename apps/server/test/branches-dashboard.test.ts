import type { BranchesDashboard } from '@pg/contracts/branches-dashboard';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { testClock } from './clock.ts';
import {
  makeBed,
  makeBooking,
  makeExpense,
  makePayment,
  makeRoomInNewBranch,
  makeTenant,
  monthlyStay,
} from './factories.ts';
import { createTestApp } from './helper.ts';

/**
 * The owner's view across branches over one fixture, each figure worked out by hand. Today is
 * 15 May 2026 in India; the month asked for is May 2026.
 *
 * Alpha (beds A, B, C; C out of service since 10 May): Asha's monthly stay of 10,000 from 1 Jan
 * (due on the 1st), checked in on bed A, deposit 20,000 paid on 2 Jan; her only rent payment,
 * 10,000 on 3 May, settles January, so February (103 days past due, 90+), March (75, 61–90),
 * April (44, 31–60) and May (14, 0–30) are open: 40,000 due, 30,000 of it more than 30 days.
 * Expenses 1,200 (10 May) and 800 (2 May); 999 in April and 500 voided in May count nowhere in May.
 * Beta (bed A): Chitra's monthly stay of 7,000 from 1 May, paid on 2 May; her deposit of 3,000 paid,
 * then 1,000 of it refunded. Salary 5,000 (11 May).
 */
const clock = testClock(new Date('2026-05-15T06:30:00Z'));
const t = await createTestApp({}, { clock });
const { app, db } = t;
const owner = await t.signIn(['super_admin']);

const alpha = await makeRoomInNewBranch(db, { name: 'Alpha', code: 'ALPHA' });
const beta = await makeRoomInNewBranch(db, { name: 'Beta', code: 'BETA' });
const staffA = await t.signIn(['user'], undefined, { branches: [alpha.branch.id] });

const monthly = (start: string, rent: number, deposit: number) => ({
  billing: 'monthly' as const,
  startDate: start,
  endDate: null,
  totalRent: null,
  monthlyRent: rent,
  dueDay: 'calendar' as const,
  status: 'checked_in' as const,
  deposit,
});

const bedA = await makeBed(db, alpha.room, { bedNumber: 'A' });
await makeBed(db, alpha.room, { bedNumber: 'B' });
await makeBed(db, alpha.room, { bedNumber: 'C', outOfServiceSince: '2026-05-10' });
const asha = await makeTenant(db, alpha.branch, { name: 'Asha' });
await makeBooking(db, { bed: bedA, tenant: asha }, monthly('2026-01-01', 10000, 20000));
await makePayment(db, asha, { date: '2026-01-02', amount: 20000, purpose: 'deposit' });
await makePayment(db, asha, { date: '2026-05-03', amount: 10000, purpose: 'rent' });
await makeExpense(db, alpha.branch, { date: '2026-05-10', amount: 1200 });
await makeExpense(db, alpha.branch, { date: '2026-05-02', amount: 800 });
await makeExpense(db, alpha.branch, { date: '2026-04-20', amount: 999 });
await makeExpense(db, alpha.branch, {
  date: '2026-05-04',
  amount: 500,
  voidedAt: '2026-05-05T00:00:00Z',
  voidReason: 'Entered twice',
});

const betaBed = await makeBed(db, beta.room, { bedNumber: 'A' });
const chitra = await makeTenant(db, beta.branch, { name: 'Chitra' });
await makeBooking(db, { bed: betaBed, tenant: chitra }, monthly('2026-05-01', 7000, 3000));
await makePayment(db, chitra, { date: '2026-05-02', amount: 7000, method: 'card', purpose: 'rent' });
await makePayment(db, chitra, { date: '2026-05-01', amount: 3000, purpose: 'deposit' });
await makePayment(db, chitra, { date: '2026-05-12', amount: 1000, purpose: 'refund' });
await makeExpense(db, beta.branch, { date: '2026-05-11', category: 'Salary', amount: 5000 });

async function view(headers: Record<string, string>, month = '') {
  const res = await app.inject({ method: 'GET', url: `/api/dashboard/branches${month}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BranchesDashboard;
}

const alphaRow = {
  name: 'Alpha',
  beds: 3,
  occupied: 1,
  out_of_service: 1,
  occupancy_rate: 50,
  billed: 10000,
  collected: 10000,
  collection_rate: 100,
  dues: 40000,
  overdue_31_60: 10000,
  overdue_61_90: 10000,
  overdue_90_plus: 10000,
  overdue: 30000,
  deposits_held: 20000,
  expenses: 2000,
  net: 8000,
};
const betaRow = {
  name: 'Beta',
  beds: 1,
  occupied: 1,
  out_of_service: 0,
  occupancy_rate: 100,
  billed: 7000,
  collected: 7000,
  collection_rate: 100,
  dues: 0,
  overdue_31_60: 0,
  overdue_61_90: 0,
  overdue_90_plus: 0,
  overdue: 0,
  deposits_held: 2000,
  expenses: 5000,
  net: 2000,
};

describe('GET /api/dashboard/branches', () => {
  it("gives a super admin every branch's figures of this month, and their totals", async () => {
    const body = await view(owner.headers);
    expect(body.month).toBe('2026-05');
    expect(body.as_of).toBe('2026-05-15');
    expect(body.items).toEqual([
      { branch_id: alpha.branch.id, ...alphaRow },
      { branch_id: beta.branch.id, ...betaRow },
    ]);
    expect(body.totals).toEqual({
      beds: 4,
      occupied: 2,
      out_of_service: 1,
      occupancy_rate: 66.7,
      billed: 17000,
      collected: 17000,
      collection_rate: 100,
      dues: 40000,
      overdue_31_60: 10000,
      overdue_61_90: 10000,
      overdue_90_plus: 10000,
      overdue: 30000,
      deposits_held: 22000,
      expenses: 7000,
      net: 10000,
    });
  });

  it('reads the month asked for from the monthly totals; dues, deposits and beds stay as of today', async () => {
    const body = await view(owner.headers, '?month=2026-04');
    expect(body.items[0]).toMatchObject({
      ...alphaRow,
      billed: 10000,
      collected: 0,
      collection_rate: 0,
      expenses: 999,
      net: -999,
    });
    expect(body.items[1]).toMatchObject({
      ...betaRow,
      billed: 0,
      collected: 0,
      collection_rate: null,
      expenses: 0,
      net: 0,
    });
  });

  it('gives the staff of one branch that branch alone', async () => {
    const body = await view(staffA.headers);
    expect(body.items).toEqual([{ branch_id: alpha.branch.id, ...alphaRow }]);
    expect(body.totals).toMatchObject({ beds: 3, dues: 40000, expenses: 2000, net: 8000 });
  });

  it('refuses a month that is not one', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/dashboard/branches?month=2026-13',
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ month: 'Choose a month' });
  });
});

describe('the figures kept per branch', () => {
  it('follow a payment, a bed and the next day at once, on another server too', async () => {
    // Gamma: Dev's monthly stay of 5,000 from 1 March, nothing paid: March (75 days past due on
    // 15 May, 61–90), April (44, 31–60) and May (14, 0–30) open.
    const gamma = await makeRoomInNewBranch(db, { name: 'Gamma', code: 'GAMMA' });
    const bed = await makeBed(db, gamma.room, { bedNumber: 'A' });
    const dev = await makeTenant(db, gamma.branch, { name: 'Dev' });
    await makeBooking(db, { bed, tenant: dev }, monthlyStay('2026-03-01', 5000));
    const gammaOf = (body: BranchesDashboard) => body.items.find((i) => i.branch_id === gamma.branch.id)!;
    expect(gammaOf(await view(owner.headers))).toMatchObject({
      beds: 1,
      dues: 15000,
      overdue_31_60: 5000,
      overdue_61_90: 5000,
      overdue_90_plus: 0,
    });
    const [kept] = await query<{ kept: string; current: string }>(
      db,
      sql`select f.version::text as kept, coalesce(v.version, 0)::text as current from branch_figures f
        left join branch_versions v on v.branch_id = f.branch_id
        where f.branch_id = ${gamma.branch.id} and f.as_of = '2026-05-15'`,
    );
    expect(kept!.kept).toBe(kept!.current);

    // Another server takes 5,000, which settles March, and adds a bed.
    const other = await t.anotherServer();
    const paid = await other.app.inject({
      method: 'POST',
      url: `/api/branches/${gamma.branch.id}/payments`,
      headers: owner.headers,
      payload: { tenant_id: dev.id, amount: 5000, method: 'cash', date: '2026-05-15' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await makeBed(other.db, gamma.room, { bedNumber: 'B' });
    expect(gammaOf(await view(owner.headers))).toMatchObject({
      beds: 2,
      dues: 10000,
      overdue_31_60: 5000,
      overdue_61_90: 0,
    });

    // On 31 May April is 60 days past due (31–60) and May 30 (0–30), and June not due yet;
    // on 1 June April is 61 days past due, May 31 and June's rent falls due.
    clock.advance(16 * 24 * 3600);
    try {
      const later = await t.signIn(['super_admin']);
      expect(gammaOf(await view(later.headers))).toMatchObject({
        dues: 10000,
        overdue_31_60: 5000,
        overdue_61_90: 0,
      });
      clock.advance(24 * 3600);
      const june = await t.signIn(['super_admin']);
      expect(gammaOf(await view(june.headers, '?month=2026-05'))).toMatchObject({
        dues: 15000,
        overdue_31_60: 5000,
        overdue_61_90: 5000,
      });
    } finally {
      clock.advance(-17 * 24 * 3600);
    }
  });
});
