import { queryRoots } from '@/lib/query-keys';

/** Query keys of the visitor register; every change invalidates `visitorKeys.all`. */
export type VisitorListParams = { date: string; q?: string | undefined };

export const visitorKeys = {
  all: queryRoots.visitors,
  list: (branchId: string, params: VisitorListParams) =>
    [...visitorKeys.all, 'branch', branchId, params] as const,
};
