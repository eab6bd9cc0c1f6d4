import type { BranchesDashboard, BranchFigures } from '@pg/contracts/branches-dashboard';
import { ALL_BRANCHES } from '@pg/contracts/owner-reports';
import { sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import { query, type Tx } from '../../db/client.ts';
import { agedFiguresByBranch } from './branch-figures.ts';
import { depositsHeldByBranch, monthByBranch } from './money.ts';
import { inBranches, reportBranches } from './scope.ts';
import { rupees } from './table.ts';

const MONEY = [
  'billed',
  'collected',
  'dues',
  'overdue_31_60',
  'overdue_61_90',
  'overdue_90_plus',
  'overdue',
  'deposits_held',
  'expenses',
  'net',
] as const;
const COUNTS = ['beds', 'occupied', 'out_of_service'] as const;

/** Occupied beds out of those in service, in percent to one decimal; 0 with none in service. */
const occupancyRate = (f: Pick<BranchFigures, 'beds' | 'occupied' | 'out_of_service'>) =>
  f.beds === f.out_of_service ? 0 : Math.round((f.occupied * 1000) / (f.beds - f.out_of_service)) / 10;

/** Collected out of billed, in percent to one decimal; null when nothing is billed. */
const collectionRate = (f: Pick<BranchFigures, 'billed' | 'collected'>) =>
  f.billed > 0 ? Math.round((f.collected * 1000) / f.billed) / 10 : null;

/**
 * The owner's view across branches (contracts/branches-dashboard.ts): for every branch the user
 * works in, the month's rent billed and collected and expenses (from the monthly totals), beds,
 * dues aged and deposits held as of `today`; and their totals. Each figure family is one grouped
 * query over all the branches at once; the beds, the rent billed and the dues aged, which walk
 * every bed and owing tenant, are read as branch_figures keeps them (branch-figures.ts).
 */
export async function branchesDashboard(
  db: Tx,
  principal: Principal,
  month: string,
  today: string,
): Promise<BranchesDashboard> {
  const { ids } = await reportBranches(db, principal, ALL_BRANCHES);
  const first = `${month}-01`;
  const [names, aged, money, deposits] = await Promise.all([
    query<{ id: string; name: string }>(
      db,
      sql`select id, name from branches where ${inBranches('id', ids)} order by name, id`,
    ),
    agedFiguresByBranch(db, ids, today, first),
    monthByBranch(db, ids, first),
    depositsHeldByBranch(db, ids),
  ]);
  const byId = <T extends { branch_id: string }>(rows: T[]) => new Map(rows.map((r) => [r.branch_id, r]));
  const [moneyOf, depositsOf] = [byId(money), byId(deposits)];

  const items = names.map(({ id, name }) => {
    const a = aged.get(id);
    const m = moneyOf.get(id);
    const [, d31 = 0, d61 = 0, d90 = 0] = a?.buckets ?? [];
    const f = {
      beds: a?.beds ?? 0,
      occupied: a?.occupied ?? 0,
      out_of_service: a?.out_of_service ?? 0,
      billed: rupees(a?.billed),
      collected: rupees(m?.collected),
      dues: rupees(a?.dues),
      overdue_31_60: d31,
      overdue_61_90: d61,
      overdue_90_plus: d90,
      overdue: rupees(d31 + d61 + d90),
      deposits_held: rupees(depositsOf.get(id)?.held),
      expenses: rupees(m?.expenses),
      net: rupees(m?.net),
    };
    return {
      branch_id: id,
      name,
      ...f,
      occupancy_rate: occupancyRate(f),
      collection_rate: collectionRate(f),
    };
  });

  const sum = Object.fromEntries([
    ...MONEY.map((k) => [k, rupees(items.reduce((s, r) => s + r[k], 0))]),
    ...COUNTS.map((k) => [k, items.reduce((s, r) => s + r[k], 0)]),
  ]) as Omit<BranchFigures, 'occupancy_rate' | 'collection_rate'>;
  return {
    month,
    as_of: today,
    totals: { ...sum, occupancy_rate: occupancyRate(sum), collection_rate: collectionRate(sum) },
    items,
  };
}
