import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords } from '../src/money-words.ts';

describe('integerInWords (Indian numbering)', () => {
  it.each([
    [0, 'Zero'],
    [1, 'One'],
    [13, 'Thirteen'],
    [20, 'Twenty'],
    [45, 'Forty Five'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [999, 'Nine Hundred Ninety Nine'],
    [1000, 'One Thousand'],
    [1001, 'One Thousand One'],
    [10_000, 'Ten Thousand'],
    [99_999, 'Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [100_000, 'One Lakh'],
    [123_456, 'One Lakh Twenty Three Thousand Four Hundred Fifty Six'],
    [1_000_000, 'Ten Lakh'],
    [9_999_999, 'Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [10_000_000, 'One Crore'],
    [12_345_678, 'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight'],
    [100_000_000, 'Ten Crore'],
    [1_000_000_000, 'One Hundred Crore'],
    [
      9_999_999_999,
      'Nine Hundred Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine',
    ],
    [10_000_000_000, 'One Thousand Crore'],
    [100_500, 'One Lakh Five Hundred'],
    [10_000_001, 'One Crore One'],
  ])('%d -> %s', (n, words) => {
    expect(integerInWords(n)).toBe(words);
  });

  it('refuses what is not a whole number of at least 0', () => {
    expect(() => integerInWords(-1)).toThrow(RangeError);
    expect(() => integerInWords(1.5)).toThrow(RangeError);
    expect(() => integerInWords(Number.NaN)).toThrow(RangeError);
  });

  it('never leaves double or trailing spaces and never says Zero inside a number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999 }), (n) => {
        const words = integerInWords(n);
        expect(words).toBe(words.trim());
        expect(words).not.toMatch(/ {2}/);
        expect(words).not.toMatch(/Zero/);
      }),
    );
  });
});

describe('amountInWords (rupees and paise)', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees One Only'],
    [1500, 'Rupees One Thousand Five Hundred Only'],
    [123_456, 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six Only'],
    [123_456.78, 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only'],
    [10.05, 'Rupees Ten and Five Paise Only'],
    [0.5, 'Fifty Paise Only'],
    [0.01, 'One Paise Only'],
    [7500.1, 'Rupees Seven Thousand Five Hundred and Ten Paise Only'],
    [
      9_999_999_999.99,
      expect.stringMatching(/^Rupees Nine Hundred Ninety Nine Crore .* and Ninety Nine Paise Only$/),
    ],
  ])('%d', (amount, words) => {
    expect(amountInWords(amount)).toEqual(words);
  });

  it('reads numeric(12,2) values that floats cannot hold exactly (1234.56 * 100 is 123455.99999...)', () => {
    expect(amountInWords(1234.56)).toBe(
      'Rupees One Thousand Two Hundred Thirty Four and Fifty Six Paise Only',
    );
    expect(amountInWords(0.29)).toBe('Twenty Nine Paise Only');
  });

  it('refuses negative, infinite and NaN amounts', () => {
    expect(() => amountInWords(-5)).toThrow(RangeError);
    expect(() => amountInWords(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
  });
});
