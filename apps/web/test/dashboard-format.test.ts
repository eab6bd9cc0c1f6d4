import { describe, expect, it } from 'vitest';
import { axisTicks, moneyAxisFormatter } from '../src/features/dashboard/format';

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

describe('axisTicks', () => {
  it('steps from 0 to a round value at or above the largest, in steps of 1, 2, 2.5 or 5', () => {
    expect(axisTicks(37_400)).toEqual([0, 10_000, 20_000, 30_000, 40_000]);
    expect(axisTicks(95_000)).toEqual([0, 25_000, 50_000, 75_000, 100_000]);
    expect(axisTicks(100_000)).toEqual([0, 25_000, 50_000, 75_000, 100_000]);
    expect(axisTicks(1_23_45_678)).toEqual([0, 5_000_000, 10_000_000, 15_000_000]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
  });

  it('keeps a top line for an axis with nothing on it', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
  });

  it('labels its top tick in the unit the axis is written in', () => {
    const ticks = axisTicks(95_000);
    expect(ticks.map(moneyAxisFormatter(ticks.at(-1)!))).toEqual(['₹0', '₹0.25L', '₹0.5L', '₹0.75L', '₹1L']);
  });
});
