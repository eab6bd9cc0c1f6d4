/**
 * Amounts in words the way Indian receipts and cheques write them: the Indian numbering system
 * (thousand, lakh, crore), rupees and paise, closed by "Only".
 *
 *   amountInWords(123456.78) === 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only'
 */

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

/** 1..99 */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]} ${ONES[unit]}` : TENS[Math.floor(n / 10)]!;
}

/** 1..999 */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds) words.push(`${ONES[hundreds]} Hundred`);
  if (rest) words.push(belowHundred(rest));
  return words.join(' ');
}

/**
 * A whole number in words in the Indian system: 1,23,45,678 -> "One Crore Twenty Three Lakh Forty
 * Five Thousand Six Hundred Seventy Eight". Above 99 crore the crore count is itself spelled the
 * same way ("Nine Hundred Ninety Nine Crore ...").
 */
export function integerInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number of at least 0: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const rest = n % 10_000_000;
  const lakh = Math.floor(rest / 100_000);
  const thousand = Math.floor((rest % 100_000) / 1000);
  const units = rest % 1000;
  const words: string[] = [];
  if (crore) words.push(`${integerInWords(crore)} Crore`);
  if (lakh) words.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) words.push(`${belowHundred(thousand)} Thousand`);
  if (units) words.push(belowThousand(units));
  return words.join(' ');
}

/**
 * Rupees and paise in words, rounded to the paisa: 1500 -> "Rupees One Thousand Five Hundred Only",
 * 0.5 -> "Fifty Paise Only", 10.05 -> "Rupees Ten and Five Paise Only".
 */
export function amountInWords(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not an amount: ${amount}`);
  const totalPaise = Math.round(amount * 100);
  if (!Number.isSafeInteger(totalPaise)) throw new RangeError(`Amount too large: ${amount}`);
  const rupees = Math.floor(totalPaise / 100);
  const paise = totalPaise % 100;
  if (rupees === 0 && paise > 0) return `${belowHundred(paise)} Paise Only`;
  const rupeeWords = `Rupees ${integerInWords(rupees)}`;
  return paise ? `${rupeeWords} and ${belowHundred(paise)} Paise Only` : `${rupeeWords} Only`;
}
