import { VISITOR_LATER_THAN_NOW } from '@pg/contracts/visitors';
import { describe, expect, it } from 'vitest';
import { testClock } from './clock.ts';
import { makeExpense, makePayment, makeRoomInNewBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';

/*
 * What cannot have happened yet is refused: an expense, a payment (recorded or corrected) or a
 * visitor's time in dated after today in India, by the server's injected clock (and one later than now). Today is taken.
 */

// 15 March 2026, 11:30 pm in India (18:00 UTC): the last half hour of the 15th.
const clock = testClock(new Date('2026-03-15T18:00:00.000Z'));
const t = await createTestApp({}, { clock });
const { app, db } = t;
const admin = await t.signIn(['super_admin']);
const { branch } = await makeRoomInNewBranch(db);
const tenant = await makeTenant(db, branch, { joinedAt: '2026-01-01' });

const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  app.inject({ method, url, headers: admin.headers, payload });
const RANGE = 'Date must be between 01/01/2000 and today, 15/03/2026';

describe('dates after today', () => {
  it('refuses an expense dated after today (31/12/2099 among them) and takes one dated today', async () => {
    for (const date of ['2099-12-31', '2026-03-16']) {
      const res = await send('POST', `/api/branches/${branch.id}/expenses`, {
        date,
        category: 'Electricity',
        amount: 100,
      });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        message: RANGE,
        fields: { date: RANGE },
      });
    }
    const today = await send('POST', `/api/branches/${branch.id}/expenses`, {
      date: '2026-03-15',
      category: 'Electricity',
      amount: 100,
    });
    expect(today.statusCode, today.body).toBe(201);
  });

  it('refuses a payment dated after today and takes one dated today', async () => {
    const payment = { tenant_id: tenant.id, amount: 500, method: 'cash' };
    const future = await send('POST', `/api/branches/${branch.id}/payments`, {
      ...payment,
      date: '2026-03-16',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({ date: RANGE });
    const today = await send('POST', `/api/branches/${branch.id}/payments`, {
      ...payment,
      date: '2026-03-15',
    });
    expect(today.statusCode, today.body).toBe(201);
  });

  it('refuses a correction that moves a payment or an expense after today', async () => {
    const payment = await makePayment(db, tenant, { date: '2026-03-01' });
    const expense = await makeExpense(db, branch, { date: '2026-03-01' });
    for (const url of [`/api/payments/${payment.id}`, `/api/expenses/${expense.id}`]) {
      const res = await send('PATCH', url, { date: '2027-01-01' });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields).toEqual({ date: RANGE });
      expect((await send('PATCH', url, { date: '2026-03-15' })).statusCode, url).toBe(200);
    }
  });

  it('refuses a visitor in on a day after today in India, or later today than now', async () => {
    const visitor = { name: 'Ravi Kumar', tenant_id: tenant.id };
    // 00:10 on 16 March in India.
    const tomorrow = await send('POST', `/api/branches/${branch.id}/visitors`, {
      ...visitor,
      in_at: '2026-03-15T18:40:00.000Z',
    });
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json().error.fields).toEqual({
      in_at: 'Time in must be between 01/01/2000 and today, 15/03/2026',
    });
    const tonight = await send('POST', `/api/branches/${branch.id}/visitors`, {
      ...visitor,
      in_at: '2026-03-15T18:20:00.000Z',
    });
    expect(tonight.statusCode).toBe(400);
    expect(tonight.json().error.fields).toEqual({ in_at: VISITOR_LATER_THAN_NOW });
    const earlier = await send('POST', `/api/branches/${branch.id}/visitors`, {
      ...visitor,
      in_at: '2026-03-15T17:00:00.000Z',
    });
    expect(earlier.statusCode, earlier.body).toBe(201);
  });
});
