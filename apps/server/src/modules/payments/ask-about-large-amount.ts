import { addDaysIso } from '@pg/contracts/bookings';
import { largePaymentQuestion } from '@pg/contracts/payments';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tenants } from '../../db/schema/operations.ts';
import { AppError } from '../../lib/errors.ts';
import { tenantBalance } from '../ledger/index.ts';

/**
 * Asks (409 confirmation_required, sent again with `amount_confirmed`) before recording an amount
 * far above what the tenant owes (largePaymentQuestion): for rent, what is due by a month from
 * today less what they paid, so paying the next month ahead is not asked about; for a deposit,
 * the deposit still to pay. A tenant of another branch is left to recordPayment's 404.
 */
export async function askAboutLargeAmount(
  db: Db,
  branchId: string,
  tenantId: string,
  amount: number,
  purpose: 'rent' | 'deposit',
  today: string,
) {
  // Never a word of another branch's tenant: their balance is not this branch's to tell.
  const [own] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), eq(tenants.branchId, branchId)));
  if (!own) return;
  const owes = await tenantBalance(db, tenantId, purpose === 'rent' ? addDaysIso(today, 31) : today);
  const question = largePaymentQuestion(
    amount,
    purpose === 'rent' ? owes.balance : owes.deposit_due,
    purpose,
  );
  if (question) throw new AppError('confirmation_required', question);
}
