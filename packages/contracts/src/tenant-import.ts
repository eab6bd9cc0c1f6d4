import { z } from 'zod';
import { fromFormText, money } from './common.ts';
import { checkWith, dateCell, defineImport, type ImportRow, moneyText } from './imports.ts';
import { tenantInput } from './tenants.ts';

/**
 * Tenants from a spreadsheet: the columns named as on the add-tenant form, and what each owes as
 * they come from a notebook or another app (the opening balance: negative when paid ahead).
 */
export const tenantImport = defineImport({
  columns: {
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    joined_at: 'Joined date',
    opening_balance: 'Opening balance',
  },
  required: ['name', 'phone'],
  example: {
    name: 'Ravi Kumar',
    phone: '98765 43210',
    email: 'ravi@example.com',
    joined_at: '2026-01-15',
    opening_balance: '4500',
  },
  note: 'An opening balance is what the tenant owes today (negative when paid ahead): it is added as an ‘Opening balance’ charge, or a payment, dated the day of the import.',
});
export type TenantImportRow = ImportRow<typeof tenantImport>;

export const DUPLICATE_PHONE_IN_FILE = 'The same phone is on an earlier row';
export const DUPLICATE_PHONE_IN_BRANCH = 'A tenant with this phone is already in this branch';

/** What an opening balance's charge (or, when negative, its payment) is called. */
export const OPENING_BALANCE = 'Opening balance';

/**
 * An opening balance: rupees owed, or paid ahead when negative, within what a payment or charge
 * may hold; empty or 0 is none.
 */
const openingBalance = fromFormText(
  z
    .number({ error: 'Opening balance must be a number' })
    .superRefine((v, ctx) => {
      if (v === 0) return;
      const checked = money(OPENING_BALANCE).safeParse(Math.abs(v));
      for (const issue of checked.error?.issues ?? [])
        ctx.addIssue({ code: 'custom', message: issue.message });
    })
    .optional(),
);

const tenantImportValues = tenantInput.extend({ opening_balance: openingBalance });
export type TenantImportValues = z.output<typeof tenantImportValues>;

/** Checks one row as the add-tenant form would; the tenant's values, or the problems. */
export function checkTenantRow(row: TenantImportRow) {
  return checkWith(tenantImportValues, {
    name: row.name ?? '',
    phone: row.phone ?? '',
    email: row.email?.trim() ? row.email : null,
    ...(row.joined_at?.trim() ? { joined_at: dateCell(row.joined_at) } : {}),
    opening_balance: moneyText(row.opening_balance),
  });
}
