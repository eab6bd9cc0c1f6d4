import {
  type ExpenseUpdate,
  type PaymentUpdate,
  VOIDED_EXPENSE_MESSAGE,
  VOIDED_PAYMENT_MESSAGE,
} from '@pg/contracts/corrections';
import { formatRupees } from '@pg/contracts/numbers';
import { PAYMENT_METHOD_LABELS, referenceProblem } from '@pg/contracts/payments';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { expenses, payments } from '../../db/schema/operations.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { badRequest, conflict, refuseAfterToday } from '../../lib/errors.ts';
import { expenseColumns } from '../expenses/index.ts';
import { ddmmyyyy, notifyCorrection, searchLink } from '../notifications/index.ts';
import { getPayment, refuseRecordedUtr, withUtrCheck } from '../payments/index.ts';

type Shown = { amount: number; date: string };
type PaymentShown = Shown & {
  branch_id: string;
  tenant_name: string;
  method: string;
  reference?: string | null;
  note?: string | null;
};
type ExpenseShown = Shown & {
  branch_id: string;
  category: string;
  vendor?: string | null;
  note?: string | null;
};

const methodLabel = (m: string) => PAYMENT_METHOD_LABELS[m as keyof typeof PAYMENT_METHOD_LABELS] ?? m;
const paymentWhat = (p: PaymentShown) =>
  `${formatRupees(p.amount)} from ${p.tenant_name} (${methodLabel(p.method)}, ${ddmmyyyy(p.date)})`;
const expenseWhat = (e: ExpenseShown) => `${formatRupees(e.amount)} for ${e.category} (${ddmmyyyy(e.date)})`;

/** What an edit changed, in words: 'amount ₹800.00 → ₹8,000.00; method Cash → UPI'. */
function changes<T extends Shown>(before: T, after: T, fields: Record<string, (v: unknown) => string>) {
  return Object.entries(fields)
    .filter(([k]) => before[k as keyof T] !== after[k as keyof T])
    .map(([k, show]) => `${k} ${show(before[k as keyof T])} → ${show(after[k as keyof T])}`)
    .join('; ');
}
const plain = (v: unknown) => (v === null || v === undefined || v === '' ? '(none)' : String(v));
const PAYMENT_FIELDS = {
  amount: (v: unknown) => formatRupees(Number(v)),
  method: (v: unknown) => methodLabel(String(v)),
  date: (v: unknown) => ddmmyyyy(String(v)),
  reference: plain,
  note: plain,
};
const EXPENSE_FIELDS = {
  amount: (v: unknown) => formatRupees(Number(v)),
  date: (v: unknown) => ddmmyyyy(String(v)),
  category: plain,
  vendor: plain,
  note: plain,
};

/**
 * Corrections of money records: a payment or an expense is edited, or voided with a reason. Each
 * is one transaction with its audit entry (before and after); the row is locked first, so an edit
 * and a void of the same record queue up. A voided record stays, counts nowhere (the totals'
 * triggers, dues and reports leave it out) and cannot be changed again (409).
 */

const lockPayment = async (tx: Tx, id: string) =>
  (
    await tx
      .select({
        voidedAt: payments.voidedAt,
        branchId: payments.branchId,
        method: payments.method,
        reference: payments.reference,
        purpose: payments.purpose,
      })
      .from(payments)
      .where(eq(payments.id, id))
      .for('update')
  )[0];

/**
 * A change of method or reference keeps the reference rule of the method it leaves (a UPI payment's
 * 12-digit UTR...) and the one-UTR-per-branch rule; an edit of other fields leaves an old reference be.
 * A new date is at the latest `today` (India).
 */
export async function updatePayment(
  db: Db,
  id: string,
  input: PaymentUpdate,
  actor: AuditActor,
  today: string,
) {
  refuseAfterToday(input.date, today);
  let utr = { branchId: '', reference: null as string | null };
  return withUtrCheck(
    db,
    () => utr,
    () =>
      db.transaction(async (tx) => {
        const locked = await lockPayment(tx, id);
        if (!locked) return null;
        if (locked.voidedAt) throw conflict(VOIDED_PAYMENT_MESSAGE);
        if (input.method !== undefined || input.reference !== undefined) {
          const changed = {
            method: input.method ?? locked.method,
            reference: input.reference === undefined ? locked.reference : input.reference,
            purpose: locked.purpose,
          };
          const problem = referenceProblem(changed.method, changed.reference);
          if (problem) throw badRequest(problem, { reference: problem });
          utr = { branchId: locked.branchId, reference: changed.reference };
          await refuseRecordedUtr(tx, locked.branchId, changed, id);
        }
        return editPayment(tx, id, input, actor);
      }),
  );
}

async function editPayment(tx: Tx, id: string, input: PaymentUpdate, actor: AuditActor) {
  const before = (await getPayment(tx, id))!;
  await tx.update(payments).set(input).where(eq(payments.id, id));
  const after = (await getPayment(tx, id))!;
  await writeAudit(tx, { actor, action: 'payment.update', entity: 'payment', entityId: id, before, after });
  await notifyCorrection(tx, {
    branchId: after.branch_id,
    title: 'Payment edited',
    what: `${paymentWhat(before)}: ${changes(before, after, PAYMENT_FIELDS) || 'nothing changed'}`,
    actor,
    link: searchLink('/payments', after.tenant_name),
  });
  return after;
}

export async function voidPayment(db: Db, id: string, reason: string, actor: AuditActor, now: Date) {
  return db.transaction(async (tx) => {
    const locked = await lockPayment(tx, id);
    if (!locked) return null;
    if (locked.voidedAt) throw conflict(VOIDED_PAYMENT_MESSAGE);
    const before = (await getPayment(tx, id))!;
    await tx
      .update(payments)
      .set({ voidedAt: now.toISOString(), voidedBy: actor?.id ?? null, voidReason: reason })
      .where(eq(payments.id, id));
    const after = (await getPayment(tx, id))!;
    await writeAudit(tx, { actor, action: 'payment.void', entity: 'payment', entityId: id, before, after });
    await notifyCorrection(tx, {
      branchId: after.branch_id,
      title: 'Payment voided',
      what: paymentWhat(before),
      actor,
      reason,
      link: searchLink('/payments', after.tenant_name),
      voidOf: id,
    });
    return after;
  });
}

const lockExpense = async (tx: Tx, id: string) =>
  (await tx.select(expenseColumns).from(expenses).where(eq(expenses.id, id)).for('update'))[0];
const readExpense = async (tx: Tx, id: string) =>
  (await tx.select(expenseColumns).from(expenses).where(eq(expenses.id, id)))[0]!;

/** Edits an expense, audited; a new date is at the latest `today` (India). */
export async function updateExpense(
  db: Db,
  id: string,
  input: ExpenseUpdate,
  actor: AuditActor,
  today: string,
) {
  refuseAfterToday(input.date, today);
  return db.transaction(async (tx) => {
    const before = await lockExpense(tx, id);
    if (!before) return null;
    if (before.voided_at) throw conflict(VOIDED_EXPENSE_MESSAGE);
    await tx.update(expenses).set(input).where(eq(expenses.id, id));
    const after = await readExpense(tx, id);
    await writeAudit(tx, { actor, action: 'expense.update', entity: 'expense', entityId: id, before, after });
    await notifyCorrection(tx, {
      branchId: after.branch_id,
      title: 'Expense edited',
      what: `${expenseWhat(before)}: ${changes(before, after, EXPENSE_FIELDS) || 'nothing changed'}`,
      actor,
      link: searchLink('/expenses', after.category),
    });
    return after;
  });
}

export async function voidExpense(db: Db, id: string, reason: string, actor: AuditActor, now: Date) {
  return db.transaction(async (tx) => {
    const before = await lockExpense(tx, id);
    if (!before) return null;
    if (before.voided_at) throw conflict(VOIDED_EXPENSE_MESSAGE);
    await tx
      .update(expenses)
      .set({ voidedAt: now.toISOString(), voidedBy: actor?.id ?? null, voidReason: reason })
      .where(eq(expenses.id, id));
    const after = await readExpense(tx, id);
    await writeAudit(tx, { actor, action: 'expense.void', entity: 'expense', entityId: id, before, after });
    await notifyCorrection(tx, {
      branchId: after.branch_id,
      title: 'Expense voided',
      what: expenseWhat(before),
      actor,
      reason,
      link: searchLink('/expenses', after.category),
      voidOf: id,
    });
    return after;
  });
}
