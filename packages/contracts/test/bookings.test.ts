import { describe, expect, it } from 'vitest';
import {
  BOOKING_TOO_LONG,
  bookingForm,
  bookingInput,
  bookingStatusVariant,
  canApplyBookingAction,
  END_BEFORE_START,
} from '../src/bookings.ts';

const ids = {
  tenant_id: '0b5c1b5e-7a34-4c5e-9d7a-0e0d5e0b7a11',
  bed_id: '1b5c1b5e-7a34-4c5e-9d7a-0e0d5e0b7a11',
};
const issues = (input: unknown) => {
  const r = bookingInput.safeParse(input);
  const fields: Record<string, string> = {};
  // The first message of each field, as the form and the server show it.
  for (const i of r.success ? [] : r.error.issues) fields[i.path.join('.')] ??= i.message;
  return fields;
};

describe('bookingInput', () => {
  it('accepts a same-day booking', () => {
    expect(issues({ ...ids, start_date: '2026-01-01', end_date: '2026-01-01' })).toEqual({});
  });

  it('puts an end before the start on end_date', () => {
    expect(issues({ ...ids, start_date: '2026-01-02', end_date: '2026-01-01' })).toEqual({
      end_date: END_BEFORE_START,
    });
  });

  it('refuses a booking longer than 3 years', () => {
    expect(issues({ ...ids, start_date: '2026-01-01', end_date: '2029-01-01' })).toEqual({});
    expect(issues({ ...ids, start_date: '2028-02-29', end_date: '2031-02-28' })).toEqual({});
    expect(issues({ ...ids, start_date: '2026-01-01', end_date: '2029-01-02' })).toEqual({
      end_date: BOOKING_TOO_LONG,
    });
  });

  it('names missing pickers and impossible dates', () => {
    expect(issues({ tenant_id: '', bed_id: '', start_date: '2026-02-30', end_date: '' })).toEqual({
      tenant_id: 'Tenant is required',
      bed_id: 'Bed is required',
      start_date: 'Start date must be a real date',
      end_date: 'End date is required',
    });
  });

  it('accepts and drops nothing else: unknown fields are refused', () => {
    expect(
      issues({ ...ids, start_date: '2026-01-01', end_date: '2026-01-02', status: 'checked_in' }),
    ).toHaveProperty(['']);
  });
});

describe('bookingForm', () => {
  const base = { ...ids, start_date: '2026-01-01', end_date: '2026-01-31' };
  it('reads the security deposit typed as text: empty is none', () => {
    expect(bookingForm.parse({ ...base, deposit: '' }).deposit).toBeUndefined();
    expect(bookingForm.parse({ ...base, deposit: ' 5000.50 ' }).deposit).toBe(5000.5);
  });
  it('checks the deposit as money and the dates as the API does', () => {
    const fields = (deposit: string) => {
      const r = bookingForm.safeParse({ ...base, deposit });
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(fields('12.345')).toEqual(['deposit: Security deposit can have at most 2 decimals']);
    expect(fields('0')).toEqual(['deposit: Security deposit must be greater than 0']);
    expect(fields('10000000')).toEqual(['deposit: Security deposit must be at most ₹99,99,999.99']);
    const r = bookingForm.safeParse({ ...base, end_date: '2025-12-31', deposit: '' });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([END_BEFORE_START]);
  });
});

describe('booking statuses', () => {
  it('uses the spec badge variants', () => {
    expect(bookingStatusVariant('cancelled')).toBe('destructive');
    expect(bookingStatusVariant('checked_out')).toBe('secondary');
    expect(bookingStatusVariant('booked')).toBe('outline');
    expect(bookingStatusVariant('checked_in')).toBe('default');
  });

  it('moves booked -> checked_in -> checked_out, or booked/checked_in -> cancelled', () => {
    expect(canApplyBookingAction('check-in', 'booked')).toBe(true);
    expect(canApplyBookingAction('check-in', 'checked_in')).toBe(false);
    expect(canApplyBookingAction('check-out', 'checked_in')).toBe(true);
    expect(canApplyBookingAction('check-out', 'booked')).toBe(false);
    expect(canApplyBookingAction('cancel', 'booked')).toBe(true);
    expect(canApplyBookingAction('cancel', 'checked_in')).toBe(true);
    expect(canApplyBookingAction('cancel', 'checked_out')).toBe(false);
    expect(canApplyBookingAction('check-in', 'cancelled')).toBe(false);
  });
});
