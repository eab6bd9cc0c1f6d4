import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatMoneyWhole, formatMonth, formatTimeAgo } from '../src/lib/format';

describe('formatMoney', () => {
  it('uses the Indian grouping and two decimals', () => {
    expect(formatMoney(123456)).toBe('₹1,23,456.00');
    expect(formatMoney(12345678.5)).toBe('₹1,23,45,678.50');
    expect(formatMoney(0)).toBe('₹0.00');
    expect(formatMoney(999.999)).toBe('₹1,000.00');
  });

  it('accepts numeric strings and shows a dash for non-numbers', () => {
    expect(formatMoney('2500.5')).toBe('₹2,500.50');
    expect(formatMoney('abc')).toBe('—');
    expect(formatMoney(Number.NaN)).toBe('—');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatMoney(-1500)).toBe('-₹1,500.00');
  });
});

describe('formatMoneyWhole', () => {
  it('drops the decimals', () => {
    expect(formatMoneyWhole(123456)).toBe('₹1,23,456');
    expect(formatMoneyWhole(123456.4)).toBe('₹1,23,456');
    expect(formatMoneyWhole(99.5)).toBe('₹100');
    expect(formatMoneyWhole(0)).toBe('₹0');
  });
});

describe('formatDate', () => {
  it('writes calendar dates as dd/mm/yyyy without shifting them', () => {
    expect(formatDate('2025-01-05')).toBe('05/01/2025');
    expect(formatDate('2024-12-31')).toBe('31/12/2024');
  });

  it('shows a timestamp as the day it was in India', () => {
    expect(formatDate('2025-03-09T10:00:00.000Z')).toBe('09/03/2025');
    // 20:00 UTC is 01:30 the next morning in India.
    expect(formatDate('2025-03-09T20:00:00Z')).toBe('10/03/2025');
    expect(formatDate(new Date('2025-07-01T00:00:00+05:30'))).toBe('01/07/2025');
  });

  it('shows a dash for missing or invalid values', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});

describe('formatTimeAgo', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('names the largest whole unit', () => {
    expect(formatTimeAgo('2026-11-23T11:59:30Z', now)).toBe('just now');
    expect(formatTimeAgo('2026-11-23T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatTimeAgo('2026-11-23T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatTimeAgo('2026-11-22T10:00:00Z', now)).toBe('yesterday');
    expect(formatTimeAgo('2026-11-09T12:00:00Z', now)).toBe('2 weeks ago');
    expect(formatTimeAgo('2025-11-01T12:00:00Z', now)).toBe('last year');
  });
  it('shows a dash for what is not a date', () => {
    expect(formatTimeAgo('soon', now)).toBe('—');
  });
});

describe('formatMonth', () => {
  it('names the month of a calendar date, whatever its day', () => {
    expect(formatMonth('2026-02-01')).toBe('Feb 2026');
    expect(formatMonth('2026-12-31')).toBe('Dec 2026');
    expect(formatMonth('2027-01-15')).toBe('Jan 2027');
    expect(formatMonth('2026-11')).toBe('Nov 2026');
  });
  it('shows a dash for what is not a date', () => {
    expect(formatMonth(null)).toBe('—');
    expect(formatMonth('2026-13-01')).toBe('—');
    expect(formatMonth('soon')).toBe('—');
  });
});
