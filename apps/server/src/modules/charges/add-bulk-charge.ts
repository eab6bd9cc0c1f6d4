import { type BulkChargeValues, NO_CURRENT_TENANTS } from '@pg/contracts/electricity';
import { sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { badRequest } from '../../lib/errors.ts';
import { bookingIs } from '../../lib/statuses.ts';

/** The current (checked-in) tenants of a branch, or of one property, floor or room of it. */
const currentTenants = (branchId: string, scope: BulkChargeValues['scope']) => sql`
  select distinct on (t.id) t.id, t.name, b.id as booking_id
  from bookings b
  join tenants t on t.id = b.tenant_id
  join beds d on d.id = b.bed_id
  join rooms r on r.id = d.room_id
  join floors f on f.id = r.floor_id
  where b.branch_id = ${branchId} and ${bookingIs('checked_in', 'b')}
    and (${scope.property_id ?? null}::uuid is null or f.property_id = ${scope.property_id ?? null}::uuid)
    and (${scope.floor_id ?? null}::uuid is null or r.floor_id = ${scope.floor_id ?? null}::uuid)
    and (${scope.room_id ?? null}::uuid is null or r.id = ${scope.room_id ?? null}::uuid)
  order by t.id, b.start_date desc`;

export async function previewBulkCharge(db: Tx, branchId: string, input: BulkChargeValues) {
  const tenants = await query<{ id: string; name: string }>(
    db,
    sql`select id, name from (${currentTenants(branchId, input.scope)}) c order by name, id`,
  );
  const [sum] = await query<{ total: number }>(
    db,
    sql`select (${input.amount}::numeric * ${tenants.length})::float8 as total`,
  );
  return { count: tenants.length, total: sum!.total, tenants };
}

/** One charge to each current tenant of the place: one transaction, one audit entry. */
export async function addBulkCharge(db: Db, branchId: string, input: BulkChargeValues, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const rows = await query<{ id: string; tenant_id: string }>(
      tx,
      sql`insert into charges (branch_id, tenant_id, booking_id, date, category, description, amount)
          select ${branchId}::uuid, c.id, c.booking_id, ${input.date}::date, ${input.category}::text, ${input.description}::text,
                 ${input.amount}::numeric
          from (${currentTenants(branchId, input.scope)}) c
          returning id, tenant_id`,
    );
    if (rows.length === 0) throw badRequest(NO_CURRENT_TENANTS, { scope: NO_CURRENT_TENANTS });
    const [sum] = await query<{ total: number }>(
      tx,
      sql`select sum(amount)::float8 as total from charges where id = any(${`{${rows.map((r) => r.id).join(',')}}`}::uuid[])`,
    );
    const result = { count: rows.length, total: sum!.total, charge_ids: rows.map((r) => r.id) };
    await writeAudit(tx, {
      actor,
      action: 'charge.bulk_create',
      entity: 'branch',
      entityId: branchId,
      after: { ...input, ...result },
    });
    return result;
  });
}
