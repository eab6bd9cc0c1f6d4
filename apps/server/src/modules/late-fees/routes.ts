import { todayIso } from '@pg/contracts/dates';
import { lateFeeRule, lateFeeRuleAnswer, lateFeeRuleInput } from '@pg/contracts/late-fees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import * as repo from './repository.ts';

/** A branch's late fee rule: read it, set it, turn it off. */
export const lateFeeRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const route = resourceRoutes(app, ['late fees']);
  const url = '/branches/:branchId/late-fee-rule';

  route.branchRead(url, { permission: 'branches:view', response: lateFeeRuleAnswer }, async (branchId) => ({
    rule: await repo.getRule(db, branchId),
  }));
  route.branchWrite(
    url,
    { method: 'PUT', permission: 'branches:update', body: lateFeeRuleInput, response: lateFeeRule },
    (branchId, body, by) => repo.setRule(db, branchId, body, by, todayIso(config.clock.now())),
  );
  route.branchWrite(
    url,
    { method: 'DELETE', permission: 'branches:update', response: z.object({ removed: z.boolean() }) },
    async (branchId, _body, by) => ({ removed: await repo.removeRule(db, branchId, by) }),
  );
};
