import { idParams, listResponse } from '@pg/contracts/common';
import {
  createRoleSchema,
  permissionRow,
  role,
  rolePermissionParams,
  rolePermissionsResponse,
  setOverrideSchema,
  userPermissionParams,
  userPermissionsResponse,
  userRoleParams,
  userRolesResponse,
} from '@pg/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { Principal } from '../auth/principal.ts';
import { getUserSummary, lockSuperAdmins } from '../users/repository.ts';
import {
  createRole,
  deleteRole,
  getPermission,
  getRole,
  listPermissions,
  listRoles,
  rolePermissionIds,
  setRolePermission,
} from './repository.ts';
import {
  assignRole,
  clearOverride,
  getOverride,
  setOverride,
  unassignRole,
  userPermissionState,
  userRoleNames,
  userRoles,
} from './user-access.ts';

const overrideName = (granted: boolean | null) => (granted === null ? 'default' : granted ? 'grant' : 'deny');

/** Only a super admin gives or takes the super admin role; only an admin the admin role. */
function assertMayHandleRole(actor: Principal, roleName: string) {
  if (roleName === 'super_admin' && !actor.isSuperAdmin) {
    throw forbidden('Only a super admin can give or take the super_admin role');
  }
  if (roleName === 'admin' && !actor.isAdmin)
    throw forbidden('Only an admin can give or take the admin role');
}

async function userOr404(tx: Tx, id: string) {
  const user = await getUserSummary(tx, id);
  if (!user) throw notFound('User');
  return user;
}

/** Role Management (roles, the catalogue, role permissions) and User Permissions (roles and overrides of one user). */
export const roleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // --- Role Management -------------------------------------------------------------------------

  app.get(
    '/roles',
    {
      config: { permission: 'roles:view' },
      schema: { tags: ['roles'], response: { 200: listResponse(role) } },
    },
    async () => listRoles(db),
  );

  app.post(
    '/roles',
    {
      config: { permission: 'roles:manage' },
      schema: { tags: ['roles'], body: createRoleSchema, response: { 201: role } },
    },
    async (request, reply) => {
      const actor = principalOf(request);
      const created = await db.transaction(async (tx) => {
        const r = await createRole(tx, request.body);
        await writeAudit(tx, {
          actor,
          action: 'role.create',
          entity: 'role',
          entityId: r.id,
          after: { name: r.name, description: r.description, is_system: r.is_system },
        });
        return r;
      });
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/roles/:id',
    { config: { permission: 'roles:manage' }, schema: { tags: ['roles'], params: idParams } },
    async (request, reply) => {
      const actor = principalOf(request);
      await db.transaction(async (tx) => {
        const deleted = await deleteRole(tx, request.params.id);
        if (!deleted) throw notFound('Role');
        await writeAudit(tx, {
          actor,
          action: 'role.delete',
          entity: 'role',
          entityId: deleted.id,
          before: {
            name: deleted.name,
            description: deleted.description,
            permissions: deleted.permissions,
            user_ids: deleted.user_ids,
          },
        });
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/permissions',
    {
      config: { permission: 'roles:view' },
      schema: { tags: ['roles'], response: { 200: listResponse(permissionRow) } },
    },
    async () => {
      const items = await listPermissions(db);
      return { items, total: items.length };
    },
  );

  app.get(
    '/roles/:id/permissions',
    {
      config: { permission: 'roles:view' },
      schema: { tags: ['roles'], params: idParams, response: { 200: rolePermissionsResponse } },
    },
    async (request) => {
      if (!(await getRole(db, request.params.id))) throw notFound('Role');
      return { permission_ids: await rolePermissionIds(db, request.params.id) };
    },
  );

  const changeRolePermission = async (
    actor: Principal,
    params: z.infer<typeof rolePermissionParams>,
    on: boolean,
  ) => {
    await db.transaction(async (tx) => {
      const r = await getRole(tx, params.id);
      if (!r) throw notFound('Role');
      const p = await getPermission(tx, params.permissionId);
      if (!p) throw notFound('Permission');
      if (r.name === 'super_admin') throw conflict('The super_admin role always holds every permission');
      if (!(await setRolePermission(tx, r.id, p.id, on))) return;
      await writeAudit(tx, {
        actor,
        action: on ? 'role_permission.grant' : 'role_permission.revoke',
        entity: 'role_permission',
        entityId: r.id,
        before: { role: r.name, permission: p.key, granted: !on },
        after: { role: r.name, permission: p.key, granted: on },
      });
    });
  };

  app.put(
    '/roles/:id/permissions/:permissionId',
    { config: { permission: 'roles:manage' }, schema: { tags: ['roles'], params: rolePermissionParams } },
    async (request, reply) => {
      await changeRolePermission(principalOf(request), request.params, true);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/roles/:id/permissions/:permissionId',
    { config: { permission: 'roles:manage' }, schema: { tags: ['roles'], params: rolePermissionParams } },
    async (request, reply) => {
      await changeRolePermission(principalOf(request), request.params, false);
      return reply.status(204).send();
    },
  );

  // --- User Permissions ------------------------------------------------------------------------

  app.get(
    '/users/:id/roles',
    {
      config: { permission: 'user_permissions:manage' },
      schema: { tags: ['user permissions'], params: idParams, response: { 200: userRolesResponse } },
    },
    async (request) => {
      await userOr404(db, request.params.id);
      return { items: await userRoles(db, request.params.id) };
    },
  );

  const changeUserRole = async (actor: Principal, params: z.infer<typeof userRoleParams>, on: boolean) => {
    await db.transaction(async (tx) => {
      const user = await userOr404(tx, params.id);
      const r = await getRole(tx, params.roleId);
      if (!r) throw notFound('Role');
      assertMayHandleRole(actor, r.name);
      if (!on && r.name === 'super_admin' && user.roles.includes('super_admin')) {
        if ((await lockSuperAdmins(tx)) <= 1) {
          throw conflict('The last super admin cannot lose the super_admin role');
        }
      }
      const changed = on ? await assignRole(tx, user.id, r.id) : await unassignRole(tx, user.id, r.id);
      if (!changed) return;
      await writeAudit(tx, {
        actor,
        action: on ? 'user_role.assign' : 'user_role.unassign',
        entity: 'user_role',
        entityId: user.id,
        before: { email: user.email, roles: user.roles },
        after: { email: user.email, roles: await userRoleNames(tx, user.id) },
      });
    });
  };

  app.put(
    '/users/:id/roles/:roleId',
    {
      config: { permission: 'user_permissions:manage' },
      schema: { tags: ['user permissions'], params: userRoleParams },
    },
    async (request, reply) => {
      await changeUserRole(principalOf(request), request.params, true);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/users/:id/roles/:roleId',
    {
      config: { permission: 'user_permissions:manage' },
      schema: { tags: ['user permissions'], params: userRoleParams },
    },
    async (request, reply) => {
      await changeUserRole(principalOf(request), request.params, false);
      return reply.status(204).send();
    },
  );

  app.get(
    '/users/:id/permissions',
    {
      config: { permission: 'user_permissions:manage' },
      schema: { tags: ['user permissions'], params: idParams, response: { 200: userPermissionsResponse } },
    },
    async (request) => {
      await userOr404(db, request.params.id);
      return userPermissionState(db, request.params.id);
    },
  );

  const changeOverride = async (
    actor: Principal,
    params: z.infer<typeof userPermissionParams>,
    granted: boolean | null,
  ) => {
    await db.transaction(async (tx) => {
      const user = await userOr404(tx, params.id);
      const p = await getPermission(tx, params.permissionId);
      if (!p) throw notFound('Permission');
      if (granted !== null && user.roles.includes('super_admin')) {
        throw conflict('A super admin holds every permission; overrides do not apply');
      }
      const before = await getOverride(tx, params.id, params.permissionId);
      if (before === granted) return;
      if (granted === null) await clearOverride(tx, params.id, params.permissionId);
      else await setOverride(tx, params.id, params.permissionId, granted);
      await writeAudit(tx, {
        actor,
        action: granted === null ? 'user_permission.clear' : 'user_permission.set',
        entity: 'user_permission',
        entityId: params.id,
        before: { email: user.email, permission: p.key, override: overrideName(before) },
        after: { email: user.email, permission: p.key, override: overrideName(granted) },
      });
    });
  };

  app.put(
    '/users/:id/permissions/:permissionId',
    {
      config: { permission: 'user_permissions:manage' },
      schema: { tags: ['user permissions'], params: userPermissionParams, body: setOverrideSchema },
    },
    async (request, reply) => {
      await changeOverride(principalOf(request), request.params, request.body.granted);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/users/:id/permissions/:permissionId',
    {
      config: { permission: 'user_permissions:manage' },
      schema: { tags: ['user permissions'], params: userPermissionParams },
    },
    async (request, reply) => {
      await changeOverride(principalOf(request), request.params, null);
      return reply.status(204).send();
    },
  );
};
