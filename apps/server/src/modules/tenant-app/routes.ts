import { NOTICE_NOT_CHECKED_IN, noticeInput } from '@pg/contracts/bookings';
import { todayIso } from '@pg/contracts/common';
import { tenantStatement } from '@pg/contracts/dues';
import { tenantNotices } from '@pg/contracts/notices';
import { paymentReceipt } from '@pg/contracts/payments';
import { rentMonths, rentReceipts, rentReceiptsQuery } from '@pg/contracts/rent-receipts';
import { tenantHome, tenantPayment, tenantPaymentInput, tenantStay } from '@pg/contracts/tenant-app';
import { tenantExport } from '@pg/contracts/tenant-records';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { tenantOf } from '../../plugins/auth.ts';
import { earliestVacating, giveNotice } from '../bookings/stay-changes.ts';
import { exportTenant } from '../data-rights/repository.ts';
import * as ledger from '../ledger/statement.ts';
import { tenantNotices as noticesOf } from '../notices/repository.ts';
import { getPaymentReceipt } from '../payments/repository.ts';
import * as rentReceiptsRepo from '../rent-receipts/repository.ts';
import { tenantComplaintRoutes } from './complaints.ts';
import { tenantHome as readHome } from './home.ts';
import { claimPayment, tenantPayments } from './payments.ts';
import { currentStay } from './stay.ts';

/**
 * The tenant app's API (/api/tenant-app): the signed-in tenant's own records, each route of the
 * tenant audience and scoped to the session's tenant (signing in: auth-routes.ts).
 */
export const tenantAppRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const today = () => todayIso(config.clock.now());
  const tags = ['tenant app'];
  const tenant = { audience: 'tenant' as const };

  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.get(
    '/tenant-app/home',
    { config: tenant, schema: { tags, summary: 'What I owe', response: { 200: tenantHome } } },
    async (request, reply) => {
      noStore(reply);
      const home = await readHome(db, tenantOf(request), today());
      if (!home) throw notFound('Tenant');
      return home;
    },
  );

  app.get(
    '/tenant-app/statement',
    { config: tenant, schema: { tags, summary: 'My statement', response: { 200: tenantStatement } } },
    async (request, reply) => {
      noStore(reply);
      const statement = await ledger.tenantStatement(db, tenantOf(request).tenantId, today());
      if (!statement) throw notFound('Tenant');
      return statement;
    },
  );

  app.get(
    '/tenant-app/payments',
    {
      config: tenant,
      schema: {
        tags,
        summary: 'My payments',
        response: { 200: z.object({ items: z.array(tenantPayment) }) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { items: await tenantPayments(db, tenantOf(request).tenantId) };
    },
  );

  app.post(
    '/tenant-app/payments',
    {
      config: tenant,
      schema: {
        tags,
        summary: 'I have paid',
        body: tenantPaymentInput,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const created = await claimPayment(db, tenantOf(request), request.body, today());
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/tenant-app/payments/:id/receipt',
    {
      config: tenant,
      schema: {
        tags,
        summary: 'A receipt of mine',
        params: z.object({ id: z.uuid() }),
        response: { 200: paymentReceipt },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const receipt = await getPaymentReceipt(db, request.params.id);
      // Another tenant's payment, or one not received, is no receipt of this tenant's.
      if (
        !receipt ||
        receipt.tenant_id !== tenantOf(request).tenantId ||
        !receipt.receipt_number ||
        receipt.voided_at
      )
        throw notFound('Receipt');
      return receipt;
    },
  );

  app.get(
    '/tenant-app/stay',
    {
      config: tenant,
      schema: { tags, summary: 'My stay, to give notice on', response: { 200: tenantStay } },
    },
    async (request, reply) => {
      noStore(reply);
      const stay = await currentStay(db, tenantOf(request).tenantId);
      return {
        stay: stay && { ...stay, earliest_vacating_date: (await earliestVacating(db, stay.id, today()))! },
      };
    },
  );

  app.post(
    '/tenant-app/notice',
    {
      config: tenant,
      schema: { tags, summary: 'Give notice', body: noticeInput, response: { 200: tenantStay } },
    },
    async (request) => {
      const me = tenantOf(request);
      const stay = await currentStay(db, me.tenantId);
      if (!stay) throw conflict(NOTICE_NOT_CHECKED_IN);
      await giveNotice(db, stay.id, request.body.vacating_date, today(), null);
      const after = await currentStay(db, me.tenantId);
      return {
        stay: after && { ...after, earliest_vacating_date: (await earliestVacating(db, after.id, today()))! },
      };
    },
  );

  await app.register(tenantComplaintRoutes, { db, config });

  app.get(
    '/tenant-app/notices',
    {
      config: tenant,
      schema: { tags, summary: 'Notices from my branch, newest first', response: { 200: tenantNotices } },
    },
    async (request, reply) => {
      noStore(reply);
      return noticesOf(db, tenantOf(request), today());
    },
  );

  app.get(
    '/tenant-app/rent-months',
    {
      config: tenant,
      schema: { tags, summary: 'The months I paid rent in (HRA receipts)', response: { 200: rentMonths } },
    },
    async (request, reply) => {
      noStore(reply);
      return rentReceiptsRepo.rentMonths(db, tenantOf(request).tenantId);
    },
  );

  app.get(
    '/tenant-app/rent-receipts',
    {
      config: tenant,
      schema: {
        tags,
        summary: 'My rent receipts (HRA) of the chosen months',
        querystring: rentReceiptsQuery,
        response: { 200: rentReceipts },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const receipts = await rentReceiptsRepo.rentReceipts(
        db,
        tenantOf(request).tenantId,
        request.query.months,
      );
      if (!receipts) throw notFound('Tenant');
      return receipts;
    },
  );

  app.get(
    '/tenant-app/my-data',
    { config: tenant, schema: { tags, summary: 'Download my data (JSON)', response: { 200: tenantExport } } },
    async (request, reply) => {
      const me = tenantOf(request);
      const data = await exportTenant(db, null, me.tenantId, config.clock.now());
      if (!data) throw notFound('Tenant');
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', 'attachment; filename="my-data.json"');
      return data;
    },
  );
};
