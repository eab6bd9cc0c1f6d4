import { uuid } from '@pg/contracts/common';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { query, type Tx } from '../db/client.ts';
import { badRequest, notFound } from '../lib/errors.ts';
import { inBranchScope, type Principal } from './principal.ts';
import type { PrincipalCache } from './principal-cache.ts';

/**
 * Branch scope: a user works in the branches assigned to them (super admins, and admins given
 * 'All branches', in every branch). Every route that needs a session declares in its `config`
 * which branch it touches:
 * - `scope: 'branch'`: the route's `:branchId` names the branch (`/branches/:branchId/tenants`);
 * - `scope: '<record>'` (tenant, booking...): the route's `:id` names a record of a branch-scoped
 *   table, whose `branch_id` decides (`/tenants/:id`);
 * - `scope: 'none'`: nothing of a branch (users, roles, audit, the caller's own profile, the branch
 *   list, which filters itself).
 * One check, run by the access hook after the permission check, answers 404 '<Record> not found'
 * for a branch or record that does not exist and for one outside the user's scope alike, so ids of
 * other branches cannot be probed. A route that needs a session and declares no scope, or whose
 * declaration does not match its path, is refused at start-up.
 */

/** Branch-scoped records addressed by id, each with its table, whose `branch_id` decides. */
const RECORD_TABLES = {
  property: 'properties',
  floor: 'floors',
  room: 'rooms',
  bed: 'beds',
  tenant: 'tenants',
  booking: 'bookings',
  payment: 'payments',
  complaint: 'complaints',
  expense: 'expenses',
  recurring_expense: 'recurring_expenses',
  charge: 'charges',
  meter: 'meters',
  meter_reading: 'meter_readings',
  application: 'tenant_applications',
  visitor: 'visitors',
  notice: 'notices',
  message: 'outbox',
} as const;

export type ScopedRecord = keyof typeof RECORD_TABLES;
export type BranchScope = 'branch' | 'none' | ScopedRecord;

export const SCOPED_RECORDS = Object.keys(RECORD_TABLES) as ScopedRecord[];

/** How a 404 names a record of this kind: 'Tenant', 'Booking'... */
export const recordLabel = (scope: ScopedRecord) =>
  (scope[0]!.toUpperCase() + scope.slice(1)).replace('_', ' ');

/** What a scope's 404 names: 'Branch not found', 'Tenant not found'... */
export const scopeNotFoundMessage = (scope: Exclude<BranchScope, 'none'>) =>
  `${scope === 'branch' ? 'Branch' : recordLabel(scope)} not found`;

/** The path parameter a scope reads. */
const paramOf = (scope: Exclude<BranchScope, 'none'>) => (scope === 'branch' ? 'branchId' : 'id');

/**
 * Start-up check of one route (that needs a session): it declares a scope, `:branchId` routes are
 * scoped by it, and a record scope comes with the `:id` it reads. Throws with the reason.
 */
export function checkRouteScope(method: string, url: string, scope: unknown) {
  const where = `Route ${method} ${url}`;
  const params = new Set([...url.matchAll(/:(\w+)/g)].map((m) => m[1]));
  if (scope === undefined) {
    throw new Error(`${where} declares no branch scope ('branch', a record, or 'none')`);
  }
  if (
    typeof scope !== 'string' ||
    (scope !== 'none' && scope !== 'branch' && !Object.hasOwn(RECORD_TABLES, scope))
  ) {
    throw new Error(`${where} declares an unknown branch scope '${String(scope)}'`);
  }
  if (params.has('branchId') && scope !== 'branch') {
    throw new Error(`${where} names a branch and must declare scope 'branch'`);
  }
  if (scope !== 'none' && !params.has(paramOf(scope as Exclude<BranchScope, 'none'>))) {
    throw new Error(
      `${where} declares scope '${String(scope)}' but has no :${paramOf(scope as Exclude<BranchScope, 'none'>)}`,
    );
  }
}

const exists = async (db: Tx, statement: SQL) => (await query(db, statement)).length > 0;

/**
 * Answers 404 unless the branch or record the matched route names exists and lies in the
 * principal's scope. One indexed query at most: by primary key, and none at all for a branch the
 * user is assigned to (the assignment's foreign key proves it exists) or, on a read, one found to
 * exist within the principal cache's few seconds.
 */
export async function enforceBranchScope(
  db: Tx,
  request: FastifyRequest,
  principal: Principal,
  scope: BranchScope | undefined,
  /** Reads pass the principal cache, which remembers branches found to exist. */
  cache?: PrincipalCache | null,
) {
  if (!scope || scope === 'none') return;
  const param = paramOf(scope);
  const value = (request.params as Record<string, string | undefined>)[param];
  // The route's own schema would refuse it too; never let a malformed id reach a query.
  if (!value || !uuid.safeParse(value).success) {
    throw badRequest(`${param}: Must be a valid id`, { [param]: 'Must be a valid id' });
  }

  if (scope === 'branch') {
    if (principal.branchIds.has(value)) return;
    const ask = () => exists(db, sql`select 1 from branches where id = ${value}`);
    if (principal.allBranches && (await (cache ? cache.branchExists(value, ask) : ask()))) return;
    throw notFound('Branch');
  }

  const rows = await query<{ branch_id: string }>(
    db,
    sql`select branch_id from ${sql.identifier(RECORD_TABLES[scope])} where id = ${value}`,
  );
  const branchId = rows[0]?.branch_id;
  if (!branchId || !inBranchScope(principal, branchId)) throw notFound(recordLabel(scope));
}
