import { toDisplayDate } from '@pg/contracts/dates';
import {
  DEDUCTION_CATEGORY,
  type DeductionInput,
  TERM_LINE_LABELS,
  type TermLine,
  type TermLineFigure,
  WAIVER_NOT_OFFERED,
  type WaiverInput,
} from '@pg/contracts/settlements';
import { type SQL, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { badRequest } from '../../lib/errors.ts';

/**
 * What a monthly stay's terms add at its settlement: the notice days not served and leaving
 * inside the lock-in (contracts' TERM_LINES). Worked out in SQL on the stay's own periods and
 * rents (booking_rents), as rent_instalments bills them, so a day is priced as its month prices it.
 */

/**
 * The rent of a monthly booking's days `from` to `to` (both included; nothing when `to` is before
 * `from`): for each of the stay's periods (calendar month or month from the joining day, as
 * monthly_instalments makes them) the rent per month of each day ÷ the days of the period, rounded
 * to the paisa per period, and summed.
 */
export const rentOfDays = (bookingId: string, from: SQL, to: SQL): SQL => sql`(
  with bk as (select start_date, due_day, monthly_rent from bookings where id = ${bookingId}),
  p as (
    select case when bk.due_day = 'anniversary' then (bk.start_date + k * interval '1 month')::date
             else (date_trunc('month', bk.start_date) + k * interval '1 month')::date end as p_start,
           case when bk.due_day = 'anniversary' then (bk.start_date + (k + 1) * interval '1 month')::date - 1
             else (date_trunc('month', bk.start_date) + (k + 1) * interval '1 month')::date - 1 end as p_end
    from bk cross join generate_series(0,
      greatest(0, (extract(year from ${to})::int - extract(year from bk.start_date)::int) * 12
        + extract(month from ${to})::int - extract(month from bk.start_date)::int + 1)) k
  ), s as (
    select f as s_from, coalesce(lead(f) over (order by f) - 1, 'infinity'::date) as s_to, rent
    from (
      select distinct on (f) f, rent from (
        select bk.start_date as f, bk.monthly_rent as rent, 0 as prio from bk
        union all
        select greatest(r.effective_from, bk.start_date), r.monthly_rent, 1
        from booking_rents r cross join bk where r.booking_id = ${bookingId}
      ) x order by f, prio desc
    ) y
  )
  select coalesce(sum(round(
    (select sum(s.rent * greatest(0, least(p.p_end, ${to}, s.s_to) - greatest(p.p_start, ${from}, s.s_from) + 1)) from s)
      / (p.p_end - p.p_start + 1), 2)), 0)
  from p where p.p_end >= ${from} and p.p_start <= ${to} and ${from} <= ${to}
)`;

type Terms = {
  notice_from: string;
  notice_to: string;
  notice_days: number;
  notice_amount: string;
  lock_in_end: string | null;
  lock_in_from: string;
  lock_in_amount: string;
  lock_in_charge: string;
};

/**
 * The lines a monthly stay's terms add when it ends on `checkout` (the booking already ends then):
 * its notice period and lock-in are its own, else the branch's; what leaving inside the lock-in
 * owes is the branch's (lock_in_charge). Lines of nothing are left out; a per-day stay has none.
 */
async function termLines(tx: Tx, bookingId: string, checkout: string) {
  const day = sql`${checkout}::date`;
  const [row] = await query<Terms>(
    tx,
    sql`with t as (
          select bk.id, bk.start_date, bk.notice_given_on,
            coalesce(bk.notice_days, bb.notice_days, 30) as notice_days,
            coalesce(bk.lock_in_months, bb.lock_in_months, 0) as lock_in_months,
            coalesce(bb.lock_in_charge, 'rest_of_lock_in') as lock_in_charge, bb.lock_in_amount
          from bookings bk left join branch_billing bb on bb.branch_id = bk.branch_id
          where bk.id = ${bookingId} and bk.billing = 'monthly'
        ), u as (
          select *, coalesce(notice_given_on, ${day}) + notice_days as notice_end,
            case when lock_in_months > 0 then (start_date + lock_in_months * interval '1 month')::date - 1 end as lock_in_end
          from t
        ), v as (
          select *, greatest(notice_end, ${day}) + 1 as lock_in_from from u
        )
        select to_char(${day} + 1, 'YYYY-MM-DD') as notice_from, to_char(notice_end, 'YYYY-MM-DD') as notice_to,
          greatest(notice_end - ${day}, 0) as notice_days,
          ${rentOfDays(bookingId, sql`(${day} + 1)`, sql`notice_end`)}::text as notice_amount,
          to_char(lock_in_end, 'YYYY-MM-DD') as lock_in_end, to_char(lock_in_from, 'YYYY-MM-DD') as lock_in_from,
          lock_in_charge,
          (case when lock_in_end is null or ${day} >= lock_in_end then 0
            when lock_in_charge = 'fixed' then coalesce(lock_in_amount, 0)
            else ${rentOfDays(bookingId, sql`lock_in_from`, sql`lock_in_end`)} end)::text
            as lock_in_amount
        from v`,
  );
  if (!row) return [];
  const lines: { line: TermLine; description: string; amount: string }[] = [];
  if (Number(row.notice_amount) > 0) {
    lines.push({
      line: 'notice',
      description: `${toDisplayDate(row.notice_from)} to ${toDisplayDate(row.notice_to)}, ${row.notice_days} days`,
      amount: row.notice_amount,
    });
  }
  if (Number(row.lock_in_amount) > 0) {
    lines.push({
      line: 'lock_in',
      description:
        row.lock_in_charge === 'fixed'
          ? `Leaving before the lock-in ends on ${toDisplayDate(row.lock_in_end!)}`
          : `${toDisplayDate(row.lock_in_from)} to ${toDisplayDate(row.lock_in_end!)}, the rest of the lock-in`,
      amount: row.lock_in_amount,
    });
  }
  return lines;
}

/** A term line with whether it is waived, and the reason when one is given. */
export type OfferedLine = TermLineFigure & { amountText: string; reason: string | null };

/**
 * The lines of the stay's terms on `checkout`, each marked waived when its line is in `waived` (a
 * preview names the lines; a confirmation gives each a reason). A confirmation waiving a line the
 * settlement does not offer is refused.
 */
export async function offeredLines(
  tx: Tx,
  bookingId: string,
  checkout: string,
  waived: (TermLine | WaiverInput)[],
): Promise<OfferedLine[]> {
  const lines = await termLines(tx, bookingId, checkout);
  const reasons = new Map(
    waived.map((w) => (typeof w === 'string' ? [w, null] : ([w.line, w.reason] as const))),
  );
  // A preview names lines as the form has them (a line may come and go with the date); a
  // confirmation waives only what it is offered.
  for (const w of waived) {
    const line = typeof w === 'string' ? null : w.line;
    if (line && !lines.some((l) => l.line === line)) {
      throw badRequest(WAIVER_NOT_OFFERED, { waivers: `${TERM_LINE_LABELS[line]}: ${WAIVER_NOT_OFFERED}` });
    }
  }
  return lines.map((l) => ({
    line: l.line,
    label: TERM_LINE_LABELS[l.line],
    description: l.description,
    amount: Number(l.amount),
    amountText: l.amount,
    waived: reasons.has(l.line),
    reason: reasons.get(l.line) ?? null,
  }));
}

/**
 * A confirmed settlement's deductions and term lines not waived become charges of the tenant (on
 * the check-out date, naming the settlement), so the statement, Dues and the deposit applied see
 * them; each line waived is an audit entry with its amount and reason.
 */
export async function recordDeductions(
  tx: Tx,
  stay: { id: string; branch_id: string; tenant_id: string },
  settlementId: string,
  input: { checkout_date: string; deductions: DeductionInput[] },
  lines: OfferedLine[],
  actor: AuditActor,
) {
  const charges = [
    ...input.deductions.map((d) => ({ reason: d.reason, amount: String(d.amount) })),
    ...lines
      .filter((l) => !l.waived)
      .map((l) => ({ reason: `${l.label}: ${l.description}`, amount: l.amountText })),
  ];
  for (const d of charges) {
    await query(
      tx,
      sql`insert into charges (branch_id, tenant_id, booking_id, date, category, description, amount, settlement_id)
          values (${stay.branch_id}, ${stay.tenant_id}, ${stay.id}, ${input.checkout_date}::date,
            ${DEDUCTION_CATEGORY}, ${d.reason}, ${d.amount}::numeric, ${settlementId})`,
    );
  }
  for (const l of lines.filter((x) => x.waived)) {
    await writeAudit(tx, {
      actor,
      action: 'booking.waive',
      entity: 'booking',
      entityId: stay.id,
      after: {
        settlement_id: settlementId,
        line: l.line,
        label: l.label,
        description: l.description,
        amount: l.amountText,
        reason: l.reason,
      },
    });
  }
}
