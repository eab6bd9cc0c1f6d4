import type { DuesReportPage } from '@pg/contracts/reports';
import { z } from 'zod';
import { query, type Tx } from '../../db/client.ts';
import { duesItems } from '../dues/index.ts';
import { decodeCursor, encodeCursor } from './repository.ts';

type DuesItem = {
  tenant_name: string;
  phone: string;
  room_number: string | null;
  bed_number: string | null;
  amount_due: number;
  deposit_due: number;
  oldest_due_date: string | null;
  days_overdue: number;
  due_today: number;
  months: DuesReportPage['rows'][number]['months'];
};
const duesCursor = z.object({ o: z.number().int().min(0) });

/**
 * The Dues report: the Dues page's rows (duesItems: the same figures, oldest due first), a page at
 * a time; the cursor is the count of rows already read.
 */
export async function duesReport(
  db: Tx,
  branchId: string,
  opts: { limit: number; cursor?: string },
  today: string,
): Promise<DuesReportPage> {
  const offset = decodeCursor(duesCursor, opts.cursor)?.o ?? 0;
  const [row] = await query<{ items: DuesItem[] | null }>(
    db,
    duesItems(branchId, { filter: 'all', sort: 'age', limit: opts.limit + 1, offset }, today),
  );
  const items = row?.items ?? [];
  const more = items.length > opts.limit;
  return {
    rows: items.slice(0, opts.limit).map((r) => ({
      tenant_name: r.tenant_name,
      phone: r.phone,
      room: r.room_number,
      bed: r.bed_number,
      balance: Number(r.amount_due),
      deposit_due: Number(r.deposit_due),
      oldest_due_date: r.oldest_due_date,
      days_overdue: Number(r.days_overdue),
      due_today: Number(r.due_today),
      months: r.months.map((m) => ({ ...m, amount: Number(m.amount) })),
    })),
    next_cursor: more ? encodeCursor({ o: offset + opts.limit }) : null,
  };
}
