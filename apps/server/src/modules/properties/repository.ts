import type { InventoryStats, Property, PropertyListQuery } from '@pg/contracts/inventory';
import { sql } from 'drizzle-orm';
import { inBranchScope } from '../../access/principal.ts';
import { query, type Tx } from '../../db/client.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';
import { Missing } from '../../lib/not-found.ts';
import { likePattern } from '../../lib/search.ts';
import { countOf, isoTimestamp, whereAll } from '../../lib/sql.ts';
import { bedStatusOn, bookedBedsMessage, lockBedsAndCountBooked, sqlDate } from '../beds/index.ts';

/**
 * Properties, the top of a branch's inventory (branch > property > floor > room > bed), and the
 * inventory's counts. Only a property's branch comes from the caller; everything under it copies
 * its branch_id from its parent.
 */

/** The counts of a branch's inventory; available and occupied beds as of `today` (beds/status.ts). */
export async function inventoryStats(db: Tx, branchId: string, today: string): Promise<InventoryStats> {
  const [row] = await query<InventoryStats>(
    db,
    sql`select
      (select count(*)::int from properties where branch_id = ${branchId}) as properties,
      (select count(*)::int from floors where branch_id = ${branchId}) as floors,
      r.rooms, r.total_capacity, b.beds, b.available_beds, b.occupied_beds
    from
      (select count(*)::int as rooms, coalesce(sum(capacity), 0)::int as total_capacity
         from rooms where branch_id = ${branchId}) r,
      (select count(*)::int as beds,
         (count(*) filter (where s.status in ('available', 'reserved')))::int as available_beds,
         (count(*) filter (where s.status = 'occupied'))::int as occupied_beds
       from beds bd cross join lateral (select ${bedStatusOn(sqlDate(today))} as status) s
       where bd.branch_id = ${branchId}) b`,
  );
  return row!;
}

type PropertyRow = Omit<Property, 'created_at'> & { created_at: unknown };

const propertySelect = sql`select p.id, p.branch_id, br.code as branch_code, p.name, p.address, p.description,
    p.created_at,
    (select count(*)::int from floors f where f.property_id = p.id) as floor_count,
    (select count(*)::int from rooms r join floors f on f.id = r.floor_id where f.property_id = p.id) as room_count,
    (select count(*)::int from beds bd join rooms r on r.id = bd.room_id join floors f on f.id = r.floor_id
      where f.property_id = p.id) as bed_count
  from properties p join branches br on br.id = p.branch_id`;

const toProperty = (r: PropertyRow): Property => ({ ...r, created_at: isoTimestamp(r.created_at) });

export async function listProperties(
  db: Tx,
  branchId: string,
  opts: Omit<PropertyListQuery, 'limit' | 'offset'> & { limit: number; offset: number },
): Promise<{ items: Property[]; total: number }> {
  const where = whereAll([
    sql`p.branch_id = ${branchId}`,
    opts.q
      ? sql`(p.name ilike ${likePattern(opts.q)} or coalesce(p.address, '') ilike ${likePattern(opts.q)})`
      : undefined,
  ]);
  const order = opts.sort === 'name' ? sql`p.name, p.id` : sql`p.created_at desc, p.id desc`;
  const [rows, total] = await Promise.all([
    query<PropertyRow>(
      db,
      sql`${propertySelect} where ${where} order by ${order} limit ${opts.limit} offset ${opts.offset}`,
    ),
    countOf(db, sql`select count(*)::int as n from properties p where ${where}`),
  ]);
  return { items: rows.map(toProperty), total };
}

async function getProperty(db: Tx, id: string): Promise<Property | null> {
  const [row] = await query<PropertyRow>(db, sql`${propertySelect} where p.id = ${id}`);
  return row ? toProperty(row) : null;
}

type PropertyValues = { name: string; address: string | null; description: string | null };

export async function createProperty(db: Tx, branchId: string, input: PropertyValues) {
  const [row] = await query<{ id: string }>(
    db,
    sql`insert into properties (branch_id, name, address, description)
        values (${branchId}, ${input.name}, ${input.address}, ${input.description}) returning id`,
  );
  return (await getProperty(db, row!.id))!;
}

/**
 * Updates a property; with another branch_id, moves it and everything under it to that branch
 * (audited), which is refused while any of its beds has a booking (bookings belong to the old
 * branch). Null when there is no such property, Missing when there is no such branch.
 */
export async function updateProperty(
  db: Tx,
  id: string,
  input: PropertyValues & { branch_id?: string | undefined },
  actor: AuditActor & { allBranches: boolean; branchIds: ReadonlySet<string> },
) {
  return db.transaction(async (tx) => {
    const [current] = await query<{ branch_id: string }>(
      tx,
      sql`select branch_id from properties where id = ${id} for update`,
    );
    if (!current) return null;
    const target = input.branch_id;
    if (target && target !== current.branch_id) {
      // Moving needs the target branch in the actor's scope too: out of scope reads as missing.
      if (!inBranchScope(actor, target)) return new Missing('Branch');
      const exists = await query(tx, sql`select 1 from branches where id = ${target}`);
      if (!exists.length) return new Missing('Branch');
      const bedsFrom = sql`from beds bd join rooms r on r.id = bd.room_id join floors f on f.id = r.floor_id
        where f.property_id = ${id}`;
      await query(tx, sql`select bd.id ${bedsFrom} for update of bd`);
      const booked = await countOf(
        tx,
        sql`select count(*)::int as n from bookings bk where bk.bed_id in (select bd.id ${bedsFrom})`,
      );
      if (booked > 0) {
        const message = 'This property has bookings, so it cannot move to another branch';
        throw conflict(message, { branch_id: message });
      }
      await query(tx, sql`update properties set branch_id = ${target} where id = ${id}`);
      await query(tx, sql`update floors set branch_id = ${target} where property_id = ${id}`);
      await query(
        tx,
        sql`update rooms set branch_id = ${target} where floor_id in (select id from floors where property_id = ${id})`,
      );
      await query(
        tx,
        sql`update beds set branch_id = ${target} where room_id in (select r.id from rooms r
        join floors f on f.id = r.floor_id where f.property_id = ${id})`,
      );
      await writeAudit(tx, {
        actor,
        action: 'property.move',
        entity: 'property',
        entityId: id,
        before: { branch_id: current.branch_id },
        after: { branch_id: target },
      });
    }
    await query(
      tx,
      sql`update properties set name = ${input.name}, address = ${input.address}, description = ${input.description}
          where id = ${id}`,
    );
    return getProperty(tx, id);
  });
}

/**
 * Deletes a property and all under it, unless a bed in it has a live booking, audited; the deleted
 * property, or null when there is none.
 */
export async function deleteProperty(db: Tx, id: string, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const [before] = await query<Record<string, unknown>>(
      tx,
      sql`select id, branch_id, name, address, description from properties where id = ${id} for update`,
    );
    if (!before) return null;
    const booked = await lockBedsAndCountBooked(
      tx,
      sql`from beds bd join rooms r on r.id = bd.room_id join floors f on f.id = r.floor_id where f.property_id = ${id}`,
    );
    if (booked > 0) throw conflict(bookedBedsMessage('property', booked));
    await query(tx, sql`delete from properties where id = ${id}`);
    await writeAudit(tx, { actor, action: 'property.delete', entity: 'property', entityId: id, before });
    return before;
  });
}
