import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { addLateFees } from '../src/modules/late-fees/repository.ts';
import { testClock } from './clock.ts';
import { makeBed, makeBooking, makePayment, makeRoomInNewBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';

/**
 * Late fees, due the 1st, 5 grace days (the 2nd to the 6th free), ₹50 a day, cap ₹500: two
 * servers on one database share the clock the test moves; each day's run is the job's own.
 */
const india = (date: string) => new Date(`${date}T06:00:00+05:30`);
const clock = testClock(india('2027-01-01'));
const a = await createTestApp({ BACKUP_HOUR: 'off' }, { clock });
const b = await a.anotherServer();
let staff: Awaited<ReturnType<typeof a.signIn>>;
let room: Awaited<ReturnType<typeof makeRoomInNewBranch>>['room'];
let branch: Awaited<ReturnType<typeof makeRoomInNewBranch>>['branch'];

beforeAll(async () => {
  staff = await a.signIn(['super_admin']);
  ({ branch, room } = await makeRoomInNewBranch(a.db));
  const res = await a.app.inject({
    method: 'PUT',
    url: `/api/branches/${branch.id}/late-fee-rule`,
    headers: staff.headers,
    payload: { grace_days: 5, kind: 'per_day', amount: 50, cap: 500 },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    grace_days: 5,
    kind: 'per_day',
    amount: 50,
    cap: 500,
    effective_from: '2027-01-01',
  });
});

/** A tenant whose January rent (₹15,500, due the 1st) is unpaid. */
async function aTenantOwingJanuary() {
  const bed = await makeBed(a.db, room);
  const tenant = await makeTenant(a.db, branch);
  await makeBooking(
    a.db,
    { bed, tenant },
    { startDate: '2027-01-01', endDate: '2027-01-31', totalRent: 15500, status: 'checked_in' },
  );
  return tenant;
}

const fees = async (tenantId: string) =>
  (
    await query<{ total: string; days: string[] }>(
      a.db,
      sql`select coalesce(sum(amount) filter (where voided_at is null), 0)::text as total,
            coalesce(array_agg(late_fee_day::text order by late_fee_day), '{}') as days
          from charges where tenant_id = ${tenantId} and category = 'Late fee'`,
    )
  )[0]!;

/** Moves the clock to `date` (India) and runs the job there on both servers at once. */
async function runOn(date: string) {
  clock.advance((india(date).getTime() - clock.now().getTime()) / 1000);
  return (await Promise.all([a.app.jobs.run('late fees'), b.app.jobs.run('late fees')])).sort();
}

describe('late fees run by the daily job', () => {
  const tenants: Record<string, { id: string }> = {};

  beforeAll(async () => {
    tenants.unpaid = await aTenantOwingJanuary();
    tenants.paid8 = await aTenantOwingJanuary();
    tenants.waived = await aTenantOwingJanuary();
  });

  it('adds nothing within the grace days', async () => {
    for (const day of ['2027-01-02', '2027-01-06']) expect(await runOn(day)).toEqual(['ran', 'skipped']);
    expect(await fees(tenants.unpaid!.id)).toEqual({ total: '0', days: [] });
  });

  it('unpaid on the 10th: ₹200 (the 7th to the 10th), a missed day caught up; again that day: still ₹200', async () => {
    expect(await runOn('2027-01-07')).toEqual(['ran', 'skipped']);
    // Paid in full on the 8th.
    const tenant = tenants.paid8!;
    await makePayment(a.db, { id: tenant.id, branchId: branch.id }, { amount: 15500, date: '2027-01-08' });
    expect(await runOn('2027-01-08')).toEqual(['ran', 'skipped']);
    // The 9th passes without a run: the 10th's run catches it up.
    expect(await runOn('2027-01-10')).toEqual(['ran', 'skipped']);
    expect(await fees(tenants.unpaid!.id)).toEqual({
      total: '200.00',
      days: ['2027-01-07', '2027-01-08', '2027-01-09', '2027-01-10'],
    });
    // Run again that day, on both servers and straight past the lease: nothing more.
    expect(await runOn('2027-01-10')).toEqual(['skipped', 'skipped']);
    expect(await Promise.all([addLateFees(a.db, '2027-01-10'), addLateFees(b.db, '2027-01-10')])).toEqual([
      0, 0,
    ]);
    expect((await fees(tenants.unpaid!.id)).total).toBe('200.00');
  });

  it('paid on the 8th: no fee for any day after it', async () => {
    expect(await fees(tenants.paid8!.id)).toEqual({ total: '100.00', days: ['2027-01-07', '2027-01-08'] });
    expect(await runOn('2027-01-31')).toEqual(['ran', 'skipped']);
    expect(await fees(tenants.paid8!.id)).toEqual({ total: '100.00', days: ['2027-01-07', '2027-01-08'] });
  });

  it('unpaid all month: ₹500, the cap', async () => {
    const unpaid = await fees(tenants.unpaid!.id);
    expect(unpaid.total).toBe('500.00');
    expect(unpaid.days).toHaveLength(10);
    expect(unpaid.days.at(-1)).toBe('2027-01-16');
  });

  it('a fee voided with a reason is waived and not added again', async () => {
    const [fee] = await query<{ id: string }>(
      a.db,
      sql`select id from charges where tenant_id = ${tenants.waived!.id} and late_fee_day = '2027-01-09'`,
    );
    // Signed in now: the clock has moved on past the first session.
    const manager = await a.signIn(['super_admin']);
    const res = await b.app.inject({
      method: 'POST',
      url: `/api/charges/${fee!.id}/void`,
      headers: manager.headers,
      payload: { reason: 'Salary came late; waived once' },
    });
    expect(res.statusCode).toBe(200);
    expect(await runOn('2027-02-01')).toEqual(['ran', 'skipped']);
    expect(await addLateFees(a.db, '2027-02-01')).toBe(0);
    expect((await fees(tenants.waived!.id)).total).toBe('450.00');
  });
});

describe('the late fee rule', () => {
  it('refuses a cap below the fee, in words for the field', async () => {
    const manager = await a.signIn(['super_admin']);
    const res = await a.app.inject({
      method: 'PUT',
      url: `/api/branches/${branch.id}/late-fee-rule`,
      headers: manager.headers,
      payload: { grace_days: 5, kind: 'per_day', amount: 50, cap: 20 },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Cap per month must be at least the fee');
  });
});
