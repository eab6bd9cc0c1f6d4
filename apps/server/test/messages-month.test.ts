import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { takeLease } from '../src/lib/leases.ts';
import { openChannels } from '../src/modules/messages/channels.ts';
import { deliverDue } from '../src/modules/messages/deliver.ts';
import { DELIVERY_JOB, REMINDERS_JOB } from '../src/modules/messages/job.ts';
import { testClock } from './clock.ts';
import {
  makeBed,
  makeBooking,
  makePayment,
  makeRoomInNewBranch,
  makeTenant,
  monthlyStay,
} from './factories.ts';
import { createTestApp } from './helper.ts';
import { LONG_SESSIONS, startSmtpServer, startWhatsAppServer } from './message-servers.ts';

/**
 * A month of reminders on the injected clock: 100 tenants of one branch, rent due on the 1st,
 * reminders 3 days before, on the day, 3 and 7 days after, quiet 21:00 to 08:00 (India); two
 * servers on one database (PostgreSQL with TEST_DATABASE_URL) run the daily job and deliver at
 * the same moments, to a real SMTP server and a local server speaking the WhatsApp Cloud API.
 */
const india = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);
const clock = testClock(india('2026-12-20', '10:00'));
const smtp = await startSmtpServer(clock.now);
const TOKEN = 'EAAtesttoken0123456789abcdef';
const wa = await startWhatsAppServer(TOKEN, clock.now);
const env = {
  BACKUP_HOUR: 'off',
  SMTP_URL: smtp.url,
  SMTP_FROM: 'Sunrise PG <rent@sunrisepg.in>',
  WHATSAPP_TOKEN: TOKEN,
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_API_URL: wa.url,
  ...LONG_SESSIONS,
};
const a = await createTestApp(env, { clock });
const b = await a.anotherServer();
// The test delivers from both servers itself, at the moments it chooses; the servers' own delivery
// timers (real time) would send while the test moves the clock by hours, and a message in flight
// at such a jump would seem abandoned. The job's lease, held here for a year, keeps them out.
const held = await takeLease(a.db, {
  name: DELIVERY_JOB,
  holder: 'the test',
  period: 'the test',
  now: clock.now(),
  seconds: 365 * 24 * 3600,
});
if (!held) throw new Error('the delivery lease is taken');

const TENANTS = 100;
const STEPS = [-3, 0, 3, 7];
let branch: Awaited<ReturnType<typeof makeRoomInNewBranch>>['branch'];
const tenants: { id: string; email: string; phone: string }[] = [];

beforeAll(async () => {
  const staff = await a.signIn(['super_admin']);
  let room: Awaited<ReturnType<typeof makeRoomInNewBranch>>['room'];
  ({ branch, room } = await makeRoomInNewBranch(a.db, { name: 'Sunrise PG', upiId: 'sunrise@okaxis' }));
  const res = await a.app.inject({
    method: 'PUT',
    url: `/api/branches/${branch.id}/reminder-schedule`,
    headers: staff.headers,
    payload: {
      enabled: true,
      steps: STEPS.map((offset_days) => ({
        offset_days,
        template: offset_days === 0 ? 'Hello {tenant}, {amount} is due today at {branch}.' : null,
      })),
      quiet_start: '21:00',
      quiet_end: '08:00',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ enabled: true, enabled_from: '2026-12-20' });
  for (let i = 0; i < TENANTS; i++) {
    const phone = `+9190000${String(i).padStart(5, '0')}`;
    const tenant = await makeTenant(a.db, branch, { email: `tenant${i}@example.com`, phone });
    const bed = await makeBed(a.db, room);
    await makeBooking(a.db, { bed, tenant }, monthlyStay('2026-12-01', 8000));
    // December is paid by everyone; January's rent is due on the 1st.
    await makePayment(a.db, tenant, { amount: 8000, date: '2026-12-01' });
    tenants.push({ id: tenant.id, email: `tenant${i}@example.com`, phone: phone.slice(1) });
  }
});

const channelsA = openChannels(a.config.messaging);
const channelsB = openChannels(a.config.messaging);

/** At `time` (India) on `day`: both servers run the daily job, then both deliver at once. */
async function at(day: string, time: string) {
  clock.advance((india(day, time).getTime() - clock.now().getTime()) / 1000);
  const ran = await Promise.all([a.app.jobs.run(REMINDERS_JOB), b.app.jobs.run(REMINDERS_JOB)]);
  expect(ran.filter((r) => r === 'ran').length).toBeLessThanOrEqual(1);
  expect(ran).not.toContain('failed');
  await Promise.all([deliverDue(a.db, channelsA, clock.now), deliverDue(b.db, channelsB, clock.now)]);
}

const days = (from: string, to: string) => {
  const out: string[] = [];
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d <= new Date(`${to}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    out.push(d.toISOString().slice(0, 10));
  }
  return out;
};

describe('a month of automatic reminders, two servers, 100 tenants', () => {
  it('sends one message per tenant, step and channel, none in quiet hours, none after the month is paid', async () => {
    const payers = tenants.slice(0, 30); // pay January on the 2nd, at noon
    const earlyMorning = tenants.slice(30, 40); // pay on the 4th at 06:00, before quiet hours end
    for (const day of days('2026-12-26', '2027-01-12')) {
      for (const time of ['00:30', '06:00', '08:00', '12:00', '20:59', '23:00']) {
        await at(day, time);
        if (day === '2027-01-02' && time === '12:00') {
          for (const p of payers)
            await makePayment(a.db, { ...p, branchId: branch.id }, { amount: 8000, date: day });
        }
        if (day === '2027-01-04' && time === '06:00') {
          for (const p of earlyMorning)
            await makePayment(a.db, { ...p, branchId: branch.id }, { amount: 8000, date: day });
        }
      }
    }

    // None in quiet hours (21:00 to 08:00, India).
    const indiaTime = (d: Date) => new Date(d.getTime() + 5.5 * 3600_000).toISOString().slice(11, 16);
    const times = [...smtp.received.map((m) => m.at), ...wa.requests.map((r) => r.at)].map(indiaTime);
    expect(times.filter((t) => t >= '21:00' || t < '08:00')).toEqual([]);

    const expected = (i: number) => (i < 30 ? [-3, 0] : i < 40 ? [-3, 0] : STEPS);
    const sent = await query<{ tenant_id: string; channel: string; step_offset: number; n: number }>(
      a.db,
      sql`select tenant_id, channel, step_offset, count(*)::int as n from outbox
          where kind = 'reminder' and status = 'sent' group by 1, 2, 3`,
    );
    expect(sent.every((r) => r.n === 1)).toBe(true);
    tenants.forEach((tenant, i) => {
      for (const channel of ['email', 'whatsapp']) {
        const steps = sent
          .filter((r) => r.tenant_id === tenant.id && r.channel === channel)
          .map((r) => r.step_offset)
          .sort((x, y) => x - y);
        expect(steps, `${tenant.email} ${channel}`).toEqual(expected(i));
      }
    });
    // The early-morning payers' day-3 reminders were queued at 00:30 and never sent.
    const [cancelled] = await query<{ n: number }>(
      a.db,
      sql`select count(*)::int as n from outbox where status = 'cancelled' and step_offset = 3`,
    );
    expect(cancelled!.n).toBe(earlyMorning.length * 2);

    // What reached the providers, once each: one e-mail and one WhatsApp message per sent row.
    const total = sent.length / 2;
    const retried = await query(
      a.db,
      sql`select channel, attempts, last_error, status from outbox where attempts > 1`,
    );
    expect(retried).toEqual([]);
    expect(smtp.received).toHaveLength(total);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(total);
    expect(wa.requests).toHaveLength(total);
    const onTheDay = smtp.received.find(
      (m) => m.to[0] === 'tenant50@example.com' && m.text.includes('due today'),
    );
    expect(onTheDay?.text).toMatch(/^Hello Tenant \d+, ₹8,000.00 is due today at Sunrise PG.$/);
    const sevenDays = smtp.received.filter((m) => m.to[0] === 'tenant50@example.com').at(-1)!;
    expect(sevenDays.text).toContain('Pay by UPI: upi://pay?pa=sunrise@okaxis');
    expect(wa.requests[0]).toMatchObject({
      path: '/v21.0/106540352242922/messages',
      authorization: `Bearer ${TOKEN}`,
      body: { messaging_product: 'whatsapp', type: 'text', to: expect.stringMatching(/^919000\d{6}$/) },
    });
  }, 600_000);
});
