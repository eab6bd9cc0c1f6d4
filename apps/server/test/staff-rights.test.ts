import { describe, expect, it } from 'vitest';
import { makeExpense, makePayment, makeRoomInNewBranch, makeStay, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';

/*
 * The default Staff role records the day's work (payments, bookings, complaints, visitors, tenants)
 * but does not rewrite the books: no correcting or voiding of money, no deleting, no changing a
 * bed's rent, no settling of deposits. Whoever corrects money, the branch's admins hear of it in
 * the bell: who, what and why.
 */
const t = await createTestApp();
const { app, db } = t;
const staff = await t.signIn(['user']);
const manager = await t.signIn(['manager']);
const admin = await t.signIn(['admin']);

type Who = { headers: Record<string, string> };
const send = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const bell = async (who: Who, branchId: string) =>
  (await send(who, 'GET', `/api/branches/${branchId}/notifications?limit=50`)).json() as {
    items: { kind: string; title: string; body: string }[];
  };

describe('the default Staff role', () => {
  it('records payments, bookings and tenants', async () => {
    const { branch, tenant, booking } = await makeStay(db, {
      startDate: '2025-01-01',
      endDate: '2025-01-31',
    });
    const paid = await send(staff, 'POST', `/api/branches/${branch.id}/payments`, {
      tenant_id: tenant.id,
      amount: 800,
      method: 'cash',
      date: '2025-01-05',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const added = await send(staff, 'POST', `/api/branches/${branch.id}/tenants`, {
      name: 'Asha Rao',
      phone: '9876543210',
    });
    expect(added.statusCode, added.body).toBe(201);
    const checkIn = await send(staff, 'POST', `/api/bookings/${booking.id}/check-in`);
    expect(checkIn.statusCode, checkIn.body).toBe(200);
  });

  it('gets 403 on voiding, editing and deleting, changing rents and settling deposits', async () => {
    const { branch, property, room, bed, tenant, booking } = await makeStay(db, {
      startDate: '2025-01-01',
      endDate: '2025-01-31',
      status: 'checked_in',
      deposit: 5000,
    });
    const payment = await makePayment(db, tenant, { amount: 1000, date: '2025-01-05' });
    const expense = await makeExpense(db, branch);
    const left = await makeTenant(db, branch, { leftAt: '2025-01-01' });
    const refused: [string, Promise<{ statusCode: number }>][] = [
      ['void a payment', send(staff, 'POST', `/api/payments/${payment.id}/void`, { reason: 'Mistake' })],
      ['edit a payment', send(staff, 'PATCH', `/api/payments/${payment.id}`, { amount: 10 })],
      ['void an expense', send(staff, 'POST', `/api/expenses/${expense.id}/void`, { reason: 'Mistake' })],
      ['edit an expense', send(staff, 'PATCH', `/api/expenses/${expense.id}`, { amount: 10 })],
      ['erase a tenant', send(staff, 'POST', `/api/tenants/${left.id}/erase`)],
      ['delete a bed', send(staff, 'DELETE', `/api/beds/${bed.id}`)],
      ['delete a room', send(staff, 'DELETE', `/api/rooms/${room.id}`)],
      ['delete a property', send(staff, 'DELETE', `/api/properties/${property.id}`)],
      ['change a rent', send(staff, 'PATCH', `/api/beds/${bed.id}`, { base_rent_per_day: 1 })],
      [
        'preview a settlement',
        send(staff, 'GET', `/api/bookings/${booking.id}/settlement/preview?checkout_date=2025-01-20`),
      ],
      ['settle a deposit', send(staff, 'POST', `/api/bookings/${booking.id}/settle`, {})],
    ];
    for (const [what, res] of refused) expect((await res).statusCode, what).toBe(403);
    // The manager's defaults keep all of it.
    const preview = await send(
      manager,
      'GET',
      `/api/bookings/${booking.id}/settlement/preview?checkout_date=2025-01-20`,
    );
    expect(preview.statusCode, preview.body).toBe(200);
  });
});

describe('money corrected', () => {
  it("puts who, what and why in the bell of the branch's admins, and not of its staff", async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const tenant = await makeTenant(db, branch, { name: 'Meena Iyer' });
    const voided = await makePayment(db, tenant, { amount: 80000, date: '2025-01-05' });
    const edited = await makePayment(db, tenant, { amount: 800, date: '2025-01-06' });
    const expense = await makeExpense(db, branch, { category: 'Plumbing', amount: 1200 });

    const v = await send(manager, 'POST', `/api/payments/${voided.id}/void`, {
      reason: 'Typed 80000 for 800',
    });
    expect(v.statusCode, v.body).toBe(200);
    expect((await send(manager, 'PATCH', `/api/payments/${edited.id}`, { amount: 900 })).statusCode).toBe(
      200,
    );
    expect(
      (await send(manager, 'POST', `/api/expenses/${expense.id}/void`, { reason: 'Paid by the owner' }))
        .statusCode,
    ).toBe(200);

    const items = (await bell(admin, branch.id)).items.filter((n) => n.kind === 'correction');
    expect(items.map((n) => n.title).sort()).toEqual(['Expense voided', 'Payment edited', 'Payment voided']);
    const paymentVoided = items.find((n) => n.title === 'Payment voided')!;
    expect(paymentVoided.body).toContain('₹80,000.00 from Meena Iyer');
    expect(paymentVoided.body).toContain(manager.email);
    expect(paymentVoided.body).toContain('Reason: Typed 80000 for 800');
    expect(items.find((n) => n.title === 'Payment edited')!.body).toContain('amount ₹800.00 → ₹900.00');
    expect(items.find((n) => n.title === 'Expense voided')!.body).toContain('Reason: Paid by the owner');

    expect((await bell(staff, branch.id)).items.filter((n) => n.kind === 'correction')).toEqual([]);
  });

  it('puts a voided charge in the bell too', async () => {
    const { branch, tenant, booking } = await makeStay(db, {
      startDate: '2025-01-01',
      endDate: '2025-01-31',
    });
    const added = await send(admin, 'POST', `/api/tenants/${tenant.id}/charges`, {
      category: 'Electricity',
      amount: 450,
      date: '2025-01-10',
      booking_id: booking.id,
    });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json() as { id: string };
    expect(
      (await send(admin, 'POST', `/api/charges/${id}/void`, { reason: 'Meter misread' })).statusCode,
    ).toBe(200);
    const [n] = (await bell(admin, branch.id)).items.filter((i) => i.title === 'Charge voided');
    expect(n?.body).toContain('₹450.00 Electricity');
    expect(n?.body).toContain('Reason: Meter misread');
  });
});
