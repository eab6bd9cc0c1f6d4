import { todayIso } from '@pg/contracts/dates';
import {
  VISITOR_ALREADY_OUT,
  VISITOR_LATER_THAN_NOW,
  VISITOR_OUT_BEFORE_IN,
  type VisitorInput,
} from '@pg/contracts/visitors';
import { and, eq, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { tenants } from '../../db/schema/operations.ts';
import { visitors } from '../../db/schema/tenant-records.ts';
import { type AuditActor, changedFields, writeAudit } from '../../lib/audit.ts';
import { badRequest, conflict, refuseAfterToday } from '../../lib/errors.ts';
import { Missing } from '../../lib/not-found.ts';
import { likePattern } from '../../lib/search.ts';

/* The visitor register of a branch: recorded at the gate, marked out, listed and printed by day. */

type VisitorRow = {
  id: string;
  branch_id: string;
  name: string;
  phone: string | null;
  tenant_id: string;
  tenant_name: string;
  purpose: string | null;
  in_at: string | Date;
  out_at: string | Date | null;
  id_type: VisitorInput['id_type'];
  id_last4: string | null;
};

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
const toVisitor = (r: VisitorRow) => ({
  ...r,
  id_type: r.id_type ?? null,
  in_at: iso(r.in_at)!,
  out_at: iso(r.out_at),
});

const select = sql`select v.id, v.branch_id, v.name, v.phone, v.tenant_id, t.name as tenant_name, v.purpose,
    v.in_at, v.out_at, v.id_type, v.id_last4
  from visitors v join tenants t on t.id = v.tenant_id`;

/**
 * A branch's visitors who came in on a day (India time), latest first; searched by the visitor's
 * name or phone or the tenant's name.
 */
export async function listVisitors(
  db: Tx,
  branchId: string,
  opts: { date: string; q?: string; limit: number; offset: number },
) {
  const search = opts.q
    ? sql`and (v.name ilike ${likePattern(opts.q)} or v.phone ilike ${likePattern(opts.q.replace(/[\s-]/g, ''))}
        or t.name ilike ${likePattern(opts.q)})`
    : sql``;
  const where = sql`where v.branch_id = ${branchId}
    and v.in_at >= (${opts.date}::date)::timestamp at time zone 'Asia/Kolkata'
    and v.in_at < (${opts.date}::date + 1)::timestamp at time zone 'Asia/Kolkata' ${search}`;
  const [rows, [count]] = await Promise.all([
    query<VisitorRow>(
      db,
      sql`${select} ${where} order by v.in_at desc, v.id limit ${opts.limit} offset ${opts.offset}`,
    ),
    query<{ total: number }>(
      db,
      sql`select count(*)::int as total from visitors v join tenants t on t.id = v.tenant_id ${where}`,
    ),
  ]);
  return { items: rows.map(toVisitor), total: count?.total ?? 0 };
}

async function getVisitor(db: Tx, id: string) {
  const [row] = await query<VisitorRow>(db, sql`${select} where v.id = ${id}`);
  return row ? toVisitor(row) : null;
}

/**
 * Records a visitor of a tenant of the branch (in now unless given, and never on a day after today
 * in India), audited; Missing: no such tenant.
 */
export async function recordVisitor(
  db: Tx,
  branchId: string,
  input: VisitorInput & { id_type: VisitorInput['id_type'] | null },
  actor: AuditActor & { id: string },
  now: Date,
) {
  refuseAfterToday(input.in_at, todayIso(now), 'in_at', 'Time in');
  refuseLaterThanNow(input.in_at, now, 'in_at');
  return db.transaction(async (tx) => {
    const [tenant] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(and(eq(tenants.id, input.tenant_id), eq(tenants.branchId, branchId)));
    if (!tenant) return new Missing('Tenant');
    const [row] = await tx
      .insert(visitors)
      .values({
        branchId,
        tenantId: input.tenant_id,
        name: input.name,
        phone: input.phone ?? null,
        purpose: input.purpose ?? null,
        inAt: input.in_at ?? now.toISOString(),
        idType: input.id_type ?? null,
        idLast4: input.id_last4 ?? null,
        createdBy: actor.id,
      })
      .returning({ id: visitors.id });
    const created = (await getVisitor(tx, row!.id))!;
    await writeAudit(tx, {
      actor,
      action: 'visitor.create',
      entity: 'visitor',
      entityId: created.id,
      after: { tenant_id: created.tenant_id, changed: changedFields(null, created) },
    });
    return created;
  });
}

/** A time later than now (a minute's grace for a phone's clock) is refused on its field. */
function refuseLaterThanNow(at: string | undefined, now: Date, field: string) {
  if (at && new Date(at).getTime() > now.getTime() + 60_000) {
    throw badRequest(VISITOR_LATER_THAN_NOW, { [field]: VISITOR_LATER_THAN_NOW });
  }
}

/**
 * Marks a visitor out, audited: now (never before they came in), or at `outAt`, entered after the
 * fact, which may be neither before they came in nor later than now. Null: no such visitor.
 */
export async function markVisitorOut(db: Tx, id: string, actor: AuditActor, now: Date, outAt?: string) {
  refuseLaterThanNow(outAt, now, 'out_at');
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ outAt: visitors.outAt, inAt: visitors.inAt })
      .from(visitors)
      .where(eq(visitors.id, id))
      .for('update');
    if (!locked) return null;
    if (locked.outAt) throw conflict(VISITOR_ALREADY_OUT);
    const inAt = new Date(locked.inAt).getTime();
    if (outAt && new Date(outAt).getTime() < inAt) {
      throw badRequest(VISITOR_OUT_BEFORE_IN, { out_at: VISITOR_OUT_BEFORE_IN });
    }
    const out = outAt ? new Date(outAt).toISOString() : new Date(Math.max(now.getTime(), inAt)).toISOString();
    await tx.update(visitors).set({ outAt: out }).where(eq(visitors.id, id));
    const after = (await getVisitor(tx, id))!;
    await writeAudit(tx, {
      actor,
      action: 'visitor.out',
      entity: 'visitor',
      entityId: id,
      after: { out_at: after.out_at },
    });
    return after;
  });
}
