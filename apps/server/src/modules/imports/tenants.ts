import {
  checkTenantRow,
  DUPLICATE_PHONE_IN_BRANCH,
  DUPLICATE_PHONE_IN_FILE,
  OPENING_BALANCE,
  type TenantImportRow,
  type TenantImportValues,
} from '@pg/contracts/tenant-import';
import { sql } from 'drizzle-orm';
import { query } from '../../db/client.ts';
import { charges } from '../../db/schema/charges.ts';
import { payments } from '../../db/schema/operations.ts';
import { writeAudit } from '../../lib/audit.ts';
import { asJson, type ImportKind } from './run.ts';

/**
 * Tenants from a spreadsheet: every row checked as the add-tenant form checks it, a phone already
 * on an earlier row or on a current tenant of the branch refused. An opening balance becomes an
 * 'Opening balance' charge dated the import's day, or, paid ahead (negative), a payment of rent
 * so noted; each audited. It comes with its tenant, so importing the same file again adds neither.
 */
export const tenantImportKind: ImportKind<TenantImportRow, TenantImportValues, TenantImportValues> = {
  check: checkTenantRow,
  action: 'tenant.import',
  entity: 'tenant',
  async resolve(tx, branchId, valid) {
    const phones = [...new Set(valid.map((v) => v.values.phone))];
    const found = await query<{ phone: string }>(
      tx,
      sql`select phone from tenants where branch_id = ${branchId} and left_at is null
          and phone in (select json_array_elements_text(${asJson(phones)}::json))`,
    );
    const existing = new Set(found.map((f) => f.phone));
    const seen = new Set<string>();
    return valid.map(({ values }) => {
      const problem = existing.has(values.phone)
        ? DUPLICATE_PHONE_IN_BRANCH
        : seen.has(values.phone)
          ? DUPLICATE_PHONE_IN_FILE
          : null;
      seen.add(values.phone);
      return problem ? { problem } : values;
    });
  },
  async add(tx, branchId, rows, { actor, today }) {
    const values = rows.map((t) => ({
      name: t.name,
      phone: t.phone,
      email: t.email,
      joined_at: t.joined_at ?? today,
    }));
    const added = await query<{ id: string; phone: string }>(
      tx,
      sql`insert into tenants (branch_id, name, phone, email, joined_at)
          select ${branchId}, r.name, r.phone, r.email, r.joined_at
          from json_to_recordset(${asJson(values)}::json) as r(name text, phone text, email text, joined_at date)
          returning id, phone`,
    );
    const idOf = new Map(added.map((a) => [a.phone, a.id]));
    const opening = rows.filter((r) => r.opening_balance);
    const owed = opening.filter((r) => r.opening_balance! > 0);
    const ahead = opening.filter((r) => r.opening_balance! < 0);
    const made = [
      ...(owed.length
        ? (
            await tx
              .insert(charges)
              .values(
                owed.map((r) => ({
                  branchId,
                  tenantId: idOf.get(r.phone)!,
                  date: today,
                  category: 'Other',
                  description: OPENING_BALANCE,
                  amount: r.opening_balance!,
                })),
              )
              .returning()
          ).map((row) => ({ action: 'charge.create', entity: 'charge', row }))
        : []),
      ...(ahead.length
        ? (
            await tx
              .insert(payments)
              .values(
                ahead.map((r) => ({
                  branchId,
                  tenantId: idOf.get(r.phone)!,
                  amount: -r.opening_balance!,
                  method: 'cash' as const,
                  date: today,
                  note: OPENING_BALANCE,
                  purpose: 'rent' as const,
                  recordedBy: actor.id,
                })),
              )
              .returning()
          ).map((row) => ({ action: 'payment.create', entity: 'payment', row }))
        : []),
    ];
    for (const { action, entity, row } of made) {
      await writeAudit(tx, { actor, action, entity, entityId: row.id, after: row });
    }
  },
};
