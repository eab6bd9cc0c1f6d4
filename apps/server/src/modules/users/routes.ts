import { idParams, listResponse } from '@pg/contracts/common';
import {
  createUserSchema,
  ONLY_ADMINS_CREATE_USERS,
  roleRights,
  userBranchesInput,
  userListQuery,
  userSummary,
} from '@pg/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { orNotFound } from '../../lib/not-found.ts';
import { principalOf } from '../../plugins/auth.ts';
import { addUser, changeUserBranches, deleteUser } from './management.ts';
import { listRoleRights, listUsers } from './repository.ts';

/** User Management: the Users List, 'Add New User' and deletion. */
export const userRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/users',
    {
      config: { permission: 'users:view', scope: 'none' },
      schema: { tags: ['users'], querystring: userListQuery, response: { 200: listResponse(userSummary) } },
    },
    async (request) => listUsers(db, request.query),
  );

  app.get(
    '/users/role-rights',
    {
      config: { permission: 'users:view', scope: 'none' },
      schema: {
        tags: ['users'],
        summary: "The roles a new user may be given, with each role's permissions (keys) as they are now",
        response: { 200: roleRights },
      },
    },
    async () => listRoleRights(db),
  );

  app.post(
    '/users',
    {
      config: { permission: 'users:create', scope: 'none' },
      // The access check's refusal answers in the spec's words.
      errorHandler: (err, _request, _reply) => {
        if (err instanceof AppError && err.code === 'forbidden' && err.message === forbidden().message) {
          throw forbidden(ONLY_ADMINS_CREATE_USERS);
        }
        throw err;
      },
      schema: { tags: ['users'], body: createUserSchema, response: { 201: userSummary } },
    },
    async (request, reply) => reply.status(201).send(await addUser(db, principalOf(request), request.body)),
  );

  app.put(
    '/users/:id/branches',
    {
      config: { permission: 'users:create', scope: 'none' },
      schema: {
        tags: ['users'],
        summary: "Set the branches a user works in (only among the caller's own), or all branches",
        params: idParams,
        body: userBranchesInput,
        response: { 200: userSummary },
      },
    },
    async (request) =>
      orNotFound(await changeUserBranches(db, principalOf(request), request.params.id, request.body), 'User'),
  );

  app.delete(
    '/users/:id',
    { config: { permission: 'users:delete', scope: 'none' }, schema: { tags: ['users'], params: idParams } },
    async (request, reply) => {
      orNotFound(await deleteUser(db, principalOf(request), request.params.id), 'User');
      return reply.status(204).send();
    },
  );
};
