import { formatIndian } from '@pg/contracts/numbers';

/** Display helpers of the dashboard; money and counts go through lib/format. */

/** 42.9 -> "42.9%" */
export const formatPercent = (n: number) => `${formatIndian(n, 1)}%`;
/** Indian units, largest first: crore, lakh, thousand. */
const UNITS = [
  { size: 10_000_000, suffix: 'Cr' },
  { size: 100_000, suffix: 'L' },
  { size: 1_000, suffix: 'K' },
] as const;

/**
 * A chart axis's money labels, all in one unit chosen by the axis's largest value, so that one
 * axis never mixes '₹50K' with '₹1L': up to 1,50,000 reads ₹0.5L, ₹1L, ₹1.5L; up to 9,000 reads
 * ₹3K, ₹6K, ₹9K; under ₹1,000 in rupees. Exact amounts are in the tooltip and the table.
 */
export function moneyAxisFormatter(largest: number): (n: number) => string {
  const unit = UNITS.find((u) => Math.abs(largest) >= u.size);
  if (!unit) return (n) => `₹${formatIndian(n, 2)}`;
  return (n) => `₹${formatIndian(n / unit.size, 2)}${n === 0 ? '' : unit.suffix}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2025-03-07" -> "7 Mar" */
export const formatDay = (date: string) =>
  `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

/**
 * Where a chart axis's lines go, from 0 up to a round value at or above `largest`: about `count`
 * equal steps of 1, 2, 2.5 or 5 times a power of ten. 37,400 -> 0, 10,000, 20,000, 30,000, 40,000.
 * An axis with nothing on it (largest 0) still has a top line, at 1.
 */
export function axisTicks(largest: number, count = 4): number[] {
  if (!(largest > 0)) return [0, 1];
  const rough = largest / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = power * ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10);
  const ticks = [0];
  while (ticks.at(-1)! < largest) ticks.push(ticks.length * step);
  return ticks;
}
