import { randomUUID } from 'node:crypto';
import { COLLECTIONS_BY_MONTH_NOTE, type OwnerReportTable } from '@pg/contracts/owner-reports';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { testClock } from './clock.ts';
import {
  makeBed,
  makeBooking,
  makeExpense,
  makePayment,
  makeRoomInNewBranch,
  makeTenant,
} from './factories.ts';
import { createTestApp } from './helper.ts';

/**
 * The owner's reports over one fixture, each figure worked out by hand below. Today is 15 May 2026
 * in India; the period is January to March 2026.
 *
 * Alpha (3 beds): Asha, a monthly stay of 10,000 from 1 Jan (due on the 1st), deposit 20,000 of
 * which 15,000 paid on 2 Jan by UPI, rent 10,000 paid on 3 Jan in cash (recorded through the API).
 * Bala, a per-day stay 1–28 Feb of 14,000 paid on 1 Feb in cash with a deposit of 5,000; on
 * 28 Feb 3,000 of it refunded, 2,000 applied to dues, and 500 of advance rent given back. Dev paid a
 * deposit of 4,000 on 20 Dec 2025, refunded on 10 Mar. Bed C out of service 1–10 Mar. Expenses:
 * Maintenance 1,200 (10 Feb) and 'maintenance ' 800 (20 Feb), Electricity 3,000 (5 Mar), and 999
 * voided. Beta (1 bed, empty): Chitra paid 7,000 rent by card on 3 Feb; Salary 5,000 (11 Feb).
 */
const t = await createTestApp({}, { clock: testClock(new Date('2026-05-15T06:30:00Z')) });
const { app, db } = t;
const owner = await t.signIn(['super_admin']);

const alpha = await makeRoomInNewBranch(db, { name: 'Alpha', code: 'ALPHA' });
const beta = await makeRoomInNewBranch(db, { name: 'Beta', code: 'BETA' });
const staffA = await t.signIn(['user'], undefined, { branches: [alpha.branch.id] });
const staffB = await t.signIn(['user'], undefined, { branches: [beta.branch.id] });

const bedA = await makeBed(db, alpha.room, { bedNumber: 'A' });
const bedB = await makeBed(db, alpha.room, { bedNumber: 'B' });
await makeBed(db, alpha.room, {
  bedNumber: 'C',
  outOfServiceSince: '2026-03-01',
  outOfServiceUntil: '2026-03-10',
});
await makeBed(db, beta.room, { bedNumber: 'A' });

const asha = await makeTenant(db, alpha.branch, { name: 'Asha' });
const ashaStay = await makeBooking(
  db,
  { bed: bedA, tenant: asha },
  {
    billing: 'monthly',
    startDate: '2026-01-01',
    endDate: null,
    totalRent: null,
    monthlyRent: 10000,
    dueDay: 'calendar',
    status: 'checked_in',
    deposit: 20000,
  },
);
await makePayment(db, asha, {
  date: '2026-01-02',
  amount: 15000,
  method: 'upi',
  purpose: 'deposit',
  recordedBy: staffA.user.id,
});
const viaApi = await app.inject({
  method: 'POST',
  url: `/api/branches/${alpha.branch.id}/payments`,
  headers: { ...staffA.headers, 'idempotency-key': randomUUID() },
  payload: { tenant_id: asha.id, booking_id: ashaStay.id, amount: 10000, method: 'cash', date: '2026-01-03' },
});
expect(viaApi.statusCode, viaApi.body).toBe(201);

const bala = await makeTenant(db, alpha.branch, { name: 'Bala' });
await makeBooking(
  db,
  { bed: bedB, tenant: bala },
  {
    startDate: '2026-02-01',
    endDate: '2026-02-28',
    totalRent: 14000,
    status: 'checked_out',
    checkedOutOn: '2026-02-28',
  },
);
for (const [purpose, amount, date] of [
  ['rent', 14000, '2026-02-01'],
  ['deposit', 5000, '2026-02-01'],
  ['refund', 3000, '2026-02-28'],
  ['deposit_applied', 2000, '2026-02-28'],
  ['rent_refund', 500, '2026-02-28'],
] as const) {
  await makePayment(db, bala, { purpose, amount, date, method: 'cash', recordedBy: owner.user.id });
}
const dev = await makeTenant(db, alpha.branch, { name: 'Dev' });
await makePayment(db, dev, { purpose: 'deposit', amount: 4000, date: '2025-12-20' });
await makePayment(db, dev, { purpose: 'refund', amount: 4000, date: '2026-03-10' });
// Not counted anywhere: a voided payment and a claim still awaiting confirmation.
await makePayment(db, dev, {
  amount: 777,
  date: '2026-02-02',
  voidedAt: '2026-03-07T00:00:00Z',
  voidReason: 'Typed twice',
});
await makePayment(db, dev, { amount: 888, date: '2026-02-02', status: 'pending' });

await makeExpense(db, alpha.branch, { date: '2026-02-10', category: 'Maintenance', amount: 1200 });
await makeExpense(db, alpha.branch, { date: '2026-02-20', category: 'maintenance ', amount: 800 });
await makeExpense(db, alpha.branch, {
  date: '2026-03-05',
  category: 'Electricity',
  amount: 3000,
  propertyId: alpha.property.id,
});
await makeExpense(db, alpha.branch, {
  date: '2026-03-06',
  category: 'Electricity',
  amount: 999,
  voidedAt: '2026-03-07T00:00:00Z',
  voidReason: 'Wrong bill',
});
const chitra = await makeTenant(db, beta.branch, { name: 'Chitra' });
await makePayment(db, chitra, {
  date: '2026-02-03',
  amount: 7000,
  method: 'card',
  recordedBy: staffB.user.id,
});
await makeExpense(db, beta.branch, { date: '2026-02-11', category: 'Salary', amount: 5000 });

const period = 'from=2026-01-01&to=2026-03-31';
const get = (path: string, headers = owner.headers) =>
  app.inject({ method: 'GET', url: `/api/reports/${path}`, headers });
async function report(path: string, headers = owner.headers) {
  const res = await get(path, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OwnerReportTable;
}

describe('owner reports: figures of the fixture', () => {
  it('collections: money received by day, branch, method and who recorded it', async () => {
    const r = await report(`collections?branch=all&${period}&per=day`);
    expect(r.scope).toBe('All branches');
    expect(r.note).toBeNull();
    expect(r.rows).toEqual([
      ['2026-01-02', 'Alpha', 'UPI', staffA.email, 1, 0, 15000, 15000],
      ['2026-01-03', 'Alpha', 'Cash', staffA.email, 1, 10000, 0, 10000],
      ['2026-02-01', 'Alpha', 'Cash', owner.email, 2, 14000, 5000, 19000],
      ['2026-02-03', 'Beta', 'Card', staffB.email, 1, 7000, 0, 7000],
    ]);
    expect(r.totals).toEqual(['Total', null, null, null, 5, 31000, 20000, 51000]);
  });

  it('collections of several branches over more than a month: a month a row, unless a day is asked for', async () => {
    const r = await report(`collections?branch=all&${period}`);
    expect(r.columns[0]).toEqual({ key: 'month', label: 'Month', type: 'month' });
    expect(r.rows).toEqual([
      ['2026-01', 'Alpha', 'Cash', staffA.email, 1, 10000, 0, 10000],
      ['2026-01', 'Alpha', 'UPI', staffA.email, 1, 0, 15000, 15000],
      ['2026-02', 'Alpha', 'Cash', owner.email, 2, 14000, 5000, 19000],
      ['2026-02', 'Beta', 'Card', staffB.email, 1, 7000, 0, 7000],
    ]);
    expect(r.totals).toEqual(['Total', null, null, null, 5, 31000, 20000, 51000]);
    expect(r.note).toBe(COLLECTIONS_BY_MONTH_NOTE);
    // One branch, or a month or less: a day a row.
    const one = await report(`collections?branch=${alpha.branch.id}&${period}`);
    expect(one.rows.map((row) => row[0])).toEqual(['2026-01-02', '2026-01-03', '2026-02-01']);
    const february = await report('collections?branch=all&from=2026-02-01&to=2026-02-28');
    expect(february.rows.map((row) => row[0])).toEqual(['2026-02-01', '2026-02-03']);
  });

  it('deposit ledger: held before, received, refunded, applied and held, by tenant and by branch', async () => {
    const byTenant = await report(`deposits?branch=${alpha.branch.id}&${period}`);
    expect(byTenant.rows).toEqual([
      ['Alpha', 'Asha', 0, 15000, 0, 0, 15000],
      ['Alpha', 'Bala', 0, 5000, 3000, 2000, 0],
      ['Alpha', 'Dev', 4000, 0, 4000, 0, 0],
    ]);
    const byBranch = await report(`deposits?branch=all&${period}`);
    expect(byBranch.rows).toEqual([['Alpha', 4000, 20000, 7000, 2000, 15000]]);
  });

  it('occupancy: bed-nights occupied of those available, by branch and month', async () => {
    const r = await report(`occupancy?branch=all&${period}`);
    expect(r.rows).toEqual([
      ['Alpha', '2026-01', 3, 93, 31, 0.3333],
      ['Alpha', '2026-02', 3, 84, 56, 0.6667],
      ['Alpha', '2026-03', 3, 83, 31, 0.3735],
      ['Beta', '2026-01', 1, 31, 0, 0],
      ['Beta', '2026-02', 1, 28, 0, 0],
      ['Beta', '2026-03', 1, 31, 0, 0],
    ]);
  });

  it('expenses by branch, property (the whole branch first) and category, voided ones left out', async () => {
    const r = await report(`expenses?branch=all&${period}`);
    expect(r.rows).toEqual([
      ['Alpha', 'Whole branch', 'Maintenance', 2, 2000],
      ['Alpha', alpha.property.name, 'Electricity', 1, 3000],
      ['Beta', 'Whole branch', 'Salary', 1, 5000],
    ]);
    expect(r.totals).toEqual(['Total', null, null, 4, 10000]);
  });

  it('profit and loss by branch and month, from the monthly totals', async () => {
    const r = await report(`profit-loss?branch=all&${period}`);
    expect(r.note).toMatch(/^Cash basis/);
    expect(r.rows).toEqual([
      ['Alpha', '2026-01', 10000, 0, 10000, 0, 10000],
      ['Alpha', '2026-02', 14000, 500, 13500, 2000, 11500],
      ['Alpha', '2026-03', 0, 0, 0, 3000, -3000],
      ['Beta', '2026-01', 0, 0, 0, 0, 0],
      ['Beta', '2026-02', 7000, 0, 7000, 5000, 2000],
      ['Beta', '2026-03', 0, 0, 0, 0, 0],
    ]);
    expect(r.totals).toEqual(['Total', null, 31000, 500, 30500, 10000, 20500]);
  });

  it('aging: what is owed today by days past due, by tenant and by branch', async () => {
    const byTenant = await report(`aging?branch=${alpha.branch.id}&${period}`);
    expect(byTenant.rows).toEqual([
      [
        'Alpha',
        'Asha',
        asha.phone,
        expect.stringMatching(/^\S+ \/ A$/),
        10000,
        10000,
        10000,
        10000,
        40000,
        5000,
      ],
    ]);
    const byBranch = await report(`aging?branch=all&${period}`);
    expect(byBranch.rows).toEqual([
      ['Alpha', 10000, 10000, 10000, 10000, 40000, 5000],
      ['Beta', 0, 0, 0, 0, 0, 0],
    ]);
  });

  it('day book: every receipt and payment of money with its two ledgers', async () => {
    const r = await report(`day-book?branch=all&${period}`);
    const brief = r.rows.map((row) => [row[0], row[1], row[2], row[5], row[6], row[8]]);
    expect(brief).toEqual([
      ['2026-01-02', 'Alpha', 'Receipt', 'Bank - ALPHA', 'Security deposits - ALPHA', 15000],
      ['2026-01-03', 'Alpha', 'Receipt', 'Cash - ALPHA', 'Rent and charges - ALPHA', 10000],
      ['2026-02-01', 'Alpha', 'Receipt', 'Cash - ALPHA', 'Rent and charges - ALPHA', 14000],
      ['2026-02-01', 'Alpha', 'Receipt', 'Cash - ALPHA', 'Security deposits - ALPHA', 5000],
      ['2026-02-03', 'Beta', 'Receipt', 'Bank - BETA', 'Rent and charges - BETA', 7000],
      ['2026-02-10', 'Alpha', 'Payment', 'Maintenance - ALPHA', 'Cash - ALPHA', 1200],
      ['2026-02-11', 'Beta', 'Payment', 'Salary - BETA', 'Cash - BETA', 5000],
      ['2026-02-20', 'Alpha', 'Payment', 'maintenance - ALPHA', 'Cash - ALPHA', 800],
      ['2026-02-28', 'Alpha', 'Payment', 'Security deposits - ALPHA', 'Cash - ALPHA', 3000],
      ['2026-02-28', 'Alpha', 'Payment', 'Rent and charges - ALPHA', 'Cash - ALPHA', 500],
      ['2026-03-05', 'Alpha', 'Payment', 'Electricity - ALPHA', 'Cash - ALPHA', 3000],
      ['2026-03-10', 'Alpha', 'Payment', 'Security deposits - DEV', 'Cash - ALPHA', 4000].map((v) =>
        v === 'Security deposits - DEV' ? 'Security deposits - ALPHA' : v,
      ),
    ]);
    // Receipts carry the branch's receipt number.
    expect(r.rows[1]![3]).toMatch(/^ALPHA\/2025-26\/\d{6}$/);
  });
});

describe('owner reports: files', () => {
  it('CSV quotes every value, as the spec CSVs do, with a totals row', async () => {
    const res = await get(`expenses?branch=all&${period}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="expenses-all-branches-2026-01-01-to-2026-03-31.csv"',
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines).toEqual([
      '"Branch","Property","Category","Expenses","Amount"',
      '"Alpha","Whole branch","Maintenance","2","2000.00"',
      `"Alpha","${alpha.property.name}","Electricity","1","3000.00"`,
      '"Beta","Whole branch","Salary","1","5000.00"',
      '"Total","","","4","10000.00"',
    ]);
  });

  it('CSV defuses a text that starts like a formula and doubles quotes', async () => {
    const { branch } = await makeRoomInNewBranch(db, { name: 'Gamma "G"', code: 'GAMMA' });
    await makeExpense(db, branch, { date: '2025-06-05', category: '=HYPERLINK("x")', amount: 10 });
    const res = await get(`expenses?branch=${branch.id}&from=2025-06-01&to=2025-06-30&format=csv`);
    expect(res.body.slice(1).split('\r\n')[1]).toBe(
      '"Gamma ""G""","Whole branch","\'=HYPERLINK(""x"")","1","10.00"',
    );
  });

  it('Excel: numbers typed as numbers in rupees, dates as dates', async () => {
    const res = await get(`collections?branch=all&${period}&per=day&format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Collections');
    expect(sheet.getCell('A2').value).toBe('All branches, 2026-01-01 to 2026-03-31');
    let header = 0;
    sheet.eachRow((row, n) => {
      if (row.getCell(1).value === 'Date') header = n;
    });
    expect(header).toBeGreaterThan(0);
    const first = sheet.getRow(header + 1);
    expect(first.getCell(1).value).toEqual(new Date('2026-01-02T00:00:00Z'));
    expect(first.getCell(1).numFmt).toBe('dd/mm/yyyy');
    expect(first.getCell(5).value).toBe(1);
    expect(first.getCell(7).value).toBe(15000);
    expect(typeof first.getCell(7).value).toBe('number');
    expect(first.getCell(7).numFmt).toBe('₹#,##,##0.00');
    const totals = sheet.getRow(header + 5);
    expect(totals.getCell(1).value).toBe('Total');
    expect(totals.getCell(8).value).toBe(51000);
  });

  it('Tally XML: a well-formed import envelope of vouchers whose entries add up to zero', async () => {
    const res = await get(
      `day-book?branch=all&${period}&format=xml&company=${encodeURIComponent('Sunrise PG')}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const xml = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      parseTagValue: false,
      isArray: (name) => name === 'TALLYMESSAGE' || name === 'ALLLEDGERENTRIES.LIST',
    }).parse(res.body);
    const envelope = xml.ENVELOPE;
    expect(envelope.HEADER.TALLYREQUEST).toBe('Import Data');
    const data = envelope.BODY.IMPORTDATA;
    expect(data.REQUESTDESC.REPORTNAME).toBe('Vouchers');
    expect(data.REQUESTDESC.STATICVARIABLES.SVCURRENTCOMPANY).toBe('Sunrise PG');
    const messages = data.REQUESTDATA.TALLYMESSAGE as { VOUCHER: Record<string, unknown> }[];
    expect(messages).toHaveLength(12);
    for (const { VOUCHER: v } of messages) {
      expect(['Receipt', 'Payment']).toContain(v['@VCHTYPE']);
      expect(v['@ACTION']).toBe('Create');
      expect(v.VOUCHERTYPENAME).toBe(v['@VCHTYPE']);
      expect(v.DATE).toMatch(/^2026(0[1-3])\d{2}$/);
      expect(v.VOUCHERNUMBER).toEqual(expect.any(String));
      expect(v.NARRATION).toEqual(expect.any(String));
      const entries = v['ALLLEDGERENTRIES.LIST'] as {
        LEDGERNAME: string;
        ISDEEMEDPOSITIVE: string;
        AMOUNT: string;
      }[];
      expect(entries).toHaveLength(2);
      for (const e of entries) {
        expect(e.LEDGERNAME).toMatch(/ - (ALPHA|BETA)$/);
        // A debit is deemed positive and written negative.
        expect(Number(e.AMOUNT) < 0).toBe(e.ISDEEMEDPOSITIVE === 'Yes');
      }
      expect(entries.reduce((s, e) => s + Math.round(Number(e.AMOUNT) * 100), 0)).toBe(0);
    }
    const first = messages[0]!.VOUCHER;
    expect(first.DATE).toBe('20260102');
    expect(first['ALLLEDGERENTRIES.LIST']).toEqual([
      { LEDGERNAME: 'Bank - ALPHA', ISDEEMEDPOSITIVE: 'Yes', AMOUNT: '-15000.00' },
      { LEDGERNAME: 'Security deposits - ALPHA', ISDEEMEDPOSITIVE: 'No', AMOUNT: '15000.00' },
    ]);
  });

  it('refuses XML of any report but the day book', async () => {
    const res = await get(`expenses?branch=all&${period}&format=xml`);
    expect(res.statusCode).toBe(400);
  });
});

describe('owner reports: scope and checks', () => {
  it("staff of one branch see nothing of another: 'all' is their branches, another's is not found", async () => {
    const mine = await report(`expenses?branch=all&${period}`, staffB.headers);
    expect(mine.scope).toBe('All branches');
    expect(mine.rows).toEqual([['Beta', 'Whole branch', 'Salary', 1, 5000]]);
    const theirs = await get(`expenses?branch=${alpha.branch.id}&${period}`, staffB.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe('Branch not found');
    const file = await get(`day-book?branch=${alpha.branch.id}&${period}&format=xml`, staffB.headers);
    expect(file.statusCode).toBe(404);
  });

  it('checks the period and the report', async () => {
    const backwards = await get('collections?branch=all&from=2026-03-01&to=2026-02-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('To must be on or after From');
    expect((await get(`nothing?branch=all&${period}`)).statusCode).toBe(400);
    expect((await get(`collections?branch=nope&${period}`)).statusCode).toBe(400);
  });
});

describe('the kept collections', () => {
  it('count every one of payments recorded at once into the same day, method and recorder', async () => {
    const gamma = await makeRoomInNewBranch(db, { name: 'Gamma', code: 'GAMMA1' });
    const tenants = await Promise.all([1, 2, 3, 4].map(() => makeTenant(db, gamma.branch)));
    // On PostgreSQL these are separate connections: their upserts of one row wait on each other.
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        makePayment(db, tenants[i % 4]!, { date: '2026-04-01', amount: 100 + i, method: 'cash' }),
      ),
    );
    const r = await report(`collections?branch=${gamma.branch.id}&from=2026-04-01&to=2026-04-30`);
    // 24 payments of 100 + i, i = 0 to 23: 2,400 + 276.
    expect(r.rows).toEqual([['2026-04-01', 'Gamma', 'Cash', 'Not recorded', 24, 2676, 0, 2676]]);
  });

  it('count a payment recorded on another server of the same database at once', async () => {
    const other = await t.anotherServer();
    const delta = await makeRoomInNewBranch(db, { name: 'Delta', code: 'DELTA' });
    const bed = await makeBed(db, delta.room);
    const tenant = await makeTenant(db, delta.branch, { name: 'Esha' });
    const stay = await makeBooking(
      db,
      { bed, tenant },
      { startDate: '2026-04-01', endDate: '2026-04-30', totalRent: 3000 },
    );
    const recorded = await other.app.inject({
      method: 'POST',
      url: `/api/branches/${delta.branch.id}/payments`,
      headers: { ...owner.headers, 'idempotency-key': randomUUID() },
      payload: {
        tenant_id: tenant.id,
        booking_id: stay.id,
        amount: 3000,
        method: 'cash',
        date: '2026-04-02',
      },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const r = await report(`collections?branch=${delta.branch.id}&from=2026-04-01&to=2026-04-30`);
    expect(r.rows).toEqual([['2026-04-02', 'Delta', 'Cash', owner.email, 1, 3000, 0, 3000]]);
  });

  it("the day book's screen reads its first 1,000 vouchers and counts the rest", async () => {
    const many = await makeRoomInNewBranch(db, { name: 'Many', code: 'MANY' });
    await db.execute(
      sql`insert into expenses (branch_id, date, category, amount)
        select ${many.branch.id}::uuid, date '2026-06-01' + (i % 60), 'Maintenance', 10 + i
        from generate_series(1, 1234) i`,
    );
    const r = await report(`day-book?branch=${many.branch.id}&from=2026-06-01&to=2026-07-31`);
    expect(r.row_count).toBe(1234);
    expect(r.rows).toHaveLength(1000);
    expect(r.truncated).toBe(true);
    // The first rows in date order: the 20 expenses of 1 June (i = 60, 120, ..., 1200).
    expect(r.rows[0]!.slice(0, 3)).toEqual(['2026-06-01', 'Many', 'Payment']);
    expect(r.rows.filter((row) => row[0] === '2026-06-01')).toHaveLength(20);
  });
});
