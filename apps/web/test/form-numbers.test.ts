import { zodResolver } from '@hookform/resolvers/zod';
import { expenseForm, expenseInput } from '@pg/contracts/expenses';
import {
  bedForm,
  bedInput,
  bedPageForm,
  floorForm,
  floorInput,
  roomForm,
  roomInput,
} from '@pg/contracts/inventory';
import { paymentForm, paymentInput } from '@pg/contracts/payments';
import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

/**
 * The dialogs' number inputs hold text; their form schemas read it, so that what a dialog submits
 * (the resolver's values) carries JSON numbers, which the API's own schema accepts. The API takes
 * no number written as text.
 */
const ID = '6f1c8c2e-2b7a-4e0f-9a53-0b7d5c2b1f10';
/** The bed forms' service fields as a new bed has them. */
const inService = { out_of_service: false, out_of_service_reason: '', out_of_service_until: '' };

async function submitted(schema: z.ZodType, values: Record<string, unknown>) {
  const resolver = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  expect(result.errors).toEqual({});
  return result.values as Record<string, unknown>;
}

describe('the dialogs submit JSON numbers the API accepts', () => {
  it.each([
    [
      'Record Payment',
      paymentForm,
      paymentInput,
      {
        tenant_id: ID,
        booking_id: '',
        amount: '2500.50',
        method: 'cash',
        date: '2026-01-15',
        reference: '',
        note: '',
      },
      { amount: 2500.5 },
    ],
    [
      'Add Expense',
      expenseForm,
      expenseInput,
      { date: '2026-01-15', category: 'Repairs', amount: ' 120 ', vendor: '', note: 'Tap\nand washer' },
      { amount: 120 },
    ],
    [
      'Add Floor',
      floorForm,
      floorInput,
      { property_id: ID, floor_number: '-1', name: 'Basement' },
      { floor_number: -1 },
    ],
    [
      'Add Room',
      roomForm,
      roomInput,
      { floor_id: ID, room_number: '101', name: 'Corner', capacity: '3' },
      { capacity: 3 },
    ],
    [
      'Add Bed (drill-down)',
      bedForm,
      bedInput,
      { room_id: ID, bed_number: 'A', bed_type: 'bunk', base_rent_per_day: '399.50', ...inService },
      { base_rent_per_day: 399.5 },
    ],
    [
      'Add Bed (beds page)',
      bedPageForm,
      bedInput,
      { room_id: ID, bed_number: 'A', bed_type: 'single', base_rent_per_day: '450', ...inService },
      { base_rent_per_day: 450 },
    ],
  ] as const)('%s', async (_name, form, api, typed, numbers) => {
    const values = await submitted(form, typed);
    expect(values).toMatchObject(numbers);
    const body = JSON.parse(JSON.stringify(values)) as unknown;
    expect(api.safeParse(body).success).toBe(true);
    // What the text input held is not what the API takes.
    expect(api.safeParse(typed).success).toBe(false);
  });

  it('an empty amount is missing, not zero', async () => {
    const resolver = zodResolver(paymentForm) as unknown as Resolver<FieldValues>;
    const result = await resolver(
      { tenant_id: ID, amount: '', method: 'cash', date: '2026-01-15' },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect((result.errors as { amount?: { message?: string } }).amount?.message).toBe('Amount is required');
  });
});
