/** Display helpers of the dashboard; money goes through lib/format (rupees without decimals). */

const count = new Intl.NumberFormat('en-IN');
const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
const compactMoney = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** 12345 -> "12,345" */
export const formatCount = (n: number) => count.format(n);
/** 42.9 -> "42.9%" */
export const formatPercent = (n: number) => `${percent.format(n)}%`;
/** Chart axes: 125000 -> "₹1.3L", 25000000 -> "₹2.5Cr" (Indian units, short enough for a phone). */
export const formatMoneyCompact = (n: number) => compactMoney.format(n);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2025-03" -> "Mar 25" */
export const formatMonth = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(2, 4)}`;
/** "2025-03-07" -> "7 Mar" */
export const formatDay = (date: string) =>
  `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
