import type { Branch } from '@pg/contracts/branches';
import type { ListResponse } from '@pg/contracts/lists';
import type { PermissionKey } from '@pg/contracts/permissions';
import type { TokenResponse } from '@pg/contracts/session';
import type { QueryClient } from '@tanstack/react-query';
import { pickBranch, preferredBranchId } from '@/app/branch-selection';
import { branchListOptions } from '@/features/branches/api/get-branches';
import { complianceFlagsOptions } from '@/features/dashboard/api/get-compliance-flags';
import { dailyOccupancyOptions } from '@/features/dashboard/api/get-daily-occupancy';
import { dashboardStatsOptions, FIRST_DASHBOARD_PERIOD } from '@/features/dashboard/api/get-dashboard-stats';
import { duesSummaryOptions } from '@/features/dashboard/api/get-dues-summary';
import { monthlyFinanceOptions } from '@/features/dashboard/api/get-monthly-finance';

/** How long the shell waits for its first data before it is drawn without them (skeletons). */
export const FIRST_DATA_WAIT_MS = 2_500;

/**
 * The signed-in shell's first data, fetched as soon as the session is restored: the branch list
 * (which the session's answer carries: `branches`, put in the cache here, no request of its own),
 * then for the branch the shell will show (the one chosen last time, preferredBranchId, without
 * waiting for the list; else the first), on the dashboard, everything the dashboard shows. Settles
 * once all of it is in the cache (or has failed), or after `waitMs`, whichever comes first; never
 * rejects. The header's notifications are not waited for: the bell is drawn after the page
 * (components/ui/deferred.tsx) and asks then.
 *
 * The shell is rendered after this (app/route-guards.tsx), once and whole: its first render draws
 * the figures instead of skeletons, and no answer lands halfway through it (each one that did made
 * React render its card again, and the commit of the whole shell sent the page's requests one by
 * one from inside it; on a phone that commit was the longest freeze of the visit).
 */
export function prefetchFirstData(
  client: QueryClient,
  options: {
    pathname: string;
    can: (permission: PermissionKey) => boolean;
    /** The branches the session's answer carried, if any. */
    branches?: TokenResponse['branches'] | null;
    /** The branch the user last chose, as the session's answer carried it (the shell opens it first). */
    lastBranchId?: string | null;
    waitMs?: number;
  },
): Promise<void> {
  const { pathname, can, branches } = options;
  const branchList = branchListOptions({ sort: 'code' });
  // Checked by the session's schema for what the shell uses; the rows are the branch list's own.
  if (branches) client.setQueryData(branchList.queryKey, branches as ListResponse<Branch>);
  const dashboard = pathname === '/' && can('dashboard:view');
  /**
   * Sends the branch's first requests; settles when they have. Asked twice for one branch (the
   * one remembered is the one picked), Query answers the requests already under way.
   */
  const forBranch = (branchId: string) => {
    if (!dashboard) return Promise.resolve([]);
    const requests = [
      client.prefetchQuery(dashboardStatsOptions(branchId, FIRST_DASHBOARD_PERIOD)),
      client.prefetchQuery(monthlyFinanceOptions(branchId)),
      client.prefetchQuery(dailyOccupancyOptions(branchId)),
    ];
    if (can('payments:view')) requests.push(client.prefetchQuery(duesSummaryOptions(branchId)));
    if (can('tenants:view')) requests.push(client.prefetchQuery(complianceFlagsOptions(branchId)));
    return Promise.all(requests);
  };
  const preferred = preferredBranchId(options.lastBranchId);
  if (preferred) void forBranch(preferred);
  const work = client.ensureQueryData(branchList).then(
    (list) => {
      const branch = pickBranch(list.items, preferred);
      return branch ? forBranch(branch.id) : undefined;
    },
    () => undefined, // the shell shows the failure in its own place
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, options.waitMs ?? FIRST_DATA_WAIT_MS);
  });
  return Promise.race([work.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}
