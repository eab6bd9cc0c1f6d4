import { z } from 'zod';
import { CHARGE_CATEGORIES } from './charges.ts';
import { fromFormText, isoDate, money, optionalText, requiredText, uuid, voidFields } from './common.ts';

/** How a room's electricity bill is shared: by the days each tenant stayed, or equally per head. */
export const ELECTRICITY_SPLITS = ['days', 'per_head'] as const;

export const ELECTRICITY_SPLIT_LABELS: Record<(typeof ELECTRICITY_SPLITS)[number], string> = {
  days: 'By the days each tenant stayed',
  per_head: 'Equally per head',
};

/** A branch's electricity rate (PUT /api/branches/:branchId/electricity-rate). */
export const electricityRateInput = z
  .object({
    rate_per_unit: money('Rate per unit'),
    minimum_amount: money('Minimum amount')
      .nullish()
      .transform((v) => v ?? null),
    split: z.enum(ELECTRICITY_SPLITS, { message: 'Choose how the bill is shared' }),
  })
  .strict();
/** The settings form: amounts typed as text, an empty minimum is none. */
export const electricityRateForm = electricityRateInput.extend({
  rate_per_unit: fromFormText(money('Rate per unit')),
  minimum_amount: fromFormText(money('Minimum amount').optional()).transform((v) => v ?? null),
});
export const electricityRate = z.object({
  branch_id: z.string(),
  rate_per_unit: z.number(),
  minimum_amount: z.number().nullable(),
  split: z.enum(ELECTRICITY_SPLITS),
});

/** Add a meter to a room (POST /api/rooms/:id/meters); a bed's own meter names the bed. */
export const meterInput = z
  .object({
    name: requiredText('Meter name', 100),
    bed_id: z
      .union([z.literal(''), uuid])
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .strict();
export type MeterValues = z.output<typeof meterInput>;
export const meter = z.object({
  id: z.string(),
  branch_id: z.string(),
  room_id: z.string(),
  bed_id: z.string().nullable(),
  name: z.string(),
  last_reading: z.number().nullable(),
  last_reading_date: z.string().nullable(),
});
export const meterList = z.object({ items: z.array(meter) });

/** The counter read off a meter: a number of units, not money (0 allowed, 2 decimals). */
const meterCount = z
  .number({ error: (i) => (i.input === undefined ? 'Reading is required' : 'Reading must be a number') })
  .refine((v) => v >= 0, { message: 'Reading cannot be negative', abort: true })
  .refine((v) => Math.round(v * 100) === v * 100, { message: 'Reading can have at most 2 decimals' })
  .refine((v) => v < 1e10, { message: 'Reading is too large' });

/** Record a reading (POST /api/meters/:id/readings). */
export const readingInput = z
  .object({
    date: isoDate('Date'),
    reading: meterCount,
    new_meter: z.boolean().default(false),
  })
  .strict();
export type ReadingValues = z.output<typeof readingInput>;
/** The Add reading form: the reading typed as text. */
export const readingForm = readingInput.extend({ reading: fromFormText(meterCount) });

export const reading = z.object({
  id: z.string(),
  meter_id: z.string(),
  date: z.string(),
  reading: z.number(),
  new_meter: z.boolean(),
  previous_date: z.string().nullable(),
  previous_reading: z.number().nullable(),
  units: z.number(),
  amount: z.number(),
  /** A photo of the meter at this reading is kept (PUT/GET /api/meter-readings/:id/photo). */
  has_photo: z.boolean(),
  ...voidFields,
  charges: z.array(z.object({ id: z.string(), tenant_id: z.string(), amount: z.number() })),
});
export const readingList = z.object({ items: z.array(reading) });

export const READING_BELOW_LAST = (last: number) =>
  `The reading cannot be below the last one (${last}); mark it as a new meter if the meter was replaced`;
export const READING_NOT_AFTER_LAST = 'The date must be after the last reading’s date';
export const NO_ELECTRICITY_RATE = 'Set the branch’s electricity rate first';
export const VOIDED_READING_MESSAGE = 'This reading is void and cannot be changed';

/** Charge many (POST /api/branches/:branchId/charges/bulk[/preview]): one charge to every current tenant of a place. */
export const bulkChargeScope = z
  .object({
    property_id: uuid.nullish(),
    floor_id: uuid.nullish(),
    room_id: uuid.nullish(),
  })
  .strict();
export const bulkChargeInput = z
  .object({
    date: isoDate('Date'),
    category: z.enum(CHARGE_CATEGORIES, { message: 'Choose a category' }),
    description: optionalText('Description', 500, { multiline: true }),
    amount: money('Amount'),
    scope: bulkChargeScope.default({}),
  })
  .strict();
export type BulkChargeValues = z.output<typeof bulkChargeInput>;

/** Who a Charge many form charges: every current tenant of the branch, or of one property, floor or room. */
export const BULK_CHARGE_LEVELS = ['branch', 'property', 'floor', 'room'] as const;
export type BulkChargeLevel = (typeof BULK_CHARGE_LEVELS)[number];
export const BULK_CHARGE_LEVEL_LABELS: Record<BulkChargeLevel, string> = {
  branch: 'The whole branch',
  property: 'A property',
  floor: 'A floor',
  room: 'A room',
};
const chosenId = z
  .union([z.literal(''), uuid])
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * The Charge many form: the amount typed as text, and the place chosen by its level then its
 * record (a level other than the branch needs its record). Gives what the API takes.
 */
export const bulkChargeForm = z
  .object({
    date: isoDate('Date'),
    category: z.enum(CHARGE_CATEGORIES, { message: 'Choose a category' }),
    description: optionalText('Description', 500, { multiline: true }),
    amount: fromFormText(money('Amount')),
    level: z.enum(BULK_CHARGE_LEVELS, { message: 'Choose who is charged' }),
    property_id: chosenId,
    floor_id: chosenId,
    room_id: chosenId,
  })
  .superRefine((v, ctx) => {
    if (v.level !== 'branch' && !v[`${v.level}_id`]) {
      ctx.addIssue({ code: 'custom', path: [`${v.level}_id`], message: `Choose a ${v.level}` });
    }
  })
  .transform(
    ({ level, property_id, floor_id, room_id, ...charge }): BulkChargeValues => ({
      ...charge,
      scope: {
        property_id: level === 'property' ? property_id : null,
        floor_id: level === 'floor' ? floor_id : null,
        room_id: level === 'room' ? room_id : null,
      },
    }),
  );
export const bulkChargePreview = z.object({
  count: z.number(),
  total: z.number(),
  tenants: z.array(z.object({ id: z.string(), name: z.string() })),
});
export const bulkChargeResult = z.object({
  count: z.number(),
  total: z.number(),
  charge_ids: z.array(z.string()),
});
export const NO_CURRENT_TENANTS = 'No current tenant lives there';
