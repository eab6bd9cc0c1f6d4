/**
 * Fills one branch with a large, realistic amount of data, entirely in SQL (INSERT ... SELECT over
 * generate_series), for benchmarks and for trying the console at scale:
 * 500 beds (10 floors x 25 rooms x 2 beds), 100,000 tenants, 100,000 bookings over two years
 * (200 short stays per bed, never overlapping, half of them monthly), 1,000,000 payments, 100,000 expenses and
 * 100,000 complaints and 100,000 applications (a third pending).
 *
 * As a command: `npx tsx scripts/seed-large.ts` seeds the database the server would open
 * (DATABASE_URL, else the PGlite under DATA_DIR, default ./data), migrating it first, and prints
 * the branch. SEED_SCALE=0.1 seeds a tenth of everything but the beds.
 */
import { mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { todayIso } from '@pg/contracts/common';
import { sql } from 'drizzle-orm';
import { syncCatalogue } from '../apps/server/src/db/catalogue.ts';
import { type Db, openDatabase, query, type Tx } from '../apps/server/src/db/client.ts';

export type SeedCounts = {
  beds: number;
  tenants: number;
  bookings: number;
  payments: number;
  expenses: number;
  complaints: number;
  applications: number;
};

export const LARGE: SeedCounts = {
  beds: 500,
  tenants: 100_000,
  bookings: 100_000,
  payments: 1_000_000,
  expenses: 100_000,
  complaints: 100_000,
  applications: 100_000,
};

/** Seeds a new branch (code BENCH_<suffix>) and answers its id; `log` reports each step with its time. */
export async function seedLarge(
  db: Db,
  opts: { counts?: SeedCounts; code?: string; log?: (line: string) => void } = {},
) {
  const c = opts.counts ?? LARGE;
  const log = opts.log ?? (() => {});
  const code = opts.code ?? `BENCH_${Date.now().toString(36).toUpperCase()}`;
  // One transaction: a failed run leaves no half-seeded branch. Every constraint and trigger applies
  // (the monthly totals of payments and expenses are kept by triggers, one grouped upsert per statement).
  const branch = await db.transaction((tx) => seedInTransaction(tx, c, code, log));
  // What autovacuum would do soon after: statistics for the planner, visibility map for index-only scans.
  const t0 = performance.now();
  await db.execute(
    sql`vacuum analyze beds, tenants, bookings, payments, expenses, complaints, tenant_applications, tenant_accounts`,
  );
  log(`  ${'vacuum analyze'.padEnd(34)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return branch;
}

async function seedInTransaction(db: Tx, c: SeedCounts, code: string, log: (line: string) => void) {
  const today = todayIso();
  const step = async (label: string, statement: ReturnType<typeof sql>) => {
    const t0 = performance.now();
    await db.execute(statement);
    log(`  ${label.padEnd(34)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };

  const [branch] = await query<{ id: string }>(
    db,
    sql`insert into branches (code, name, address) values (${code}, ${`Benchmark ${code}`}, 'Generated') returning id`,
  );
  const b = branch!.id;
  const roomsCount = Math.ceil(c.beds / 2);
  const floorsCount = 10;
  const roomsPerFloor = Math.ceil(roomsCount / floorsCount);
  const stays = Math.max(1, Math.floor(c.bookings / c.beds)); // bookings per bed
  const span = 730; // days of history the bookings cover, ending 30 days after today
  const gap = span / stays;
  const stayDays = Math.max(1, Math.floor(gap) - 1); // a stay ends before the next one starts

  await step(
    'property, floors, rooms, beds',
    sql`
    with p as (
      insert into properties (branch_id, name, address) values (${b}, 'Main building', 'Generated') returning id
    ), f as (
      insert into floors (branch_id, property_id, floor_number, name)
      select ${b}, p.id, n, 'Floor ' || n from p, generate_series(1, ${floorsCount}::int) n
      returning id, floor_number
    ), r as (
      insert into rooms (branch_id, floor_id, room_number, name, room_type, capacity)
      select ${b}, f.id, (f.floor_number * 100 + n)::text, 'Room ' || (f.floor_number * 100 + n), 'Double', 2
      from f, generate_series(1, ${roomsPerFloor}::int) n
      returning id, room_number
    )
    insert into beds (branch_id, room_id, bed_number, bed_type, base_rent_per_day)
    select ${b}, r.id, x.bed, 'single', 450 + (r.room_number::int % 7) * 25
    from (select id, room_number, row_number() over (order by room_number::int) as k from r) r,
      (values ('A'), ('B')) x(bed)
    where (r.k - 1) * 2 + (case x.bed when 'A' then 1 else 2 end) <= ${c.beds}::int`,
  );

  await step(
    `${c.tenants.toLocaleString('en')} tenants`,
    sql`
    insert into tenants (branch_id, name, phone, email, joined_at, left_at, created_at)
    select ${b},
      (array['Aarav','Vivaan','Aditya','Ananya','Diya','Ishaan','Kavya','Meera','Rohan','Saanvi','Arjun','Priya'])[1 + g % 12]
        || ' ' || (array['Sharma','Iyer','Reddy','Nair','Gupta','Patel','Das','Khan','Singh','Menon','Rao'])[1 + (g / 12) % 11]
        || ' ' || g,
      '9' || lpad(g::text, 9, '0'),
      case when g % 3 = 0 then null else 'tenant' || g || '@example.com' end,
      ${today}::date - (g % ${span}::int),
      case when g % 4 = 0 then ${today}::date - (g % 200) else null end,
      now() - make_interval(secs => g)
    from generate_series(1, ${c.tenants}::int) g`,
  );

  // Bed i, stay j: from day start + j * gap for stayDays days; past stays checked out, the current one
  // checked in, future ones booked; every 10th cancelled.
  await step(
    `${(stays * c.beds).toLocaleString('en')} bookings`,
    sql`
    with bed as (
      select id, base_rent_per_day, row_number() over (order by id) - 1 as i from beds where branch_id = ${b}
    ), tenant as (
      select id, row_number() over (order by created_at desc, id) - 1 as t from tenants where branch_id = ${b}
    ), stay as (
      select bed.id as bed_id, bed.base_rent_per_day, bed.i, j,
        (${today}::date - ${span - 30}::int + floor(j * ${gap}::float8)::int) as start_date
      from bed, generate_series(0, ${stays - 1}::int) j
    )
    insert into bookings (branch_id, tenant_id, bed_id, start_date, end_date, total_rent, status)
    select ${b}, tenant.id, stay.bed_id, stay.start_date, stay.start_date + ${stayDays - 1}::int,
      stay.base_rent_per_day * ${stayDays}::int,
      case when (stay.i + stay.j) % 10 = 0 then 'cancelled'
        when stay.start_date + ${stayDays - 1}::int < ${today}::date then 'checked_out'
        when stay.start_date <= ${today}::date then 'checked_in'
        else 'booked' end
    from stay join tenant on tenant.t = (stay.i * ${stays}::int + stay.j) % ${c.tenants}::int`,
  );

  // Half the stays are monthly, as most PGs charge: the bed's rent for 30 days a month, due on the
  // 1st, over the same dates (their instalments come from rent_instalments as the Dues page reads them).
  await step(
    'half the stays monthly',
    sql`update bookings bk set billing = 'monthly', due_day = 'calendar', total_rent = null,
          monthly_rent = bd.base_rent_per_day * 30
        from beds bd
        where bk.branch_id = ${b} and bd.id = bk.bed_id and bd.base_rent_per_day is not null
          and get_byte(uuid_send(bk.id), 15) % 2 = 0`,
  );

  await step(
    'a few beds out of service',
    sql`update beds set out_of_service_since = ${today}::date - 3, out_of_service_reason = 'Repairs'
        where branch_id = ${b} and id in (select id from beds where branch_id = ${b} order by id limit 5)
          and not exists (select 1 from bookings bk where bk.bed_id = beds.id and bk.status = 'checked_in')`,
  );

  await step(
    `${c.payments.toLocaleString('en')} payments`,
    sql`
    with tenant as (
      select id, row_number() over (order by created_at desc, id) - 1 as t from tenants where branch_id = ${b}
    )
    insert into payments (branch_id, tenant_id, amount, method, date, status, note, created_at, receipt_no)
    select ${b}, tenant.id, 500 + (g % 100) * 10.5,
      (array['cash','card','upi','bank_transfer','wallet'])[1 + g % 5],
      p.date,
      case when g % 20 = 0 then 'pending' else 'completed' end,
      case when g % 7 = 0 then 'Monthly rent' else null end,
      now() - make_interval(secs => g),
      ${code}::text || '/' || financial_year(p.date) || '/'
        || lpad((row_number() over (partition by financial_year(p.date) order by p.date, g))::text, 6, '0')
    from generate_series(1, ${c.payments}::int) g
    cross join lateral (select ${today}::date - (g % ${span}::int) as date) p
    join tenant on tenant.t = g % ${c.tenants}::int`,
  );
  // Receipt numbers were given above in date order, as the migration numbers existing payments; the
  // counters carry on from them (the trigger's one upsert a row would queue a million updates of
  // one counter row in this transaction).
  await step(
    'receipt counters',
    sql`insert into receipt_counters (branch_id, financial_year, last_number)
        select ${b}, financial_year(date), count(*) from payments where branch_id = ${b} group by 2`,
  );

  await step(
    `${c.expenses.toLocaleString('en')} expenses`,
    sql`
    insert into expenses (branch_id, date, category, amount, vendor, note, created_at)
    select ${b}, ${today}::date - (g % ${span}::int),
      (array['Electricity','Water','Maintenance','Groceries','Internet','Salaries','Cleaning'])[1 + g % 7],
      100 + (g % 500) * 3.25,
      case when g % 2 = 0 then 'Vendor ' || (g % 40) else null end,
      null, now() - make_interval(secs => g)
    from generate_series(1, ${c.expenses}::int) g`,
  );

  await step(
    `${c.complaints.toLocaleString('en')} complaints`,
    sql`
    with tenant as (
      select id, row_number() over (order by created_at desc, id) - 1 as t from tenants where branch_id = ${b}
    )
    insert into complaints (branch_id, tenant_id, category, priority, description, status, created_at)
    select ${b}, tenant.id,
      (array['Plumbing','Electrical','Cleaning','Wi-Fi','Food','Noise'])[1 + g % 6],
      (array['low','medium','high','critical'])[1 + g % 4],
      'Generated complaint number ' || g,
      (array['open','in_progress','resolved','closed','closed'])[1 + g % 5],
      now() - make_interval(secs => g)
    from generate_series(1, ${c.complaints}::int) g join tenant on tenant.t = g % ${c.tenants}::int`,
  );

  // Applications: the Aadhar fields are placeholders (nothing decrypts them in a list); every
  // number is shared by two applications, so each has one repeat.
  await step(
    `${c.applications.toLocaleString('en')} applications`,
    sql`
    insert into tenant_applications (branch_id, full_name, phone, aadhar_encrypted, aadhar_hash, aadhar_last4,
      consent_at, status, reviewed_at, created_at)
    select ${b}, 'Applicant ' || g, '8' || lpad(g::text, 9, '0'), 'generated',
      'generated-' || (g % greatest(1, ${c.applications}::int / 2)), lpad((g % 10000)::text, 4, '0'),
      now() - make_interval(secs => g),
      (array['pending','approved','rejected'])[1 + g % 3],
      case when g % 3 = 0 then null else now() - make_interval(secs => g) end,
      now() - make_interval(secs => g)
    from generate_series(1, ${c.applications}::int) g`,
  );

  return { id: b, code };
}

export type ChainCounts = {
  branches: number;
  bedsPerBranch: number;
  tenantsPerBranch: number;
  paymentsPerBranch: number;
};

/** A chain: 400 branches of 175 beds (70,000), 250 tenants and 9,000 payments (3,600,000) each. */
export const CHAIN: ChainCounts = {
  branches: 400,
  bedsPerBranch: 175,
  tenantsPerBranch: 250,
  paymentsPerBranch: 9_000,
};

/**
 * Seeds a chain of branches (codes CHAIN_<suffix>_<n>), all of it set-based over generate_series:
 * per branch one property of 5 floors, a room per bed, tenants, four stays per bed (the last one
 * checked in today), payments, 300 expenses and 100 complaints. Answers the branch ids.
 */
export async function seedChain(
  db: Db,
  opts: { counts?: ChainCounts; log?: (line: string) => void } = {},
): Promise<string[]> {
  const c = opts.counts ?? CHAIN;
  const log = opts.log ?? (() => {});
  const prefix = `CHAIN_${Date.now().toString(36).toUpperCase()}_`;
  const today = todayIso();
  const ids = await db.transaction(async (tx) => {
    const step = async (label: string, statement: ReturnType<typeof sql>) => {
      const t0 = performance.now();
      await tx.execute(statement);
      log(`  ${label.padEnd(34)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    };
    await step(
      `${c.branches} branches`,
      sql`insert into branches (code, name, address)
        select ${prefix} || lpad(n::text, 4, '0'), 'Chain branch ' || n, 'Generated' from generate_series(1, ${c.branches}::int) n`,
    );
    await step(
      'chain map',
      sql`create temp table chain_b on commit drop as
        select id, row_number() over (order by code) as n from branches where code like ${`${prefix}%`}`,
    );
    await step(
      `${(c.branches * c.bedsPerBranch).toLocaleString('en')} beds`,
      sql`
      with p as (
        insert into properties (branch_id, name, address) select id, 'Main building', 'Generated' from chain_b
        returning id, branch_id
      ), f as (
        insert into floors (branch_id, property_id, floor_number, name)
        select p.branch_id, p.id, n, 'Floor ' || n from p, generate_series(1, 5) n
        returning id, branch_id, floor_number
      ), r as (
        insert into rooms (branch_id, floor_id, room_number, name, room_type, capacity)
        select f.branch_id, f.id, (f.floor_number * 100 + n)::text, 'Room ' || (f.floor_number * 100 + n), 'Single', 1
        from f, generate_series(1, ceil(${c.bedsPerBranch}::numeric / 5)::int) n
        returning id, branch_id, room_number
      )
      insert into beds (branch_id, room_id, bed_number, bed_type, base_rent_per_day)
      select branch_id, id, 'A', 'single', 450 + (room_number::int % 7) * 25
      from (select r.*, row_number() over (partition by branch_id order by room_number::int) as k from r) r
      where k <= ${c.bedsPerBranch}::int`,
    );
    await step(
      `${(c.branches * c.tenantsPerBranch).toLocaleString('en')} tenants`,
      sql`insert into tenants (branch_id, name, phone, email, joined_at, left_at, created_at)
        select b.id, 'Tenant ' || b.n || '-' || g, '7' || lpad((b.n * 10000 + g)::text, 9, '0'), null,
          ${today}::date - (g % 700), case when g % 4 = 0 then ${today}::date - (g % 200) else null end,
          now() - make_interval(secs => g)
        from chain_b b, generate_series(1, ${c.tenantsPerBranch}::int) g`,
    );
    await step(
      'tenant and bed numbers',
      sql`create temp table chain_t on commit drop as
          select t.id, t.branch_id, row_number() over (partition by t.branch_id order by t.id) - 1 as k
          from tenants t join chain_b b on b.id = t.branch_id;
        create index on chain_t (branch_id, k);
        create temp table chain_beds on commit drop as
          select d.id, d.branch_id, d.base_rent_per_day, row_number() over (partition by d.branch_id order by d.id) - 1 as k
          from beds d join chain_b b on b.id = d.branch_id`,
    );
    await step(
      `${(c.branches * c.bedsPerBranch * 4).toLocaleString('en')} bookings`,
      sql`insert into bookings (branch_id, tenant_id, bed_id, start_date, end_date, total_rent, status)
        select d.branch_id, t.id, d.id, ${today}::date - 300 + j * 90, ${today}::date - 300 + j * 90 + 79,
          d.base_rent_per_day * 80, case when j = 3 then 'checked_in' else 'checked_out' end
        from chain_beds d cross join generate_series(0, 3) j
        join chain_t t on t.branch_id = d.branch_id and t.k = (d.k * 4 + j) % ${c.tenantsPerBranch}::int`,
    );
    await step(
      `${(c.branches * c.paymentsPerBranch).toLocaleString('en')} payments`,
      sql`insert into payments (branch_id, tenant_id, amount, method, date, status, note, created_at, receipt_no)
        select b.id, t.id, 500 + (g % 100) * 10.5, (array['cash','card','upi','bank_transfer','wallet'])[1 + g % 5],
          p.date, case when g % 20 = 0 then 'pending' else 'completed' end, null,
          now() - make_interval(secs => g),
          ${prefix}::text || lpad(b.n::text, 4, '0') || '/' || financial_year(p.date) || '/'
            || lpad((row_number() over (partition by b.id, financial_year(p.date) order by p.date, g))::text, 6, '0')
        from chain_b b cross join generate_series(1, ${c.paymentsPerBranch}::int) g
        cross join lateral (select ${today}::date - (g % 730) as date) p
        join chain_t t on t.branch_id = b.id and t.k = g % ${c.tenantsPerBranch}::int`,
    );
    await step(
      'receipt counters',
      sql`insert into receipt_counters (branch_id, financial_year, last_number)
          select p.branch_id, financial_year(p.date), count(*) from payments p join chain_b b on b.id = p.branch_id group by 1, 2`,
    );
    await step(
      'expenses',
      sql`insert into expenses (branch_id, date, category, amount, vendor, note, created_at)
          select b.id, ${today}::date - (g % 730), (array['Electricity','Water','Maintenance','Groceries'])[1 + g % 4],
            100 + (g % 500) * 3.25, null, null, now() - make_interval(secs => g)
          from chain_b b, generate_series(1, 300) g`,
    );
    await step(
      'complaints',
      sql`insert into complaints (branch_id, tenant_id, category, priority, description, status, created_at)
          select b.id, t.id, 'Plumbing', 'medium', 'Generated complaint ' || g,
            (array['open','in_progress','resolved','closed'])[1 + g % 4], now() - make_interval(secs => g)
          from chain_b b cross join generate_series(1, 100) g
          join chain_t t on t.branch_id = b.id and t.k = g % ${c.tenantsPerBranch}::int`,
    );
    return (await query<{ id: string }>(tx, sql`select id from chain_b order by n`)).map((r) => r.id);
  });
  const t0 = performance.now();
  await db.execute(
    sql`vacuum analyze branches, beds, tenants, bookings, payments, expenses, complaints, branch_monthly_totals, collection_totals`,
  );
  log(`  ${'vacuum analyze'.padEnd(34)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return ids;
}

/** Scales every count but the beds. */
export function scaled(factor: number): SeedCounts {
  const s = (n: number) => Math.max(1, Math.round(n * factor));
  return {
    beds: LARGE.beds,
    tenants: s(LARGE.tenants),
    bookings: s(LARGE.bookings),
    payments: s(LARGE.payments),
    expenses: s(LARGE.expenses),
    complaints: s(LARGE.complaints),
    applications: s(LARGE.applications),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // PGlite opens DATA_DIR/pgdata but does not create DATA_DIR itself.
  if (!process.env.DATABASE_URL) mkdirSync(process.env.DATA_DIR ?? './data', { recursive: true });
  const database = await openDatabase({
    url: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? './data',
  });
  await database.migrate();
  await syncCatalogue(database.db);
  const factor = Number(process.env.SEED_SCALE ?? 1);
  console.log(`Seeding a large branch (${database.kind}, scale ${factor})`);
  const t0 = performance.now();
  const branch = await seedLarge(database.db, { counts: scaled(factor), log: console.log });
  console.log(`Branch ${branch.code} (${branch.id}) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await database.close();
}
