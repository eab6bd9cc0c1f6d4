import { describe, expect, it } from 'vitest';
import {
  canChangeComplaintStatus,
  complaintInput,
  complaintStatusesBefore,
  nextComplaintStatuses,
} from '../src/complaints.ts';
import { financialYear } from '../src/dues.ts';
import { expenseForm, expenseInput } from '../src/expenses.ts';
import { paymentForm, paymentInput, utrAlreadyRecorded } from '../src/payments.ts';

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
      purpose: 'rent',
    });
  });

  it('accepts a booking, a reference and, in the form, an amount typed as text', () => {
    const parsed = paymentForm.parse({
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
    [10_000_000, 'Amount must be at most ₹99,99,999.99'],
    ['abc', 'Amount must be a number'],
    ['2500', 'Amount must be a number'],
    ['0x10', 'Amount must be a number'],
    [true, 'Amount must be a number'],
    [[5], 'Amount must be a number'],
    [undefined, 'Amount is required'],
  ])('refuses the amount %s', (amount, message) => {
    expect(fieldError(paymentInput.safeParse({ ...valid, amount }), 'amount')).toBe(message);
  });

  it('in the form, an empty amount is missing and text that is not a number is refused', () => {
    expect(fieldError(paymentForm.safeParse({ ...valid, amount: '' }), 'amount')).toBe('Amount is required');
    expect(fieldError(paymentForm.safeParse({ ...valid, amount: '0x10' }), 'amount')).toBe(
      'Amount must be a number',
    );
    expect(fieldError(paymentForm.safeParse({ ...valid, amount: '0' }), 'amount')).toBe(
      'Amount must be greater than 0',
    );
    expect(paymentForm.parse({ ...valid, amount: '9999999.99' }).amount).toBe(9_999_999.99);
  });

  it('takes dates from 2000 to 2099 only', () => {
    for (const date of ['0100-01-01', '1999-12-31', '2100-01-01', '9999-12-31']) {
      expect(fieldError(paymentInput.safeParse({ ...valid, date }), 'date'), date).toBe(
        'Date must be between the years 2000 and 2099',
      );
    }
    expect(paymentInput.safeParse({ ...valid, date: '2000-01-01' }).success).toBe(true);
    expect(paymentInput.safeParse({ ...valid, date: '2099-12-31' }).success).toBe(true);
  });

  it('refuses control characters in the reference, and keeps line breaks in the note', () => {
    expect(fieldError(paymentInput.safeParse({ ...valid, reference: 'UTR\u0000' }), 'reference')).toBe(
      'Remove the control characters from this text',
    );
    expect(fieldError(paymentInput.safeParse({ ...valid, reference: 'UTR\n1' }), 'reference')).toBe(
      'Remove the control characters from this text',
    );
    expect(paymentInput.parse({ ...valid, note: 'Paid\r\nin cash\tat the desk' }).note).toBe(
      'Paid\r\nin cash\tat the desk',
    );
    expect(fieldError(paymentInput.safeParse({ ...valid, note: 'a\u0000b' }), 'note')).toBe(
      'Remove the control characters from this text',
    );
  });

  it('accepts two decimals that floats cannot hold exactly', () => {
    expect(paymentInput.safeParse({ ...valid, amount: 0.29 }).success).toBe(true);
    expect(paymentInput.safeParse({ ...valid, amount: 1234.56 }).success).toBe(true);
  });

  it('refuses a date that is not in the calendar, an unknown method, a missing tenant and unknown fields', () => {
    expect(fieldError(paymentInput.safeParse({ ...valid, date: '2026-02-30' }), 'date')).toBe(
      'Date must be a real date',
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

describe('financialYear', () => {
  it('runs from April to March', () => {
    expect(financialYear('2026-04-01')).toBe('2026-27');
    expect(financialYear('2027-03-31')).toBe('2026-27');
    expect(financialYear('2026-03-31')).toBe('2025-26');
    expect(financialYear('2099-12-31')).toBe('2099-00');
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
    expect(expenseInput.parse(valid)).toEqual({ ...valid, vendor: null, note: null, property_id: null });
  });

  it('refuses bad amounts and dates', () => {
    expect(fieldError(expenseInput.safeParse({ ...valid, amount: 0 }), 'amount')).toBe(
      'Amount must be greater than 0',
    );
    expect(fieldError(expenseInput.safeParse({ ...valid, amount: 10.001 }), 'amount')).toBe(
      'Amount can have at most 2 decimals',
    );
    expect(fieldError(expenseInput.safeParse({ ...valid, date: '2026-13-01' }), 'date')).toBe(
      'Date must be a real date',
    );
    expect(fieldError(expenseInput.safeParse({ ...valid, amount: '4200.50' }), 'amount')).toBe(
      'Amount must be a number',
    );
    expect(expenseForm.parse({ ...valid, amount: ' 4200.50 ' }).amount).toBe(4200.5);
    expect(fieldError(expenseInput.safeParse({ ...valid, category: '' }), 'category')).toBe(
      'Category is required',
    );
  });
});

describe('the reference of a payment, by method', () => {
  const base = { tenant_id: TENANT, amount: 1500, date: '2026-01-15' };
  it.each([
    ['upi', undefined, 'Enter the UTR of the UPI payment (12 digits)'],
    ['upi', '  ', 'Enter the UTR of the UPI payment (12 digits)'],
    ['upi', '41234567890', 'A UPI UTR is exactly 12 digits'],
    ['upi', '4123456789012', 'A UPI UTR is exactly 12 digits'],
    ['upi', '41234567890A', 'A UPI UTR is exactly 12 digits'],
    ['bank_transfer', '', 'Enter the UTR or reference of the bank transfer'],
    ['bank_transfer', 'x'.repeat(31), 'A bank transfer reference must be at most 30 characters'],
  ])('%s with %j: %s', (method, reference, message) => {
    expect(fieldError(paymentInput.safeParse({ ...base, method, reference }), 'reference')).toBe(message);
    expect(
      fieldError(paymentForm.safeParse({ ...base, amount: '1500', method, reference }), 'reference'),
    ).toBe(message);
  });

  it.each([
    ['upi', ' 412345678901 ', '412345678901'],
    ['bank_transfer', 'NEFT/SBIN/2026/0001', 'NEFT/SBIN/2026/0001'],
    ['bank_transfer', 'x'.repeat(30), 'x'.repeat(30)],
    ['cash', undefined, null],
    ['card', 'Slip 44', 'Slip 44'],
    ['wallet', '', null],
  ])('%s with %j is accepted', (method, reference, stored) => {
    expect(paymentInput.parse({ ...base, method, reference }).reference).toBe(stored);
  });

  it('names the date (dd/mm/yyyy) and tenant of a UTR recorded before', () => {
    expect(utrAlreadyRecorded('2026-04-03', 'Asha Rao')).toBe(
      'This UTR is already recorded on 03/04/2026 for Asha Rao',
    );
  });
});
