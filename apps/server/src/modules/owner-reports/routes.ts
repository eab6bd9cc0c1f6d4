import { PassThrough } from 'node:stream';
import { branchesDashboard, branchesDashboardQuery } from '@pg/contracts/branches-dashboard';
import { daysInRange, todayIso } from '@pg/contracts/common';
import {
  OWNER_REPORT_LABELS,
  type OwnerReport,
  type OwnerReportQuery,
  ownerReportFileName,
  ownerReportParams,
  ownerReportQuery,
  ownerReportTable,
} from '@pg/contracts/owner-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { resourceRoutes } from '../../plugins/routes.ts';
import { aging } from './aging.ts';
import { branchesDashboard as acrossBranches } from './branches.ts';
import { dayBook, vouchers } from './day-book.ts';
import { reportJson, writeCsv, writeXlsx } from './files.ts';
import * as money from './money.ts';
import { occupancyByMonth } from './occupancy.ts';
import { reportBranches } from './scope.ts';
import type { ReportBody } from './table.ts';
import { writeTally } from './tally.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TYPES = { csv: 'text/csv; charset=utf-8', xlsx: XLSX, xml: 'application/xml; charset=utf-8' };

/**
 * The owner's reports (docs/reports.md): GET /api/reports/:report?branch=<id|all>&from&to, the
 * table as JSON for the screen, or `format=csv|xlsx` as a file streamed as it is read (and the
 * day book's `format=xml` for Tally). `branch=all` covers every branch the user may see.
 */
export const ownerReportRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const body = async (
    report: OwnerReport,
    ids: string[],
    q: OwnerReportQuery,
    single: boolean,
  ): Promise<ReportBody> => {
    const period = { ids, from: q.from, to: q.to };
    const by = q.by ?? (single ? 'tenant' : 'branch');
    switch (report) {
      case 'aging':
        return aging(db, period, by, todayIso(config.clock.now()));
      case 'collections':
        return money.collections(
          db,
          period,
          q.per ?? (single || daysInRange(q.from, q.to) <= 31 ? 'day' : 'month'),
        );
      case 'deposits':
        return money.depositLedger(db, period, by);
      case 'occupancy':
        return occupancyByMonth(db, period);
      case 'expenses':
        return money.expensesByCategory(db, period);
      case 'profit-loss':
        return money.profitAndLoss(db, period);
      case 'day-book':
        return dayBook(db, period);
    }
  };

  resourceRoutes(app, ['dashboard']).endpoint(
    'GET',
    '/dashboard/branches',
    {
      permission: 'dashboard:view',
      scope: 'none',
      summary: "The owner's view: every branch the user works in, the month's figures and their totals",
      query: branchesDashboardQuery,
      response: branchesDashboard,
    },
    ({ query, by }) => {
      const today = todayIso(config.clock.now());
      return acrossBranches(db, by, query.month ?? today.slice(0, 7), today);
    },
  );

  resourceRoutes(app, ['reports']).endpoint(
    'GET',
    '/reports/:report',
    {
      permission: 'reports:view',
      scope: 'none',
      summary: 'An owner report: JSON for the screen, or format=csv|xlsx (day-book: xml for Tally)',
      params: ownerReportParams,
      query: ownerReportQuery,
      response: ownerReportTable,
      noStore: true,
      // JSON answers with the table's schema; a file is streamed as it is.
      sends: true,
    },
    async ({ params, query: q, by, reply }) => {
      const { report } = params;
      if (q.format === 'xml' && report !== 'day-book') {
        throw badRequest('Only the day book is exported for Tally', { format: 'Choose CSV or Excel' });
      }
      const branches = await reportBranches(db, by, q.branch);
      const head = {
        report,
        title: OWNER_REPORT_LABELS[report].title,
        scope: branches.label,
        from: q.from,
        to: q.to,
      };
      const data = await body(report, branches.ids, q, branches.single);
      if (q.format === 'json') return reportJson(head, data);

      const out = new PassThrough();
      const done =
        q.format === 'csv'
          ? writeCsv(data, out)
          : q.format === 'xlsx'
            ? writeXlsx(head, data, out)
            : writeTally(
                q.company ?? branches.label,
                vouchers(db, { ids: branches.ids, from: q.from, to: q.to }),
                out,
              );
      done.catch((error: unknown) => {
        reply.request.log.error({ err: error }, 'report file failed');
        out.destroy(error as Error);
      });
      const name = ownerReportFileName(report, branches.label, q.from, q.to, q.format);
      return (
        reply
          .type(TYPES[q.format])
          .header('content-disposition', `attachment; filename="${name}"`)
          // A stream is sent as it is; the response schema describes the JSON answer alone.
          .send(out as never)
      );
    },
  );
};
