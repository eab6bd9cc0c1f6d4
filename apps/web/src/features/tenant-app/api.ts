import type { NoticeInput } from '@pg/contracts/bookings';
import type {
  Complaint,
  ComplaintReopenValues,
  ComplaintReplyValues,
  ComplaintThread,
} from '@pg/contracts/complaints';
import type { TenantStatement } from '@pg/contracts/dues';
import type { TenantNotice } from '@pg/contracts/notices';
import type { PaymentReceipt } from '@pg/contracts/payments';
import type { RentMonth, RentReceipts } from '@pg/contracts/rent-receipts';
import type {
  TenantComplaintInput,
  TenantHome,
  TenantPayment,
  TenantPaymentInput,
  TenantStay,
} from '@pg/contracts/tenant-app';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The tenant app's data: every request is the signed-in tenant's own (the session says whose). */
const base = '/api/tenant-app';

export const useTenantHome = () =>
  useQuery({ queryKey: ['tenant-app', 'home'], queryFn: () => apiClient.get<TenantHome>(`${base}/home`) });

export const useMyStatement = () =>
  useQuery({
    queryKey: ['tenant-app', 'statement'],
    queryFn: () => apiClient.get<TenantStatement>(`${base}/statement`),
  });

export const useMyPayments = () =>
  useQuery({
    queryKey: ['tenant-app', 'payments'],
    queryFn: () => apiClient.get<{ items: TenantPayment[] }>(`${base}/payments`),
  });

export const useMyReceipt = (id: string | undefined) =>
  useQuery({
    queryKey: ['tenant-app', 'receipt', id],
    queryFn: () => apiClient.get<PaymentReceipt>(`${base}/payments/${encodeURIComponent(id ?? '')}/receipt`),
    enabled: Boolean(id),
  });

export function useSendPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TenantPaymentInput) => apiClient.post<{ id: string }>(`${base}/payments`, input),
    onSettled: () => client.invalidateQueries({ queryKey: ['tenant-app'] }),
  });
}

export const useMyStay = () =>
  useQuery({ queryKey: ['tenant-app', 'stay'], queryFn: () => apiClient.get<TenantStay>(`${base}/stay`) });

export function useGiveNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NoticeInput) => apiClient.post<TenantStay>(`${base}/notice`, input),
    onSettled: () => client.invalidateQueries({ queryKey: ['tenant-app'] }),
  });
}

export const useMyComplaints = () =>
  useQuery({
    queryKey: ['tenant-app', 'complaints'],
    queryFn: () => apiClient.get<{ items: Complaint[] }>(`${base}/complaints`),
  });

/** Raising a complaint: as JSON, or as a multipart form when photos go with it (photo_1..photo_3). */
export function useRaiseComplaint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ photos, ...input }: TenantComplaintInput & { photos: File[] }) => {
      if (photos.length === 0) return apiClient.post<Complaint>(`${base}/complaints`, input);
      const body = new FormData();
      body.set('category', input.category);
      body.set('description', input.description);
      for (const [i, photo] of photos.entries()) {
        body.set(`photo_${i + 1}`, photo, photo.name || `photo-${i + 1}.jpg`);
      }
      return apiClient.post<Complaint>(`${base}/complaints`, body);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['tenant-app', 'complaints'] }),
  });
}

const complaintPath = (id: string) => `${base}/complaints/${encodeURIComponent(id)}`;

export const useMyComplaintThread = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: ['tenant-app', 'complaints', id, 'thread'],
    queryFn: () => apiClient.get<ComplaintThread>(`${complaintPath(id)}/replies`),
    enabled,
  });

export function useReplyToMyComplaint(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ComplaintReplyValues) =>
      apiClient.post<ComplaintThread>(`${complaintPath(id)}/replies`, input),
    onSettled: () => client.invalidateQueries({ queryKey: ['tenant-app', 'complaints'] }),
  });
}

export function useReopenMyComplaint(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ComplaintReopenValues) =>
      apiClient.post<Complaint>(`${complaintPath(id)}/reopen`, input),
    onSettled: () => client.invalidateQueries({ queryKey: ['tenant-app', 'complaints'] }),
  });
}

/** A photo I sent with a complaint. */
export const myComplaintPhoto = (photoId: string, size: 'thumb' | 'full') =>
  apiClient.blob(`${base}/complaint-photos/${encodeURIComponent(photoId)}`, { query: { size } });

/** Notices from my branch (and my property) shown today, newest first. */
export const useMyNotices = () =>
  useQuery({
    queryKey: ['tenant-app', 'notices'],
    queryFn: () => apiClient.get<{ items: TenantNotice[] }>(`${base}/notices`),
  });

export const useMyRentReceipts = () =>
  useQuery({
    queryKey: ['tenant-app', 'rent-receipts'],
    queryFn: async () => {
      const { items } = await apiClient.get<{ items: RentMonth[] }>(`${base}/rent-months`);
      if (items.length === 0) return null;
      return apiClient.get<RentReceipts>(`${base}/rent-receipts`, {
        query: { months: items.map((m) => m.month).join(',') },
      });
    },
  });

/** Saves 'my data' as a JSON file. */
export async function downloadMyData() {
  const blob = await apiClient.blob(`${base}/my-data`);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'my-data.json';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
