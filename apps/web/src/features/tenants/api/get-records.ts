import type {
  IdPhotoSide,
  TenantExport,
  TenantRecords,
  VerificationForm,
} from '@pg/contracts/tenant-records';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { tenantKeys } from './tenant-keys';

/** A tenant's records: profile, ID documents (numbers masked), verification, Form C, consent. */
export function useTenantRecords(id: string | undefined) {
  return useQuery({
    queryKey: tenantKeys.records(id ?? ''),
    queryFn: ({ signal }) => apiClient.get<TenantRecords>(`/api/tenants/${id}/records`, { signal }),
    enabled: Boolean(id),
  });
}

/** What the police verification form and Form C print: the records, the branch, the stay. */
export function useVerificationForm(id: string | undefined) {
  return useQuery({
    queryKey: tenantKeys.verificationForm(id ?? ''),
    queryFn: ({ signal }) =>
      apiClient.get<VerificationForm>(`/api/tenants/${id}/verification-form`, { signal }),
    enabled: Boolean(id),
  });
}

export type TenantPhotoRef = { kind: 'tenant' } | { kind: 'document'; documentId: string; side: IdPhotoSide };

const photoPath = (tenantId: string, photo: TenantPhotoRef) =>
  photo.kind === 'tenant'
    ? `/api/tenants/${tenantId}/photo`
    : `/api/tenants/${tenantId}/documents/${photo.documentId}/photos/${photo.side}`;

/**
 * A tenant's photo or a side of an ID document, as a Blob fetched with the session (never a plain
 * address). The server writes every view to the audit log, so it is fetched only when asked for
 * (`enabled`) and not kept once it is no longer shown.
 */
export function useTenantPhoto(
  tenantId: string,
  photo: TenantPhotoRef,
  size: 'thumb' | 'full',
  enabled: boolean,
) {
  const which = photo.kind === 'tenant' ? 'tenant' : `${photo.documentId}-${photo.side}`;
  return useQuery({
    queryKey: [...tenantKeys.photo(tenantId, which), size],
    queryFn: ({ signal }) => apiClient.blob(photoPath(tenantId, photo), { query: { size }, signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** Everything held about the tenant, for the printable summary; each fetch is an audited export. */
export function useTenantExport(id: string | undefined) {
  return useQuery({
    queryKey: [...tenantKeys.detail(id ?? ''), 'export'],
    queryFn: ({ signal }) => apiClient.get<TenantExport>(`/api/tenants/${id}/export`, { signal }),
    enabled: Boolean(id),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
