import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, makePrincipal } from './access-fixtures.ts';
import { makeBranch, makeExpense } from './factories.ts';
import { createTestApp } from './helper.ts';

const t = await createTestApp();
const { app, db } = t;

type Headers = Record<string, string>;
let staff: Awaited<ReturnType<typeof t.signIn>>;
let branch: Awaited<ReturnType<typeof makeBranch>>;

beforeAll(async () => {
  staff = await t.signIn(['admin']);
  branch = await makeBranch(db);
});

const url = (branchId: string, rest = '') => `/api/branches/${branchId}/expenses${rest}`;
const post = (branchId: string, payload: unknown, headers: Headers = staff.headers) =>
  app.inject({ method: 'POST', url: url(branchId), headers, payload: payload as object });
const get = (path: string, headers: Headers = staff.headers) =>
  app.inject({ method: 'GET', url: path, headers });
const countExpenses = async (branchId: string) => (await get(url(branchId))).json().total as number;

describe('POST /api/branches/:branchId/expenses', () => {
  it('adds an expense with two-decimal amount; vendor and note optional', async () => {
    const res = await post(branch.id, {
      date: '2026-01-31',
      category: 'Electricity',
      amount: 12345.67,
      vendor: 'BESCOM',
      note: 'January bill',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      branch_id: branch.id,
      date: '2026-01-31',
      category: 'Electricity',
      amount: 12345.67,
      vendor: 'BESCOM',
      note: 'January bill',
    });
    expect(await auditOf(t, 'expense.create', res.json().id)).toHaveLength(1);
    const bare = await post(branch.id, {
      date: '2026-01-31',
      category: 'Groceries',
      amount: 99.9,
      vendor: '',
    });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ amount: 99.9, vendor: null, note: null });
  });

  it.each([
    ['0', { amount: 0 }, 'amount'],
    ['-5', { amount: -5 }, 'amount'],
    ['1.234', { amount: 1.234 }, 'amount'],
    ['an amount past numeric(12,2)', { amount: 10_000_000_000 }, 'amount'],
    ['an amount past ₹99,99,999.99', { amount: 10_000_000 }, 'amount'],
    ['an amount of true', { amount: true }, 'amount'],
    ['an amount in hex', { amount: '0x10' }, 'amount'],
    ['an amount written as text', { amount: '99.9' }, 'amount'],
    ['an amount in an array', { amount: [5] }, 'amount'],
    ['2026-02-30', { date: '2026-02-30' }, 'date'],
    ['a date before 2000', { date: '0100-01-01' }, 'date'],
    ['a date after 2099', { date: '9999-12-31' }, 'date'],
    ['a NUL in the category', { category: 'Repairs\u0000' }, 'category'],
    ['a line break in the vendor', { vendor: 'BESCOM\nLtd' }, 'vendor'],
    ['a missing date', { date: undefined }, 'date'],
    ['an empty category', { category: '' }, 'category'],
    ['an unknown field', { paid_by: 'me' }, 'paid_by'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_label, change, field) => {
    const before = await countExpenses(branch.id);
    const res = await post(branch.id, { date: '2026-01-15', category: 'Repairs', amount: 500, ...change });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
    expect(await countExpenses(branch.id)).toBe(before);
  });

  it('answers 404 for an unknown branch', async () => {
    const res = await post(randomUUID(), { date: '2026-01-15', category: 'Repairs', amount: 500 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Branch not found');
  });
});

describe('GET /api/branches/:branchId/expenses', () => {
  let b: Awaited<ReturnType<typeof makeBranch>>;
  beforeAll(async () => {
    b = await makeBranch(db);
    const other = await makeBranch(db);
    await makeExpense(db, b, {
      date: '2025-03-01',
      category: 'Electricity',
      vendor: 'BESCOM',
      amount: 4200.5,
    });
    await makeExpense(db, b, { date: '2025-03-05', category: 'electricity ', vendor: null, amount: 100 });
    await makeExpense(db, b, {
      date: '2025-02-01',
      category: 'Groceries',
      vendor: 'Big Basket',
      amount: 0.1,
    });
    await makeExpense(db, b, {
      date: '2025-02-02',
      category: 'Repairs',
      vendor: 'Ramesh Plumbers',
      amount: 0.2,
    });
    for (let i = 0; i < 50; i++)
      await makeExpense(db, b, { date: '2024-06-01', category: 'Misc', amount: 1 });
    await makeExpense(db, other, { category: 'Electricity', amount: 99999 });
  });

  it('lists the branch only, newest date first, 50 a page, with the total', async () => {
    const body = (await get(url(b.id))).json();
    expect(body.total).toBe(54);
    expect(body.items).toHaveLength(50);
    expect(body.items.slice(0, 4).map((e: { date: string }) => e.date)).toEqual([
      '2025-03-05',
      '2025-03-01',
      '2025-02-02',
      '2025-02-01',
    ]);
    expect(body.items.every((e: { branch_id: string }) => e.branch_id === b.id)).toBe(true);
    expect((await get(url(b.id, '?offset=50&limit=50'))).json().items).toHaveLength(4);
  });

  it('searches category and vendor, case-insensitively, never across the two', async () => {
    const search = async (q: string) => (await get(url(b.id, `?q=${encodeURIComponent(q)}`))).json().total;
    expect(await search('ELECTRIC')).toBe(2);
    expect(await search('bescom')).toBe(1);
    expect(await search('basket')).toBe(1);
    expect(await search('plumb')).toBe(1);
    expect(await search('groceries big')).toBe(0);
    expect(await search('_')).toBe(0);
  });

  const listed = async (query: string) => {
    const res = await get(url(b.id, query));
    expect(res.statusCode, query).toBe(200);
    return res.json() as { items: { date: string; amount: number; category: string }[]; total: number };
  };

  it('filters by date range and by one category, without case or surrounding spaces', async () => {
    const range = await listed('?from=2025-02-02&to=2025-03-01');
    expect(range.items.map((e) => e.date)).toEqual(['2025-03-01', '2025-02-02']);
    expect((await listed('?to=2024-12-31')).total).toBe(50);
    const electricity = await listed(`?category=${encodeURIComponent(' ELECTRICITY ')}`);
    expect(electricity.items.map((e) => e.amount)).toEqual([100, 4200.5]);
    expect((await listed('?category=electricity&from=2025-03-02')).items.map((e) => e.amount)).toEqual([100]);
    expect((await listed('?category=elec')).total).toBe(0);
  });

  it('sorts by amount or date, either way', async () => {
    expect((await listed('?sort=amount_desc&limit=2')).items.map((e) => e.amount)).toEqual([4200.5, 100]);
    expect((await listed('?sort=amount_asc&limit=2')).items.map((e) => e.amount)).toEqual([0.1, 0.2]);
    expect((await listed('?sort=date_asc&limit=1')).items.map((e) => e.date)).toEqual(['2024-06-01']);
  });

  it('refuses filters and sorts outside the lists with 400', async () => {
    for (const query of [
      '?sort=amount',
      '?sort=category',
      '?category=',
      `?category=${'x'.repeat(101)}`,
      '?category=%00',
      '?from=2025-13-01',
      '?from=2025-03-01&to=2025-02-01',
    ]) {
      expect((await get(url(b.id, query))).statusCode, query).toBe(400);
    }
  });

  it('sums amounts exactly and counts categories without case or spaces, over the whole branch', async () => {
    const res = await get(url(b.id, '/summary'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total_amount: 4350.8,
      count: 54,
      categories: 4,
      category_names: ['electricity', 'groceries', 'misc', 'repairs'],
    });
    const empty = await makeBranch(db);
    expect((await get(url(empty.id, '/summary'))).json()).toEqual({
      total_amount: 0,
      count: 0,
      categories: 0,
      category_names: [],
    });
    expect((await get(url(randomUUID(), '/summary'))).statusCode).toBe(404);
    expect((await get(url(randomUUID()))).statusCode).toBe(404);
  });
});

describe('expense permissions', () => {
  it('needs expenses:view to read and expenses:create to add', async () => {
    const viewer = await makePrincipal(t, { rolePermissions: ['expenses:view'] });
    const nobody = await makePrincipal(t, { rolePermissions: ['payments:view'] });
    const before = await countExpenses(branch.id);
    expect((await get(url(branch.id), viewer.headers)).statusCode).toBe(200);
    expect(
      (await post(branch.id, { date: '2026-01-15', category: 'X', amount: 1 }, viewer.headers)).statusCode,
    ).toBe(403);
    expect((await get(url(branch.id), nobody.headers)).statusCode).toBe(403);
    expect((await get(url(branch.id, '/summary'), nobody.headers)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: url(branch.id) })).statusCode).toBe(401);
    expect(await countExpenses(branch.id)).toBe(before);
  });
});
