import { branch, branchInput, branchListQuery } from '@pg/contracts/branches';
import { idParams, listResponse } from '@pg/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { createBranch, deleteBranch, listBranches, updateBranch } from './repository.ts';

export const branchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      config: { permission: 'branches:view' },
      schema: { tags: ['branches'], querystring: branchListQuery, response: { 200: listResponse(branch) } },
    },
    async (request) => listBranches(db, request.query),
  );

  app.post(
    '/',
    {
      config: { permission: 'branches:create' },
      schema: { tags: ['branches'], body: branchInput, response: { 201: branch } },
    },
    async (request, reply) => reply.status(201).send(await createBranch(db, request.body)),
  );

  app.patch(
    '/:id',
    {
      config: { permission: 'branches:update' },
      schema: { tags: ['branches'], params: idParams, body: branchInput, response: { 200: branch } },
    },
    async (request) =>
      (await updateBranch(db, request.params.id, request.body)) ?? Promise.reject(notFound('Branch')),
  );

  app.delete(
    '/:id',
    { config: { permission: 'branches:delete' }, schema: { tags: ['branches'], params: idParams } },
    async (request, reply) => {
      if (!(await deleteBranch(db, request.params.id))) throw notFound('Branch');
      return reply.status(204).send();
    },
  );
};
