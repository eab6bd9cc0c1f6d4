// The dashboard's periods, apart from its schemas (dashboard.ts) as dues-texts.ts is: the dashboard
// page shows them before its first paint and need not download zod for them.

/**
 * The period the dashboard's money figures (revenue gross and net, payments, expenses) cover,
 * by the date of each payment and expense; beds, tenants and complaints are always as of today.
 * 'This financial year' runs from 1 April.
 */
export const DASHBOARD_PERIODS = ['this_month', 'last_month', 'this_year', 'all'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  this_month: 'This month',
  last_month: 'Last month',
  this_year: 'This financial year',
  all: 'All time',
};
