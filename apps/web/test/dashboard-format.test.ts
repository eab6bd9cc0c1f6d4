import { describe, expect, it } from 'vitest';
import { moneyAxisFormatter } from '../src/features/dashboard/format';

describe('moneyAxisFormatter', () => {
  it('writes every label of an axis in the unit of its largest value', () => {
    const lakhs = moneyAxisFormatter(150_000);
    expect([0, 50_000, 100_000, 150_000].map(lakhs)).toEqual(['₹0', '₹0.5L', '₹1L', '₹1.5L']);
    const thousands = moneyAxisFormatter(9_000);
    expect([0, 3_000, 6_000, 9_000].map(thousands)).toEqual(['₹0', '₹3K', '₹6K', '₹9K']);
    const crores = moneyAxisFormatter(25_000_000);
    expect([5_000_000, 25_000_000].map(crores)).toEqual(['₹0.5Cr', '₹2.5Cr']);
  });

  it('keeps small axes in rupees and never mixes units on one axis', () => {
    expect([0, 250, 500].map(moneyAxisFormatter(500))).toEqual(['₹0', '₹250', '₹500']);
    const labels = [0, 25_000, 50_000, 75_000, 100_000].map(moneyAxisFormatter(100_000));
    expect(new Set(labels.slice(1).map((l) => l.at(-1)))).toEqual(new Set(['L']));
  });
});
