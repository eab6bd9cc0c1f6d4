import { z } from 'zod';
import { text } from './common.ts';
import { tenantInput } from './tenants.ts';

/** The columns of the import template, named as on the add-tenant form. */
export const TENANT_IMPORT_COLUMNS = ['Name', 'Phone', 'Email', 'Joined date'] as const;
export const TENANT_IMPORT_TEMPLATE = `${TENANT_IMPORT_COLUMNS.join(',')}\nRavi Kumar,98765 43210,ravi@example.com,2026-01-15\n`;
export const TENANT_IMPORT_MAX_ROWS = 10_000;

/** One row as read from the CSV: the template's columns, as text (empty cells may be left out). */
export const tenantImportRow = z
  .object({
    name: text({ message: 'Name is required' }),
    phone: text({ message: 'Phone is required' }),
    email: text().max(254).optional(),
    joined_at: text().max(10).optional(),
  })
  .strict();
export type TenantImportRow = z.infer<typeof tenantImportRow>;

/** POST /api/branches/:branchId/tenants/import: `dry_run` checks and reports without adding. */
export const tenantImportInput = z
  .object({
    rows: z
      .array(tenantImportRow)
      .min(1, { message: 'The file has no rows' })
      .max(TENANT_IMPORT_MAX_ROWS, { message: `At most ${TENANT_IMPORT_MAX_ROWS} rows at a time` }),
    dry_run: z.boolean().default(false),
  })
  .strict();

/** A row's problems in the console's words; rows are numbered as in the file (header = row 1). */
export const tenantImportProblem = z.object({ row: z.number().int(), messages: z.array(z.string()) });

export const tenantImportResult = z.object({
  added: z.number().int(),
  skipped: z.number().int(),
  problems: z.array(tenantImportProblem),
});
export type TenantImportResult = z.infer<typeof tenantImportResult>;

export const DUPLICATE_PHONE_IN_FILE = 'The same phone is on an earlier row';
export const DUPLICATE_PHONE_IN_BRANCH = 'A tenant with this phone is already in this branch';

/** Checks one row as the add-tenant form would; the tenant's values, or the problems. */
export function checkTenantRow(row: TenantImportRow) {
  const parsed = tenantInput.safeParse({
    name: row.name ?? '',
    phone: row.phone ?? '',
    email: row.email?.trim() ? row.email : null,
    ...(row.joined_at?.trim() ? { joined_at: row.joined_at.trim() } : {}),
  });
  return parsed.success
    ? ({ ok: true, values: parsed.data } as const)
    : ({ ok: false, messages: parsed.error.issues.map((i) => i.message) } as const);
}
