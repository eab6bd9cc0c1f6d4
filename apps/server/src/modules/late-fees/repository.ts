import type { LateFeeRule, LateFeeRuleValues } from '@pg/contracts/late-fees';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { countingPayments, paidAmount } from '../ledger/index.ts';

/**
 * Late fees (table late_fee_rules, one rule per branch) and the daily job that adds them as
 * 'Late fee' charges. The instalments are those of rent_instalments(day), whatever kind of stay
 * yields them; payments settle the oldest dues first, as the Dues page counts them.
 */

const ruleColumns = sql`branch_id, grace_days, kind, amount::float8 as amount, cap::float8 as cap,
  effective_from::text as effective_from, updated_at`;

export async function getRule(db: Tx, branchId: string): Promise<LateFeeRule | null> {
  const [row] = await query<LateFeeRule>(
    db,
    sql`select ${ruleColumns} from late_fee_rules where branch_id = ${branchId}`,
  );
  return row ? { ...row, updated_at: new Date(row.updated_at).toISOString() } : null;
}

/**
 * Sets a branch's rule (audited). A new rule counts from `today`: days before it accrue nothing,
 * so turning late fees on does not bill the past.
 */
export async function setRule(
  db: Tx,
  branchId: string,
  values: LateFeeRuleValues,
  actor: AuditActor,
  today: string,
) {
  return db.transaction(async (tx) => {
    const before = await getRule(tx, branchId);
    await tx.execute(sql`
      insert into late_fee_rules (branch_id, grace_days, kind, amount, cap, effective_from, updated_by)
      values (${branchId}, ${values.grace_days}, ${values.kind}, ${values.amount}, ${values.cap},
        ${today}::date, ${actor?.id ?? null})
      on conflict (branch_id) do update set grace_days = excluded.grace_days, kind = excluded.kind,
        amount = excluded.amount, cap = excluded.cap, updated_at = now(), updated_by = excluded.updated_by`);
    const after = (await getRule(tx, branchId))!;
    await writeAudit(tx, {
      actor,
      action: before ? 'late_fee_rule.update' : 'late_fee_rule.create',
      entity: 'late_fee_rule',
      entityId: branchId,
      before,
      after,
    });
    return after;
  });
}

/** Turns late fees off for a branch (audited); the fees already added stay. */
export async function removeRule(db: Tx, branchId: string, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const before = await getRule(tx, branchId);
    if (!before) return false;
    await tx.execute(sql`delete from late_fee_rules where branch_id = ${branchId}`);
    await writeAudit(tx, {
      actor,
      action: 'late_fee_rule.delete',
      entity: 'late_fee_rule',
      entityId: branchId,
      before,
    });
    return true;
  });
}

/**
 * Adds the late fees owed up to `today` (a missed day is caught up), one charge per instalment and
 * day (per day) or per instalment (flat), dated the day it accrued. The fee for a day is owed when
 * the payments dated before that day do not cover the tenant's dues up to the instalment's due
 * date (oldest first); per-day fees stop at the cap. A unique index on (booking, due date, day)
 * makes a second run, on this server or another, add nothing, and a voided (waived) fee is never
 * added again. One audit entry per branch that got fees. Returns the count added.
 */
export async function addLateFees(db: Tx, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const added = await query<{ branch_id: string; n: number; total: string }>(
      tx,
      sql`with paid as (
            select tenant_id, date,
              sum(sum(${paidAmount})) over (partition by tenant_id order by date) as running
            from payments where ${countingPayments} group by tenant_id, date
          ), inst as (
            select rs.branch_id, rs.tenant_id, rs.booking_id, rs.due_date, r.kind, r.amount as fee, r.cap,
              r.effective_from, rs.due_date + r.grace_days + 1 as first_day,
              (select min(p.date) from paid p where p.tenant_id = rs.tenant_id and p.running >= (
                select coalesce(sum(d.amount), 0) from tenant_dues(${today}::date) d
                where d.tenant_id = rs.tenant_id and d.due_date <= rs.due_date)) as cleared_on
            from rent_instalments(${today}::date) rs join late_fee_rules r on r.branch_id = rs.branch_id
            where rs.amount > 0 and rs.due_date + r.grace_days + 1 <= ${today}::date
          ), due as (
            select i.*, d::date as day, d::date - i.first_day + 1 as k
            from inst i cross join lateral generate_series(
              greatest(i.first_day, i.effective_from)::timestamp,
              least(${today}::date, coalesce(i.cleared_on, ${today}::date),
                case when i.kind = 'flat' then i.first_day
                  when i.cap is not null then i.first_day + ceil(i.cap / i.fee)::int - 1
                  else ${today}::date end)::timestamp,
              interval '1 day') d
            where i.cleared_on is null or i.cleared_on >= i.first_day
          ), fees as (
            select *, case when kind = 'flat' then least(fee, coalesce(cap, fee))
              else least(fee, coalesce(cap - (k - 1) * fee, fee)) end as amount
            from due
          ), ins as (
            insert into charges (branch_id, tenant_id, booking_id, date, category, description, amount,
              late_fee_due_date, late_fee_day)
            select branch_id, tenant_id, booking_id, day, 'Late fee',
              'Rent due ' || to_char(due_date, 'FMDD Mon YYYY')
                || case when kind = 'per_day' then ', day ' || k else '' end,
              amount, due_date, day
            from fees where amount > 0
            on conflict (booking_id, late_fee_due_date, late_fee_day) where late_fee_day is not null do nothing
            returning branch_id, amount
          )
          select branch_id, count(*)::int as n, sum(amount)::text as total from ins group by branch_id`,
    );
    for (const b of added) {
      await writeAudit(tx, {
        actor: null,
        action: 'charge.late_fees',
        entity: 'branch',
        entityId: b.branch_id,
        after: { charges_added: b.n, total: Number(b.total), as_of: today },
      });
    }
    return added.reduce((sum, b) => sum + b.n, 0);
  });
}
