import type { ApplicationFileField, ApplicationStatus } from '@pg/contracts/applications';
import { queryRoots } from '@/lib/query-keys';

/** Query keys of the applications inbox; a review invalidates `applicationKeys.all`. */
export type ApplicationListParams = { status: ApplicationStatus; q?: string | undefined; page: number };

export const applicationKeys = {
  all: queryRoots.applications,
  lists: (branchId: string) => [...applicationKeys.all, 'list', branchId] as const,
  list: (branchId: string, params: ApplicationListParams) =>
    [...applicationKeys.lists(branchId), params] as const,
  detail: (id: string) => [...applicationKeys.all, 'detail', id] as const,
  photo: (id: string, kind: ApplicationFileField, size: 'thumb' | 'full') =>
    [...applicationKeys.all, 'photo', id, kind, size] as const,
  resolveBranch: (q: string) => ['public', 'branch-resolve', q] as const,
};
