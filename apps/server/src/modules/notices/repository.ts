import type { NoticeUpdateValues, NoticeValues } from '@pg/contracts/notices';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { notices } from '../../db/schema/complaint-threads.ts';
import { properties } from '../../db/schema/inventory.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { openBooking } from '../../lib/statuses.ts';
import { displayName } from '../users/index.ts';

type Actor = { id: string; email: string };

const columnsOn = (today: string) => ({
  id: notices.id,
  branch_id: notices.branchId,
  property_id: notices.propertyId,
  property_name: properties.name,
  title: notices.title,
  body: notices.body,
  ends_on: notices.endsOn,
  current: sql<boolean>`(${notices.endsOn} is null or ${notices.endsOn} >= ${today}::date)`,
  created_by_name: displayName(users),
  created_at: notices.createdAt,
});

const selectNotices = (db: Tx, today: string) =>
  db
    .select(columnsOn(today))
    .from(notices)
    .leftJoin(properties, eq(properties.id, notices.propertyId))
    .leftJoin(users, eq(users.id, notices.createdBy));

/** A branch's notices, newest first, each saying whether tenants see it today. */
export async function listNotices(db: Tx, branchId: string, today: string) {
  const items = await selectNotices(db, today)
    .where(eq(notices.branchId, branchId))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(200);
  return { items };
}

const readNotice = async (db: Tx, id: string, today: string) =>
  (await selectNotices(db, today).where(eq(notices.id, id)))[0] ?? null;

/** Posts a notice to the branch or one of its properties, audited. */
export async function createNotice(db: Db, branchId: string, input: NoticeValues, by: Actor, today: string) {
  return db.transaction(async (tx) => {
    const values = input as {
      title: string;
      body: string;
      property_id: string | null;
      ends_on: string | null;
    };
    if (values.property_id) {
      const [property] = await tx
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.id, values.property_id), eq(properties.branchId, branchId)));
      if (!property) {
        throw new AppError('not_found', 'Property not found', { property_id: 'Property not found' });
      }
    }
    const [created] = await tx
      .insert(notices)
      .values({
        branchId,
        propertyId: values.property_id,
        title: values.title,
        body: values.body,
        endsOn: values.ends_on,
        createdBy: by.id,
      })
      .returning({ id: notices.id });
    const row = (await readNotice(tx, created!.id, today))!;
    await writeAudit(tx, {
      actor: by,
      action: 'notice.create',
      entity: 'notice',
      entityId: row.id,
      after: row,
    });
    return row;
  });
}

/** Changes the last day a notice is shown (null: until deleted), audited. Null: no such notice. */
export async function updateNotice(db: Db, id: string, input: NoticeUpdateValues, by: Actor, today: string) {
  return db.transaction(async (tx) => {
    const before = await readNotice(tx, id, today);
    if (!before) return null;
    const endsOn = (input.ends_on ?? null) as string | null;
    await tx.update(notices).set({ endsOn }).where(eq(notices.id, id));
    await writeAudit(tx, {
      actor: by,
      action: 'notice.update',
      entity: 'notice',
      entityId: id,
      before: { ends_on: before.ends_on },
      after: { ends_on: endsOn },
    });
    return readNotice(tx, id, today);
  });
}

/** Deletes a notice, audited with what it said. Null: no such notice. */
export async function deleteNotice(db: Db, id: string, by: Actor, today: string) {
  return db.transaction(async (tx) => {
    const before = await readNotice(tx, id, today);
    if (!before) return null;
    await tx.delete(notices).where(eq(notices.id, id));
    await writeAudit(tx, { actor: by, action: 'notice.delete', entity: 'notice', entityId: id, before });
    return true;
  });
}

/**
 * The notices a tenant reads today, newest first: their branch's, and those of the property of
 * their stay (booked or checked in).
 */
export async function tenantNotices(db: Tx, me: { tenantId: string; branchId: string }, today: string) {
  const items = await db
    .select({
      id: notices.id,
      title: notices.title,
      body: notices.body,
      ends_on: notices.endsOn,
      created_at: notices.createdAt,
    })
    .from(notices)
    .where(
      and(
        eq(notices.branchId, me.branchId),
        sql`(${notices.endsOn} is null or ${notices.endsOn} >= ${today}::date)`,
        sql`(${notices.propertyId} is null or ${notices.propertyId} in (
          select fl.property_id from bookings bk join beds bd on bd.id = bk.bed_id
            join rooms rm on rm.id = bd.room_id join floors fl on fl.id = rm.floor_id
          where bk.tenant_id = ${me.tenantId} and ${openBooking('bk')}))`,
      ),
    )
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(50);
  return { items };
}
