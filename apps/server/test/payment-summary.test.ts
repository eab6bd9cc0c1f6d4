import { describe, expect, it } from 'vitest';
import { makePayment, makeRoomInNewBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';

/*
 * The Payments card says what it counts, rent collected, with the deposits received apart, and
 * follows the list's filters: the same date range, method and search, summed in SQL.
 */
const t = await createTestApp();
const { app, db } = t;
const owner = await t.signIn(['super_admin']);

const summary = async (branchId: string, query = '') => {
  const res = await app.inject({
    url: `/api/branches/${branchId}/payments/summary${query}`,
    headers: owner.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const listTotal = async (branchId: string, query: string) =>
  (await app.inject({ url: `/api/branches/${branchId}/payments${query}`, headers: owner.headers })).json()
    .total as number;

describe('the Payments card', () => {
  it('counts rent apart from deposits, leaves refunds and voided ones out, and follows the filters', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const asha = await makeTenant(db, branch, { name: 'Asha Rao' });
    const ravi = await makeTenant(db, branch, { name: 'Ravi Kumar' });
    await makePayment(db, asha, { amount: 800, date: '2026-01-05', method: 'cash' });
    await makePayment(db, asha, { amount: 16000, date: '2026-01-05', purpose: 'deposit', method: 'cash' });
    await makePayment(db, ravi, { amount: 1200, date: '2026-02-05', method: 'card' });
    await makePayment(db, ravi, { amount: 500, date: '2026-02-06', purpose: 'refund', method: 'cash' });
    await makePayment(db, ravi, {
      amount: 999,
      date: '2026-02-07',
      voidedAt: '2026-02-08T00:00:00Z',
      voidReason: 'Twice',
    });

    expect(await summary(branch.id)).toEqual({
      total_amount: 2000,
      count: 2,
      deposits_amount: 16000,
      deposits_count: 1,
    });
    expect(await summary(branch.id, '?from=2026-02-01&to=2026-02-28')).toMatchObject({
      total_amount: 1200,
      count: 1,
      deposits_amount: 0,
    });
    expect(await summary(branch.id, '?method=cash')).toMatchObject({
      total_amount: 800,
      deposits_amount: 16000,
    });
    expect(await summary(branch.id, '?q=asha')).toMatchObject({
      total_amount: 800,
      count: 1,
      deposits_count: 1,
    });
    // The list under the same filters shows what the card sums (and the refund, which it does not).
    expect(await listTotal(branch.id, '?q=asha')).toBe(2);
    expect(await summary(branch.id, '?from=2026-03-01')).toMatchObject({ total_amount: 0, count: 0 });
  });
});
