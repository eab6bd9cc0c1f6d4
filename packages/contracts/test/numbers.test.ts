import { describe, expect, it } from 'vitest';
import { formatIndian, formatRupees } from '../src/numbers.ts';

describe('formatIndian', () => {
  it('groups the last three digits, then pairs', () => {
    expect(formatIndian(1234567.891, 2)).toBe('12,34,567.89');
    expect(formatIndian(100000)).toBe('1,00,000');
    expect(formatIndian(123_456_789)).toBe('12,34,56,789');
    expect(formatIndian(999)).toBe('999');
  });

  it('rounds half away from zero to the decimals asked for', () => {
    expect(formatIndian(999.5)).toBe('1,000');
    expect(formatIndian(-0.4)).toBe('-0');
    expect(formatIndian(42.95, 1)).toBe('43');
    expect(formatIndian(42.94, 1)).toBe('42.9');
    expect(formatIndian(1.5, 2, 2)).toBe('1.50');
  });

  it('writes what is not a finite number', () => {
    expect(formatIndian(Number.NaN)).toBe('NaN');
    expect(formatIndian(Number.POSITIVE_INFINITY)).toBe('∞');
    expect(formatIndian(Number.NEGATIVE_INFINITY)).toBe('-∞');
  });

  it('reuses its formatter: the same decimals, the same answers in turn', () => {
    expect([formatIndian(1.26, 1), formatIndian(1.26, 2), formatIndian(1.26, 1)]).toEqual([
      '1.3',
      '1.26',
      '1.3',
    ]);
  });
});

describe('formatRupees', () => {
  it('writes rupees with two decimals and with none', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
    expect(formatRupees(123456.4, 0)).toBe('₹1,23,456');
    expect(formatRupees(1234567.005)).toBe('₹12,34,567.01');
    expect(formatRupees(-5, 0)).toBe('-₹5');
    expect(formatRupees(-5)).toBe('-₹5.00');
  });
});
