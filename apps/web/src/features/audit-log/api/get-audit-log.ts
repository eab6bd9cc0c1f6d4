import type { AuditEntry } from '@pg/contracts/audit';
import type { ListResponse } from '@pg/contracts/lists';
import { PAGE_SIZE } from '@pg/contracts/lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

type AuditLogParams = { q?: string; entity?: string; page: number };

/** Query keys of the audit log feature. */
const auditKeys = {
  all: queryRoots.auditLog,
  list: (params: AuditLogParams) => [...auditKeys.all, params] as const,
};

function getAuditLog(params: AuditLogParams, signal?: AbortSignal) {
  return apiClient.get<ListResponse<AuditEntry>>('/api/audit-log', {
    query: {
      q: params.q?.trim(),
      entity: params.entity,
      limit: PAGE_SIZE,
      offset: (params.page - 1) * PAGE_SIZE,
    },
    signal,
  });
}

/** The audit log, newest first. */
export function useAuditLog(params: AuditLogParams) {
  return useQuery({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) => getAuditLog(params, signal),
    placeholderData: keepPreviousData,
  });
}
