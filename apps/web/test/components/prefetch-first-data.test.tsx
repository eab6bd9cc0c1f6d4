import type { Branch } from '@pg/contracts/branches';
import type { ListResponse } from '@pg/contracts/lists';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { storeBranchId } from '@/app/branch-selection';
import { prefetchFirstData } from '@/app/prefetch-first-data';
import { branchListOptions } from '@/features/branches/api/get-branches';
import { dashboardKeys } from '@/features/dashboard/api/dashboard-keys';
import { signIn } from './app';

const { booking, payment } = inject('fixtures');

/** The keys of the queries in the cache that hold an answer, as text. */
const answered = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'success')
    .map((q) => JSON.stringify(q.queryKey))
    .sort();

const key = (k: readonly unknown[]) => JSON.stringify(k);

/** A busy machine may take seconds over the answers: the tests wait for them, not for the clock. */
const waitMs = 120_000;

describe("the signed-in shell's first data", () => {
  beforeAll(async () => {
    await signIn();
  });
  afterEach(() => {
    storeBranchId(null);
  });

  it('on the dashboard: the branch list, then all that the first branch’s dashboard shows', async () => {
    const client = new QueryClient();
    await prefetchFirstData(client, { waitMs, pathname: '/', can: () => true });
    const list = client.getQueryData<ListResponse<Branch>>(branchListOptions({ sort: 'code' }).queryKey);
    const first = list?.items[0];
    expect(first?.id).toBe(booking.branchId); // BK_1 comes first by code
    const id = booking.branchId;
    expect(answered(client)).toEqual(
      [
        key(branchListOptions({ sort: 'code' }).queryKey),
        key(dashboardKeys.stats(id, 'this_month')),
        key(dashboardKeys.dues(id)),
        key(dashboardKeys.compliance(id)),
        key(dashboardKeys.monthly(id)),
        key(dashboardKeys.occupancy(id)),
      ].sort(),
    );
  });

  it('the branch chosen last time rather than the first', async () => {
    storeBranchId(payment.branchId);
    const client = new QueryClient();
    await prefetchFirstData(client, { waitMs, pathname: '/', can: () => true });
    const keys = answered(client);
    expect(keys).toContain(key(dashboardKeys.stats(payment.branchId, 'this_month')));
    expect(keys.filter((k) => k.includes(booking.branchId))).toEqual([]);
  });

  it('the branch the user last chose on any device before the one this browser remembers', async () => {
    storeBranchId(booking.branchId);
    const client = new QueryClient();
    await prefetchFirstData(client, {
      waitMs,
      pathname: '/',
      can: () => true,
      lastBranchId: payment.branchId,
    });
    const keys = answered(client);
    expect(keys).toContain(key(dashboardKeys.stats(payment.branchId, 'this_month')));
    expect(keys.filter((k) => k.includes(booking.branchId))).toEqual([]);
  });

  it('leaves out what the user may not see, and the dashboard on other pages', async () => {
    const id = booking.branchId;
    const withoutMoney = new QueryClient();
    await prefetchFirstData(withoutMoney, {
      waitMs,
      pathname: '/',
      can: (p) => p !== 'payments:view' && p !== 'tenants:view',
    });
    expect(answered(withoutMoney)).not.toContain(key(dashboardKeys.dues(id)));
    expect(answered(withoutMoney)).not.toContain(key(dashboardKeys.compliance(id)));
    expect(answered(withoutMoney)).toContain(key(dashboardKeys.stats(id, 'this_month')));

    const noDashboard = new QueryClient();
    await prefetchFirstData(noDashboard, { waitMs, pathname: '/', can: (p) => p !== 'dashboard:view' });
    const elsewhere = new QueryClient();
    await prefetchFirstData(elsewhere, { waitMs, pathname: '/tenants', can: () => true });
    // The branch list alone: the header's bell asks for its notifications once the page is drawn.
    const branches = [key(branchListOptions({ sort: 'code' }).queryKey)];
    expect(answered(noDashboard)).toEqual(branches);
    expect(answered(elsewhere)).toEqual(branches);
  });

  it('takes the branch list the session answered with, without asking for it again', async () => {
    const fetched = new QueryClient();
    await prefetchFirstData(fetched, { waitMs, pathname: '/tenants', can: () => true });
    const list = fetched.getQueryData<ListResponse<Branch>>(branchListOptions({ sort: 'code' }).queryKey);
    const carried = { ...list!, items: list!.items.slice(0, 1) };
    const client = new QueryClient();
    await prefetchFirstData(client, { waitMs, pathname: '/tenants', can: () => true, branches: carried });
    expect(client.getQueryData(branchListOptions({ sort: 'code' }).queryKey)).toBe(carried);
  });
});
