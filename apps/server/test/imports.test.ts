import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { makePrincipal } from './access-fixtures.ts';
import {
  makeBed,
  makeBranch,
  makeFloor,
  makePayment,
  makeProperty,
  makeRoom,
  makeRoomInNewBranch,
  makeTenant,
} from './factories.ts';
import { createTestApp } from './helper.ts';

/** Beds and payments history from a spreadsheet (tenants: tenant-import.test.ts). */
const t = await createTestApp();
const owner = await t.signIn();

const count = async (statement: ReturnType<typeof sql>) =>
  (await query<{ n: number }>(t.db, statement))[0]!.n;
const post = (url: string, rows: Record<string, string>[], dryRun = false) =>
  t.app.inject({ method: 'POST', url, headers: owner.headers, payload: { rows, dry_run: dryRun } });
const rowsOf = (header: string, lines: string[]) => {
  const keys = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [keys[i]!, v])));
};
const problemsOf = (body: { problems: { row: number; messages: string[] }[] }) =>
  Object.fromEntries(body.problems.map((p) => [p.row, p.messages.join('; ')]));

const BED_COLUMNS = 'property,floor_number,room_number,bed_number,bed_type,base_rent_per_day';

describe('importing beds', () => {
  it('previews each row’s problems, then adds the valid beds with the floors and rooms they need', async () => {
    const branch = await makeBranch(t.db);
    const sunrise = await makeProperty(t.db, branch, { name: 'Sunrise PG' });
    await makeProperty(t.db, branch, { name: 'Green Villa' });
    const floor1 = await makeFloor(t.db, sunrise, { floorNumber: 1 });
    const room101 = await makeRoom(t.db, floor1, { roomNumber: '101', capacity: 2 });
    await makeBed(t.db, room101, { bedNumber: 'A' });
    const url = `/api/branches/${branch.id}/beds/import`;
    const rows = rowsOf(BED_COLUMNS, [
      'Sunrise PG,1,101,B,single,300',
      'sunrise pg ,1,101,C,Double,300',
      'Sunrise PG,1,101,A,single,300',
      'Nowhere,1,1,A,single,300',
      'Sunrise PG,2,201,A,Bunk,"₹1200.50"'.replace(/"/g, ''),
      'Sunrise PG,2,201,B,single,250',
      'Sunrise PG,2,201,A,single,250',
      'Sunrise PG,x,201,C,sofa,-5',
      'Green Villa,0,G1,1,single,abc',
    ]);
    const beds = () => count(sql`select count(*)::int as n from beds where branch_id = ${branch.id}`);

    const preview = await post(url, rows, true);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ added: 0, skipped: 6 });
    expect(problemsOf(preview.json())).toEqual({
      3: 'Room 101 is full: its capacity is 2. Raise its capacity to add more beds.',
      4: 'Bed A is already in room 101',
      5: 'There is no property named Nowhere in this branch',
      8: 'The same bed is on an earlier row',
      9: 'Floor number must be a whole number; Bed type must be single, double or bunk; Rent per day must be greater than 0',
      10: 'Rent per day must be a number',
    });
    expect(await beds()).toBe(1);

    const done = await post(url, rows);
    expect(done.json()).toMatchObject({ added: 3, skipped: 6 });
    expect(await beds()).toBe(4);
    const [room201] = await query<{
      capacity: number;
      floor_name: string;
      name: string;
      rent: string;
      type: string;
    }>(
      t.db,
      sql`select r.capacity, f.name as floor_name, r.name, b.base_rent_per_day::text as rent, b.bed_type as type
          from rooms r join floors f on f.id = r.floor_id join beds b on b.room_id = r.id
          where f.property_id = ${sunrise.id} and r.room_number = '201' and b.bed_number = 'A'`,
    );
    expect(room201).toEqual({
      capacity: 2,
      floor_name: 'Floor 2',
      name: 'Room 201',
      rent: '1200.50',
      type: 'bunk',
    });
    expect(await count(sql`select count(*)::int as n from audit_log where action = 'bed.import'`)).toBe(1);

    const again = await post(url, rows);
    expect(again.json()).toMatchObject({ added: 0, skipped: 9 });
    expect(await beds()).toBe(4);
  });

  it('takes a monthly rent column: empty is none, a bad one is refused in plain words', async () => {
    const branch = await makeBranch(t.db);
    await makeProperty(t.db, branch, { name: 'Moon PG' });
    const columns = `${BED_COLUMNS},monthly_rent`;
    const url = `/api/branches/${branch.id}/beds/import`;
    const res = await post(
      url,
      rowsOf(columns, [
        'Moon PG,1,1,A,single,300,"₹8000"'.replace(/"/g, ''),
        'Moon PG,1,1,B,single,300,',
        'Moon PG,1,1,C,single,300,-1',
      ]),
    );
    expect(res.json()).toMatchObject({ added: 2, skipped: 1 });
    expect(problemsOf(res.json())).toEqual({ 4: 'Rent per month must be greater than 0' });
    const rents = await query<{ bed_number: string; monthly_rent: string | null }>(
      t.db,
      sql`select bed_number, monthly_rent::text from beds where branch_id = ${branch.id} order by bed_number`,
    );
    expect(rents).toEqual([
      { bed_number: 'A', monthly_rent: '8000.00' },
      { bed_number: 'B', monthly_rent: null },
    ]);
  });

  it('adds nothing, floors and rooms included, when the import fails part way', async () => {
    const branch = await makeBranch(t.db);
    await makeProperty(t.db, branch, { name: 'Lake View' });
    const rooms = () => count(sql`select count(*)::int as n from rooms where branch_id = ${branch.id}`);
    await t.db.execute(sql`alter table beds add constraint test_no_zz check (bed_number <> 'ZZ')`);
    try {
      const res = await post(
        `/api/branches/${branch.id}/beds/import`,
        rowsOf(BED_COLUMNS, ['Lake View,1,1,A,single,100', 'Lake View,1,2,ZZ,single,100']),
      );
      expect(res.statusCode).toBe(400);
    } finally {
      await t.db.execute(sql`alter table beds drop constraint test_no_zz`);
    }
    expect(await rooms()).toBe(0);
    expect(await count(sql`select count(*)::int as n from floors where branch_id = ${branch.id}`)).toBe(0);
  });

  it('answers 404 for another branch and adds nothing there', async () => {
    const mine = await makeRoomInNewBranch(t.db);
    const other = await makeBranch(t.db);
    await makeProperty(t.db, other, { name: 'Theirs' });
    const admin = await t.signIn(['admin'], undefined, { branches: [mine.branch.id] });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/branches/${other.id}/beds/import`,
      headers: admin.headers,
      payload: { rows: rowsOf(BED_COLUMNS, ['Theirs,1,1,A,single,100']) },
    });
    expect(res.statusCode).toBe(404);
    expect(await count(sql`select count(*)::int as n from beds where branch_id = ${other.id}`)).toBe(0);
  });

  it('adds beds to the rooms there are for someone who may add beds but not floors or rooms', async () => {
    const branch = await makeBranch(t.db);
    const house = await makeProperty(t.db, branch, { name: 'Hill House' });
    await makeRoom(t.db, await makeFloor(t.db, house, { floorNumber: 1 }), { roomNumber: '1', capacity: 4 });
    const warden = await makePrincipal(t, { rolePermissions: ['beds:create'] });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/branches/${branch.id}/beds/import`,
      headers: warden.headers,
      payload: {
        rows: rowsOf(BED_COLUMNS, [
          'Hill House,1,1,A,single,100',
          'Hill House,1,2,A,single,100',
          'Hill House,2,1,A,single,100',
        ]),
      },
    });
    expect(res.json()).toMatchObject({ added: 1, skipped: 2 });
    expect(problemsOf(res.json())).toEqual({
      3: 'Room 2 is not in the console yet, and you may not add rooms',
      4: 'Floor 2 is not in the console yet, and you may not add floors',
    });
  });

  it('adds 10,000 beds in one import', { timeout: 600_000 }, async () => {
    const branch = await makeBranch(t.db);
    await makeProperty(t.db, branch, { name: 'Big House' });
    const lines = Array.from(
      { length: 10_000 },
      (_, i) => `Big House,${Math.floor(i / 1000)},${Math.floor(i / 10)},${i % 10},single,${100 + (i % 7)}`,
    );
    const started = Date.now();
    const res = await post(`/api/branches/${branch.id}/beds/import`, rowsOf(BED_COLUMNS, lines));
    expect(res.json()).toMatchObject({ added: 10_000, skipped: 0, problems: [] });
    console.info(`imported 10,000 beds in ${Date.now() - started} ms`);
    expect(await count(sql`select count(*)::int as n from rooms where branch_id = ${branch.id}`)).toBe(1000);
    expect(
      await count(sql`select sum(base_rent_per_day)::int as n from beds where branch_id = ${branch.id}`),
    ).toBe(lines.reduce((sum, _, i) => sum + 100 + (i % 7), 0));
  });
});

const PAYMENT_COLUMNS = 'phone,date,amount,method,reference,note';

describe('importing payments history', () => {
  it('previews each row’s problems, then records the valid payments with the next receipt numbers', async () => {
    const branch = await makeBranch(t.db, { code: `IMPPAY${Date.now() % 100000}` });
    const asha = await makeTenant(t.db, branch, { name: 'Asha', phone: '+919876543210' });
    await makeTenant(t.db, branch, { name: 'Old', phone: '+919000000002', leftAt: '2026-03-31' });
    await makePayment(t.db, asha, {
      date: '2026-01-05',
      amount: 4500,
      method: 'upi',
      reference: '111111111111',
    });
    const url = `/api/branches/${branch.id}/payments/import`;
    const rows = rowsOf(PAYMENT_COLUMNS, [
      '98765 43210,2026-02-05,₹4500,UPI,222222222222,Feb rent',
      '9876543210,2026-01-05,4500,upi,111111111111,',
      '9999999999,2026-02-05,4500,cash,,',
      '9876543210,2026-03-05,4500.555,Cash,,',
      '9876543210,2026-03-05,4500,cheque,,',
      '9876543210,2026-03-05,4500,upi,123,',
      '9000000002,2026-03-31,3000,cash,,',
      '9000000002,2026-03-31,3000,cash,,',
      '9876543210,2026-04-01,4500,Bank Transfer,222222222222,',
      '9876543210,2026-04-02,100,upi,111111111111,',
      '9876543210,31/04/2026,100,cash,,',
      '9876543210,2026-04-10,4500,card,,',
    ]);
    const sum = async () =>
      (
        await query<{ total: string }>(
          t.db,
          sql`select coalesce(sum(amount), 0)::text as total from payments where branch_id = ${branch.id}`,
        )
      )[0]!.total;

    const preview = await post(url, rows, true);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ added: 0, skipped: 9 });
    expect(problemsOf(preview.json())).toEqual({
      3: 'This payment is already recorded (same tenant, date, amount and reference)',
      4: 'No tenant with this phone in this branch',
      5: 'Amount can have at most 2 decimals',
      6: 'Method must be one of Cash, Card, UPI, Bank Transfer, Wallet',
      7: 'A UPI UTR is exactly 12 digits',
      9: 'The same payment is on an earlier row',
      10: 'The same UTR is on an earlier row',
      11: 'This UTR is already recorded on 05/01/2026 for Asha',
      12: 'Date must be a real date',
    });
    expect(await sum()).toBe('4500.00');

    const done = await post(url, rows);
    expect(done.json()).toMatchObject({ added: 3, skipped: 9 });
    expect(await sum()).toBe('16500.00');
    const receipts = await query<{ date: string; receipt_no: string; status: string }>(
      t.db,
      sql`select to_char(date, 'YYYY-MM-DD') as date, receipt_no, status from payments
          where branch_id = ${branch.id} order by date`,
    );
    const code = branch.code;
    expect(receipts).toEqual([
      { date: '2026-01-05', receipt_no: `${code}/2025-26/000001`, status: 'completed' },
      { date: '2026-02-05', receipt_no: `${code}/2025-26/000002`, status: 'completed' },
      { date: '2026-03-31', receipt_no: `${code}/2025-26/000003`, status: 'completed' },
      { date: '2026-04-10', receipt_no: `${code}/2026-27/000001`, status: 'completed' },
    ]);
    // A payment recorded afterwards takes the number after the block.
    const next = await makePayment(t.db, asha, { date: '2026-03-20' });
    expect(next.receiptNo).toBe(`${code}/2025-26/000004`);
    expect(await count(sql`select count(*)::int as n from audit_log where action = 'payment.import'`)).toBe(
      1,
    );
    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/branches/${branch.id}/payments/summary`,
      headers: owner.headers,
    });
    expect(summary.json()).toMatchObject({ total_amount: 17500, count: 5, deposits_amount: 0 });

    const again = await post(url, rows);
    expect(again.json()).toMatchObject({ added: 0, skipped: 12 });
    expect(await sum()).toBe('17500.00');
  });

  it('records nothing and takes no receipt numbers when the import fails part way', async () => {
    const branch = await makeBranch(t.db);
    await makeTenant(t.db, branch, { phone: '+919111111111' });
    await t.db.execute(
      sql`alter table payments add constraint test_no_boom check (note is distinct from 'boom')`,
    );
    try {
      const res = await post(
        `/api/branches/${branch.id}/payments/import`,
        rowsOf(PAYMENT_COLUMNS, [
          '9111111111,2026-02-01,100,cash,,ok',
          '9111111111,2026-02-02,100,cash,,boom',
        ]),
      );
      expect(res.statusCode).toBe(400);
    } finally {
      await t.db.execute(sql`alter table payments drop constraint test_no_boom`);
    }
    expect(await count(sql`select count(*)::int as n from payments where branch_id = ${branch.id}`)).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from receipt_counters where branch_id = ${branch.id}`),
    ).toBe(0);
  });

  it('answers 404 for another branch and records nothing there', async () => {
    const mine = await makeRoomInNewBranch(t.db);
    const other = await makeBranch(t.db);
    await makeTenant(t.db, other, { phone: '+919222222222' });
    const admin = await t.signIn(['admin'], undefined, { branches: [mine.branch.id] });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/branches/${other.id}/payments/import`,
      headers: admin.headers,
      payload: { rows: rowsOf(PAYMENT_COLUMNS, ['9222222222,2026-02-01,100,cash,,']) },
    });
    expect(res.statusCode).toBe(404);
    expect(await count(sql`select count(*)::int as n from payments where branch_id = ${other.id}`)).toBe(0);
  });

  it('records 10,000 payments in one import, each with its own receipt number', {
    timeout: 600_000,
  }, async () => {
    const branch = await makeBranch(t.db);
    for (let k = 0; k < 100; k++)
      await makeTenant(t.db, branch, { phone: `+9193${String(k).padStart(8, '0')}` });
    const lines = Array.from(
      { length: 10_000 },
      (_, i) =>
        `93${String(i % 100).padStart(8, '0')},2026-${String((i % 12) + 1).padStart(2, '0')}-01,${1000 + Math.floor(i / 100)},cash,,`,
    );
    const started = Date.now();
    const res = await post(`/api/branches/${branch.id}/payments/import`, rowsOf(PAYMENT_COLUMNS, lines));
    expect(res.json()).toMatchObject({ added: 10_000, skipped: 0, problems: [] });
    console.info(`imported 10,000 payments in ${Date.now() - started} ms`);
    expect(
      await count(
        sql`select count(distinct receipt_no)::int as n from payments where branch_id = ${branch.id}`,
      ),
    ).toBe(10_000);
    expect(
      await count(
        sql`select sum(last_number)::int as n from receipt_counters where branch_id = ${branch.id}`,
      ),
    ).toBe(10_000);
  });
});

describe('the same file imported several times at once', () => {
  const sendFourTimes = (url: string, rows: Record<string, string>[]) =>
    Promise.all([1, 2, 3, 4].map(() => post(url, rows)));

  it('records the payments of one import', async () => {
    const branch = await makeBranch(t.db);
    for (let k = 0; k < 10; k++)
      await makeTenant(t.db, branch, { phone: `+9194${String(k).padStart(8, '0')}` });
    const lines = Array.from(
      { length: 100 },
      (_, i) =>
        `94${String(i % 10).padStart(8, '0')},2026-${String((i % 10) + 1).padStart(2, '0')}-01,${1000 + i},cash,,`,
    );
    const answers = await sendFourTimes(
      `/api/branches/${branch.id}/payments/import`,
      rowsOf(PAYMENT_COLUMNS, lines),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((a) => a.json().added).sort()).toEqual([0, 0, 0, 100]);
    const [paid] = await query<{ n: number; total: string }>(
      t.db,
      sql`select count(*)::int as n, sum(amount)::text as total from payments where branch_id = ${branch.id}`,
    );
    expect(paid).toEqual({ n: 100, total: '104950.00' });
  });

  it('adds the tenants of one import', async () => {
    const branch = await makeBranch(t.db);
    const rows = Array.from({ length: 100 }, (_, i) => ({
      name: `Tenant ${i}`,
      phone: `95${String(i).padStart(8, '0')}`,
    }));
    const answers = await sendFourTimes(`/api/branches/${branch.id}/tenants/import`, rows);
    expect(answers.map((a) => a.json().added).sort()).toEqual([0, 0, 0, 100]);
    expect(await count(sql`select count(*)::int as n from tenants where branch_id = ${branch.id}`)).toBe(100);
  });

  it('adds the beds of one import', async () => {
    const branch = await makeBranch(t.db);
    await makeProperty(t.db, branch, { name: 'Sunrise PG' });
    const lines = Array.from(
      { length: 40 },
      (_, i) => `Sunrise PG,1,${100 + Math.floor(i / 4)},${'ABCD'[i % 4]},single,300`,
    );
    const answers = await sendFourTimes(`/api/branches/${branch.id}/beds/import`, rowsOf(BED_COLUMNS, lines));
    expect(answers.map((a) => a.json().added).sort()).toEqual([0, 0, 0, 40]);
    expect(await count(sql`select count(*)::int as n from beds where branch_id = ${branch.id}`)).toBe(40);
  });

  it('answers a repeat with the same Idempotency-Key with the first import’s report, adding nothing', async () => {
    const branch = await makeBranch(t.db);
    await makeTenant(t.db, branch, { phone: '+919666666666' });
    const url = `/api/branches/${branch.id}/payments/import`;
    const payload = { rows: rowsOf(PAYMENT_COLUMNS, ['9666666666,2026-02-01,100,cash,,']), dry_run: false };
    const headers = { ...owner.headers, 'idempotency-key': randomUUID() };
    const first = await t.app.inject({ method: 'POST', url, headers, payload });
    const again = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(first.json()).toMatchObject({ added: 1, skipped: 0 });
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(
      await count(sql`select count(*)::int as n from audit_log where action = 'payment.import'
      and after->>'branch_id' = ${branch.id}`),
    ).toBe(1);
  });
});
