import { type DocumentLink, documentAddress } from '@pg/contracts/document-links';
import type { SharedLink } from '@/components/ui/share-button';
import { apiClient } from '@/lib/api-client';
import { formatDate } from '@/lib/format';

/**
 * A signed link to one document, made by the API route `path` (a receipt's, a statement's...):
 * the tenant app's page for it, opening without signing in until it expires.
 */
export const documentLink = (path: string, what: string, body?: unknown) => async (): Promise<SharedLink> => {
  const link = await apiClient.post<DocumentLink>(path, body);
  return {
    address: documentAddress(window.location.origin, link.token),
    note: `Anyone with this link can open ${what} until ${formatDate(new Date(link.expires_at))}, without signing in.`,
  };
};
