import type { ApplicationDetail, RejectApplicationInput } from '@pg/contracts/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { applicationKeys } from './application-keys';

export function approveApplication(id: string) {
  return apiClient.post<ApplicationDetail>(`/api/applications/${id}/approve`);
}

export function rejectApplication(id: string, input: RejectApplicationInput) {
  return apiClient.post<ApplicationDetail>(`/api/applications/${id}/reject`, input);
}

/** Approve (creates the tenant) or reject (with a reason); the inbox and the detail are fetched again. */
export function useReviewApplication() {
  const queryClient = useQueryClient();
  const onSuccess = (detail: ApplicationDetail) => {
    queryClient.setQueryData(applicationKeys.detail(detail.id), detail);
    void queryClient.invalidateQueries({ queryKey: applicationKeys.lists(detail.branch_id) });
    // The new tenant appears on the tenants page and in every tenant picker.
    void queryClient.invalidateQueries({ queryKey: ['tenants'] });
  };
  const approve = useMutation({ mutationFn: (id: string) => approveApplication(id), onSuccess });
  const reject = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => rejectApplication(id, { reason }),
    onSuccess,
  });
  return { approve, reject };
}
