import type { ApplicationFileField } from '@pg/contracts/applications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { buildUrl, toApiError } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';
import { applicationKeys } from './application-keys';

/**
 * A photo of an application, as a Blob. Photos are served only with the session's bearer token
 * (never cached, never a plain <img src> anyone could open), so they are fetched here and shown
 * through an object URL that is revoked as soon as it is no longer displayed.
 */
export async function getApplicationPhoto(
  id: string,
  kind: ApplicationFileField,
  size: 'thumb' | 'full',
  signal?: AbortSignal,
): Promise<Blob> {
  const url = buildUrl(`/api/applications/${id}/photos/${kind}`, { size });
  const send = () => {
    const token = sessionStore.getAccessToken();
    return fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    });
  };
  let response = await send();
  if (response.status === 401 && (await sessionStore.refresh())) response = await send();
  if (!response.ok) throw await toApiError(response);
  return response.blob();
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
    // Identity photos are not kept in memory longer than needed.
    gcTime: 60_000,
  });
}

/** An object URL for a blob, revoked when the blob changes or the component goes. */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
