import { DEFAULT_REMINDER_TEMPLATE, PAN_MESSAGE, VPA_MESSAGE } from '@pg/contracts/collecting';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/auth.ts';
import { testClock } from './clock.ts';
import { makeBed, makeBooking, makeBranch, makeRoomInNewBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';

// Today is 15 March 2026 in India (12:00 IST).
const clock = testClock(new Date('2026-03-15T06:30:00Z'));
const t = await createTestApp({}, { clock });
const { app, db } = t;
let owner: Awaited<ReturnType<typeof t.signIn>>;
let admin: Awaited<ReturnType<typeof t.signIn>>;
let manager: Awaited<ReturnType<typeof t.signIn>>;

beforeAll(async () => {
  owner = await t.signIn(['super_admin']);
  admin = await t.signIn(['admin']);
  manager = await t.signIn(['manager']);
});

const details = {
  upi_id: 'Owner@OKAXIS',
  payee_name: 'Sri Sai PG',
  landlord_name: 'Ravi Kumar',
  landlord_pan: 'abcde1234f',
  landlord_address: '12 MG Road\nBengaluru 560001',
  reminder_template: 'Hi {tenant}, {amount} due {due_date}. {upi_link}',
};

const setDetails = (branchId: string, body: unknown, headers: Record<string, string>) =>
  app.inject({
    method: 'PUT',
    url: `/api/branches/${branchId}/payment-details`,
    headers,
    payload: body as object,
  });

describe('branch payment details', () => {
  it('an admin sets them, normalised, audited, and every branch list carries them', async () => {
    const branch = await makeBranch(db);
    const res = await setDetails(branch.id, details, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: branch.id,
      upi_id: 'owner@okaxis',
      payee_name: 'Sri Sai PG',
      landlord_name: 'Ravi Kumar',
      landlord_pan: 'ABCDE1234F',
      landlord_address: '12 MG Road\nBengaluru 560001',
      reminder_template: details.reminder_template,
    });
    const list = await app.inject({ url: '/api/branches', headers: manager.headers });
    expect(list.json().items.find((b: { id: string }) => b.id === branch.id)).toMatchObject({
      upi_id: 'owner@okaxis',
      landlord_pan: 'ABCDE1234F',
    });
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, branch.id));
    expect(audit).toMatchObject([
      {
        action: 'branch.payment_details',
        actorEmail: admin.email,
        before: { upi_id: null, landlord_pan: null },
        after: { upi_id: 'owner@okaxis', landlord_pan: 'ABCDE1234F' },
      },
    ]);

    // Emptied fields are cleared; the default message is then used.
    const cleared = await setDetails(branch.id, { upi_id: '', reminder_template: ' ' }, owner.headers);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ upi_id: null, payee_name: null, reminder_template: null });
  });

  it('refuses a bad UPI ID, PAN or placeholder with 400 on the field', async () => {
    const branch = await makeBranch(db);
    const res = await setDetails(
      branch.id,
      { upi_id: 'owner.okaxis', landlord_pan: 'ABCDE12345', reminder_template: 'Hi {name}' },
      owner.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      upi_id: VPA_MESSAGE,
      landlord_pan: PAN_MESSAGE,
      reminder_template: expect.stringContaining('{tenant}'),
    });
    const unchanged = await app.inject({ url: '/api/branches', headers: owner.headers });
    expect(unchanged.json().items.find((b: { id: string }) => b.id === branch.id).upi_id).toBeNull();
    expect(DEFAULT_REMINDER_TEMPLATE).toContain('{upi_link}');
  });

  it('a manager cannot set them (403), nor anyone outside the branch (404)', async () => {
    const branch = await makeBranch(db);
    expect((await setDetails(branch.id, details, manager.headers)).statusCode).toBe(403);
    const other = await makeBranch(db);
    const elsewhere = await t.signIn(['admin'], undefined, { branches: [other.id] });
    expect((await setDetails(branch.id, details, elsewhere.headers)).statusCode).toBe(404);
    expect((await setDetails(other.id, details, elsewhere.headers)).statusCode).toBe(200);
  });
});

describe('reminders', () => {
  const remind = (tenantId: string, headers: Record<string, string>, amount = 1500) =>
    app.inject({ method: 'POST', url: `/api/tenants/${tenantId}/reminders`, headers, payload: { amount } });

  it('records who reminded whom, when and for how much; the Dues row says how long ago', async () => {
    const { room, branch } = await makeRoomInNewBranch(db);
    const bed = await makeBed(db, room, { baseRentPerDay: 100 });
    const tenant = await makeTenant(db, branch);
    await makeBooking(
      db,
      { bed, tenant },
      { startDate: '2026-03-01', endDate: '2026-03-31', totalRent: 3100 },
    );

    const duesRow = async (headers = manager.headers) => {
      const res = await app.inject({ url: `/api/branches/${branch.id}/dues`, headers });
      expect(res.statusCode).toBe(200);
      return res.json().items.find((r: { tenant_id: string }) => r.tenant_id === tenant.id);
    };
    expect(await duesRow()).toMatchObject({ amount_due: 3100, reminded_days_ago: null });

    clock.advance(-2 * 86_400); // 13 March
    const res = await remind(tenant.id, manager.headers, 3100);
    clock.advance(2 * 86_400);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      branch_id: branch.id,
      tenant_id: tenant.id,
      amount: 3100,
      sent_by: manager.user.id,
      sent_at: '2026-03-13T06:30:00.000Z',
    });
    expect(await duesRow()).toMatchObject({ reminded_days_ago: 2 });

    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, res.json().id));
    expect(audit).toMatchObject([{ action: 'tenant_reminder.create', actorEmail: manager.email }]);

    // A later reminder is the one shown: 23:00 in India on the 15th is still today there.
    clock.advance(11 * 3600);
    try {
      const late = await t.signIn(['user']);
      expect((await remind(tenant.id, late.headers)).statusCode).toBe(201);
      expect(await duesRow(late.headers)).toMatchObject({ reminded_days_ago: 0 });
    } finally {
      clock.advance(-11 * 3600);
    }
  });

  it('is 404 for a tenant of another branch and 400 for a bad amount', async () => {
    const mine = await makeBranch(db);
    const theirs = await makeBranch(db);
    const stranger = await makeTenant(db, theirs);
    const staff = await t.signIn(['user'], undefined, { branches: [mine.id] });
    expect((await remind(stranger.id, staff.headers)).statusCode).toBe(404);
    expect((await remind('00000000-0000-4000-8000-000000000000', owner.headers)).statusCode).toBe(404);
    const tenant = await makeTenant(db, mine);
    const bad = await remind(tenant.id, staff.headers, -5);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.amount).toBe('Amount must be greater than 0');
    expect((await remind(tenant.id, staff.headers)).statusCode).toBe(201);
  });
});
