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
import { principalOf } from '../../plugins/auth.ts';
import {
  changeRolePermission,
  createRole,
  deleteRole,
  listPermissions,
  listRoles,
  rolePermissionIds,
} from './repository.ts';
import { changeOverride, changeUserRole, userPermissionState, userRoles } from './user-access.ts';

/** Role Management (roles, the catalogue, role permissions) and User Permissions (roles and overrides of one user). */
export const roleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // --- Role Management -------------------------------------------------------------------------

  app.get(
    '/roles',
    {
      config: { permission: 'roles:view', scope: 'none' },
      schema: { tags: ['roles'], response: { 200: listResponse(role) } },
    },
    async () => listRoles(db),
  );

  app.post(
    '/roles',
    {
      config: { permission: 'roles:manage', scope: 'none' },
      schema: { tags: ['roles'], body: createRoleSchema, response: { 201: role } },
    },
    async (request, reply) =>
      reply.status(201).send(await createRole(db, principalOf(request), request.body)),
  );

  app.delete(
    '/roles/:id',
    { config: { permission: 'roles:manage', scope: 'none' }, schema: { tags: ['roles'], params: idParams } },
    async (request, reply) => {
      orNotFound(await deleteRole(db, principalOf(request), request.params.id), 'Role');
      return reply.status(204).send();
    },
  );

  app.get(
    '/permissions',
    {
      config: { permission: 'roles:view', scope: 'none' },
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
      config: { permission: 'roles:view', scope: 'none' },
      schema: { tags: ['roles'], params: idParams, response: { 200: rolePermissionsResponse } },
    },
    async (request) => ({
      permission_ids: orNotFound(await rolePermissionIds(db, request.params.id), 'Role'),
    }),
  );

  app.put(
    '/roles/:id/permissions/:permissionId',
    {
      config: { permission: 'roles:manage', scope: 'none' },
      schema: { tags: ['roles'], params: rolePermissionParams },
    },
    async (request, reply) => {
      orNotFound(await changeRolePermission(db, principalOf(request), request.params, true), 'Role');
      return reply.status(204).send();
    },
  );

  app.delete(
    '/roles/:id/permissions/:permissionId',
    {
      config: { permission: 'roles:manage', scope: 'none' },
      schema: { tags: ['roles'], params: rolePermissionParams },
    },
    async (request, reply) => {
      orNotFound(await changeRolePermission(db, principalOf(request), request.params, false), 'Role');
      return reply.status(204).send();
    },
  );

  // --- User Permissions ------------------------------------------------------------------------

  app.get(
    '/users/:id/roles',
    {
      config: { permission: 'user_permissions:manage', scope: 'none' },
      schema: { tags: ['user permissions'], params: idParams, response: { 200: userRolesResponse } },
    },
    async (request) => ({ items: orNotFound(await userRoles(db, request.params.id), 'User') }),
  );

  app.put(
    '/users/:id/roles/:roleId',
    {
      config: { permission: 'user_permissions:manage', scope: 'none' },
      schema: { tags: ['user permissions'], params: userRoleParams },
    },
    async (request, reply) => {
      orNotFound(await changeUserRole(db, principalOf(request), request.params, true), 'User');
      return reply.status(204).send();
    },
  );

  app.delete(
    '/users/:id/roles/:roleId',
    {
      config: { permission: 'user_permissions:manage', scope: 'none' },
      schema: { tags: ['user permissions'], params: userRoleParams },
    },
    async (request, reply) => {
      orNotFound(await changeUserRole(db, principalOf(request), request.params, false), 'User');
      return reply.status(204).send();
    },
  );

  app.get(
    '/users/:id/permissions',
    {
      config: { permission: 'user_permissions:manage', scope: 'none' },
      schema: { tags: ['user permissions'], params: idParams, response: { 200: userPermissionsResponse } },
    },
    async (request) => orNotFound(await userPermissionState(db, request.params.id), 'User'),
  );

  app.put(
    '/users/:id/permissions/:permissionId',
    {
      config: { permission: 'user_permissions:manage', scope: 'none' },
      schema: { tags: ['user permissions'], params: userPermissionParams, body: setOverrideSchema },
    },
    async (request, reply) => {
      orNotFound(
        await changeOverride(db, principalOf(request), request.params, request.body.granted),
        'User',
      );
      return reply.status(204).send();
    },
  );

  app.delete(
    '/users/:id/permissions/:permissionId',
    {
      config: { permission: 'user_permissions:manage', scope: 'none' },
      schema: { tags: ['user permissions'], params: userPermissionParams },
    },
    async (request, reply) => {
      orNotFound(await changeOverride(db, principalOf(request), request.params, null), 'User');
      return reply.status(204).send();
    },
  );
};
