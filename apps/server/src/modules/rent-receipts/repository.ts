import type { RentReceipt } from '@pg/contracts/rent-receipts';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { billedBooking, completedPayment, purpose, purposeIn } from '../../lib/statuses.ts';

/**
 * Rent receipts for HRA, worked out in SQL: per month, the tenant's completed payments of rent and
 * charges dated in it (voided ones left out, advance rent given back taken off), the cash among
 * them, the month's rent as the rent schedule bills it, where they stayed, and the rent of that financial year (April to March).
 */

/** Rent paid, as a signed amount of a payment row `p`. */
const rentPaid = sql`case p.purpose when ${purpose('rent_refund')} then -p.amount else p.amount end`;
const countsAsRent = sql`${completedPayment('p')} and ${purposeIn(['rent', 'rent_refund'], 'p')}`;

/** The months in which the tenant paid rent, latest first. */
export async function rentMonths(db: Tx, tenantId: string) {
  const rows = await query<{ month: string; amount: string }>(
    db,
    sql`select to_char(p.date, 'YYYY-MM') as month, sum(${rentPaid})::text as amount
        from payments p where p.tenant_id = ${tenantId} and ${countsAsRent}
        group by 1 having sum(${rentPaid}) > 0 order by 1 desc`,
  );
  return { items: rows.map((r) => ({ month: r.month, amount: Number(r.amount) })) };
}

/** The receipts of the chosen months, in date order, with the landlord and the tenant; null: no such tenant. */
export async function rentReceipts(db: Tx, tenantId: string, months: string[]) {
  const [head] = await query<{
    id: string;
    name: string;
    phone: string;
    branch: { name: string; address: string | null };
    landlord: { name: string | null; pan: string | null; address: string | null };
  }>(
    db,
    // The landlord's details are the branch's payment details; an empty one answers null.
    sql`select t.id, t.name, t.phone,
          json_build_object('name', b.name, 'address', b.address) as branch,
          json_build_object('name', nullif(b.landlord_name, ''),
            'pan', nullif(b.landlord_pan, ''),
            'address', nullif(b.landlord_address, '')) as landlord
        from tenants t join branches b on b.id = t.branch_id where t.id = ${tenantId}`,
  );
  if (!head) return null;
  const wanted = [...new Set(months)].sort();
  const rows = await query<Record<string, string | null>>(
    db,
    sql`with m as (
          select month, to_date(month || '-01', 'YYYY-MM-DD') as first_day,
            (to_date(month || '-01', 'YYYY-MM-DD') + interval '1 month' - interval '1 day')::date as last_day
          from unnest(${sql`array[${sql.join(
            wanted.map((w) => sql`${w}`),
            sql`, `,
          )}]::text[]`}) as month
        )
        select m.month,
          greatest(m.first_day, coalesce(s.start_date, m.first_day))::text as period_start,
          least(m.last_day, coalesce(s.end_date, m.last_day))::text as period_end,
          (select coalesce(sum(${rentPaid}), 0) from payments p where p.tenant_id = ${tenantId}
            and ${countsAsRent} and p.date between m.first_day and m.last_day)::text as amount,
          (select coalesce(sum(p.amount), 0) from payments p where p.tenant_id = ${tenantId}
            and ${countsAsRent} and p.purpose = 'rent' and p.method = 'cash'
            and p.date between m.first_day and m.last_day)::text as cash,
          (select coalesce(sum(rs.amount), 0) from rent_instalments(m.last_day) rs where rs.tenant_id = ${tenantId}
            and rs.due_date between m.first_day and m.last_day)::text as monthly_rent,
          s.property_name, s.property_address,
          financial_year(m.first_day) as financial_year,
          (select coalesce(sum(${rentPaid}), 0) from payments p where p.tenant_id = ${tenantId}
            and ${countsAsRent} and financial_year(p.date) = financial_year(m.first_day))::text as year_total
        from m
        left join lateral (
          select min(bk.start_date) as start_date, nullif(max(coalesce(bk.end_date, 'infinity'::date)), 'infinity'::date) as end_date,
            (array_agg(pr.name order by bk.start_date desc))[1] as property_name,
            (array_agg(pr.address order by bk.start_date desc))[1] as property_address
          from bookings bk join beds bd on bd.id = bk.bed_id join rooms rm on rm.id = bd.room_id
          join floors f on f.id = rm.floor_id join properties pr on pr.id = f.property_id
          where bk.tenant_id = ${tenantId} and ${billedBooking('bk')}
            and bk.start_date <= m.last_day and coalesce(bk.end_date, 'infinity'::date) >= m.first_day
        ) s on true
        order by m.month`,
  );
  const receipts: RentReceipt[] = rows.map((r) => ({
    month: r.month!,
    period_start: r.period_start!,
    period_end: r.period_end!,
    amount: Number(r.amount),
    cash: Number(r.cash),
    monthly_rent: Number(r.monthly_rent),
    property_name: r.property_name ?? null,
    property_address: r.property_address ?? null,
    financial_year: r.financial_year!,
    year_total: Number(r.year_total),
  }));
  return {
    tenant: { id: head.id, name: head.name, phone: head.phone },
    branch: head.branch,
    landlord: head.landlord,
    receipts,
  };
}
