import type { ApplicationFileField } from '@pg/contracts/applications';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { applicationKeys } from './application-keys';

/**
 * A photo of an application, as a Blob. Photos are served only with the session's bearer token
 * (never cached, never a plain <img src> anyone could open), so they are fetched here and shown
 * through an object URL (lib/use-object-url.ts) that is revoked as soon as it is no longer displayed.
 */
function getApplicationPhoto(
  id: string,
  kind: ApplicationFileField,
  size: 'thumb' | 'full',
  signal?: AbortSignal,
) {
  return apiClient.blob(`/api/applications/${id}/photos/${kind}`, { query: { size }, signal });
}

export function useApplicationPhoto(
  id: string,
  kind: ApplicationFileField,
  size: 'thumb' | 'full',
  enabled = true,
) {
  return useQuery({
    queryKey: applicationKeys.photo(id, kind, size),
    queryFn: ({ signal }) => getApplicationPhoto(id, kind, size, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    // Identity photos are not kept in memory longer than needed; the Aadhar card's not at all once
    // hidden, so that every reveal is a new, audited request.
    gcTime: kind === 'aadhar_photo' ? 0 : 60_000,
  });
}
