import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

function revealAadhar(id: string) {
  return apiClient.post<{ aadhar_number: string }>(`/api/applications/${id}/reveal-aadhar`);
}

/** The full Aadhar number, on demand; the server writes each reveal to the audit log. Never cached. */
export function useRevealAadhar() {
  return useMutation({ mutationFn: (id: string) => revealAadhar(id) });
}
