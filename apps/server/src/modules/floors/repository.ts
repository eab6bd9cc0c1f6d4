import { type Floor, type FloorListQuery, floorName } from '@pg/contracts/inventory';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { conflict, explainClash } from '../../lib/errors.ts';
import { Missing } from '../../lib/not-found.ts';
import { likePattern } from '../../lib/search.ts';
import { countOf, isoTimestamp, whereAll } from '../../lib/sql.ts';
import { bookedBedsMessage, lockBedsAndCountBooked } from '../beds/index.ts';

/** Floors of properties. A floor's branch_id is copied from its property inside the statement that writes it. */

type FloorRow = Omit<Floor, 'created_at'> & { created_at: unknown };

const floorSelect = sql`select f.id, f.branch_id, f.property_id, p.name as property_name, f.floor_number, f.name,
    f.description, f.created_at,
    (select count(*)::int from rooms r where r.floor_id = f.id) as room_count
  from floors f join properties p on p.id = f.property_id`;

const toFloor = (r: FloorRow): Floor => ({ ...r, created_at: isoTimestamp(r.created_at) });

export async function listFloors(
  db: Tx,
  branchId: string,
  opts: Omit<FloorListQuery, 'limit' | 'offset'> & { limit: number; offset: number },
): Promise<{ items: Floor[]; total: number }> {
  const where = whereAll([
    sql`f.branch_id = ${branchId}`,
    opts.property_id ? sql`f.property_id = ${opts.property_id}` : undefined,
    opts.q ? sql`f.name ilike ${likePattern(opts.q)}` : undefined,
  ]);
  const [rows, total] = await Promise.all([
    query<FloorRow>(
      db,
      sql`${floorSelect} where ${where} order by f.floor_number, p.name, f.property_id, f.id
          limit ${opts.limit} offset ${opts.offset}`,
    ),
    countOf(db, sql`select count(*)::int as n from floors f where ${where}`),
  ]);
  return { items: rows.map(toFloor), total };
}

async function getFloor(db: Tx, id: string): Promise<Floor | null> {
  const [row] = await query<FloorRow>(db, sql`${floorSelect} where f.id = ${id}`);
  return row ? toFloor(row) : null;
}

type FloorValues = { floor_number: number; name: string | null; description: string | null };

/** The name given, else the one its number makes ('Floor 2'). */
const nameOf = (input: FloorValues) => input.name ?? floorName(input.floor_number);

/** Adds a floor to a property of the branch; Missing when the branch has no such property. */
export async function createFloor(db: Tx, branchId: string, input: FloorValues & { property_id: string }) {
  const rows = await query<{ id: string }>(
    db,
    sql`insert into floors (branch_id, property_id, floor_number, name, description)
        select p.branch_id, p.id, ${input.floor_number}, ${nameOf(input)}, ${input.description}
        from properties p where p.id = ${input.property_id} and p.branch_id = ${branchId}
        returning id`,
  ).catch((err) => explainClash(err, input.floor_number));
  return rows[0] ? (await getFloor(db, rows[0].id))! : new Missing('Property');
}

/** Updates a floor; null when there is none. */
export async function updateFloor(db: Tx, id: string, input: FloorValues) {
  const rows = await query<{ id: string }>(
    db,
    sql`update floors set floor_number = ${input.floor_number}, name = ${nameOf(input)},
          description = ${input.description}
        where id = ${id} returning id`,
  ).catch((err) => explainClash(err, input.floor_number));
  return rows[0] ? getFloor(db, id) : null;
}

/** Deletes a floor and all on it unless a bed has a live booking, audited; the deleted floor, or null. */
export async function deleteFloor(db: Tx, id: string, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const [before] = await query<Record<string, unknown>>(
      tx,
      sql`select id, branch_id, property_id, floor_number, name from floors where id = ${id} for update`,
    );
    if (!before) return null;
    const booked = await lockBedsAndCountBooked(
      tx,
      sql`from beds bd join rooms r on r.id = bd.room_id where r.floor_id = ${id}`,
    );
    if (booked > 0) throw conflict(bookedBedsMessage('floor', booked));
    await query(tx, sql`delete from floors where id = ${id}`);
    await writeAudit(tx, { actor, action: 'floor.delete', entity: 'floor', entityId: id, before });
    return before;
  });
}
