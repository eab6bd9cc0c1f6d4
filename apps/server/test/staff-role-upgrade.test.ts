import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PERMISSIONS, permissionKey, SYSTEM_ROLE_DEFAULTS } from '@pg/contracts/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { syncCatalogue } from '../src/db/catalogue.ts';
import { type Database, openDatabase, query } from '../src/db/client.ts';
import { createScratchDatabase } from './scratch-database.ts';

/*
 * The migration staff_role_rights: the default Staff role stops rewriting the books, unless an
 * owner changed it; settling a deposit becomes deposits:settle, which every role and user that
 * could settle before (bookings:update) keeps.
 */

const journal = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../src/db/migrations/meta/_journal.json'), 'utf8'),
) as { entries: { when: number; tag: string }[] };
const mine = journal.entries.findIndex((e) => e.tag.endsWith('_staff_role_rights'));
const before = journal.entries[mine - 1]!;

/** The features of the catalogue when this migration was written. */
const FEATURES_THEN = new Set(
  'dashboard properties floors rooms beds tenants bookings payments complaints expenses reports deposits visitors applications branches users roles user_permissions audit'.split(
    ' ',
  ),
);
/**
 * Permissions of features the catalogue gained after this migration: not in the old catalogue, so
 * the catalogue sync adds them on upgrade and grants them to the system roles whose defaults hold them.
 */
const ADDED_SINCE = PERMISSIONS.filter((p) => !FEATURES_THEN.has(p.feature)).map(permissionKey);
/** The catalogue and the defaults as they were before: no deposits:settle; Staff held everything operational. */
const OLD_KEYS = PERMISSIONS.map(permissionKey).filter(
  (k) => k !== 'deposits:settle' && !ADDED_SINCE.includes(k),
);
/** What the sync grants a system role of the old database on upgrade: its defaults among ADDED_SINCE. */
const addedFor = (role: keyof typeof SYSTEM_ROLE_DEFAULTS) =>
  ADDED_SINCE.filter((k) => SYSTEM_ROLE_DEFAULTS[role].includes(k));
const OPERATIONAL = new Set([
  'dashboard',
  'properties',
  'floors',
  'rooms',
  'beds',
  'tenants',
  'bookings',
  'payments',
  'complaints',
  'expenses',
  'reports',
  'applications',
  'visitors',
]);
const OLD_STAFF = [
  ...PERMISSIONS.filter((p) => OPERATIONAL.has(p.feature) && p.action !== 'reveal').map(permissionKey),
  'branches:view',
];
const OLD_MANAGER = OLD_STAFF;

const adminUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function emptyDatabase(kind: 'pglite' | 'postgres'): Promise<Database> {
  if (kind === 'pglite') {
    const database = await openDatabase({ memory: true });
    cleanups.push(() => database.close());
    return database;
  }
  const scratch = await createScratchDatabase(adminUrl!, 'pgc_test');
  const database = await openDatabase({ url: scratch.url });
  cleanups.push(async () => {
    await database.close();
    await scratch.drop();
  });
  return database;
}

const list = (keys: string[]) =>
  sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );

/** The old catalogue, the roles with the given permissions, and users with overrides of bookings:update. */
async function fillTheOldWay(database: Database, staff: string[]) {
  const { db } = database;
  for (const p of PERMISSIONS.filter((p) => OLD_KEYS.includes(permissionKey(p)))) {
    await query(
      db,
      sql`insert into permissions (module, feature, action, description)
          values (${p.module}, ${p.feature}, ${p.action}, ${p.description})`,
    );
  }
  const roles: [string, boolean, string[]][] = [
    ['user', true, staff],
    ['manager', true, OLD_MANAGER],
    ['admin', true, OLD_STAFF],
    ['warden', false, ['bookings:view', 'bookings:update', 'payments:create']],
    ['cook', false, ['complaints:view']],
  ];
  for (const [name, system, keys] of roles) {
    await query(
      db,
      sql`with r as (insert into roles (name, is_system) values (${name}, ${system}) returning id)
          insert into role_permissions (role_id, permission_id)
          select r.id, p.id from r, permissions p where p.feature || ':' || p.action in (${list(keys)})`,
    );
  }
  for (const [email, granted] of [
    ['granted@example.com', true],
    ['denied@example.com', false],
  ] as const) {
    await query(
      db,
      sql`with u as (insert into users (email, password_hash) values (${email}, 'x') returning id)
          insert into user_permissions (user_id, permission_id, granted)
          select u.id, p.id, ${granted} from u, permissions p where p.feature = 'bookings' and p.action = 'update'`,
    );
  }
}

const rolePermissions = async (database: Database, name: string) =>
  (
    await query<{ key: string }>(
      database.db,
      sql`select p.feature || ':' || p.action as key from role_permissions rp
          join roles r on r.id = rp.role_id join permissions p on p.id = rp.permission_id
          where r.name = ${name} order by 1`,
    )
  ).map((r) => r.key);

const settleOverrides = (database: Database) =>
  query<{ email: string; granted: boolean }>(
    database.db,
    sql`select u.email, up.granted from user_permissions up join users u on u.id = up.user_id
        join permissions p on p.id = up.permission_id
        where p.feature = 'deposits' and p.action = 'settle' order by u.email`,
  );

const upgrade = async (database: Database) => {
  await database.migrate();
  await syncCatalogue(database.db);
};

describe.each(['pglite', ...(adminUrl ? ['postgres' as const] : [])] as const)(
  'the staff_role_rights migration on %s',
  (kind) => {
    it('gives the default Staff role its new defaults and keeps everyone else able to settle', {
      timeout: 600_000,
    }, async () => {
      expect(mine).toBeGreaterThan(0);
      expect(OLD_KEYS.length).toBe(PERMISSIONS.length - 1 - ADDED_SINCE.length);
      const database = await emptyDatabase(kind);
      await database.migrate({ upTo: before });
      await fillTheOldWay(database, OLD_STAFF);
      await upgrade(database);

      expect(await rolePermissions(database, 'user')).toEqual([...SYSTEM_ROLE_DEFAULTS.user].sort());
      const staff = await rolePermissions(database, 'user');
      for (const k of [
        'payments:update',
        'payments:delete',
        'tenants:delete',
        'beds:update',
        'deposits:settle',
      ])
        expect(staff).not.toContain(k);
      expect(staff).toEqual(
        expect.arrayContaining(['payments:create', 'bookings:update', 'visitors:manage']),
      );
      // Roles that could settle (bookings:update) still can; one that could not, cannot.
      expect(await rolePermissions(database, 'manager')).toEqual(
        [...OLD_MANAGER, 'deposits:settle', ...addedFor('manager')].sort(),
      );
      expect(await rolePermissions(database, 'admin')).toContain('deposits:settle');
      expect(await rolePermissions(database, 'warden')).toContain('deposits:settle');
      expect(await rolePermissions(database, 'cook')).toEqual(['complaints:view']);
      // A user's override of bookings:update carries over to deposits:settle, grant or deny.
      expect(await settleOverrides(database)).toEqual([
        { email: 'denied@example.com', granted: false },
        { email: 'granted@example.com', granted: true },
      ]);
    });

    it("leaves an owner's customised Staff role as it is, but for the right to settle", {
      timeout: 600_000,
    }, async () => {
      const database = await emptyDatabase(kind);
      await database.migrate({ upTo: before });
      const customised = OLD_STAFF.filter((k) => k !== 'payments:delete');
      await fillTheOldWay(database, customised);
      await upgrade(database);
      expect(await rolePermissions(database, 'user')).toEqual(
        [...customised, 'deposits:settle', ...addedFor('user')].sort(),
      );
    });

    it('gives a new database the defaults of the catalogue', { timeout: 600_000 }, async () => {
      const database = await emptyDatabase(kind);
      await upgrade(database);
      expect(await rolePermissions(database, 'user')).toEqual([...SYSTEM_ROLE_DEFAULTS.user].sort());
      expect(await rolePermissions(database, 'manager')).toEqual([...SYSTEM_ROLE_DEFAULTS.manager].sort());
    });
  },
);
