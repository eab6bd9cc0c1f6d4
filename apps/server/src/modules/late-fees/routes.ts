import { branchParams } from '@pg/contracts/common';
import { todayIso } from '@pg/contracts/dates';
import { lateFeeRule, lateFeeRuleAnswer, lateFeeRuleInput } from '@pg/contracts/late-fees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { principalOf } from '../../plugins/auth.ts';
import * as repo from './repository.ts';

/** A branch's late fee rule: read it, set it, turn it off. */
export const lateFeeRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const tags = ['late fees'];
  const url = '/branches/:branchId/late-fee-rule';

  app.get(
    url,
    {
      config: { permission: 'branches:view', scope: 'branch' },
      schema: { tags, params: branchParams, response: { 200: lateFeeRuleAnswer } },
    },
    async (request) => ({ rule: await repo.getRule(db, request.params.branchId) }),
  );

  app.put(
    url,
    {
      config: { permission: 'branches:update', scope: 'branch' },
      schema: { tags, params: branchParams, body: lateFeeRuleInput, response: { 200: lateFeeRule } },
    },
    async (request) =>
      repo.setRule(
        db,
        request.params.branchId,
        request.body,
        principalOf(request),
        todayIso(config.clock.now()),
      ),
  );

  app.delete(
    url,
    {
      config: { permission: 'branches:update', scope: 'branch' },
      schema: { tags, params: branchParams, response: { 200: z.object({ removed: z.boolean() }) } },
    },
    async (request) => ({
      removed: await repo.removeRule(db, request.params.branchId, principalOf(request)),
    }),
  );
};
