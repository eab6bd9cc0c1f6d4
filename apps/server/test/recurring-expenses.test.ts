import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { testClock } from './clock.ts';
import { makeBranch, makeProperty } from './factories.ts';
import { createTestApp } from './helper.ts';
import { photoWithExif } from './image-fixtures.ts';
import { multipart } from './multipart.ts';

/**
 * Expenses that fit a business: a property of the branch, a photo of the bill, and recurring
 * expenses posted monthly by the daily job on two servers sharing the clock the test moves.
 */
const india = (date: string) => new Date(`${date}T06:00:00+05:30`);
const clock = testClock(india('2027-01-03'));
const a = await createTestApp({ BACKUP_HOUR: 'off' }, { clock });
const b = await a.anotherServer();
type Headers = Record<string, string>;
let staff: { headers: Headers };
let branch: { id: string };
let other: { id: string };

beforeAll(async () => {
  staff = await a.signIn(['super_admin']);
  branch = await makeBranch(a.db);
  other = await makeBranch(a.db);
});

const send = (method: 'POST' | 'GET', url: string, payload?: object) =>
  a.app.inject({
    method,
    url,
    headers: { ...staff.headers, ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}) },
    ...(payload ? { payload } : {}),
  });

/** Moves the clock to `date` (India) and runs the job there on both servers at once. */
async function runOn(date: string) {
  clock.advance((india(date).getTime() - clock.now().getTime()) / 1000);
  staff = await a.signIn(['super_admin']);
  return (
    await Promise.all([a.app.jobs.run('recurring expenses'), b.app.jobs.run('recurring expenses')])
  ).sort();
}

const postings = async (recurringId: string) =>
  query<{ date: string; amount: string; voided: boolean }>(
    a.db,
    sql`select date::text as date, amount::text as amount, voided_at is not null as voided
        from expenses where recurring_id = ${recurringId} order by date`,
  );

describe('an expense names a property and keeps a bill', () => {
  it('takes a property of its branch and refuses one of another branch', async () => {
    const mine = await makeProperty(a.db, branch);
    const theirs = await makeProperty(a.db, other);
    const body = { date: '2027-01-02', category: 'Plumbing', amount: 1200 };
    const ok = await send('POST', `/api/branches/${branch.id}/expenses`, { ...body, property_id: mine.id });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ property_id: mine.id, property_name: mine.name, has_bill: false });
    const refused = await send('POST', `/api/branches/${branch.id}/expenses`, {
      ...body,
      property_id: theirs.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ property_id: 'Choose a property of this branch' });
    // The database holds the rule too.
    await expect(
      a.db.execute(sql`update expenses set property_id = ${theirs.id} where id = ${ok.json().id}`),
    ).rejects.toThrow();

    const form = await multipart({}, { photo: await photoWithExif(800, 600) });
    const put = await a.app.inject({
      method: 'PUT',
      url: `/api/expenses/${ok.json().id}/bill`,
      headers: { ...staff.headers, 'content-type': form.type },
      payload: form.payload,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ id: ok.json().id, has_bill: true });
    const shown = await send('GET', `/api/expenses/${ok.json().id}/bill`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    // Kept encrypted: the stored bytes are not the JPEG.
    const [file] = await query<{ jpeg: boolean }>(
      a.db,
      sql`select substring(f.data from 1 for 2) = '\\xffd8'::bytea as jpeg from files f
          join expenses e on e.bill_file_id = f.id where e.id = ${ok.json().id}`,
    );
    expect(file).toEqual({ jpeg: false });
  });
});

describe('recurring expenses posted by the daily job', () => {
  it('posts once a month on its day, on one of two servers, caught up, and not after its end', async () => {
    const created = await send('POST', `/api/branches/${branch.id}/recurring-expenses`, {
      category: 'Internet',
      amount: 999.5,
      vendor: 'ACT',
      day_of_month: 31,
      starts_on: '2027-01-05',
      ends_on: '2027-04-15',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;

    // Before the 31st nothing is due.
    expect(await runOn('2027-01-30')).toEqual(['ran', 'skipped']);
    expect(await postings(id)).toEqual([]);
    expect(await runOn('2027-01-31')).toEqual(['ran', 'skipped']);
    expect(await postings(id)).toEqual([{ date: '2027-01-31', amount: '999.50', voided: false }]);
    // February has no 31st: its last day. A missed month is caught up by the next run.
    expect(await runOn('2027-03-31')).toEqual(['ran', 'skipped']);
    expect((await postings(id)).map((p) => p.date)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);

    // A posting is voided as any expense, and never posted again.
    const [feb] = await query<{ id: string }>(
      a.db,
      sql`select id from expenses where recurring_id = ${id} and date = '2027-02-28'`,
    );
    const voided = await send('POST', `/api/expenses/${feb!.id}/void`, { reason: 'Paid by the landlord' });
    expect(voided.statusCode, voided.body).toBe(200);
    // Run again past the end (15 April: April's 30th is after it).
    expect(await runOn('2027-06-30')).toEqual(['ran', 'skipped']);
    expect(await postings(id)).toEqual([
      { date: '2027-01-31', amount: '999.50', voided: false },
      { date: '2027-02-28', amount: '999.50', voided: true },
      { date: '2027-03-31', amount: '999.50', voided: false },
    ]);
    // Even run directly twice, nothing more.
    const { postRecurringExpenses } = await import('../src/modules/expenses/recurring.ts');
    expect(await postRecurringExpenses(a.db, '2027-06-30')).toBe(0);

    const list = (await send('GET', `/api/branches/${branch.id}/recurring-expenses`)).json();
    expect(list.items[0]).toMatchObject({
      id,
      postings: 3,
      last_posted_month: '2027-03-01',
      ends_on: '2027-04-15',
    });
    // The monthly totals count the postings not voided.
    const [totals] = await query<{ amount: string }>(
      a.db,
      sql`select sum(expenses_amount)::text as amount from branch_monthly_totals
          where branch_id = ${branch.id} and month >= '2027-01-01'`,
    );
    expect(Number(totals!.amount)).toBe(1200 + 999.5 * 2);
  });

  it('ends on a date: nothing posts after it; an end before the start is refused', async () => {
    const created = await send('POST', `/api/branches/${branch.id}/recurring-expenses`, {
      category: 'Salary',
      amount: 15000,
      day_of_month: 1,
      starts_on: '2027-07-01',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(await runOn('2027-08-01')).toEqual(['ran', 'skipped']);
    expect((await postings(id)).map((p) => p.date)).toEqual(['2027-07-01', '2027-08-01']);
    const early = await send('POST', `/api/recurring-expenses/${id}/end`, { ends_on: '2027-06-30' });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields).toEqual({ ends_on: 'The end date must be on or after the start date' });
    const ended = await send('POST', `/api/recurring-expenses/${id}/end`, { ends_on: '2027-08-15' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ ends_on: '2027-08-15' });
    expect(await runOn('2027-10-02')).toEqual(['ran', 'skipped']);
    expect((await postings(id)).map((p) => p.date)).toEqual(['2027-07-01', '2027-08-01']);
    const [audit] = await query<{ n: number }>(
      a.db,
      sql`select count(*)::int as n from audit_log where entity_id = ${id} and action = 'recurring_expense.end'`,
    );
    expect(audit!.n).toBe(1);
  });
});
