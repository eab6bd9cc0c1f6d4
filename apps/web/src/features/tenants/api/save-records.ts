import type {
  FormCInput,
  IdDocument,
  IdDocumentType,
  TenantProfileInput,
  TenantRecords,
  VerificationInput,
} from '@pg/contracts/tenant-records';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

/** Saves the whole profile (KYC): fields left empty are cleared. */
export function useSaveProfile(tenantId: string) {
  return useChangeMutation('tenants', {
    mutationFn: (values: TenantProfileInput) =>
      apiClient.put<TenantRecords>(`/api/tenants/${tenantId}/profile`, values),
  });
}

/** Sets the police verification's status and its details. */
export function useSaveVerification(tenantId: string) {
  return useChangeMutation('tenants', {
    mutationFn: (values: VerificationInput) =>
      apiClient.put<TenantRecords>(`/api/tenants/${tenantId}/verification`, values),
  });
}

/** Marks a foreign national's Form C as filed. */
export function useSaveFormC(tenantId: string) {
  return useChangeMutation('tenants', {
    mutationFn: (values: FormCInput) =>
      apiClient.put<TenantRecords>(`/api/tenants/${tenantId}/form-c`, values),
  });
}

export type NewIdDocument = { type: IdDocumentType; number: string; front?: Blob | null; back?: Blob | null };

/** Adds an ID document: its number (stored sealed) and optional photos of its two sides. */
export function useAddDocument(tenantId: string) {
  return useChangeMutation('tenants', {
    mutationFn: ({ type, number, front, back }: NewIdDocument) => {
      const body = new FormData();
      body.set('type', type);
      body.set('number', number);
      if (front) body.set('front', front, 'front.jpg');
      if (back) body.set('back', back, 'back.jpg');
      return apiClient.post<IdDocument>(`/api/tenants/${tenantId}/documents`, body);
    },
  });
}

export function useRemoveDocument(tenantId: string) {
  return useChangeMutation('tenants', {
    mutationFn: (documentId: string) => apiClient.delete(`/api/tenants/${tenantId}/documents/${documentId}`),
  });
}

/** Sets the tenant's photograph. */
export function useSetTenantPhoto(tenantId: string) {
  return useChangeMutation('tenants', {
    mutationFn: (photo: Blob) => {
      const body = new FormData();
      body.set('photo', photo, 'photo.jpg');
      return apiClient.put<{ has_photo: boolean }>(`/api/tenants/${tenantId}/photo`, body);
    },
  });
}

const revealNumber = (tenantId: string, documentId: string) =>
  apiClient.post<{ number: string }>(`/api/tenants/${tenantId}/documents/${documentId}/reveal`);

/** A document's full number, on demand; the server writes each reveal to the audit log. Never cached. */
export function useRevealDocument(tenantId: string) {
  return useMutation({ mutationFn: (documentId: string) => revealNumber(tenantId, documentId) });
}

/**
 * The full numbers of several documents (a form printed for the police or the FRRO), by document
 * id; each reveal is its own audit entry, as on the tenant's page. Never cached.
 */
export function useRevealDocuments(tenantId: string) {
  return useMutation({
    mutationFn: async (documentIds: string[]) =>
      Object.fromEntries(
        await Promise.all(documentIds.map(async (id) => [id, (await revealNumber(tenantId, id)).number])),
      ) as Record<string, string>,
  });
}

/** Erases the personal data of a tenant who left; the name and the money records stay. */
export function useEraseTenant(tenantId: string) {
  return useChangeMutation('tenants', {
    mutationFn: () => apiClient.post<TenantRecords>(`/api/tenants/${tenantId}/erase`),
  });
}

/** Everything held about the tenant, as the JSON file they are given; the server audits it. */
export function useExportTenant(tenantId: string) {
  return useMutation({
    mutationFn: () => apiClient.blob(`/api/tenants/${tenantId}/export`),
  });
}
