import { randomBytes } from 'node:crypto';
import { LINK_EXPIRED, LINK_GONE, LINK_NOT_VALID } from '@pg/contracts/document-links';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { tenants } from '../src/db/schema/operations.ts';
import { signLink } from '../src/lib/signed-links.ts';
import { REMINDERS_JOB } from '../src/modules/messages/job.ts';
import { testClock } from './clock.ts';
import {
  makeBed,
  makeBooking,
  makeBranch,
  makePayment,
  makeRoomInNewBranch,
  makeStay,
  makeTenant,
  monthlyStay,
} from './factories.ts';
import { createTestApp } from './helper.ts';
import { signInTenant } from './tenant-app-fixtures.ts';

const clock = testClock(new Date('2025-01-20T06:00:00Z'));
const t = await createTestApp({}, { clock });
const staff = await t.signIn();

/** Opens a link's token as anyone would: no session. */
const open = (token: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/public/documents', payload: { token } });

const linkFor = async (url: string, payload?: unknown, headers = staff.headers) => {
  const res = await t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  return res;
};

describe("signed links to a tenant's documents", () => {
  it("a receipt's link opens that receipt without signing in, for 30 days", async () => {
    const { tenant } = await makeStay(t.db);
    const payment = await makePayment(t.db, tenant, { amount: 7000 });
    const made = await linkFor(`/api/payments/${payment.id}/receipt-link`);
    expect(made.statusCode).toBe(200);
    const { token, expires_at } = made.json();
    expect(expires_at).toBe('2025-02-19T06:00:00.000Z');

    const opened = await open(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toContain('no-store');
    const doc = opened.json();
    expect(doc.kind).toBe('receipt');
    expect(doc.receipt.id).toBe(payment.id);
    expect(doc.receipt.amount).toBe(7000);
    expect(doc.receipt.tenant_name).toBe(tenant.name);

    clock.advance(30 * 86_400);
    const late = await open(token);
    clock.advance(-30 * 86_400);
    expect(late.statusCode).toBe(410);
    expect(late.json().error.message).toBe(LINK_EXPIRED);
  });

  it('a token changed by one character, or signed with another secret, opens nothing', async () => {
    const { tenant } = await makeStay(t.db);
    const { token } = (await linkFor(`/api/tenants/${tenant.id}/statement-link`)).json();
    const [body, mac] = token.split('.');
    const otherTenant = (await makeStay(t.db)).tenant;
    // Another tenant's id in the claim, with the first claim's signature.
    const forged = `${Buffer.from(
      Buffer.from(body, 'base64url').toString('utf8').replace(tenant.id, otherTenant.id),
    ).toString('base64url')}.${mac}`;
    const flipped = `${body}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [forged, flipped]) {
      const res = await open(bad);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(LINK_NOT_VALID);
    }
    const claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const byAnotherKey = signLink(randomBytes(32), claim, new Date('2025-02-19T06:00:00Z'));
    expect((await open(byAnotherKey)).statusCode).toBe(404);
  });

  it('a link made by one server opens on another of the same database', async () => {
    const { tenant } = await makeStay(t.db);
    const { token } = (await linkFor(`/api/tenants/${tenant.id}/statement-link`)).json();
    const other = await t.anotherServer();
    const opened = await open(token, other.app);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().statement.tenant.id).toBe(tenant.id);
  });

  it("the payment page's link shows what the statement says is owed, and the branch's UPI ID", async () => {
    const { tenant, branch } = await makeStay(t.db);
    const { token } = (await linkFor(`/api/tenants/${tenant.id}/pay-link`)).json();
    const statement = (
      await t.app.inject({
        method: 'GET',
        url: `/api/tenants/${tenant.id}/statement`,
        headers: staff.headers,
      })
    ).json();
    const doc = (await open(token)).json();
    expect(doc.kind).toBe('pay');
    expect(doc.pay.balance).toBe(statement.balance);
    expect(doc.pay.branch.name).toBe(branch.name);
  });

  it('staff make links only to what they may read, in their branches; a tenant makes none', async () => {
    const { tenant } = await makeStay(t.db);
    const elsewhere = await makeBranch(t.db);
    const warden = await t.signIn(['user'], undefined, { branches: [elsewhere.id] });
    const outside = await linkFor(`/api/tenants/${tenant.id}/statement-link`, undefined, warden.headers);
    expect(outside.statusCode).toBe(404);
    const asTenant = await signInTenant(t, staff, tenant.id);
    const byTenant = await linkFor(`/api/tenants/${tenant.id}/statement-link`, undefined, asTenant.headers);
    expect([401, 403]).toContain(byTenant.statusCode);
    expect((await open('not.a-token')).statusCode).toBe(404);
  });

  it("erasing a tenant's personal data ends every link to their documents", async () => {
    const { tenant, booking } = await makeStay(t.db, { status: 'checked_out' });
    const { token } = (await linkFor(`/api/tenants/${tenant.id}/statement-link`)).json();
    expect((await open(token)).statusCode).toBe(200);
    await t.db.update(tenants).set({ leftAt: booking.endDate }).where(eq(tenants.id, tenant.id));
    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/tenants/${tenant.id}/erase`,
      headers: staff.headers,
    });
    expect(erased.statusCode).toBe(200);
    const after = await open(token);
    expect(after.statusCode).toBe(404);
    expect(after.json().error.message).toBe(LINK_GONE);
  });

  it('making a link is in the audit log, with who made it and until when', async () => {
    const { tenant } = await makeStay(t.db);
    await linkFor(`/api/tenants/${tenant.id}/rent-receipts-link`, { months: ['2025-01'] });
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/audit-log?q=share_link',
      headers: staff.headers,
    });
    const entry = log.json().items.find((e: { action: string }) => e.action === 'tenant.share_link');
    expect(entry?.actor_email).toBe(staff.email);
    expect(entry?.after).toEqual({ document: 'rent-receipts', expires_at: '2025-02-19T06:00:00.000Z' });
  });
});

describe("a reminder's link to the payment page", () => {
  it('with PUBLIC_URL, a reminder carries an https link that opens what the tenant owes', async () => {
    const dueDay = testClock(new Date('2027-01-01T10:00:00+05:30'));
    const s = await createTestApp(
      {
        PUBLIC_URL: 'https://pg.example.com/',
        SMTP_URL: 'smtp://127.0.0.1:9',
        SMTP_FROM: 'Sunrise PG <rent@sunrisepg.in>',
        BACKUP_HOUR: 'off',
      },
      { clock: dueDay },
    );
    const owner = await s.signIn();
    const { branch, room } = await makeRoomInNewBranch(s.db, { name: 'Sunrise PG', upiId: 'sunrise@okaxis' });
    const scheduled = await s.app.inject({
      method: 'PUT',
      url: `/api/branches/${branch.id}/reminder-schedule`,
      headers: owner.headers,
      payload: {
        enabled: true,
        steps: [{ offset_days: 0, template: null }],
        quiet_start: '22:00',
        quiet_end: '07:00',
      },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const tenant = await makeTenant(s.db, branch, { email: 'asha@example.com' });
    await makeBooking(s.db, { bed: await makeBed(s.db, room), tenant }, monthlyStay('2026-12-01', 8000));
    await makePayment(s.db, tenant, { amount: 8000, date: '2026-12-01' });
    expect(await s.app.jobs.run(REMINDERS_JOB)).toBe('ran');

    const [message] = await query<{ body: string }>(
      s.db,
      sql`select body from outbox where tenant_id = ${tenant.id} and kind = 'reminder'`,
    );
    const link = /https:\/\/pg\.example\.com\/tenant-app#doc=([\w-]+\.[\w-]+)/.exec(message!.body);
    expect(link, message!.body).not.toBeNull();
    expect(message!.body).not.toContain('upi://');
    const opened = await s.app.inject({
      method: 'POST',
      url: '/api/public/documents',
      payload: { token: link![1] },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ kind: 'pay', pay: { tenant: { id: tenant.id }, balance: 8000 } });
  });
});
