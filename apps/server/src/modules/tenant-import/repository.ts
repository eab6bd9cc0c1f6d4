import { todayIso } from '@pg/contracts/common';
import {
  checkTenantRow,
  DUPLICATE_PHONE_IN_BRANCH,
  DUPLICATE_PHONE_IN_FILE,
  type TenantImportResult,
  type TenantImportRow,
} from '@pg/contracts/tenant-import';
import type { TenantValues } from '@pg/contracts/tenants';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tenants } from '../../db/schema/operations.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';

/**
 * Imports tenants from a spreadsheet's rows into a branch: every row checked as the add-tenant
 * form checks it, a phone already on an earlier row or on a current tenant of the branch refused,
 * the valid rows added in one transaction with one audit entry. `dryRun` reports the same without
 * adding anything (the preview).
 */
export async function importTenants(
  db: Tx,
  branchId: string,
  rows: TenantImportRow[],
  opts: { dryRun: boolean; actor: AuditActor },
): Promise<TenantImportResult> {
  return db.transaction(async (tx) => {
    const problems: TenantImportResult['problems'] = [];
    const valid: { row: number; values: TenantValues }[] = [];
    rows.forEach((row, i) => {
      const checked = checkTenantRow(row);
      if (checked.ok) valid.push({ row: i + 2, values: checked.values });
      else problems.push({ row: i + 2, messages: checked.messages });
    });
    const phones = [...new Set(valid.map((v) => v.values.phone))];
    const existing = new Set<string>();
    for (let i = 0; i < phones.length; i += 1000) {
      const found = await tx
        .select({ phone: tenants.phone })
        .from(tenants)
        .where(
          and(
            eq(tenants.branchId, branchId),
            isNull(tenants.leftAt),
            inArray(tenants.phone, phones.slice(i, i + 1000)),
          ),
        );
      for (const f of found) existing.add(f.phone);
    }
    const seen = new Set<string>();
    const toAdd: TenantValues[] = [];
    for (const v of valid) {
      const message = existing.has(v.values.phone)
        ? DUPLICATE_PHONE_IN_BRANCH
        : seen.has(v.values.phone)
          ? DUPLICATE_PHONE_IN_FILE
          : null;
      seen.add(v.values.phone);
      if (message) problems.push({ row: v.row, messages: [message] });
      else toAdd.push(v.values);
    }
    problems.sort((a, b) => a.row - b.row);
    if (!opts.dryRun && toAdd.length) {
      const today = todayIso();
      for (let i = 0; i < toAdd.length; i += 1000) {
        await tx.insert(tenants).values(
          toAdd.slice(i, i + 1000).map((t) => ({
            branchId,
            name: t.name,
            phone: t.phone,
            email: t.email,
            joinedAt: t.joined_at ?? today,
          })),
        );
      }
      await writeAudit(tx, {
        actor: opts.actor,
        action: 'tenant.import',
        entity: 'tenant',
        entityId: null,
        after: { branch_id: branchId, added: toAdd.length, skipped: rows.length - toAdd.length },
      });
    }
    return { added: opts.dryRun ? 0 : toAdd.length, skipped: rows.length - toAdd.length, problems };
  });
}
