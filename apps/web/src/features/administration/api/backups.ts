import type { BackupList } from '@pg/contracts/administration';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, toApiError } from '@/lib/api-client';
import { downloadBlob } from '@/lib/csv';
import { sessionStore } from '@/lib/session-store';

/** Query keys of the administration feature. */
export const administrationKeys = {
  backups: ['administration', 'backups'] as const,
};

/** The backups in BACKUP_DIR, newest first. */
export function useBackups() {
  return useQuery({
    queryKey: administrationKeys.backups,
    queryFn: ({ signal }) => apiClient.get<BackupList>('/api/administration/backups', { signal }),
  });
}

/** 'Back up now': the server writes a backup and answers with its name. */
export function useBackUpNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<{ name: string }>('/api/administration/backups'),
    onSettled: () => client.invalidateQueries({ queryKey: administrationKeys.backups }),
  });
}

/**
 * Downloads a backup. The file is served only with the session's bearer token, so it is fetched
 * here and handed to the browser's download as a Blob.
 */
export async function downloadBackup(name: string) {
  const url = `/api/administration/backups/${encodeURIComponent(name)}`;
  const send = () => {
    const token = sessionStore.getAccessToken();
    return fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
      cache: 'no-store',
    });
  };
  let response = await send();
  if (response.status === 401 && (await sessionStore.refresh())) response = await send();
  if (!response.ok) throw await toApiError(response);
  downloadBlob(await response.blob(), name);
}
