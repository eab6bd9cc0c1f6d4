/*
 * What the Dues page and the dashboard's dues card say, and when a due is overdue. No schemas
 * here: the dashboard imports these before its first paint, and it need not build every dues and
 * payments schema (zod) for a few words and a number. dues.ts exports them too.
 */

/** A due is overdue when it fell due more than this many days ago. */
export const OVERDUE_AFTER_DAYS = 5;

export const DUES_TEXTS = {
  title: 'Dues',
  empty: 'No dues — everyone has paid',
  totalDue: 'Total Due',
  dueToday: 'Due today',
  overdue: 'Overdue',
  depositsHeld: 'Deposits Held',
  recordPayment: 'Record Payment',
  depositDue: 'Deposit due',
  collectDeposit: 'Collect deposit',
} as const;
