import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { makePayment, makeRoomInNewBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';

const t = await createTestApp();
const { app, db } = t;

const owner = await t.signIn(['manager']);

async function makeBranchWithTenants() {
  const { branch } = await makeRoomInNewBranch(db);
  const asha = await makeTenant(db, branch, { name: 'Asha Rao' });
  const ravi = await makeTenant(db, branch, { name: 'Ravi Kumar' });
  return { branch, asha, ravi };
}

const pay = (branchId: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/branches/${branchId}/payments`,
    headers: owner.headers,
    payload: { amount: 5000, date: '2026-04-05', ...body },
  });
const patch = (id: string, body: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: `/api/payments/${id}`, headers: owner.headers, payload: body });

const fieldError = (res: { json: () => unknown }) =>
  (res.json() as { error: { fields?: { reference?: string } } }).error.fields?.reference;

describe('UTR of a UPI or bank-transfer payment', () => {
  it('asks for the reference each method needs, on the reference field', async () => {
    const { branch, asha } = await makeBranchWithTenants();
    const cases: [Record<string, unknown>, string][] = [
      [{ method: 'upi' }, 'Enter the UTR of the UPI payment (12 digits)'],
      [{ method: 'upi', reference: '41234567890' }, 'A UPI UTR is exactly 12 digits'],
      [{ method: 'upi', reference: 'UTR412345678901' }, 'A UPI UTR is exactly 12 digits'],
      [{ method: 'bank_transfer', reference: '' }, 'Enter the UTR or reference of the bank transfer'],
      [
        { method: 'bank_transfer', reference: 'N'.repeat(31) },
        'A bank transfer reference must be at most 30 characters',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await pay(branch.id, { tenant_id: asha.id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldError(res)).toBe(message);
    }
    expect((await pay(branch.id, { tenant_id: asha.id, method: 'cash' })).statusCode).toBe(201);
    expect(
      (await pay(branch.id, { tenant_id: asha.id, method: 'bank_transfer', reference: 'N'.repeat(30) }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses a UTR already recorded in the branch, naming its date and tenant; voided ones free it', async () => {
    const { branch, asha, ravi } = await makeBranchWithTenants();
    const first = await pay(branch.id, {
      tenant_id: asha.id,
      method: 'upi',
      reference: '412345678901',
      date: '2026-04-03',
    });
    expect(first.statusCode).toBe(201);

    const again = await pay(branch.id, { tenant_id: ravi.id, method: 'upi', reference: '412345678901' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This UTR is already recorded on 03/04/2026 for Asha Rao');
    expect(fieldError(again)).toBe('This UTR is already recorded on 03/04/2026 for Asha Rao');
    // The same number given as a bank transfer's reference is the same UTR; case does not matter.
    const asTransfer = await pay(branch.id, {
      tenant_id: ravi.id,
      method: 'bank_transfer',
      reference: '412345678901',
    });
    expect(asTransfer.statusCode).toBe(409);
    expect(
      (await pay(branch.id, { tenant_id: asha.id, method: 'bank_transfer', reference: 'neft-77' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await pay(branch.id, { tenant_id: ravi.id, method: 'bank_transfer', reference: 'NEFT-77' }))
        .statusCode,
    ).toBe(409);
    // Other methods' references are not UTRs.
    expect(
      (await pay(branch.id, { tenant_id: ravi.id, method: 'card', reference: '412345678901' })).statusCode,
    ).toBe(201);

    const voided = await app.inject({
      method: 'POST',
      url: `/api/payments/${first.json().id}/void`,
      headers: owner.headers,
      payload: { reason: 'Entered twice' },
    });
    expect(voided.statusCode).toBe(200);
    expect(
      (await pay(branch.id, { tenant_id: ravi.id, method: 'upi', reference: '412345678901' })).statusCode,
    ).toBe(201);
  });

  it('accepts the same UTR in another branch', async () => {
    const one = await makeBranchWithTenants();
    const two = await makeBranchWithTenants();
    const body = { method: 'upi', reference: '599988887777' };
    expect((await pay(one.branch.id, { tenant_id: one.asha.id, ...body })).statusCode).toBe(201);
    expect((await pay(two.branch.id, { tenant_id: two.asha.id, ...body })).statusCode).toBe(201);
    expect((await pay(one.branch.id, { tenant_id: one.ravi.id, ...body })).statusCode).toBe(409);
  });

  it('records one of two payments sent at once with the same UTR', async () => {
    const { branch, asha, ravi } = await makeBranchWithTenants();
    const body = { method: 'upi', reference: '777766665555' };
    const answers = await Promise.all(
      [asha, ravi, asha, ravi].map((tenant) => pay(branch.id, { tenant_id: tenant.id, ...body })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().error.message).toMatch(
        /^This UTR is already recorded on 05\/04\/2026 for (Asha Rao|Ravi Kumar)$/,
      );
    }
    const [count] = await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from payments where branch_id = ${branch.id} and reference = '777766665555'`,
    );
    expect(count!.n).toBe(1);
  });

  it('keeps the rule when a payment is edited to a UTR held by another', async () => {
    const { branch, asha, ravi } = await makeBranchWithTenants();
    await pay(branch.id, {
      tenant_id: asha.id,
      method: 'upi',
      reference: '111122223333',
      date: '2026-04-01',
    });
    const other = (
      await pay(branch.id, { tenant_id: ravi.id, method: 'upi', reference: '111122224444' })
    ).json();
    const clash = await patch(other.id, { reference: '111122223333' });
    expect(clash.statusCode).toBe(409);
    expect(fieldError(clash)).toBe('This UTR is already recorded on 01/04/2026 for Asha Rao');
    expect((await patch(other.id, { method: 'upi', reference: '1234' })).statusCode).toBe(400);
    expect((await patch(other.id, { note: 'Checked', reference: '111122224444' })).statusCode).toBe(200);
    const cash = (
      await pay(branch.id, { tenant_id: ravi.id, method: 'cash', reference: '111122223333' })
    ).json();
    expect((await patch(cash.id, { method: 'upi' })).statusCode).toBe(409);
  });
});

describe('migration 0012 over payments recorded before UTRs were checked', () => {
  it('builds the index over repeated and odd-shaped references, keeping the earliest as the holder', async () => {
    const { branch, asha, ravi } = await makeBranchWithTenants();
    // The state before the migration: no index, nothing marked.
    await db.execute(sql`drop index payments_branch_utr_key`);
    const old = [
      await makePayment(db, asha, { method: 'upi', reference: 'UTR 412345678901', date: '2025-01-02' }),
      await makePayment(db, ravi, { method: 'upi', reference: 'UTR 412345678901', date: '2025-01-05' }),
      await makePayment(db, ravi, {
        method: 'bank_transfer',
        reference: 'utr 412345678901',
        date: '2025-01-09',
      }),
      await makePayment(db, asha, { method: 'bank_transfer', reference: `NEFT ${'x'.repeat(60)}` }),
      await makePayment(db, asha, { method: 'upi', reference: '12' }),
    ];
    const file = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../src/db/migrations/0012_utr_checks.sql',
    );
    const [, ...statements] = readFileSync(file, 'utf8').split('--> statement-breakpoint');
    for (const statement of statements) await db.execute(sql.raw(statement));

    const marked = await query<{ id: string; utr_unchecked: boolean }>(
      db,
      sql`select id, utr_unchecked from payments where tenant_id in (${asha.id}, ${ravi.id})`,
    );
    const unchecked = new Map(marked.map((r) => [r.id, r.utr_unchecked]));
    expect(old.map((p) => unchecked.get(p.id))).toEqual([false, true, true, false, false]);
    // The earliest still holds its UTR for new payments.
    const res = await pay(branch.id, {
      tenant_id: ravi.id,
      method: 'bank_transfer',
      reference: 'UTR 412345678901',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This UTR is already recorded on 02/01/2025 for Asha Rao');
  });
});
