import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { bedsAndRentByBranch } from '../dashboard/index.ts';
import { agingByBranch } from './aged-dues.ts';
import { uuidArray } from './scope.ts';

/** A branch's figures that walk its beds and age its tenants' dues, as branch_figures keeps them. */
export type AgedFigures = {
  beds: number;
  occupied: number;
  out_of_service: number;
  billed: number;
  /** What is due 0–30, 31–60, 61–90 and 90+ days past its due date (AGING_BUCKETS). */
  buckets: [number, number, number, number];
  dues: number;
  deposits_due: number;
};

type Row = {
  branch_id: string;
  current: string;
  kept: string | null;
  beds: number;
  occupied: number;
  out_of_service: number;
  billed: string;
  due_0_30: string;
  due_31_60: string;
  due_61_90: string;
  due_90_plus: string;
  dues: string;
  deposits_due: string;
};

/** Branches worked out at once when their figures are stale: one connection each. */
const AT_ONCE = 4;

const figuresOf = (r: Row): AgedFigures => ({
  beds: r.beds,
  occupied: r.occupied,
  out_of_service: r.out_of_service,
  billed: Number(r.billed),
  buckets: [Number(r.due_0_30), Number(r.due_31_60), Number(r.due_61_90), Number(r.due_90_plus)],
  dues: Number(r.dues),
  deposits_due: Number(r.deposits_due),
});

/**
 * Works out the figures of `ids` as of `today` for the month starting `first` (beds: one grouped
 * query; dues: the Aging report's, a branch at a time, AT_ONCE together) and keeps them with the
 * versions `versions` they were read at. Two servers doing so at once write the same figures.
 */
async function workOut(db: Tx, versions: Map<string, string>, today: string, first: string) {
  const ids = [...versions.keys()];
  const beds = new Map(
    (await bedsAndRentByBranch(db, uuidArray(ids), today, first)).map((b) => [b.branch_id, b]),
  );
  const aged = new Map<string, number[]>();
  for (let i = 0; i < ids.length; i += AT_ONCE) {
    const part = await Promise.all(ids.slice(i, i + AT_ONCE).map((id) => agingByBranch(db, [id], today)));
    for (const m of part) for (const [id, figures] of m) aged.set(id, figures);
  }
  const rows = ids.map((id) => {
    const b = beds.get(id);
    const [d0, d31, d61, d90, dues, deposits] = aged.get(id) ?? [0, 0, 0, 0, 0, 0];
    return sql`(${id}::uuid, ${today}::date, ${first}::date, ${versions.get(id)}::bigint, ${b?.beds ?? 0}::int,
      ${b?.occupied ?? 0}::int, ${b?.out_of_service ?? 0}::int, ${b?.billed ?? '0'}::numeric, ${d0}::numeric,
      ${d31}::numeric, ${d61}::numeric, ${d90}::numeric, ${dues}::numeric, ${deposits}::numeric)`;
  });
  for (let i = 0; i < rows.length; i += 500) {
    await db.execute(sql`
      insert into branch_figures (branch_id, as_of, month, version, beds, occupied, out_of_service, billed,
        due_0_30, due_31_60, due_61_90, due_90_plus, dues, deposits_due)
      values ${sql.join(rows.slice(i, i + 500), sql`, `)}
      on conflict (branch_id, as_of, month) do update set version = excluded.version, beds = excluded.beds,
        occupied = excluded.occupied, out_of_service = excluded.out_of_service, billed = excluded.billed,
        due_0_30 = excluded.due_0_30, due_31_60 = excluded.due_31_60, due_61_90 = excluded.due_61_90,
        due_90_plus = excluded.due_90_plus, dues = excluded.dues, deposits_due = excluded.deposits_due`);
  }
  // The days before yesterday are read by no one.
  await db.execute(sql`delete from branch_figures where branch_id = any(${uuidArray(ids)})
    and as_of < ${today}::date - 1`);
}

/**
 * Per branch of `ids`, its beds, the rent billed in the month starting `first`, and what is owed on
 * `today`, aged, as the Aging report sums it: read from branch_figures where the branch has not
 * changed since they were worked out (its version in branch_versions is the one they were kept
 * with), worked out again and kept for those that did, or had none for that day and month.
 * The versions are read before the figures are worked out, so a change that lands meanwhile makes
 * them stale at once: at worst worked out twice, never kept as current when they are not.
 */
export async function agedFiguresByBranch(db: Tx, ids: string[], today: string, first: string) {
  const read = () =>
    query<Row>(
      db,
      sql`select id as branch_id, coalesce(v.version, 0)::text as current, f.version::text as kept,
          f.beds, f.occupied, f.out_of_service, f.billed, f.due_0_30, f.due_31_60, f.due_61_90,
          f.due_90_plus, f.dues, f.deposits_due
        from unnest(${uuidArray(ids)}) id
        left join branch_versions v on v.branch_id = id
        left join branch_figures f on f.branch_id = id and f.as_of = ${today}::date and f.month = ${first}::date`,
    );
  let rows = await read();
  const stale = new Map(rows.filter((r) => r.kept !== r.current).map((r) => [r.branch_id, r.current]));
  if (stale.size > 0) {
    await workOut(db, stale, today, first);
    rows = await read();
  }
  return new Map(rows.map((r) => [r.branch_id, figuresOf(r)]));
}

/** Keeps the figures of every branch current for `today` and this month: the daily job's work. */
export async function keepBranchFigures(db: Tx, today: string) {
  const ids = (await query<{ id: string }>(db, sql`select id from branches order by id`)).map((r) => r.id);
  if (ids.length) await agedFiguresByBranch(db, ids, today, `${today.slice(0, 7)}-01`);
  return ids.length;
}
