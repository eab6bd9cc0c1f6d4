import {
  checkPaymentRow,
  DUPLICATE_PAYMENT_IN_FILE,
  DUPLICATE_UTR_IN_FILE,
  NO_TENANT_WITH_PHONE,
  PAYMENT_ALREADY_RECORDED,
  type PaymentImportRow,
  type PaymentImportValues,
} from '@pg/contracts/payment-import';
import { isUtrMethod, PAYMENT_STATUS_COMPLETED, utrAlreadyRecorded } from '@pg/contracts/payments';
import { sql } from 'drizzle-orm';
import { query } from '../../db/client.ts';
import { asJson, type ImportKind } from './run.ts';

type PaymentToAdd = Omit<PaymentImportValues, 'phone'> & { tenant_id: string };
type Candidate = PaymentToAdd & { i: number };

const paymentKey = (p: PaymentToAdd) =>
  `${p.tenant_id}|${p.date}|${p.amount.toFixed(2)}|${p.reference ?? ''}`;
/** A UTR counts once per branch (payments_branch_utr_key): UPI and bank transfers' references. */
const utrOf = (p: PaymentToAdd) => (p.reference && isUtrMethod(p.method) ? p.reference.toUpperCase() : null);

/**
 * Payments history from a spreadsheet: each row's tenant found by phone among the branch's
 * tenants (a current one before one who has left, then the latest to join), locked for share as
 * a payment recorded by hand locks it. A row equal to a payment already recorded or to an earlier
 * row is skipped, and a UTR recorded before in the branch or on an earlier row refused.
 */
export const paymentImportKind: ImportKind<PaymentImportRow, PaymentImportValues, PaymentToAdd> = {
  check: checkPaymentRow,
  action: 'payment.import',
  entity: 'payment',
  async resolve(tx, branchId, valid) {
    const phones = [...new Set(valid.map((v) => v.values.phone))];
    const tenants = await query<{ id: string; phone: string }>(
      tx,
      sql`select id, phone from tenants
          where branch_id = ${branchId} and phone in (select json_array_elements_text(${asJson(phones)}::json))
          order by left_at is null, joined_at, created_at
          for share`,
    );
    const tenantOf = new Map(tenants.map((t) => [t.phone, t.id]));
    const candidates: Candidate[] = [];
    valid.forEach(({ values: { phone, ...payment } }, i) => {
      const tenant_id = tenantOf.get(phone);
      if (tenant_id) candidates.push({ ...payment, tenant_id, i });
    });
    const recordset = sql`json_to_recordset(${asJson(candidates)}::json)
      as r(i int, tenant_id uuid, date date, amount numeric, reference text)`;
    const recorded = await query<{ i: number }>(
      tx,
      sql`select r.i from ${recordset}
          where exists (select 1 from payments p where p.tenant_id = r.tenant_id and p.date = r.date
            and p.amount = r.amount and p.reference is not distinct from r.reference and p.voided_at is null)`,
    );
    const utrs = candidates.filter((c) => utrOf(c));
    const clashes = await query<{ i: number; date: string; tenant_name: string }>(
      tx,
      sql`select distinct on (r.i) r.i, to_char(p.date, 'YYYY-MM-DD') as date, t.name as tenant_name
          from json_to_recordset(${asJson(utrs)}::json) as r(i int, reference text)
          join payments p on p.branch_id = ${branchId} and upper(p.reference) = upper(r.reference)
            and p.method in ('upi', 'bank_transfer') and p.purpose in ('rent', 'deposit')
            and p.voided_at is null and not p.utr_unchecked
          join tenants t on t.id = p.tenant_id
          order by r.i, p.date`,
    );
    const problems = new Map<number, string>([
      ...clashes.map((c) => [c.i, utrAlreadyRecorded(c.date, c.tenant_name)] as const),
      ...recorded.map((r) => [r.i, PAYMENT_ALREADY_RECORDED] as const),
    ]);
    const byRow = new Map(candidates.map((c) => [c.i, c]));
    const seen = new Set<string>();
    const seenUtrs = new Set<string>();
    return valid.map((_, i) => {
      const c = byRow.get(i);
      if (!c) return { problem: NO_TENANT_WITH_PHONE };
      const known = problems.get(i);
      if (known) return { problem: known };
      const { i: _i, ...payment } = c;
      const key = paymentKey(payment);
      const utr = utrOf(payment);
      if (seen.has(key)) return { problem: DUPLICATE_PAYMENT_IN_FILE };
      if (utr && seenUtrs.has(utr)) return { problem: DUPLICATE_UTR_IN_FILE };
      seen.add(key);
      if (utr) seenUtrs.add(utr);
      return payment;
    });
  },
  /**
   * The receipt numbers are taken as a block per financial year: one upsert of each counter row
   * (locked until the import commits) adds the rows' count, and the rows take the numbers of the
   * block in date order.
   */
  async add(tx, branchId, rows, { actor }) {
    await query(
      tx,
      sql`with r as (
            select r.*, financial_year(r.date) as fy
            from json_to_recordset(${asJson(rows.map((row, i) => ({ ...row, i })))}::json)
              as r(i int, tenant_id uuid, date date, amount numeric, method text, reference text, note text)),
          years as (select fy, count(*)::int as n from r group by fy),
          counters as (
            insert into receipt_counters as c (branch_id, financial_year, last_number)
            select ${branchId}::uuid, fy, n from years
            on conflict (branch_id, financial_year) do update set last_number = c.last_number + excluded.last_number
            returning financial_year, last_number)
          insert into payments (branch_id, tenant_id, amount, method, date, reference, note, purpose, status, recorded_by, receipt_no)
          select ${branchId}::uuid, r.tenant_id, r.amount, r.method, r.date, r.reference, r.note, 'rent',
            ${PAYMENT_STATUS_COMPLETED}, ${actor.id}::uuid, b.code || '/' || r.fy || '/' || lpad(
              (c.last_number - y.n + row_number() over (partition by r.fy order by r.date, r.i))::text, 6, '0')
          from r join years y on y.fy = r.fy join counters c on c.financial_year = r.fy
          join branches b on b.id = ${branchId}`,
    );
  },
};
