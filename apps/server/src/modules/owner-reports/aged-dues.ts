import { AGING_BUCKETS } from '@pg/contracts/owner-reports';
import { query, type Tx } from '../../db/client.ts';
import { duesItems } from '../dues/index.ts';
import { rupees } from './table.ts';

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
export async function agedItems(db: Tx, branchId: string, today: string) {
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
