import type { TenantImportResult, TenantImportRow } from '@pg/contracts/tenant-import';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

/** Checks (`dryRun`) or imports rows of a spreadsheet into a branch. */
export function useImportTenants(branchId: string) {
  return useChangeMutation('tenants', {
    mutationFn: ({ rows, dryRun }: { rows: TenantImportRow[]; dryRun: boolean }) =>
      apiClient.post<TenantImportResult>(`/api/branches/${branchId}/tenants/import`, {
        rows,
        dry_run: dryRun,
      }),
  });
}
