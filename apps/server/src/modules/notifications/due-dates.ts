import { todayIso } from '@pg/contracts/common';
import { RENT_DUE_DAYS } from '@pg/contracts/notifications';
import { formatRupees } from '@pg/contracts/numbers';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { bookingIs } from '../../lib/statuses.ts';
import { paidBy } from '../ledger/index.ts';
import { addNotifications, ddmmyyyy, searchLink } from './add-notifications.ts';

/**
 * The bell's dates: rent falling due within RENT_DUE_DAYS days that the tenant has not yet paid
 * ('Rent due reminder', once per instalment), and a stay ending within them ('Stay ends', once per
 * booking and end date; the part of a stay that moved to another bed is neither).
 */

type Due = {
  booking_id: string;
  due_date: string;
  amount: string;
  tenant_name: string;
  room_number: string;
  bed_number: string;
};

/** Instalments of checked-in stays due from today to RENT_DUE_DAYS ahead, not covered by what was paid. */
export async function refreshRentDue(db: Tx, branchId: string) {
  const today = todayIso();
  const rows = await query<Due>(
    db,
    sql`select i.booking_id, i.due_date::text as due_date, i.amount::text as amount, t.name as tenant_name,
          r.room_number, bd.bed_number
        from rent_instalments(${today}::date + ${RENT_DUE_DAYS}::int) i
          join bookings b on b.id = i.booking_id
          join tenants t on t.id = i.tenant_id
          join beds bd on bd.id = b.bed_id
          join rooms r on r.id = bd.room_id
        where i.branch_id = ${branchId} and ${bookingIs('checked_in', 'b')}
          and i.due_date between ${today}::date and ${today}::date + ${RENT_DUE_DAYS}::int
          and (select coalesce(sum(d.amount), 0) from tenant_dues(i.due_date) d
               where d.tenant_id = i.tenant_id and d.due_date <= i.due_date) > ${paidBy(sql`i.tenant_id`)}
          and not exists (select 1 from notifications n where n.branch_id = i.branch_id
            and n.dedupe_key = 'rent_due:' || i.booking_id::text || ':' || i.due_date::text)
        limit 200`,
  );
  await addNotifications(
    db,
    rows.map((d) => ({
      branchId,
      kind: 'rent_due' as const,
      title: 'Rent due reminder',
      body: `${d.tenant_name} (Room ${d.room_number}, Bed ${d.bed_number}): ${formatRupees(Number(d.amount))} rent due on ${ddmmyyyy(d.due_date)}`,
      link: searchLink('/dues', d.tenant_name),
      dedupeKey: `rent_due:${d.booking_id}:${d.due_date}`,
    })),
  );
}

/** Checked-in bookings ending within RENT_DUE_DAYS days, not by a move: once per booking and end date. */
export async function refreshStayEnds(db: Tx, branchId: string) {
  const today = todayIso();
  const rows = await query<{
    id: string;
    end_date: string;
    tenant_name: string;
    room_number: string;
    bed_number: string;
  }>(
    db,
    sql`select b.id, b.end_date::text as end_date, t.name as tenant_name, r.room_number, bd.bed_number
    from bookings b
      join tenants t on t.id = b.tenant_id
      join beds bd on bd.id = b.bed_id
      join rooms r on r.id = bd.room_id
    where b.branch_id = ${branchId}
      and ${bookingIs('checked_in', 'b')} and b.moved_to_booking_id is null
      and b.end_date between ${today}::date and ${today}::date + ${RENT_DUE_DAYS}::int
      and not exists (select 1 from notifications n
        where n.branch_id = b.branch_id
          and n.dedupe_key = 'stay_ends:' || b.id::text || ':' || b.end_date::text)
    limit 200`,
  );
  await addNotifications(
    db,
    rows.map((b) => ({
      branchId,
      kind: 'stay_ends' as const,
      title: 'Stay ends',
      body: `${b.tenant_name} (Room ${b.room_number}, Bed ${b.bed_number}): the booking ends on ${ddmmyyyy(b.end_date)}`,
      link: searchLink('/bookings', b.tenant_name),
      dedupeKey: `stay_ends:${b.id}:${b.end_date}`,
    })),
  );
}
