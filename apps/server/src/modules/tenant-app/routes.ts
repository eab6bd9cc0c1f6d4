import { NOTICE_NOT_CHECKED_IN, noticeInput } from '@pg/contracts/bookings';
import { todayIso } from '@pg/contracts/common';
import { tenantStatement } from '@pg/contracts/dues';
import { tenantNotices } from '@pg/contracts/notices';
import { paymentReceipt } from '@pg/contracts/payments';
import { rentMonths, rentReceipts, rentReceiptsQuery } from '@pg/contracts/rent-receipts';
import { tenantHome, tenantPayment, tenantPaymentInput, tenantStay } from '@pg/contracts/tenant-app';
import { tenantExport } from '@pg/contracts/tenant-records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import { earliestVacating, giveNotice } from '../bookings/index.ts';
import { exportTenant } from '../data-rights/index.ts';
import * as ledger from '../ledger/index.ts';
import { tenantNotices as noticesOf } from '../notices/index.ts';
import { getPaymentReceipt } from '../payments/index.ts';
import * as rentReceiptsRepo from '../rent-receipts/index.ts';
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
  const route = resourceRoutes(app, ['tenant app']);
  // Every answer holds the tenant's own records: no cache keeps a copy.
  const mine = { permission: 'tenant', noStore: true } as const;

  route.endpoint(
    'GET',
    '/tenant-app/home',
    { ...mine, summary: 'What I owe', response: tenantHome, notFound: 'Tenant' },
    ({ tenant }) => readHome(db, tenant, today()),
  );
  route.endpoint(
    'GET',
    '/tenant-app/statement',
    { ...mine, summary: 'My statement', response: tenantStatement, notFound: 'Tenant' },
    ({ tenant }) => ledger.tenantStatement(db, tenant.tenantId, today()),
  );
  route.endpoint(
    'GET',
    '/tenant-app/payments',
    { ...mine, summary: 'My payments', response: z.object({ items: z.array(tenantPayment) }) },
    async ({ tenant }) => ({ items: await tenantPayments(db, tenant.tenantId) }),
  );
  route.endpoint(
    'POST',
    '/tenant-app/payments',
    {
      permission: 'tenant',
      summary: 'I have paid',
      body: tenantPaymentInput,
      created: true,
      response: z.object({ id: z.string() }),
    },
    ({ tenant, body }) => claimPayment(db, tenant, body, today()),
  );
  route.endpoint(
    'GET',
    '/tenant-app/payments/:id/receipt',
    {
      ...mine,
      summary: 'A receipt of mine',
      params: z.object({ id: z.uuid() }),
      response: paymentReceipt,
      notFound: 'Receipt',
    },
    async ({ tenant, params }) => {
      const receipt = await getPaymentReceipt(db, params.id);
      // Another tenant's payment, or one not received, is no receipt of this tenant's.
      const mineToShow =
        receipt?.tenant_id === tenant.tenantId && receipt.receipt_number && !receipt.voided_at;
      return mineToShow ? receipt : null;
    },
  );

  /** The tenant's current stay, with the earliest vacating date their notice may give. */
  const stayOf = async (tenantId: string) => {
    const stay = await currentStay(db, tenantId);
    return {
      stay: stay && { ...stay, earliest_vacating_date: (await earliestVacating(db, stay.id, today()))! },
    };
  };
  route.endpoint(
    'GET',
    '/tenant-app/stay',
    { ...mine, summary: 'My stay, to give notice on', response: tenantStay },
    ({ tenant }) => stayOf(tenant.tenantId),
  );
  route.endpoint(
    'POST',
    '/tenant-app/notice',
    { permission: 'tenant', summary: 'Give notice', body: noticeInput, response: tenantStay },
    async ({ tenant, body }) => {
      const stay = await currentStay(db, tenant.tenantId);
      if (!stay) throw conflict(NOTICE_NOT_CHECKED_IN);
      await giveNotice(db, stay.id, body.vacating_date, today(), null);
      return stayOf(tenant.tenantId);
    },
  );

  await app.register(tenantComplaintRoutes, { db, config });

  route.endpoint(
    'GET',
    '/tenant-app/notices',
    { ...mine, summary: 'Notices from my branch, newest first', response: tenantNotices },
    ({ tenant }) => noticesOf(db, tenant, today()),
  );
  route.endpoint(
    'GET',
    '/tenant-app/rent-months',
    { ...mine, summary: 'The months I paid rent in (HRA receipts)', response: rentMonths },
    ({ tenant }) => rentReceiptsRepo.rentMonths(db, tenant.tenantId),
  );
  route.endpoint(
    'GET',
    '/tenant-app/rent-receipts',
    {
      ...mine,
      summary: 'My rent receipts (HRA) of the chosen months',
      query: rentReceiptsQuery,
      response: rentReceipts,
      notFound: 'Tenant',
    },
    ({ tenant, query }) => rentReceiptsRepo.rentReceipts(db, tenant.tenantId, query.months),
  );
  route.endpoint(
    'GET',
    '/tenant-app/my-data',
    { ...mine, summary: 'Download my data (JSON)', response: tenantExport, notFound: 'Tenant' },
    ({ tenant, reply }) => {
      reply.header('content-disposition', 'attachment; filename="my-data.json"');
      return exportTenant(db, null, tenant.tenantId, config.clock.now());
    },
  );
};
