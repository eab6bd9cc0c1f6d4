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
import { resourceRoutes } from '../../plugins/routes.ts';
import { addUser, changeUserBranches, deleteUser } from './management.ts';
import { listRoleRights, listUsers } from './repository.ts';

/** User Management: the Users List, 'Add New User' and deletion. */
export const userRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = resourceRoutes(app, ['users']);
  route.endpoint(
    'GET',
    '/users',
    { permission: 'users:view', scope: 'none', query: userListQuery, response: listResponse(userSummary) },
    ({ query }) => listUsers(db, query),
  );
  route.endpoint(
    'GET',
    '/users/role-rights',
    {
      permission: 'users:view',
      scope: 'none',
      summary: "The roles a new user may be given, with each role's permissions (keys) as they are now",
      response: roleRights,
    },
    () => listRoleRights(db),
  );
  route.endpoint(
    'POST',
    '/users',
    {
      permission: 'users:create',
      scope: 'none',
      // The access check's refusal answers in the spec's words.
      forbidden: ONLY_ADMINS_CREATE_USERS,
      created: true,
      body: createUserSchema,
      response: userSummary,
    },
    ({ body, by }) => addUser(db, by, body),
  );
  route.endpoint(
    'PUT',
    '/users/:id/branches',
    {
      permission: 'users:create',
      scope: 'none',
      summary: "Set the branches a user works in (only among the caller's own), or all branches",
      params: idParams,
      body: userBranchesInput,
      response: userSummary,
      notFound: 'User',
    },
    ({ params, body, by }) => changeUserBranches(db, by, params.id, body),
  );
  route.endpoint(
    'DELETE',
    '/users/:id',
    { permission: 'users:delete', scope: 'none', params: idParams, notFound: 'User' },
    ({ params, by }) => deleteUser(db, by, params.id),
  );
};
