import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@pg/contracts/payments';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { completedPayment } from '../../lib/statuses.ts';
import { inBranches } from './scope.ts';
import { col, type ReportBody, rupees } from './table.ts';

/** One voucher of the day book: money in (Receipt) or out (Payment), one debit and one credit ledger. */
export type Voucher = {
  date: string;
  branch: string;
  type: 'Receipt' | 'Payment';
  number: string;
  party: string | null;
  debit: string;
  credit: string;
  method: string | null;
  amount: number;
  narration: string;
};

type Row = {
  k: 'payment' | 'expense';
  date: string;
  branch: string;
  code: string;
  purpose: string | null;
  receipt_no: string | null;
  id: string;
  party: string | null;
  method: PaymentMethod | null;
  amount: string;
  reference: string | null;
  note: string | null;
  category: string | null;
};

/**
 * The ledgers of a branch, named 'Rent and charges - BLR1', so that one company in Tally keeps
 * every branch apart: money is received into Cash or Bank (every method but cash lands in the
 * bank), rent and charges are income, deposits are held for the tenant, each expense category is
 * its own ledger. An expense has no method kept, so it is paid from Cash.
 */
export const ledgerName = (name: string, code: string) => `${name} - ${code}`;
const moneyLedger = (method: PaymentMethod | null) =>
  method === null || method === 'cash' ? 'Cash' : 'Bank';

const PURPOSE_LEDGER: Record<string, { type: Voucher['type']; ledger: string; label: string }> = {
  rent: { type: 'Receipt', ledger: 'Rent and charges', label: 'Rent and charges' },
  deposit: { type: 'Receipt', ledger: 'Security deposits', label: 'Security deposit' },
  refund: { type: 'Payment', ledger: 'Security deposits', label: 'Deposit refund' },
  rent_refund: { type: 'Payment', ledger: 'Rent and charges', label: 'Advance rent refunded' },
};

export function voucherOf(r: Row): Voucher {
  const amount = rupees(r.amount);
  const short = r.id.slice(0, 8).toUpperCase();
  if (r.k === 'expense') {
    const category = r.category!.trim();
    return {
      date: r.date,
      branch: r.branch,
      type: 'Payment',
      number: `EXP-${short}`,
      party: r.party,
      debit: ledgerName(category, r.code),
      credit: ledgerName('Cash', r.code),
      method: null,
      amount,
      narration: [`Expense: ${category}`, r.party, r.note].filter(Boolean).join('; '),
    };
  }
  const p = PURPOSE_LEDGER[r.purpose!]!;
  const money = ledgerName(moneyLedger(r.method), r.code);
  const other = ledgerName(p.ledger, r.code);
  return {
    date: r.date,
    branch: r.branch,
    type: p.type,
    number: r.receipt_no ?? `${p.type === 'Receipt' ? 'RCT' : 'PAY'}-${short}`,
    party: r.party,
    debit: p.type === 'Receipt' ? money : other,
    credit: p.type === 'Receipt' ? other : money,
    method: r.method && PAYMENT_METHOD_LABELS[r.method],
    amount,
    narration: [
      `${p.label}: ${r.party}`,
      r.method && PAYMENT_METHOD_LABELS[r.method],
      r.reference && `Ref ${r.reference}`,
      r.note,
    ]
      .filter(Boolean)
      .join('; '),
  };
}

/** The first day of each month of the period, cut to it: the day book is read a month at a time. */
function months(from: string, to: string) {
  const out: { from: string; to: string }[] = [];
  let start = from;
  while (start <= to) {
    const [y, m] = start.split('-').map(Number) as [number, number];
    const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
    const end = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    out.push({ from: start, to: end < to ? end : to });
    start = next;
  }
  return out;
}

type Period = { ids: string[]; from: string; to: string };

/** The payments (`p`) that are vouchers: completed, not voided, money received or paid back. */
const moneyMoved = ({ ids, from, to }: Period) =>
  sql`${inBranches('p.branch_id', ids)} and ${completedPayment('p')}
    and p.purpose in ('rent', 'deposit', 'refund', 'rent_refund') and p.date between ${from}::date and ${to}::date`;
/** The expenses (`e`) that are vouchers: not voided. */
const spent = ({ ids, from, to }: Period) =>
  sql`${inBranches('e.branch_id', ids)} and e.voided_at is null and e.date between ${from}::date and ${to}::date`;

/** How many vouchers the period has. */
async function voucherCount(db: Tx, period: Period) {
  const [row] = await query<{ n: number }>(
    db,
    sql`select ((select count(*) from payments p where ${moneyMoved(period)})
      + (select count(*) from expenses e where ${spent(period)}))::int as n`,
  );
  return row!.n;
}

/**
 * Every voucher of the period, a month at a time (a chain's year never sits in memory at once):
 * completed payments not voided (rent and deposits received, deposits and advance rent paid back;
 * a deposit applied to dues moves no money and is left to the accountant's journal) and expenses
 * not voided, by date, then branch, then in the order recorded.
 */
export async function* vouchers(db: Tx, { ids, from, to }: Period) {
  for (const month of months(from, to)) {
    const rows = await query<Row>(
      db,
      sql`select * from (
          select 'payment' as k, to_char(p.date, 'YYYY-MM-DD') as date, b.name as branch, b.code, p.purpose,
            p.receipt_no, p.id::text as id, t.name as party, p.method, p.amount::text as amount, p.reference, p.note,
            null::text as category, p.created_at
          from payments p join branches b on b.id = p.branch_id join tenants t on t.id = p.tenant_id
          where ${moneyMoved({ ids, ...month })}
          union all
          select 'expense', to_char(e.date, 'YYYY-MM-DD'), b.name, b.code, null, null, e.id::text, e.vendor, null,
            e.amount::text, null, e.note, e.category, e.created_at
          from expenses e join branches b on b.id = e.branch_id
          where ${spent({ ids, ...month })}
        ) x order by x.date, x.branch, x.created_at, x.id`,
    );
    yield rows.map(voucherOf);
  }
}

export const DAY_BOOK_COLUMNS = [
  col('date', 'Date', 'date'),
  col('branch', 'Branch'),
  col('voucher', 'Voucher'),
  col('number', 'Number'),
  col('party', 'Party'),
  col('debit', 'Debit ledger'),
  col('credit', 'Credit ledger'),
  col('method', 'Method'),
  col('amount', 'Amount', 'money'),
  col('narration', 'Narration'),
];

/** The day book as a report: one row per voucher. */
export function dayBook(db: Tx, period: Period): ReportBody {
  return {
    count: () => voucherCount(db, period),
    columns: DAY_BOOK_COLUMNS,
    chunks: (async function* () {
      for await (const chunk of vouchers(db, period)) {
        yield chunk.map((v) => [
          v.date,
          v.branch,
          v.type,
          v.number,
          v.party,
          v.debit,
          v.credit,
          v.method,
          v.amount,
          v.narration,
        ]);
      }
    })(),
    totals: false,
    note: 'Receipts and payments of money; a deposit applied to dues at move-out moves no money and is not listed.',
  };
}
