import { sql } from 'drizzle-orm';
import type { TenantPrincipal } from '../../access/tenant-principal.ts';
import { query, type Tx } from '../../db/client.ts';
import { tenantStatement } from '../ledger/index.ts';
import { tenantPayments } from './payments.ts';

type StatementLine = { date: string; upcoming: boolean; debit: number | null; voided: boolean };

/**
 * 'What I owe': the balance and the deposit still to pay as the dues module counts them (its
 * statement), the next instalment or charge due after today, the branch's UPI details, and what
 * waits for the staff's confirmation. Null when the tenant is gone.
 */
export async function tenantHome(db: Tx, me: Pick<TenantPrincipal, 'tenantId' | 'branchId'>, today: string) {
  const statement = await tenantStatement(db, me.tenantId, today);
  if (!statement) return null;
  const [branch] = await query<{ name: string; upi_id: string | null; payee_name: string | null }>(
    db,
    sql`select name, upi_id, payee_name from branches where id = ${me.branchId}`,
  );
  const upcoming = (statement.lines as StatementLine[]).filter((l) => l.upcoming && !l.voided && l.debit);
  const nextDate = upcoming[0]?.date ?? null;
  const awaiting = (await tenantPayments(db, me.tenantId)).filter((p) => p.state === 'awaiting');
  return {
    tenant: { id: statement.tenant.id, name: statement.tenant.name, phone: statement.tenant.phone },
    branch: branch!,
    as_of: statement.as_of,
    balance: statement.balance,
    oldest_due_date: statement.oldest_due_date,
    deposit_outstanding: statement.deposit.outstanding,
    next_due: nextDate
      ? {
          date: nextDate,
          amount: upcoming.filter((l) => l.date === nextDate).reduce((sum, l) => sum + (l.debit ?? 0), 0),
        }
      : null,
    awaiting_confirmation: awaiting.reduce((sum, p) => sum + p.amount, 0),
  };
}
