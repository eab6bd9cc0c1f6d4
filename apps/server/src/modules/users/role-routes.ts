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
import type { Db } from '../../db/client.ts';
import { orNotFound } from '../../lib/not-found.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import {
  changeRolePermission,
  createRole,
  deleteRole,
  listPermissions,
  listRoles,
  rolePermissionIds,
} from './roles.ts';
import { changeOverride, changeUserRole, userPermissionState, userRoles } from './user-access.ts';

/** Role Management (roles, the catalogue, role permissions) and User Permissions (roles and overrides of one user). */
export const roleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // --- Role Management -------------------------------------------------------------------------
  const route = resourceRoutes(app, ['roles']);
  const view = { permission: 'roles:view', scope: 'none' } as const;
  const manage = { permission: 'roles:manage', scope: 'none', notFound: 'Role' } as const;

  route.endpoint('GET', '/roles', { ...view, response: listResponse(role) }, () => listRoles(db));
  route.endpoint(
    'POST',
    '/roles',
    { ...manage, created: true, body: createRoleSchema, response: role },
    ({ body, by }) => createRole(db, by, body),
  );
  route.endpoint('DELETE', '/roles/:id', { ...manage, params: idParams }, ({ params, by }) =>
    deleteRole(db, by, params.id),
  );
  route.endpoint('GET', '/permissions', { ...view, response: listResponse(permissionRow) }, async () => {
    const items = await listPermissions(db);
    return { items, total: items.length };
  });
  route.endpoint(
    'GET',
    '/roles/:id/permissions',
    { ...view, params: idParams, response: rolePermissionsResponse },
    async ({ params }) => ({
      permission_ids: orNotFound(await rolePermissionIds(db, params.id), 'Role'),
    }),
  );
  for (const [method, granted] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    route.endpoint(
      method,
      '/roles/:id/permissions/:permissionId',
      { ...manage, params: rolePermissionParams },
      ({ params, by }) => changeRolePermission(db, by, params, granted),
    );
  }

  // --- User Permissions ------------------------------------------------------------------------
  const people = resourceRoutes(app, ['user permissions']);
  const access = { permission: 'user_permissions:manage', scope: 'none', notFound: 'User' } as const;

  people.endpoint(
    'GET',
    '/users/:id/roles',
    { ...access, params: idParams, response: userRolesResponse },
    async ({ params }) => ({
      items: orNotFound(await userRoles(db, params.id), 'User'),
    }),
  );
  for (const [method, on] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    people.endpoint(
      method,
      '/users/:id/roles/:roleId',
      { ...access, params: userRoleParams },
      ({ params, by }) => changeUserRole(db, by, params, on),
    );
  }
  people.endpoint(
    'GET',
    '/users/:id/permissions',
    { ...access, params: idParams, response: userPermissionsResponse },
    ({ params }) => userPermissionState(db, params.id),
  );
  people.endpoint(
    'PUT',
    '/users/:id/permissions/:permissionId',
    { ...access, params: userPermissionParams, body: setOverrideSchema },
    ({ params, body, by }) => changeOverride(db, by, params, body.granted),
  );
  people.endpoint(
    'DELETE',
    '/users/:id/permissions/:permissionId',
    { ...access, params: userPermissionParams },
    ({ params, by }) => changeOverride(db, by, params, null),
  );
};
