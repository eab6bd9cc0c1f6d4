import { todayIso } from '@pg/contracts/common';
import {
  checkTenantRow,
  DUPLICATE_PHONE_IN_BRANCH,
  DUPLICATE_PHONE_IN_FILE,
  type TenantImportRow,
} from '@pg/contracts/tenant-import';
import type { TenantValues } from '@pg/contracts/tenants';
import { sql } from 'drizzle-orm';
import { query } from '../../db/client.ts';
import { asJson, type ImportKind } from './run.ts';

/**
 * Tenants from a spreadsheet: every row checked as the add-tenant form checks it, a phone already
 * on an earlier row or on a current tenant of the branch refused.
 */
export const tenantImportKind: ImportKind<TenantImportRow, TenantValues, TenantValues> = {
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
  async add(tx, branchId, rows) {
    const today = todayIso();
    const values = rows.map((t) => ({
      name: t.name,
      phone: t.phone,
      email: t.email,
      joined_at: t.joined_at ?? today,
    }));
    await query(
      tx,
      sql`insert into tenants (branch_id, name, phone, email, joined_at)
          select ${branchId}, r.name, r.phone, r.email, r.joined_at
          from json_to_recordset(${asJson(values)}::json) as r(name text, phone text, email text, joined_at date)`,
    );
  },
};
