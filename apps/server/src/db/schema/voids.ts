import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, text } from 'drizzle-orm/pg-core';
import { actorColumn } from './auth.ts';
import { timestampTz } from './columns.ts';

/**
 * A money record voided with a reason (payments, expenses, charges): it stays and counts nowhere.
 * The check keeps a void and its reason together.
 */
export const voidColumns = () => ({
  voidedAt: timestampTz('voided_at'),
  voidedBy: actorColumn('voided_by'),
  voidReason: text('void_reason'),
});
export const voidCheck = (name: string, t: { voidedAt: AnyPgColumn; voidReason: AnyPgColumn }) =>
  check(name, sql`(${t.voidedAt} is null) = (${t.voidReason} is null)`);
