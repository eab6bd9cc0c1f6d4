// Numbers as India writes them, by Intl.NumberFormat('en-IN'). Each formatter is made once, at its
// first use with those decimals, and reused: making one costs far more than using one.

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat('en-IN', options);
    formatters.set(key, made);
  }
  return made;
}

/**
 * `value` in the Indian grouping with at most `maxDecimals` and at least `minDecimals` decimals,
 * rounded half away from zero: 1234567.891 -> "12,34,567.89" (2), -0.4 -> "-0" (0).
 */
export function formatIndian(value: number, maxDecimals = 0, minDecimals = 0): string {
  return formatter(`${minDecimals}-${maxDecimals}`, {
    minimumFractionDigits: minDecimals,
    maximumFractionDigits: maxDecimals,
  }).format(value);
}

/** Rupees as India writes them: 123456 -> "₹1,23,456.00" (2 decimals), "₹1,23,456" (0); -5 -> "-₹5.00". */
export function formatRupees(value: number, decimals: 0 | 2 = 2): string {
  return formatter(`INR-${decimals}`, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}
