import {
  PERMISSIONS,
  permissionKey,
  SYSTEM_ROLE_DEFAULTS,
  SYSTEM_ROLE_DESCRIPTIONS,
  SYSTEM_ROLES,
} from '@pg/contracts/permissions';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { permissions, rolePermissions, roles } from './schema/auth.ts';

/**
 * Brings the permission catalogue and the system roles in the database up to the catalogue in
 * contracts; runs right after the SQL migrations, in one transaction, and is idempotent. A
 * permission new to the database is granted to the system roles whose defaults include it; an
 * existing grant or revocation made by a super admin is never undone.
 */
export async function syncCatalogue(db: Db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7483920152)`);
    const existing = new Set(
      (await tx.select({ feature: permissions.feature, action: permissions.action }).from(permissions)).map(
        permissionKey,
      ),
    );
    const added = PERMISSIONS.filter((p) => !existing.has(permissionKey(p)));
    const rolesBefore = new Set((await tx.select({ name: roles.name }).from(roles)).map((r) => r.name));
    for (const name of SYSTEM_ROLES) {
      if (!rolesBefore.has(name)) {
        await tx.insert(roles).values({ name, description: SYSTEM_ROLE_DESCRIPTIONS[name], isSystem: true });
      }
    }
    if (added.length) {
      await tx.insert(permissions).values(added.map((p) => ({ ...p })));
    }
    const allRoles = await tx.select().from(roles);
    const allPerms = await tx.select().from(permissions);
    const permId = new Map(allPerms.map((p) => [permissionKey(p), p.id]));
    const addedKeys = new Set(added.map(permissionKey));
    for (const role of allRoles) {
      if (!role.isSystem) continue;
      const defaults = SYSTEM_ROLE_DEFAULTS[role.name as keyof typeof SYSTEM_ROLE_DEFAULTS] ?? [];
      // A role created just now gets all its defaults; an existing one only the new permissions.
      const keys = rolesBefore.has(role.name) ? defaults.filter((k) => addedKeys.has(k)) : defaults;
      const values = keys.flatMap((k) =>
        permId.has(k) ? [{ roleId: role.id, permissionId: permId.get(k)! }] : [],
      );
      if (values.length) await tx.insert(rolePermissions).values(values).onConflictDoNothing();
    }
  });
}
