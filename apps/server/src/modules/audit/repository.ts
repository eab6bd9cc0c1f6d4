import type { AuditEntry, AuditListQuery } from '@pg/contracts/audit';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { likePattern } from '../../lib/search.ts';

/** An entry as the database answers it: `created_at` a Date or a string, whichever the driver gives. */
type Row = Omit<AuditEntry, 'created_at'> & { created_at: string | Date };

/**
 * The audit log, newest first; `q` matches the actor's email or the action, `entity` and
 * `branch_id` filter. `branches`: the branches whose entries the reader may read, or 'all' (who
 * works in every branch reads every entry, those of no branch too).
 */
export async function listAudit(
  db: Tx,
  opts: AuditListQuery & { limit: number; offset: number; branches: 'all' | string[] },
) {
  const conditions = [
    opts.branches === 'all'
      ? null
      : sql`a.branch_id in (select json_array_elements_text(${JSON.stringify(opts.branches)}::json)::uuid)`,
    opts.branch_id ? sql`a.branch_id = ${opts.branch_id}::uuid` : null,
    opts.q
      ? sql`(a.actor_email ilike ${likePattern(opts.q)} or a.action ilike ${likePattern(opts.q)})`
      : null,
    opts.entity ? sql`a.entity = ${opts.entity}` : null,
  ].filter((c) => c !== null);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const [items, counts] = await Promise.all([
    query<Row>(
      db,
      sql`select a.id, a.actor_id, a.actor_email,
            (select nullif(u.name, '') from users u where u.id = a.actor_id) as actor_name,
            a.action, a.entity, a.entity_id, a.branch_id, a.before, a.after, a.created_at
          from audit_log a ${where} order by a.created_at desc, a.id desc
          limit ${opts.limit} offset ${opts.offset}`,
    ),
    query<{ n: number }>(db, sql`select count(*)::int as n from audit_log a ${where}`),
  ]);
  return {
    items: items.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
    total: counts[0]?.n ?? 0,
  };
}
