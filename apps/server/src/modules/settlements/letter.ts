import { bookingDays } from '@pg/contracts/rent';
import type { Settlement } from '@pg/contracts/settlements';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';

/** A settlement as the letter prints it, or null. */
export async function getSettlement(db: Tx, settlementId: string): Promise<Settlement | null> {
  const [row] = await query<Record<string, unknown> & { figures: Record<string, string> }>(
    db,
    sql`select s.id, s.branch_id, s.booking_id, s.tenant_id, t.name as tenant_name, t.phone as tenant_phone,
          rm.room_number, bd.bed_number, to_char(s.booked_end_date, 'YYYY-MM-DD') as booked_end_date,
          s.tenant_leaves, to_char(s.checkout_date, 'YYYY-MM-DD') as checkout_date,
          to_char(bk.start_date, 'YYYY-MM-DD') as start_date, to_char(bk.end_date, 'YYYY-MM-DD') as end_date,
          s.refund_method, s.refund_reference, s.note,
          to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
          u.email as created_by_email,
          json_build_object('total_rent', bk.total_rent, 'rent_due', s.rent_due, 'charges', s.charges,
            'paid', s.paid, 'balance', s.balance, 'deposit_held', s.deposit_held,
            'deductions', s.deductions, 'deposit_applied', s.deposit_applied, 'refund', s.refund,
            'owed', s.owed) as figures,
          json_build_object('name', b.name, 'code', b.code, 'address', b.address, 'contact', b.contact) as branch,
          coalesce((select json_agg(json_build_object('reason', c.description, 'amount', c.amount)
                      order by c.created_at, c.id)
                    from charges c where c.settlement_id = s.id), '[]') as deduction_items
        from settlements s join bookings bk on bk.id = s.booking_id join tenants t on t.id = s.tenant_id
        join beds bd on bd.id = bk.bed_id join rooms rm on rm.id = bd.room_id
        join branches b on b.id = s.branch_id left join users u on u.id = s.created_by
        where s.id = ${settlementId}`,
  );
  if (!row) return null;
  const { figures: f, deduction_items, ...rest } = row;
  const numbers = Object.fromEntries(Object.entries(f).map(([k, v]) => [k, Number(v)]));
  return {
    ...rest,
    ...numbers,
    days: bookingDays(rest.start_date as string, rest.end_date as string),
    deduction_items: (deduction_items as { reason: string; amount: string | number }[]).map((d) => ({
      reason: d.reason,
      amount: Number(d.amount),
    })),
  } as Settlement;
}

/** A booking's settlement, or { id: null }. */
export async function settlementOfBooking(db: Tx, bookingId: string) {
  const [row] = await query<{ id: string }>(
    db,
    sql`select id from settlements where booking_id = ${bookingId}`,
  );
  return { id: row?.id ?? null };
}
