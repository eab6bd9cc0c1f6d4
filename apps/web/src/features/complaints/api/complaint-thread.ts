import type {
  Complaint,
  ComplaintReopenValues,
  ComplaintReplyValues,
  ComplaintThread,
} from '@pg/contracts/complaints';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';
import { complaintKeys } from './complaint-keys';

const path = (id: string) => `/api/complaints/${encodeURIComponent(id)}`;

/** A complaint's thread (replies, the note of its resolution, reopenings), oldest first. */
export const useComplaintThread = (id: string | null) =>
  useQuery({
    queryKey: [...complaintKeys.all, 'thread', id],
    queryFn: () => apiClient.get<ComplaintThread>(`${path(id!)}/replies`),
    enabled: id !== null,
  });

/** A reply on the thread, which the tenant reads in their app. */
export function useReplyToComplaint(id: string) {
  return useChangeMutation('complaints', {
    mutationFn: (input: ComplaintReplyValues) =>
      apiClient.post<ComplaintThread>(`${path(id)}/replies`, input),
  });
}

/** Reopens a resolved or closed complaint, saying why. */
export function useReopenComplaint() {
  return useChangeMutation('complaints', {
    mutationFn: ({ id, ...input }: ComplaintReopenValues & { id: string }) =>
      apiClient.post<Complaint>(`${path(id)}/reopen`, input),
  });
}

/** A photo the tenant sent with a complaint (fetched with the session, never cached). */
export const complaintPhoto = (complaintId: string, photoId: string, size: 'thumb' | 'full') =>
  apiClient.blob(`${path(complaintId)}/photos/${encodeURIComponent(photoId)}`, { query: { size } });
