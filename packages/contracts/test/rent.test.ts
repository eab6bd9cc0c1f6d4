import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingDays, previewRent, totalRent } from '../src/rent.ts';

describe('bookingDays', () => {
  it('counts a same-day booking as 1 day', () => {
    expect(bookingDays('2026-03-15', '2026-03-15')).toBe(1);
  });

  it('counts 1 Jan to 31 Jan as 31 days (both end days count)', () => {
    expect(bookingDays('2026-01-01', '2026-01-31')).toBe(31);
  });

  it('crosses month ends, leap days and years', () => {
    expect(bookingDays('2024-02-28', '2024-03-01')).toBe(3);
    expect(bookingDays('2025-02-28', '2025-03-01')).toBe(2);
    expect(bookingDays('2025-12-31', '2026-01-01')).toBe(2);
    expect(bookingDays('2026-01-01', '2026-12-31')).toBe(365);
  });

  it('refuses an end before the start and impossible dates', () => {
    expect(() => bookingDays('2026-01-02', '2026-01-01')).toThrow(RangeError);
    expect(() => bookingDays('2026-02-30', '2026-03-01')).toThrow(RangeError);
    expect(() => bookingDays('01/01/2026', '2026-03-01')).toThrow(RangeError);
  });

  it('is end - start + 1 in whole days for any pair of dates', () => {
    const day = fc.integer({ min: 0, max: 365 * 60 });
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 2000 }), (offset, length) => {
        const start = new Date(Date.UTC(2000, 0, 1 + offset));
        const end = new Date(Date.UTC(2000, 0, 1 + offset + length));
        const iso = (d: Date) => d.toISOString().slice(0, 10);
        expect(bookingDays(iso(start), iso(end))).toBe(length + 1);
      }),
    );
  });
});

describe('totalRent', () => {
  it('is days x rent per day', () => {
    expect(totalRent('2026-03-15', '2026-03-15', 500)).toBe(500);
    expect(totalRent('2026-01-01', '2026-01-31', 500)).toBe(15_500);
  });

  it('keeps paise exact', () => {
    expect(totalRent('2026-01-01', '2026-01-03', 333.33)).toBe(999.99);
    expect(totalRent('2026-01-01', '2026-01-10', 0.1)).toBe(1);
    expect(totalRent('2026-01-01', '2026-01-31', 1234.56)).toBe(38_271.36);
  });

  it('refuses a negative or non-numeric rent', () => {
    expect(() => totalRent('2026-01-01', '2026-01-02', -1)).toThrow(RangeError);
    expect(() => totalRent('2026-01-01', '2026-01-02', Number.NaN)).toThrow(RangeError);
  });
});

describe('previewRent', () => {
  it('is null until both dates and the rent are known and in order', () => {
    expect(previewRent(undefined, '2026-01-01', 100)).toBeNull();
    expect(previewRent('2026-01-01', '', 100)).toBeNull();
    expect(previewRent('2026-01-01', '2026-01-05', undefined)).toBeNull();
    expect(previewRent('2026-01-05', '2026-01-01', 100)).toBeNull();
    expect(previewRent('2026-02-30', '2026-03-01', 100)).toBeNull();
  });

  it('gives the days and the total', () => {
    expect(previewRent('2026-01-01', '2026-01-31', 250.5)).toEqual({ days: 31, total: 7_765.5 });
  });
});
