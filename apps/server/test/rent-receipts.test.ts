import { needsRevenueStamp, panMissingWarning } from '@pg/contracts/rent-receipts';
import { describe, expect, it } from 'vitest';
import { makeBed, makeBooking, makePayment, makeRoomInNewBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';

const t = await createTestApp();
const { app, db } = t;

const owner = await t.signIn(['manager']);

const get = (url: string, headers = owner.headers) => app.inject({ url, headers });

describe('rent receipts for HRA', () => {
  it('gives each chosen month the rent paid in it, the cash among it, the stay and the year', async () => {
    const { branch, room } = await makeRoomInNewBranch(db, { address: '5th Block, Koramangala' });
    const bed = await makeBed(db, room);
    const tenant = await makeTenant(db, branch, { name: 'Asha Rao' });
    await makeBooking(
      db,
      { bed, tenant },
      { status: 'checked_in', startDate: '2026-03-10', endDate: '2026-05-31', totalRent: 41_500 },
    );
    for (const payment of [
      { amount: 6000, method: 'cash', date: '2026-03-10' },
      { amount: 2500.5, method: 'upi', date: '2026-03-20', reference: '412345678901' },
      { amount: 9000, method: 'cash', date: '2026-04-02' },
      // Neither a voided payment nor a deposit is rent.
      { amount: 700, date: '2026-04-03', voidedAt: '2026-04-04T00:00:00Z', voidReason: 'Entered twice' },
      { amount: 5000, date: '2026-03-10', purpose: 'deposit' },
    ] as const) {
      await makePayment(db, tenant, payment);
    }

    const months = (await get(`/api/tenants/${tenant.id}/rent-months`)).json();
    expect(months.items).toEqual([
      { month: '2026-04', amount: 9000 },
      { month: '2026-03', amount: 8500.5 },
    ]);

    const res = await get(`/api/tenants/${tenant.id}/rent-receipts?months=2026-04,2026-03`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tenant).toMatchObject({ id: tenant.id, name: 'Asha Rao' });
    expect(body.landlord).toEqual({ name: null, pan: null, address: null });
    expect(body.receipts).toEqual([
      {
        month: '2026-03',
        period_start: '2026-03-10',
        period_end: '2026-03-31',
        amount: 8500.5,
        cash: 6000,
        // The month's instalment: 22 days at 500.
        monthly_rent: 11_000,
        property_name: expect.any(String),
        property_address: null,
        financial_year: '2025-26',
        year_total: 8500.5,
      },
      {
        month: '2026-04',
        period_start: '2026-04-01',
        period_end: '2026-04-30',
        amount: 9000,
        cash: 9000,
        monthly_rent: 15_000,
        property_name: expect.any(String),
        property_address: null,
        financial_year: '2026-27',
        year_total: 9000,
      },
    ]);
    expect(body.receipts.map(needsRevenueStamp)).toEqual([true, true]);
  });

  it("names the landlord from the branch's payment details", async () => {
    const { branch, room } = await makeRoomInNewBranch(db, {
      landlordName: 'Ramesh Gupta',
      landlordPan: 'ABCDE1234F',
      landlordAddress: '12 MG Road, Bengaluru',
    });
    const tenant = await makeTenant(db, branch);
    await makeBooking(
      db,
      { bed: await makeBed(db, room), tenant },
      { status: 'checked_in', startDate: '2026-03-01', endDate: '2026-03-31', totalRent: 9000 },
    );
    await makePayment(db, tenant, { amount: 9000, method: 'cash', date: '2026-03-01' });
    const body = (await get(`/api/tenants/${tenant.id}/rent-receipts?months=2026-03`)).json();
    expect(body.landlord).toEqual({
      name: 'Ramesh Gupta',
      pan: 'ABCDE1234F',
      address: '12 MG Road, Bengaluru',
    });
  });

  it('refuses months not written YYYY-MM (400) and a tenant of another branch (404)', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const tenant = await makeTenant(db, branch);
    const bad = await get(`/api/tenants/${tenant.id}/rent-receipts?months=2026-13`);
    expect(bad.statusCode).toBe(400);
    expect((await get(`/api/tenants/${tenant.id}/rent-receipts`)).statusCode).toBe(400);
    const stranger = await t.signIn(['manager'], undefined, { branches: [] });
    expect(
      (await get(`/api/tenants/${tenant.id}/rent-receipts?months=2026-03`, stranger.headers)).statusCode,
    ).toBe(404);
  });
});

describe('the rules printed on a receipt', () => {
  it('a revenue stamp above ₹5,000 of cash; a missing PAN warned of above ₹1,00,000 a year', () => {
    expect(needsRevenueStamp({ cash: 5000 })).toBe(false);
    expect(needsRevenueStamp({ cash: 5000.01 })).toBe(true);
    expect(panMissingWarning(null, { year_total: 100000 })).toBe(false);
    expect(panMissingWarning(null, { year_total: 100000.5 })).toBe(true);
    expect(panMissingWarning('ABCDE1234F', { year_total: 250000 })).toBe(false);
  });
});
