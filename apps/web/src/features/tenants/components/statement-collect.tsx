import type { TenantStatement } from '@pg/contracts/dues';
import { type Owed, RemindedNote, ReminderActions, UpiPayment } from '@/domain/collecting/collect';
import { useBranch } from '@/lib/branch-context';
import { formatDate, formatMoney } from '@/lib/format';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';

/** What the statement's tenant owes today, for the UPI link and the reminder. */
export const owedOfStatement = (statement: TenantStatement): Owed => ({
  tenantId: statement.tenant.id,
  tenantName: statement.tenant.name,
  phone: statement.tenant.phone,
  amount: statement.balance,
  dueDate: statement.oldest_due_date,
});

/** The statement's branch, with its payment details, among the branches the user works in. */
export function useStatementBranch(statement: TenantStatement) {
  const { branches } = useBranch();
  return branches.find((b) => b.id === statement.tenant.branch_id) ?? null;
}

/**
 * When the tenant owes: the UPI QR code of the balance, 'Send reminder' and 'Copy message', and
 * when they were last reminded. Nothing when nothing is owed.
 */
export function StatementCollect({
  statement,
  className,
}: {
  statement: TenantStatement;
  className?: string;
}) {
  const branch = useStatementBranch(statement);
  const { can } = useSession();
  if (!branch || statement.balance <= 0) return null;
  const owed = owedOfStatement(statement);
  return (
    <section
      aria-label="Collect"
      className={cn(
        'flex flex-col items-center gap-4 rounded-lg border p-4 sm:flex-row sm:items-start print:hidden',
        className,
      )}
    >
      <UpiPayment branch={branch} owed={owed} size={180} />
      <div className="grid gap-2 text-center sm:text-left">
        <p className="font-medium">
          {statement.oldest_due_date
            ? `${formatMoney(owed.amount)} owed since ${formatDate(statement.oldest_due_date)}`
            : `${formatMoney(owed.amount)} owed`}
        </p>
        <RemindedNote daysAgo={statement.reminded_days_ago} />
        {can('payments:create') && <ReminderActions branch={branch} owed={owed} />}
      </div>
    </section>
  );
}
