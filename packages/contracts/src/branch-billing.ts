import { z } from 'zod';
import { fromFormText, money } from './common.ts';
import { DUE_DAY_MODES, LOCK_IN_CHARGES, type LockInCharge } from './rent.ts';

/** What leaving inside the lock-in owes, as the settings say it. */
export const LOCK_IN_CHARGE_LABELS: Record<LockInCharge, string> = {
  rest_of_lock_in: 'The rent of the rest of the lock-in',
  fixed: 'A fixed amount',
};

export const LOCK_IN_AMOUNT_REQUIRED = 'Type the fixed amount owed for leaving inside the lock-in';

const wholeDays = (label: string, max: number) =>
  z
    .number({ message: `${label} is required` })
    .int({ message: `${label} must be a whole number` })
    .min(0, { message: `${label} cannot be negative` })
    .max(max, { message: `${label} can be at most ${max}` });

const billingFields = z
  .object({
    due_day: z.enum(DUE_DAY_MODES, { message: 'Choose when rent falls due' }),
    notice_days: wholeDays('Notice period', 365),
    lock_in_months: wholeDays('Lock-in', 36),
    lock_in_charge: z.enum(LOCK_IN_CHARGES, { message: 'Choose what leaving inside the lock-in owes' }),
    lock_in_amount: money('Lock-in charge').nullish(),
  })
  .strict();

const checkAmount = (v: { lock_in_charge: string; lock_in_amount?: number | null }, ctx: z.RefinementCtx) => {
  if (v.lock_in_charge === 'fixed' && (v.lock_in_amount === undefined || v.lock_in_amount === null)) {
    ctx.addIssue({ code: 'custom', path: ['lock_in_amount'], message: LOCK_IN_AMOUNT_REQUIRED });
  }
};

/**
 * PUT /api/branches/:branchId/billing: a branch's billing defaults for monthly stays (the due
 * day, the notice period, the lock-in and what leaving inside it owes). A monthly booking copies
 * them when it is made; later changes apply to bookings made after.
 */
export const branchBillingInput = billingFields.superRefine(checkAmount);
export const branchBillingForm = billingFields
  .extend({
    notice_days: fromFormText(wholeDays('Notice period', 365)),
    lock_in_months: fromFormText(wholeDays('Lock-in', 36)),
    lock_in_amount: fromFormText(money('Lock-in charge').optional()),
  })
  .superRefine(checkAmount);
export type BranchBillingInput = z.input<typeof branchBillingInput>;

export const branchBilling = z.object({
  branch_id: z.string(),
  due_day: z.enum(DUE_DAY_MODES),
  notice_days: z.number(),
  lock_in_months: z.number(),
  lock_in_charge: z.enum(LOCK_IN_CHARGES),
  lock_in_amount: z.number().nullable(),
});
export type BranchBilling = z.infer<typeof branchBilling>;
