// Numbers as India writes them, worked out rather than asked of Intl.NumberFormat: a browser's first
// Intl object of any kind loads its locale data (0.1 to 0.3 s of a phone's first page at 4×
// slowdown, measured in Chromium), and every page of the console shows a count or a sum.
// test/numbers.test.ts holds these to Intl.NumberFormat('en-IN') over many thousands of values.

/** The fraction digits of a number's shortest decimal form, rounded half away from zero to `places`. */
function roundedDigits(magnitude: number, places: number): { whole: string; fraction: string } {
  const text = String(magnitude);
  // Exponent form: below 1e-6, which rounds to 0 at up to six places, or 1e21 and over (a whole
  // number: its digits, then zeros).
  const exponent = /^(\d)(?:\.(\d+))?e([+-])(\d+)$/.exec(text);
  if (exponent) {
    const [, first, rest = '', direction, power] = exponent;
    if (direction === '-') return { whole: '0', fraction: '' };
    return { whole: `${first}${rest}`.padEnd(Number(power) + 1, '0'), fraction: '' };
  }
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= places) return { whole, fraction };
  const kept = `${whole}${fraction.slice(0, places)}`;
  if (fraction[places]! < '5') return { whole, fraction: fraction.slice(0, places) };
  // Add one at the last kept place, carrying leftwards.
  const digits = kept.split('');
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') digits[i--] = '0';
  if (i >= 0) digits[i] = String(Number(digits[i]) + 1);
  else digits.unshift('1');
  const all = digits.join('');
  return { whole: all.slice(0, all.length - places), fraction: all.slice(all.length - places) };
}

/** "1234567" -> "12,34,567": the last three digits, then pairs. */
function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  const head = whole.slice(0, -3);
  const pairs = head.length % 2 ? [head.slice(0, 1)] : [];
  for (let i = head.length % 2; i < head.length; i += 2) pairs.push(head.slice(i, i + 2));
  return `${pairs.join(',')},${whole.slice(-3)}`;
}

/**
 * `value` in the Indian grouping with at most `maxDecimals` and at least `minDecimals` decimals,
 * rounded half away from zero, as Intl.NumberFormat('en-IN') writes it: 1234567.891 -> "12,34,567.89"
 * (2), -0.4 -> "-0" (0). Not a finite number: "NaN", "∞" or "-∞".
 */
export function formatIndian(value: number, maxDecimals = 0, minDecimals = 0): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const { whole, fraction } = roundedDigits(Math.abs(value), maxDecimals);
  let shown = fraction.replace(/0+$/, '');
  if (shown.length < minDecimals) shown = shown.padEnd(minDecimals, '0');
  return `${sign}${groupIndian(whole)}${shown ? `.${shown}` : ''}`;
}

/** Rupees as India writes them: 123456 -> "₹1,23,456.00" (2 decimals), "₹1,23,456" (0); -5 -> "-₹5.00". */
export function formatRupees(value: number, decimals: 0 | 2 = 2): string {
  const text = formatIndian(value, decimals, decimals);
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}
