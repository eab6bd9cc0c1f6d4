import { z } from 'zod';
import { fromFormText, isoDate, money, optionalText, uuid, voidFields } from './common.ts';

/** What a charge is for. A list, so that a category can be added later without a migration. */
export const CHARGE_CATEGORIES = [
  'Electricity',
  'Food',
  'Laundry',
  'Maintenance',
  'Damage',
  'Late fee',
  'Other',
] as const;
export type ChargeCategory = (typeof CHARGE_CATEGORIES)[number];

/** An optional id chosen in a form: empty, null or absent all mean none. */
const optionalId = z
  .union([z.literal(''), uuid])
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * Add Charge (POST /api/tenants/:id/charges): what a tenant owes besides rent, due on its date.
 * Date, category and amount required; description and booking optional.
 */
export const chargeInput = z
  .object({
    date: isoDate('Date'),
    category: z.enum(CHARGE_CATEGORIES, { message: 'Choose a category' }),
    description: optionalText('Description', 500, { multiline: true }),
    amount: money('Amount'),
    booking_id: optionalId,
  })
  .strict();
/** The Add Charge form: the amount is typed as text. */
export const chargeForm = chargeInput.extend({ amount: fromFormText(money('Amount')) });
export type ChargeValues = z.output<typeof chargeInput>;

export const charge = z.object({
  id: z.string(),
  branch_id: z.string(),
  tenant_id: z.string(),
  booking_id: z.string().nullable(),
  date: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  amount: z.number(),
  /** A voided charge stays in the history and is owed by nobody. */
  ...voidFields,
  created_at: z.string(),
});
export type Charge = z.infer<typeof charge>;

export const chargeList = z.object({ items: z.array(charge) });

export const VOIDED_CHARGE_MESSAGE = 'This charge is void and cannot be changed';
export const BOOKING_OF_ANOTHER_TENANT = 'This booking belongs to another tenant';
