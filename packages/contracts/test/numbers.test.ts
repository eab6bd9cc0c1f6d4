import { describe, expect, it } from 'vitest';
import { formatIndian, formatRupees } from '../src/numbers.ts';

/** Values of every kind the console shows: counts, rupees and paise, percentages, halves, edges. */
function samples(): number[] {
  const values = [
    0, -0, 0.5, -0.5, 1.5, 2.5, 0.05, 0.005, 1.005, 1.015, 2.675, 8.345, 0.125, 0.994, 0.995, 0.999,
  ];
  values.push(9.95, 99.95, 999.995, 99_999.995, 1e-7, -1e-7, 5e-7, 1e21, 1.5e21, 123_456_789_012_345_680_000);
  values.push(Number.MAX_SAFE_INTEGER, 1e15 + 0.5, 12_34_56_789.125);
  for (let digits = 1; digits <= 16; digits++) {
    const nines = 10 ** digits - 1;
    values.push(nines, nines + 0.5, nines + 0.995, 10 ** digits, 10 ** digits + 0.05);
  }
  // A fixed pseudo-random walk over magnitudes and decimals, the same on every run.
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < 20_000; i++) {
    const magnitude = 10 ** Math.floor(next() * 13);
    const places = Math.floor(next() * 5);
    const value = Math.round(next() * magnitude * 10 ** places) / 10 ** places;
    values.push(value, -value, value + 0.005, (value * 7) / 3);
  }
  return values;
}

describe('formatIndian', () => {
  it('writes what Intl.NumberFormat en-IN writes, for every value and number of decimals used', () => {
    for (const [max, min] of [
      [0, 0],
      [1, 0],
      [2, 0],
      [2, 2],
      [3, 0],
    ] as const) {
      const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: max, minimumFractionDigits: min });
      for (const value of samples()) {
        const expected = intl.format(value);
        if (formatIndian(value, max, min) !== expected) {
          expect.fail(
            `${value} (${min} to ${max} decimals): ${formatIndian(value, max, min)}, Intl ${expected}`,
          );
        }
      }
    }
  });

  it('groups the last three digits, then pairs', () => {
    expect(formatIndian(1234567.891, 2)).toBe('12,34,567.89');
    expect(formatIndian(100000)).toBe('1,00,000');
    expect(formatIndian(999.5)).toBe('1,000');
    expect(formatIndian(-0.4)).toBe('-0');
  });

  it('writes what is not a finite number as Intl does', () => {
    const intl = new Intl.NumberFormat('en-IN');
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatIndian(value)).toBe(intl.format(value));
    }
  });
});

describe('formatRupees', () => {
  it('writes what Intl.NumberFormat en-IN INR writes, with two decimals and with none', () => {
    for (const decimals of [0, 2] as const) {
      const intl = new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
      for (const value of samples()) {
        const expected = intl.format(value);
        if (formatRupees(value, decimals) !== expected) {
          expect.fail(`${value} (${decimals} decimals): ${formatRupees(value, decimals)}, Intl ${expected}`);
        }
      }
    }
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
    expect(formatRupees(-5, 0)).toBe('-₹5');
  });
});
