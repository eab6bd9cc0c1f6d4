#!/usr/bin/env node
// The anchor of `npm run bench`: a bare Fastify + pg server answering the first page of each list
// with the same SQL shape the console runs (same joins, order and 50 rows), no access check, no
// validation, no count. Run by scripts/bench.ts as a child process:
//   DATABASE_URL=... PORT=... [BARE_DUES=<statement as JSON>] node scripts/bench-bare.mjs
import Fastify from 'fastify';
import pg from 'pg';

// Sessions as the console's pool opens them (apps/server/src/db/client.ts), without JIT: the dues
// statement's estimate passes jit_above_cost, and compiling it on every run would slow the bare
// route alone (the other lists' statements are estimated far below it, so nothing changes for them).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, options: '-c jit=off' });

/** The first page of each list, by branch ($1), as the console's repositories build it. */
const PAGES = {
  tenants: `select t.id, t.branch_id, t.name, t.phone, t.email, t.joined_at, t.left_at, t.created_at
    from tenants t where t.branch_id = $1 and t.left_at is null order by t.created_at desc, t.id desc limit 50`,
  bookings: `select b.id, b.branch_id, b.tenant_id, t.name as tenant_name, b.bed_id, bd.bed_number,
      r.room_number, p.name as property_name, b.start_date, b.end_date, b.total_rent, b.status, b.created_at
    from bookings b join tenants t on t.id = b.tenant_id join beds bd on bd.id = b.bed_id
      join rooms r on r.id = bd.room_id join floors f on f.id = r.floor_id join properties p on p.id = f.property_id
    where b.branch_id = $1 order by b.created_at desc, b.id desc limit 50`,
  payments: `select p.id, p.branch_id, p.tenant_id, t.name as tenant_name, p.booking_id, r.room_number,
      bd.bed_number, p.amount, p.method, p.date, p.reference, p.note, p.status, p.created_at
    from payments p join tenants t on t.id = p.tenant_id left join bookings b on b.id = p.booking_id
      left join beds bd on bd.id = b.bed_id left join rooms r on r.id = bd.room_id
    where p.branch_id = $1 order by p.date desc, p.created_at desc, p.id desc limit 50`,
  complaints: `select c.id, c.branch_id, c.tenant_id, t.name as tenant_name, c.category, c.priority,
      c.description, c.status, c.status_changed_at, c.status_changed_by, u.email as status_changed_by_email, c.created_at
    from complaints c join tenants t on t.id = c.tenant_id left join users u on u.id = c.status_changed_by
    where c.branch_id = $1 order by c.created_at desc, c.id desc limit 50`,
  expenses: `select e.id, e.branch_id, e.date, e.category, e.amount, e.vendor, e.note, e.created_at
    from expenses e where e.branch_id = $1 order by e.date desc, e.created_at desc, e.id desc limit 50`,
  applications: `select a.id, a.branch_id, a.full_name, a.phone, a.aadhar_last4, a.status,
      a.selfie_file_id is not null as has_selfie, a.aadhar_photo_file_id is not null as has_aadhar_photo,
      (select count(*) from tenant_applications o where o.aadhar_hash = a.aadhar_hash and o.id <> a.id) as repeat_count,
      a.created_at, a.reviewed_at
    from tenant_applications a where a.branch_id = $1 and a.status = 'pending'
    order by a.created_at desc, a.id desc limit 50`,
  // The bed board as the console reads it (scripts/bench.ts measures it beside the console's): every
  // bed with its room, status today, the booking covering today and the next one with their tenants.
  board: `select bd.id as bed_id, bd.bed_number, bd.bed_type, bd.base_rent_per_day::float8 as base_rent_per_day,
      (case when cur.id is not null then 'occupied'
        when bd.out_of_service_since <= d.day and (bd.out_of_service_until is null or bd.out_of_service_until >= d.day)
          then 'out_of_service'
        when nxt.id is not null then 'reserved' else 'available' end) as status,
      (case when cur.id is not null then json_build_object('id', cur.id, 'tenant_name', ct.name,
        'start_date', cur.start_date, 'end_date', cur.end_date, 'status', cur.status) end) as current,
      (case when nxt.id is not null then json_build_object('id', nxt.id, 'tenant_name', nt.name,
        'start_date', nxt.start_date, 'end_date', nxt.end_date, 'status', nxt.status) end) as next,
      r.id as room_id, r.room_number, r.name as room_name, f.floor_number, p.id as property_id, p.name as property_name
    from (select (now() at time zone 'Asia/Kolkata')::date as day) d cross join beds bd
      join rooms r on r.id = bd.room_id join floors f on f.id = r.floor_id join properties p on p.id = f.property_id
      left join lateral (select * from (select * from bookings bk where bk.bed_id = bd.id
          and bk.status in ('booked', 'checked_in') and bk.start_date <= d.day order by bk.start_date desc limit 1) bk
        where bk.end_date >= d.day) cur on true
      left join tenants ct on ct.id = cur.tenant_id
      left join lateral (select * from bookings bk where bk.bed_id = bd.id and bk.status in ('booked', 'checked_in')
        and bk.start_date > d.day order by bk.start_date limit 1) nxt on true
      left join tenants nt on nt.id = nxt.tenant_id
    where bd.branch_id = $1
    order by p.name, p.id, f.floor_number, r.room_number, r.id, bd.bed_number, bd.id`,
};

/** Each list's statement and its parameters for a branch. */
const STATEMENTS = Object.fromEntries(
  Object.entries(PAGES).map(([list, text]) => [list, { text, params: (branchId) => [branchId] }]),
);

// The first Dues page. Its statement is long, so it is not written out here: scripts/bench.ts hands
// over the console's own (duesItems in apps/server/src/modules/dues/page.ts, as Drizzle sends it)
// with the branch and today as {arg}, filled in for each request, so the two cannot drift apart.
// It is the console's text up to the page's 50 rows (json_agg of `page`, the console's `items`),
// without the cards and the total that the console's statement adds beside them. The order by
// balance needs every owing tenant's balance, so the bare route pays for that as the console does;
// leaving out the cards (sums over those tenants and the branch's deposits) and the total is what
// the other bare routes do with the count, and charges their cost to the console. Running the
// console's whole statement here would measure little more than Fastify against Fastify.
if (process.env.BARE_DUES) {
  const { text, params } = JSON.parse(process.env.BARE_DUES);
  // Today in India, worked out for each request as the console does (todayIso).
  const indiaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
  STATEMENTS.dues = {
    text,
    params: (branchId) =>
      params.map((p) =>
        p?.arg === 'branch' ? branchId : p?.arg === 'today' ? indiaDate.format(new Date()) : p,
      ),
    rows: ([row]) => row.items ?? [],
  };
}

const app = Fastify({ logger: false });
app.get('/bare/:list/:branchId', async (request, reply) => {
  const statement = STATEMENTS[request.params.list];
  if (!statement) return reply.code(404).send({ error: 'no such list' });
  const { rows } = await pool.query(statement.text, statement.params(request.params.branchId));
  return { items: statement.rows ? statement.rows(rows) : rows };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`listening ${app.server.address().port}`);
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
