import { MESSAGE_MAX_ATTEMPTS } from '@pg/contracts/messages';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { query } from '../src/db/client.ts';
import { DELIVERY_JOB } from '../src/modules/messages/job.ts';
import { retryDelaySeconds } from '../src/modules/messages/outbox.ts';
import { testClock } from './clock.ts';
import { makeBed, makeBooking, makeRoomInNewBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';
import { LONG_SESSIONS, startSmtpServer } from './message-servers.ts';
import { signInTenant } from './tenant-app-fixtures.ts';

/**
 * The outbox with e-mail through a real SMTP server started here: a payment queues its receipt
 * in its own transaction; the SMTP server refusing, down, or rejecting for good; nothing lost,
 * nothing sent twice.
 */
const clock = testClock(new Date('2027-01-10T06:30:00Z'));
const smtp = await startSmtpServer(clock.now);
const t = await createTestApp(
  { BACKUP_HOUR: 'off', SMTP_URL: smtp.url, SMTP_FROM: 'Sunrise PG <rent@sunrisepg.in>', ...LONG_SESSIONS },
  { clock },
);
let staff: Awaited<ReturnType<typeof t.signIn>>;
let branch: Awaited<ReturnType<typeof makeRoomInNewBranch>>['branch'];
let room: Awaited<ReturnType<typeof makeRoomInNewBranch>>['room'];

beforeAll(async () => {
  staff = await t.signIn(['super_admin']);
  ({ branch, room } = await makeRoomInNewBranch(t.db, { name: 'Sunrise PG' }));
});

async function aTenant(email: string | null) {
  const tenant = await makeTenant(t.db, branch, { name: 'Asha Rao', email });
  const bed = await makeBed(t.db, room);
  await makeBooking(
    t.db,
    { bed, tenant },
    { startDate: '2027-01-01', endDate: '2027-01-31', status: 'checked_in' },
  );
  return tenant;
}

const pay = async (tenantId: string, amount = 5000) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/branches/${branch.id}/payments`,
    headers: staff.headers,
    payload: { tenant_id: tenantId, amount, method: 'cash', date: '2027-01-10' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; receipt_number: string };
};

/** The tenant says in the tenant app that they paid ₹4,500 by UPI: a payment awaiting confirmation. */
const saidPaid = async (tenantId: string, utr: string) => {
  const me = await signInTenant(t, staff, tenantId);
  const said = await t.app.inject({
    method: 'POST',
    url: '/api/tenant-app/payments',
    headers: me.headers,
    payload: { amount: 4500, date: '2027-01-10', utr },
  });
  expect(said.statusCode, said.body).toBe(201);
  return (said.json() as { id: string }).id;
};

type Row = {
  status: string;
  attempts: number;
  last_error: string | null;
  provider_message_id: string | null;
};
const outboxOf = async (paymentId: string) =>
  (
    await query<Row>(
      t.db,
      sql`select status, attempts, last_error, provider_message_id from outbox where payment_id = ${paymentId}`,
    )
  )[0];

const deliver = () => t.app.jobs.run(DELIVERY_JOB);
/** Moves the clock on by a minute more than `seconds` (the delivery job runs once a minute). */
const wait = (seconds: number) => clock.advance(seconds + 60);

describe('receipts by e-mail through the outbox', () => {
  it('e-mails the receipt of a payment to a tenant with an e-mail address, once', async () => {
    const tenant = await aTenant('asha@example.com');
    const payment = await pay(tenant.id, 5000);
    expect(await outboxOf(payment.id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await deliver()).toBe('ran');
    const mail = smtp.received.filter((m) => m.to.includes('asha@example.com'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(`Receipt: ${payment.receipt_number}`);
    expect(mail[0]!.text).toContain('₹5,000.00');
    expect(mail[0]!.text).toContain('Sunrise PG has received');
    expect(await outboxOf(payment.id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    wait(0);
    await deliver();
    expect(smtp.received.filter((m) => m.to.includes('asha@example.com'))).toHaveLength(1);
  });

  it('e-mails the receipt of a payment the tenant entered in the tenant app once staff confirm it', async () => {
    const tenant = await aTenant('meera@example.com');
    const id = await saidPaid(tenant.id, '987654321012');
    // Awaiting confirmation: no receipt yet, so nothing to e-mail.
    expect(await outboxOf(id)).toBeUndefined();
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${id}/confirm`,
      headers: staff.headers,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { receipt_number } = confirmed.json() as { receipt_number: string };
    expect(await outboxOf(id)).toMatchObject({ status: 'queued', attempts: 0 });
    wait(0);
    expect(await deliver()).toBe('ran');
    const mail = smtp.received.filter((m) => m.to.includes('meera@example.com'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(`Receipt: ${receipt_number}`);
    expect(mail[0]!.text).toContain('₹4,500.00');
    expect(await outboxOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
    // Confirmed again: refused, and no second receipt.
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${id}/confirm`,
      headers: staff.headers,
    });
    expect(twice.statusCode).toBe(409);
    const [count] = await query<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from outbox where payment_id = ${id}`,
    );
    expect(count!.n).toBe(1);
  });

  it('queues nothing for a payment the tenant entered that staff reject', async () => {
    const tenant = await aTenant('kiran@example.com');
    const id = await saidPaid(tenant.id, '987654321013');
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${id}/reject`,
      headers: staff.headers,
      payload: { reason: 'No such UTR in the bank statement' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await outboxOf(id)).toBeUndefined();
  });

  it('queues nothing for a tenant without an e-mail address', async () => {
    const tenant = await aTenant(null);
    const payment = await pay(tenant.id);
    expect(await outboxOf(payment.id)).toBeUndefined();
  });

  it('retries while the SMTP server refuses, then marks it failed with its reason; Retry now sends it once', async () => {
    const tenant = await aTenant('ravi@example.com');
    smtp.state.mode = 'refuse';
    const payment = await pay(tenant.id, 6000);
    for (let attempt = 1; attempt <= MESSAGE_MAX_ATTEMPTS; attempt++) {
      wait(attempt === 1 ? 0 : retryDelaySeconds(attempt - 1));
      expect(await deliver()).toBe('ran');
      const row = await outboxOf(payment.id);
      expect(row).toMatchObject({
        attempts: attempt,
        status: attempt < MESSAGE_MAX_ATTEMPTS ? 'queued' : 'failed',
      });
      expect(row!.last_error).toMatch(/451.*Mailbox busy, try again later/);
    }
    // Failed: no more tries, however long.
    wait(24 * 60 * 60);
    await deliver();
    expect(await outboxOf(payment.id)).toMatchObject({ status: 'failed', attempts: MESSAGE_MAX_ATTEMPTS });
    expect(smtp.received.filter((m) => m.to.includes('ravi@example.com'))).toHaveLength(0);

    smtp.state.mode = 'accept';
    const [row] = await query<{ id: string }>(
      t.db,
      sql`select id from outbox where payment_id = ${payment.id}`,
    );
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${row!.id}/retry`,
      headers: staff.headers,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'queued', attempts: 0 });
    const [audit] = await query<{ action: string; branch_id: string }>(
      t.db,
      sql`select action, branch_id from audit_log where entity = 'message' and entity_id = ${row!.id}`,
    );
    expect(audit).toEqual({ action: 'message.retry', branch_id: branch.id });
    wait(0);
    await deliver();
    wait(0);
    await deliver();
    expect(smtp.received.filter((m) => m.to.includes('ravi@example.com'))).toHaveLength(1);
    expect(await outboxOf(payment.id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps the messages while the SMTP server is down and sends each once when it is back', async () => {
    const tenants = [await aTenant('one@example.com'), await aTenant('two@example.com')];
    await smtp.stop();
    const payments = [await pay(tenants[0]!.id), await pay(tenants[1]!.id)];
    wait(0);
    await deliver();
    for (const p of payments) {
      const row = await outboxOf(p.id);
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expect(row!.last_error).toMatch(/ECONNREFUSED/);
    }
    await smtp.start();
    // Not before the retry's time.
    wait(0);
    await deliver();
    expect(smtp.received.filter((m) => /^(one|two)@/.test(m.to[0]!))).toHaveLength(0);
    wait(retryDelaySeconds(1));
    await deliver();
    wait(retryDelaySeconds(2));
    await deliver();
    const mails = smtp.received.filter((m) => /^(one|two)@/.test(m.to[0]!));
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['one@example.com', 'two@example.com']);
    for (const p of payments) expect(await outboxOf(p.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('fails at once, with the reason, when the SMTP server rejects the message for good (5xx)', async () => {
    const tenant = await aTenant('nobody@example.com');
    smtp.state.mode = 'reject';
    const payment = await pay(tenant.id);
    wait(0);
    await deliver();
    smtp.state.mode = 'accept';
    const row = await outboxOf(payment.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.last_error).toMatch(/550.*No such user here/);
  });

  it('lists the messages of a branch by status and tenant', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/branches/${branch.id}/messages?status=failed`,
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      items: { recipient: string; kind: string; channel: string }[];
      total: number;
    };
    expect(body.items.map((m) => m.recipient)).toEqual(['nobody@example.com']);
    expect(body.items[0]).toMatchObject({ kind: 'receipt', channel: 'email' });
  });
});

describe('e-mail and WhatsApp settings', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/pgc-messaging-config', JWT_SECRET: 'x'.repeat(32) };
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig({ ...base, ...env });
      return null;
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
  };

  it('stops the server with a line naming the setting that is wrong or missing', () => {
    expect(refusal({ SMTP_HOST: 'smtp.example.com' })).toMatch(/SMTP_FROM is required/);
    expect(refusal({ SMTP_URL: 'http://smtp.example.com', SMTP_FROM: 'a@b.in' })).toMatch(
      /SMTP_URL: must be smtp:/,
    );
    expect(refusal({ SMTP_HOST: 'h', SMTP_FROM: 'not an address' })).toMatch(
      /SMTP_FROM: must be an e-mail address/,
    );
    expect(refusal({ SMTP_HOST: 'h', SMTP_FROM: 'a@b.in', SMTP_USER: 'u' })).toMatch(
      /SMTP_USER and SMTP_PASS/,
    );
    expect(refusal({ SMTP_PORT: '587' })).toMatch(/SMTP_PORT is set but SMTP_HOST/);
    expect(refusal({ WHATSAPP_TOKEN: 'x'.repeat(40) })).toMatch(
      /WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID together/,
    );
    expect(refusal({ WHATSAPP_PHONE_NUMBER_ID: 'abc' })).toMatch(
      /WHATSAPP_PHONE_NUMBER_ID: must be the number id/,
    );
  });

  it('turns on each channel that is fully set', () => {
    const c = loadConfig({
      ...base,
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: '465',
      SMTP_USER: 'rent',
      SMTP_PASS: 'secret',
      SMTP_FROM: 'Sunrise PG <rent@sunrisepg.in>',
      WHATSAPP_TOKEN: 'x'.repeat(40),
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    });
    expect(c.messaging.email).toEqual({
      transport: {
        host: 'smtp.example.com',
        port: 465,
        secure: true,
        auth: { user: 'rent', pass: 'secret' },
      },
      from: 'Sunrise PG <rent@sunrisepg.in>',
    });
    expect(c.messaging.whatsapp).toMatchObject({
      apiUrl: 'https://graph.facebook.com/v21.0',
      phoneNumberId: '106540352242922',
      template: null,
    });
    expect(loadConfig(base).messaging).toEqual({ email: null, whatsapp: null });
  });
});
