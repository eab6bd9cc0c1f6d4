import { AGING_BUCKETS } from '@pg/contracts/owner-reports';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { agedItems } from './aged-dues.ts';
import { agedFiguresByBranch } from './branch-figures.ts';
import { inBranches } from './scope.ts';
import { col, inOneChunk, type ReportBody, rupees } from './table.ts';

/**
 * What is owed on `today`, aged: each tenant's open dues (the Dues page's months, payments settling
 * the oldest first) put in the bucket of their due date's age, and the security deposit still to
 * pay beside them; per tenant or per branch. Per tenant, the Dues page's one query per branch, so
 * the figures are the Dues page's; per branch, those sums as branch_figures keeps them (worked out
 * by the same query when a branch changed), as the owner's view across branches reads them.
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
  if (by === 'branch') {
    // As the owner's view across branches reads them: kept per branch (branch-figures.ts).
    const kept = await agedFiguresByBranch(db, branches.ids, today, `${today.slice(0, 7)}-01`);
    for (const branchId of branches.ids) {
      const f = kept.get(branchId)!;
      rows.push([names.get(branchId)!, ...f.buckets, rupees(f.dues), rupees(f.deposits_due)]);
    }
  } else {
    for (const branchId of branches.ids) {
      for (const { item, figures } of await agedItems(db, branchId, today)) {
        const place = [item.room_number, item.bed_number].filter(Boolean).join(' / ') || null;
        rows.push([names.get(branchId)!, item.tenant_name, item.phone, place, ...figures]);
      }
    }
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
