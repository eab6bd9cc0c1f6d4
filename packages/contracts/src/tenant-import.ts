import { checkWith, dateCell, defineImport, type ImportRow } from './imports.ts';
import { tenantInput } from './tenants.ts';

/** Tenants from a spreadsheet: the columns named as on the add-tenant form. */
export const tenantImport = defineImport({
  columns: { name: 'Name', phone: 'Phone', email: 'Email', joined_at: 'Joined date' },
  required: ['name', 'phone'],
  example: { name: 'Ravi Kumar', phone: '98765 43210', email: 'ravi@example.com', joined_at: '2026-01-15' },
});
export type TenantImportRow = ImportRow<typeof tenantImport>;

export const DUPLICATE_PHONE_IN_FILE = 'The same phone is on an earlier row';
export const DUPLICATE_PHONE_IN_BRANCH = 'A tenant with this phone is already in this branch';

/** Checks one row as the add-tenant form would; the tenant's values, or the problems. */
export function checkTenantRow(row: TenantImportRow) {
  return checkWith(tenantInput, {
    name: row.name ?? '',
    phone: row.phone ?? '',
    email: row.email?.trim() ? row.email : null,
    ...(row.joined_at?.trim() ? { joined_at: dateCell(row.joined_at) } : {}),
  });
}
