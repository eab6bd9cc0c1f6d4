import {
  NO_ELECTRICITY_RATE,
  READING_BELOW_LAST,
  READING_NOT_AFTER_LAST,
  type ReadingValues,
  VOIDED_READING_MESSAGE,
} from '@pg/contracts/electricity';
import { sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { billedBooking } from '../../lib/statuses.ts';

/**
 * Electricity by meter and charges in bulk. A reading bills the units since its meter's last
 * reading at the branch's rate (at least its minimum), shared among the tenants who stayed in the
 * meter's room (or bed) in that period, as one 'Electricity' charge each, linked to the reading.
 * Shares are worked out in paise in SQL: each tenant's share rounded down, the paise left over
 * given one each to the largest remainders, so the shares sum exactly to the bill.
 */

type RateRow = {
  branch_id: string;
  rate_per_unit: number;
  minimum_amount: number | null;
  split: 'days' | 'per_head';
};

export async function readRate(db: Tx, branchId: string) {
  const [row] = await query<RateRow>(
    db,
    sql`select branch_id, rate_per_unit::float8 as rate_per_unit, minimum_amount::float8 as minimum_amount, split
        from electricity_rates where branch_id = ${branchId}`,
  );
  return row ?? null;
}

export async function saveRate(
  db: Db,
  branchId: string,
  input: { rate_per_unit: number; minimum_amount: number | null; split: 'days' | 'per_head' },
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    const before = await readRate(tx, branchId);
    await tx.execute(sql`
      insert into electricity_rates (branch_id, rate_per_unit, minimum_amount, split)
      values (${branchId}, ${input.rate_per_unit}, ${input.minimum_amount}, ${input.split})
      on conflict (branch_id) do update set rate_per_unit = excluded.rate_per_unit,
        minimum_amount = excluded.minimum_amount, split = excluded.split`);
    const after = (await readRate(tx, branchId))!;
    await writeAudit(tx, {
      actor,
      action: 'electricity_rate.update',
      entity: 'branch',
      entityId: branchId,
      before,
      after,
    });
    return after;
  });
}

type MeterRow = {
  id: string;
  branch_id: string;
  room_id: string;
  bed_id: string | null;
  name: string;
  last_reading: number | null;
  last_reading_date: string | null;
};

const meterSelect = sql`
  select m.id, m.branch_id, m.room_id, m.bed_id, m.name,
         l.reading::float8 as last_reading, l.date::text as last_reading_date
  from meters m
  left join lateral (
    select r.reading, r.date from meter_readings r
    where r.meter_id = m.id and r.voided_at is null
    order by r.date desc, r.created_at desc limit 1
  ) l on true`;

export async function listMeters(db: Tx, roomId: string) {
  const items = await query<MeterRow>(
    db,
    sql`${meterSelect} where m.room_id = ${roomId} order by m.name, m.id`,
  );
  return { items };
}

export async function addMeter(
  db: Db,
  roomId: string,
  input: { name: string; bed_id: string | null },
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    const [room] = await query<{ branch_id: string }>(
      tx,
      sql`select branch_id from rooms where id = ${roomId}`,
    );
    if (!room) return null;
    if (input.bed_id) {
      const [bed] = await query(
        tx,
        sql`select 1 from beds where id = ${input.bed_id} and room_id = ${roomId}`,
      );
      if (!bed) throw badRequest('This bed is not in the room', { bed_id: 'This bed is not in the room' });
    }
    const [row] = await query<{ id: string }>(
      tx,
      sql`insert into meters (branch_id, room_id, bed_id, name)
          values (${room.branch_id}, ${roomId}, ${input.bed_id}, ${input.name}) returning id`,
    );
    const [created] = await query<MeterRow>(tx, sql`${meterSelect} where m.id = ${row!.id}`);
    await writeAudit(tx, {
      actor,
      action: 'meter.create',
      entity: 'meter',
      entityId: row!.id,
      after: created,
    });
    return created!;
  });
}

type ReadingRow = {
  id: string;
  meter_id: string;
  date: string;
  reading: number;
  new_meter: boolean;
  previous_date: string | null;
  previous_reading: number | null;
  units: number;
  amount: number;
  has_photo: boolean;
  voided_at: string | null;
  void_reason: string | null;
  charges: { id: string; tenant_id: string; amount: number }[];
};

const readingSelect = sql`
  select r.id, r.meter_id, r.date::text as date, r.reading::float8 as reading, r.new_meter,
         p.date::text as previous_date, p.reading::float8 as previous_reading,
         r.units::float8 as units, r.amount::float8 as amount, r.photo_file_id is not null as has_photo,
         to_char(r.voided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as voided_at, r.void_reason,
         coalesce((select json_agg(json_build_object('id', c.id, 'tenant_id', c.tenant_id, 'amount', c.amount::float8)
                                   order by c.amount desc, c.id)
                   from charges c where c.meter_reading_id = r.id), '[]'::json) as charges
  from meter_readings r
  left join meter_readings p on p.id = r.previous_reading_id`;

export async function listReadings(db: Tx, meterId: string) {
  const items = await query<ReadingRow>(
    db,
    sql`${readingSelect} where r.meter_id = ${meterId} order by r.date desc, r.created_at desc`,
  );
  return { items };
}

export const readReading = async (tx: Tx, id: string) =>
  (await query<ReadingRow>(tx, sql`${readingSelect} where r.id = ${id}`))[0] ?? null;

/** Records and bills a reading, one audit entry; null: no such meter. Never below the last but for a new meter. */
export async function recordReading(db: Db, meterId: string, input: ReadingValues, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const [meter] = await query<{ id: string; branch_id: string; room_id: string; bed_id: string | null }>(
      tx,
      sql`select id, branch_id, room_id, bed_id from meters where id = ${meterId} for update`,
    );
    if (!meter) return null;
    const [last] = await query<{ id: string; date: string; reading: number }>(
      tx,
      sql`select id, date::text as date, reading::float8 as reading from meter_readings
          where meter_id = ${meterId} and voided_at is null order by date desc, created_at desc limit 1`,
    );
    if (last && input.date <= last.date) {
      throw badRequest(READING_NOT_AFTER_LAST, { date: READING_NOT_AFTER_LAST });
    }
    if (last && !input.new_meter && input.reading < last.reading) {
      const message = READING_BELOW_LAST(last.reading);
      throw badRequest(message, { reading: message });
    }
    const billed = last && !input.new_meter;
    const rate = billed ? await readRate(tx, meter.branch_id) : null;
    if (billed && !rate) throw badRequest(NO_ELECTRICITY_RATE, { reading: NO_ELECTRICITY_RATE });
    // Units and the bill in numeric: (reading - last) × rate, at least the minimum.
    const [row] = await query<{ id: string }>(
      tx,
      sql`insert into meter_readings (branch_id, meter_id, date, reading, new_meter, previous_reading_id, units, amount)
          select ${meter.branch_id}::uuid, ${meterId}::uuid, ${input.date}::date, ${input.reading}::numeric,
                 ${input.new_meter}::boolean, ${billed ? last!.id : null}::uuid, u.units,
                 case when r.branch_id is null then 0
                      else round(greatest(u.units * r.rate_per_unit, coalesce(r.minimum_amount, 0)), 2) end
          from (select ${input.reading}::numeric - ${billed ? last!.reading : input.reading}::numeric as units) u
          left join electricity_rates r on r.branch_id = ${billed ? meter.branch_id : null}::uuid
          returning id`,
    );
    const readingId = row!.id;
    if (billed) await billReading(tx, readingId, last!.date, input.date, meter, rate!.split);
    const created = (await readReading(tx, readingId))!;
    await writeAudit(tx, {
      actor,
      action: 'meter_reading.create',
      entity: 'meter_reading',
      entityId: readingId,
      after: created,
    });
    return created;
  });
}

/**
 * One 'Electricity' charge per tenant who stayed under the meter in [from, to): the days each
 * stayed (a stay runs from its start to its check-out or end, open-ended without one), or one
 * head each; dated the reading's day.
 */
async function billReading(
  tx: Tx,
  readingId: string,
  from: string,
  to: string,
  meter: { branch_id: string; room_id: string; bed_id: string | null },
  split: 'days' | 'per_head',
) {
  await tx.execute(sql`
    with stays as (
      select b.tenant_id, b.id as booking_id, b.start_date,
             greatest(0, least(${to}::date - 1, coalesce(b.checked_out_on, b.end_date, 'infinity'::date))
                         - greatest(${from}::date, b.start_date) + 1) as days
      from bookings b join beds d on d.id = b.bed_id
      where d.room_id = ${meter.room_id} and (${meter.bed_id}::uuid is null or b.bed_id = ${meter.bed_id}::uuid)
        and ${billedBooking('b')}
        and b.start_date < ${to}::date
    ),
    tenants as (
      select tenant_id, (array_agg(booking_id order by start_date desc))[1] as booking_id,
             case when ${split}::text = 'per_head' then 1 else sum(days) end as weight
      from stays where days > 0 group by tenant_id
    ),
    bill as (
      select round(r.amount * 100)::bigint as paise,
             m.name || ': ' || p.reading::float8 || ' → ' || r.reading::float8 || ' (' || r.units::float8
               || ' units), ' || ${from} || ' to ' || ${to} as description
      from meter_readings r join meters m on m.id = r.meter_id
      join meter_readings p on p.id = r.previous_reading_id
      where r.id = ${readingId}
    ),
    shares as (
      select t.tenant_id, t.booking_id,
             (bill.paise * t.weight) / sum(t.weight) over () as exact,
             floor((bill.paise * t.weight) / sum(t.weight) over ())::bigint as base,
             bill.paise, bill.description
      from tenants t cross join bill
    ),
    ranked as (
      select s.*, row_number() over (order by s.exact - s.base desc, s.tenant_id) as rank,
             s.paise - sum(s.base) over () as leftover
      from shares s
    )
    insert into charges (branch_id, tenant_id, booking_id, date, category, description, amount, meter_reading_id)
    select ${meter.branch_id}::uuid, tenant_id, booking_id, ${to}::date, 'Electricity', description,
           (base + case when rank <= leftover then 1 else 0 end)::numeric / 100, ${readingId}::uuid
    from ranked
    where base + case when rank <= leftover then 1 else 0 end > 0`);
}

/** Voids a reading and its charges with the reason, audited once. */
export async function voidReading(db: Db, id: string, reason: string, actor: AuditActor, now: Date) {
  return db.transaction(async (tx) => {
    const [locked] = await query<{ voided_at: string | null }>(
      tx,
      sql`select voided_at from meter_readings where id = ${id} for update`,
    );
    if (!locked) return null;
    if (locked.voided_at) throw conflict(VOIDED_READING_MESSAGE);
    const before = await readReading(tx, id);
    const at = now.toISOString();
    const by = actor?.id ?? null;
    await tx.execute(
      sql`update meter_readings set voided_at = ${at}, voided_by = ${by}, void_reason = ${reason} where id = ${id}`,
    );
    await tx.execute(sql`update charges set voided_at = ${at}, voided_by = ${by}, void_reason = ${reason}
                         where meter_reading_id = ${id} and voided_at is null`);
    const after = (await readReading(tx, id))!;
    await writeAudit(tx, {
      actor,
      action: 'meter_reading.void',
      entity: 'meter_reading',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}
