import { AGING_BUCKETS } from '@pg/contracts/owner-reports';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { duesItems } from '../dues/index.ts';
import { inBranches } from './scope.ts';
import { col, inOneChunk, type ReportBody, rupees } from './table.ts';

type Item = {
  tenant_name: string;
  phone: string;
  room_number: string | null;
  bed_number: string | null;
  deposit_due: number | string;
  months: { due_date: string; amount: number | string }[];
};

const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

/** The bucket of an amount due on `due` seen on `today`: 0–30, 31–60, 61–90 or 90+ days past due. */
export const agingBucket = (due: string, today: string) => {
  const days = Math.max(daysBetween(due, today), 0);
  return AGING_BUCKETS.findIndex((b) => days >= b.min && (b.max === null || days <= b.max));
};

/**
 * The tenants of a branch who owe on `today`, each with the figures of the aging: what is due in
 * each bucket (AGING_BUCKETS), the total due and the deposit still to pay. The Dues page's query.
 */
async function agedItems(db: Tx, branchId: string, today: string) {
  const [row] = await query<{ items: Item[] | null }>(
    db,
    duesItems(branchId, { filter: 'all', sort: 'age', limit: 1_000_000, offset: 0 }, today),
  );
  return (row?.items ?? []).map((item) => {
    const buckets = [0, 0, 0, 0];
    for (const m of item.months) {
      const i = agingBucket(m.due_date, today);
      buckets[i] = rupees(buckets[i]! + rupees(m.amount));
    }
    const figures = [...buckets, rupees(buckets.reduce((s, v) => s + v, 0)), rupees(item.deposit_due)];
    return { item, figures };
  });
}

/** The figures of a branch's tenants added up, to the paisa. */
const sumFigures = (items: { figures: number[] }[]) =>
  items.reduce((totals, { figures }) => totals.map((t, i) => rupees(t + figures[i]!)), [0, 0, 0, 0, 0, 0]);

/**
 * Per branch of `ids`, what is owed on `today` as the Aging report sums it by branch: the four
 * buckets, the total due and the deposit still to pay.
 */
export async function agingByBranch(db: Tx, ids: string[], today: string) {
  const byBranch = new Map<string, number[]>();
  for (const branchId of ids) byBranch.set(branchId, sumFigures(await agedItems(db, branchId, today)));
  return byBranch;
}

/**
 * What is owed on `today`, aged: each tenant's open dues (the Dues page's months, payments settling
 * the oldest first) put in the bucket of their due date's age, and the security deposit still to
 * pay beside them; per tenant or per branch. The Dues page's one query per branch, so the figures
 * are the Dues page's.
 */
export async function aging(
  db: Tx,
  branches: { ids: string[] },
  by: 'tenant' | 'branch',
  today: string,
): Promise<ReportBody> {
  const names = new Map(
    (
      await query<{ id: string; name: string }>(
        db,
        sql`select id, name from branches where ${inBranches('id', branches.ids)}`,
      )
    ).map((b) => [b.id, b.name]),
  );
  const rows: (string | number | null)[][] = [];
  for (const branchId of branches.ids) {
    const items = await agedItems(db, branchId, today);
    if (by === 'tenant') {
      for (const { item, figures } of items) {
        const place = [item.room_number, item.bed_number].filter(Boolean).join(' / ') || null;
        rows.push([names.get(branchId)!, item.tenant_name, item.phone, place, ...figures]);
      }
    } else rows.push([names.get(branchId)!, ...sumFigures(items)]);
  }
  return inOneChunk({
    columns: [
      col('branch', 'Branch'),
      ...(by === 'tenant' ? [col('tenant', 'Tenant'), col('phone', 'Phone'), col('room', 'Room / Bed')] : []),
      ...AGING_BUCKETS.map((b) => col(b.key, b.label, 'money')),
      col('total', 'Total due', 'money'),
      col('deposit_due', 'Deposit due', 'money'),
    ],
    rows,
    totals: true,
    note: `As of ${today}: rent and charges due and unpaid, by days past their due date; the deposit still to pay beside them.`,
  });
}
