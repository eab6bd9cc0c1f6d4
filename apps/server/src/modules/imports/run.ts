import { type Checked, fileRow, type ImportResult } from '@pg/contracts/imports';
import { sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import type { Tx } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';

/** Who imports, and the day of the import (India, on the server's clock). */
export type ImportContext = { actor: Principal; today: string };

/** A row that passed its form's checks, with its number in the file. */
export type ValidRow<V> = { row: number; values: V };

/**
 * One kind of import (tenants, beds, payments): how a row is checked (as its form checks it),
 * how the valid rows are matched with what the branch holds and with the rows before them (each
 * row what to add, or its problem in the console's words), and how the rows to add are added,
 * set-based, in the import's transaction.
 */
export type ImportKind<R, V, A> = {
  check: (row: R) => Checked<V>;
  /** `by`: who imports, for what else the rows would add (a bed's new room needs rooms:create). */
  resolve: (
    tx: Tx,
    branchId: string,
    valid: ValidRow<V>[],
    by: Principal,
  ) => Promise<(A | { problem: string })[]>;
  /** `ctx`: who imports (for the audit of what the rows add beside themselves) and today. */
  add: (tx: Tx, branchId: string, rows: A[], ctx: ImportContext) => Promise<void>;
  /** The audit entry written once per import ('bed.import') and its entity ('bed'). */
  action: string;
  entity: string;
};

const isProblem = (v: unknown): v is { problem: string } =>
  typeof v === 'object' && v !== null && 'problem' in v && Object.keys(v).length === 1;

/**
 * Imports a spreadsheet's rows into a branch: every row checked, the valid ones resolved and
 * added in one transaction with one audit entry naming the counts. `dryRun` is the preview: the
 * same report, nothing added.
 *
 * Imports of one kind into one branch queue behind a transaction-level advisory lock taken before
 * the rows are matched: a second import of the same file (sent twice, or from two phones) waits
 * for the first to commit, then sees its rows and skips them as duplicates.
 */
export async function runImport<R, V, A>(
  db: Tx,
  kind: ImportKind<R, V, A>,
  branchId: string,
  rows: R[],
  opts: { dryRun: boolean; actor: Principal; today: string },
): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    if (!opts.dryRun) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`import:${kind.entity}`}), hashtext(${branchId}))`,
      );
    }
    const problems: ImportResult['problems'] = [];
    const valid: ValidRow<V>[] = [];
    rows.forEach((row, i) => {
      const checked = kind.check(row);
      if (checked.ok) valid.push({ row: fileRow(i), values: checked.values });
      else problems.push({ row: fileRow(i), messages: checked.messages });
    });
    const resolved = valid.length ? await kind.resolve(tx, branchId, valid, opts.actor) : [];
    const toAdd: A[] = [];
    resolved.forEach((r, i) => {
      if (isProblem(r)) problems.push({ row: valid[i]!.row, messages: [r.problem] });
      else toAdd.push(r);
    });
    problems.sort((a, b) => a.row - b.row);
    const skipped = rows.length - toAdd.length;
    if (!opts.dryRun && toAdd.length) {
      await kind.add(tx, branchId, toAdd, { actor: opts.actor, today: opts.today });
      await writeAudit(tx, {
        actor: opts.actor,
        action: kind.action,
        entity: kind.entity,
        entityId: null,
        after: { branch_id: branchId, added: toAdd.length, skipped },
      });
    }
    return { added: opts.dryRun ? 0 : toAdd.length, skipped, problems };
  });
}

/** The rows as one JSON parameter, for `json_to_recordset` (one statement whatever their number). */
export const asJson = (rows: unknown[]) => JSON.stringify(rows);
