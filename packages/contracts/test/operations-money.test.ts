import { describe, expect, it } from 'vitest';
import {
  canChangeComplaintStatus,
  complaintInput,
  complaintStatusesBefore,
  nextComplaintStatuses,
} from '../src/complaints.ts';
import { expenseInput } from '../src/expenses.ts';
import { paymentInput, receiptNumber } from '../src/payments.ts';

const TENANT = '0b6f5c3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f';
const BOOKING = '1c7a6d4f-2e3b-4d6c-8f9a-8b7c6d5e4f30';

const fieldError = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => result.error?.issues.find((i) => i.path[0] === field)?.message;

describe('paymentInput', () => {
  const valid = { tenant_id: TENANT, amount: 1500, method: 'cash', date: '2026-01-15' };

  it('accepts a minimal payment and fills the optional fields with null', () => {
    expect(paymentInput.parse(valid)).toEqual({
      ...valid,
      booking_id: null,
      reference: null,
      note: null,
    });
  });

  it('accepts a booking, a reference and an amount typed as text in a form', () => {
    const parsed = paymentInput.parse({
      ...valid,
      amount: '2500.50',
      booking_id: BOOKING,
      reference: ' UTR123 ',
      note: '',
    });
    expect(parsed).toMatchObject({ amount: 2500.5, booking_id: BOOKING, reference: 'UTR123', note: null });
    expect(paymentInput.parse({ ...valid, booking_id: '' }).booking_id).toBeNull();
  });

  it.each([
    [0, 'Amount must be greater than 0'],
    [-5, 'Amount must be greater than 0'],
    [1.234, 'Amount can have at most 2 decimals'],
    ['', 'Amount must be greater than 0'],
    ['abc', 'Amount must be a number'],
  ])('refuses the amount %s', (amount, message) => {
    expect(fieldError(paymentInput.safeParse({ ...valid, amount }), 'amount')).toBe(message);
  });

  it('accepts two decimals that floats cannot hold exactly', () => {
    expect(paymentInput.safeParse({ ...valid, amount: 0.29 }).success).toBe(true);
    expect(paymentInput.safeParse({ ...valid, amount: 1234.56 }).success).toBe(true);
  });

  it('refuses a date that is not in the calendar, an unknown method, a missing tenant and unknown fields', () => {
    expect(fieldError(paymentInput.safeParse({ ...valid, date: '2026-02-30' }), 'date')).toBe(
      'Date must be a valid date (YYYY-MM-DD)',
    );
    expect(fieldError(paymentInput.safeParse({ ...valid, method: 'cheque' }), 'method')).toBe(
      'Choose a payment method',
    );
    expect(fieldError(paymentInput.safeParse({ ...valid, tenant_id: '' }), 'tenant_id')).toBe(
      'Tenant is required',
    );
    expect(fieldError(paymentInput.safeParse({ ...valid, booking_id: 'nope' }), 'booking_id')).toBe(
      'Booking is not valid',
    );
    expect(paymentInput.safeParse({ ...valid, status: 'pending' }).success).toBe(false);
  });
});

describe('receiptNumber', () => {
  it('is RCPT-<yyyymmdd>-<first 8 of the id>', () => {
    expect(receiptNumber({ id: '3f9a1c2b-0000-4000-8000-000000000000', date: '2026-01-15' })).toBe(
      'RCPT-20260115-3F9A1C2B',
    );
  });
});

describe('complaintInput', () => {
  const valid = { tenant_id: TENANT, category: 'Plumbing', priority: 'medium', description: 'Tap leaks' };

  it('accepts the four priorities and trims texts', () => {
    for (const priority of ['low', 'medium', 'high', 'critical']) {
      expect(complaintInput.safeParse({ ...valid, priority }).success).toBe(true);
    }
    expect(complaintInput.parse({ ...valid, category: '  Wi-Fi ' }).category).toBe('Wi-Fi');
  });

  it('refuses an unknown priority and empty texts, naming the field', () => {
    expect(fieldError(complaintInput.safeParse({ ...valid, priority: 'urgent' }), 'priority')).toBe(
      'Priority must be low, medium, high or critical',
    );
    expect(fieldError(complaintInput.safeParse({ ...valid, category: '  ' }), 'category')).toBe(
      'Category is required',
    );
    expect(fieldError(complaintInput.safeParse({ ...valid, description: '' }), 'description')).toBe(
      'Description is required',
    );
  });
});

describe('complaint status transitions', () => {
  it('moves only forward along open -> in_progress -> resolved -> closed', () => {
    expect(nextComplaintStatuses('open')).toEqual(['in_progress', 'resolved', 'closed']);
    expect(nextComplaintStatuses('resolved')).toEqual(['closed']);
    expect(nextComplaintStatuses('closed')).toEqual([]);
    expect(canChangeComplaintStatus('open', 'in_progress')).toBe(true);
    expect(canChangeComplaintStatus('resolved', 'open')).toBe(false);
    expect(canChangeComplaintStatus('open', 'open')).toBe(false);
    expect(complaintStatusesBefore('resolved')).toEqual(['open', 'in_progress']);
    expect(complaintStatusesBefore('open')).toEqual([]);
  });
});

describe('expenseInput', () => {
  const valid = { date: '2026-01-15', category: 'Electricity', amount: 4200.5 };

  it('accepts an expense without vendor and note', () => {
    expect(expenseInput.parse(valid)).toEqual({ ...valid, vendor: null, note: null });
  });

  it('refuses bad amounts and dates', () => {
    expect(fieldError(expenseInput.safeParse({ ...valid, amount: 0 }), 'amount')).toBe(
      'Amount must be greater than 0',
    );
    expect(fieldError(expenseInput.safeParse({ ...valid, amount: 10.001 }), 'amount')).toBe(
      'Amount can have at most 2 decimals',
    );
    expect(fieldError(expenseInput.safeParse({ ...valid, date: '2026-13-01' }), 'date')).toBe(
      'Date must be a valid date (YYYY-MM-DD)',
    );
    expect(fieldError(expenseInput.safeParse({ ...valid, category: '' }), 'category')).toBe(
      'Category is required',
    );
  });
});
