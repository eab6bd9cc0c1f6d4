import { z } from 'zod';
import { fromFormText, money } from './common.ts';

/** A fee for each day a rent instalment stays unpaid after the grace days, or one flat fee. */
export const LATE_FEE_KINDS = ['per_day', 'flat'] as const;
export const LATE_FEE_KIND_LABELS: Record<(typeof LATE_FEE_KINDS)[number], string> = {
  per_day: 'Per day',
  flat: 'Flat fee',
};

const graceDays = z
  .number({
    error: (i) => (i.input === undefined ? 'Grace days is required' : 'Grace days must be a number'),
  })
  .int({ message: 'Grace days must be a whole number' })
  .min(0, { message: 'Grace days must be 0 or more' })
  .max(60, { message: 'Grace days must be at most 60' });

/**
 * A branch's late fee rule (PUT /api/branches/:branchId/late-fee-rule): the grace days after a
 * rent instalment's due date, then a fee per day (or one flat fee), at most `cap` per instalment
 * (a month's rent); no cap: per-day fees run until the month is paid.
 */
export const lateFeeRuleInput = z
  .object({
    grace_days: graceDays,
    kind: z.enum(LATE_FEE_KINDS, { message: 'Choose per day or a flat fee' }),
    amount: money('Fee'),
    cap: money('Cap per month').nullable().default(null),
  })
  .strict()
  .refine((r) => r.cap === null || r.cap >= r.amount, {
    message: 'Cap per month must be at least the fee',
    path: ['cap'],
  });
export type LateFeeRuleValues = z.output<typeof lateFeeRuleInput>;

/** The settings form: numbers typed as text, an empty cap is none. */
export const lateFeeRuleForm = z
  .object({
    grace_days: fromFormText(graceDays),
    kind: z.enum(LATE_FEE_KINDS, { message: 'Choose per day or a flat fee' }),
    amount: fromFormText(money('Fee')),
    cap: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      fromFormText(money('Cap per month')).nullable(),
    ),
  })
  .refine((r) => r.cap === null || r.cap >= r.amount, {
    message: 'Cap per month must be at least the fee',
    path: ['cap'],
  });

export const lateFeeRule = z.object({
  branch_id: z.string(),
  grace_days: z.number(),
  kind: z.enum(LATE_FEE_KINDS),
  amount: z.number(),
  cap: z.number().nullable(),
  effective_from: z.string(),
  updated_at: z.string(),
});
export type LateFeeRule = z.infer<typeof lateFeeRule>;

/** GET: the branch's rule, or null when it charges no late fees. */
export const lateFeeRuleAnswer = z.object({ rule: lateFeeRule.nullable() });
