import { usePrefetchQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { readStoredBranchId } from '@/app/branch-selection';
import { branchListOptions } from '@/features/branches/api/get-branches';
import { dashboardStatsOptions, FIRST_DASHBOARD_PERIOD } from '@/features/dashboard/api/get-dashboard-stats';
import { useSession } from '@/lib/session';

/**
 * The signed-in shell's first requests, sent as the shell starts to render instead of after it
 * has (a phone takes a second or more to render it): the branch list for the header, and on the
 * dashboard the figures of the branch chosen last time. Rendered before the shell, it draws
 * nothing; the shell's own queries then find the answers on their way.
 */
export function PrefetchFirstData() {
  usePrefetchQuery(branchListOptions({ sort: 'code' }));
  const { pathname } = useLocation();
  const { can } = useSession();
  const branchId = readStoredBranchId();
  return pathname === '/' && branchId && can('dashboard:view') ? (
    <PrefetchDashboard branchId={branchId} />
  ) : null;
}

function PrefetchDashboard({ branchId }: { branchId: string }) {
  usePrefetchQuery(dashboardStatsOptions(branchId, FIRST_DASHBOARD_PERIOD));
  return null;
}
