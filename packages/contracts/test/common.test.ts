import { describe, expect, it } from 'vitest';
import { isIsoDate, listQuery, money, optionalText, todayIso } from '../src/common.ts';

describe('isIsoDate', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('26-01-01')).toBe(false);
    expect(isIsoDate('2026-1-1')).toBe(false);
  });
});

describe('money', () => {
  const m = money();
  it('takes positive rupees with at most two decimals', () => {
    expect(m.parse(1.5)).toBe(1.5);
    expect(m.parse('2345.50')).toBe(2345.5);
    expect(m.parse(0.01)).toBe(0.01);
    expect(m.parse(1234567.89)).toBe(1234567.89);
  });
  it('refuses zero, negatives, three decimals, text and huge sums', () => {
    for (const bad of [0, -5, 1.234, 'abc', Number.NaN, Number.POSITIVE_INFINITY, 1e11]) {
      expect(m.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});

describe('optionalText', () => {
  it('turns empty and blank into null and trims', () => {
    const s = optionalText('Note');
    expect(s.parse('')).toBeNull();
    expect(s.parse('   ')).toBeNull();
    expect(s.parse(undefined)).toBeNull();
    expect(s.parse('  hi ')).toBe('hi');
  });
});

describe('listQuery', () => {
  it('defaults to the first page of 50', () => {
    expect(listQuery.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(listQuery.safeParse({ limit: '1000' }).success).toBe(false);
  });
});

describe('todayIso', () => {
  it('uses India time', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in India.
    expect(todayIso(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
});
