import { idParams, listResponse } from '@pg/contracts/common';
import { createUserSchema, ONLY_ADMINS_CREATE_USERS, userListQuery, userSummary } from '@pg/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { principalOf } from '../../plugins/auth.ts';
import { createUser, deleteUser, getUserSummary, listUsers } from './repository.ts';

const auditUser = (u: { id: string; email: string; roles: string[] }) => ({
  id: u.id,
  email: u.email,
  roles: u.roles,
});

/** User Management: the Users List, 'Add New User' and deletion. */
export const userRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/users',
    {
      config: { permission: 'users:view' },
      schema: { tags: ['users'], querystring: userListQuery, response: { 200: listResponse(userSummary) } },
    },
    async (request) => listUsers(db, request.query),
  );

  app.post(
    '/users',
    {
      config: { permission: 'users:create' },
      // The access check's refusal answers in the spec's words.
      errorHandler: (err, _request, _reply) => {
        if (err instanceof AppError && err.code === 'forbidden' && err.message !== ONLY_ADMINS_CREATE_USERS) {
          throw forbidden(ONLY_ADMINS_CREATE_USERS);
        }
        throw err;
      },
      schema: { tags: ['users'], body: createUserSchema, response: { 201: userSummary } },
    },
    async (request, reply) => {
      const actor = principalOf(request);
      const { email, password, role } = request.body;
      // Giving the admin role is for admins only, whoever else was granted users:create.
      if (role === 'admin' && !actor.isAdmin) throw forbidden(ONLY_ADMINS_CREATE_USERS);
      const created = await db.transaction(async (tx) => {
        const user = await createUser(tx, { email, password, roleNames: [role] });
        const summary = (await getUserSummary(tx, user.id))!;
        await writeAudit(tx, {
          actor,
          action: 'user.create',
          entity: 'user',
          entityId: user.id,
          after: auditUser(summary),
        });
        return summary;
      });
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/users/:id',
    { config: { permission: 'users:delete' }, schema: { tags: ['users'], params: idParams } },
    async (request, reply) => {
      const actor = principalOf(request);
      await db.transaction(async (tx) => {
        const deleted = await deleteUser(tx, actor, request.params.id);
        if (!deleted) throw notFound('User');
        await writeAudit(tx, {
          actor,
          action: 'user.delete',
          entity: 'user',
          entityId: deleted.id,
          before: auditUser(deleted),
        });
      });
      return reply.status(204).send();
    },
  );
};
