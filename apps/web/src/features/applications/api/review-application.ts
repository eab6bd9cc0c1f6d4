import type { ApplicationDetail, RejectApplicationInput } from '@pg/contracts/applications';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';
import { applicationKeys } from './application-keys';

function approveApplication(id: string) {
  return apiClient.post<ApplicationDetail>(`/api/applications/${id}/approve`);
}

function rejectApplication(id: string, input: RejectApplicationInput) {
  return apiClient.post<ApplicationDetail>(`/api/applications/${id}/reject`, input);
}

/** Approve (creates the tenant) or reject (with a reason); the inbox and the detail are fetched again. */
export function useReviewApplication() {
  const queryClient = useQueryClient();
  // The detail shows the outcome at once; the lists (and, once approved, the tenants) are read again.
  const onSuccess = (detail: ApplicationDetail) =>
    queryClient.setQueryData(applicationKeys.detail(detail.id), detail);
  const approve = useChangeMutation('applications', {
    mutationFn: (id: string) => approveApplication(id),
    onSuccess,
  });
  const reject = useChangeMutation('applications', {
    mutationFn: ({ id, reason }: { id: string; reason: string }) => rejectApplication(id, { reason }),
    onSuccess,
  });
  return { approve, reject };
}
