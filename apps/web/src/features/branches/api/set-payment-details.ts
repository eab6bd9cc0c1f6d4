import type { Branch, BranchPaymentDetailsInput } from '@pg/contracts/branches';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

function setPaymentDetails({ id, input }: { id: string; input: BranchPaymentDetailsInput }) {
  return apiClient.put<Branch>(`/api/branches/${encodeURIComponent(id)}/payment-details`, input);
}

/** A branch's UPI ID, payee, landlord and reminder message (super admins and admins). */
export function useSetPaymentDetails() {
  return useChangeMutation('branches', { mutationFn: setPaymentDetails });
}
