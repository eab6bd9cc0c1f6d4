import type { MeterValues, meter, ReadingValues, reading } from '@pg/contracts/electricity';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';
import { queryRoots, useChangeMutation } from '@/lib/query-keys';

export type Meter = z.infer<typeof meter>;
export type Reading = z.infer<typeof reading>;

/**
 * A room's meters and their readings. A reading bills the room's tenants as charges, so they sit
 * under the payments' root: a new one marks dues and statements stale too (lib/query-keys).
 */
export const meterKeys = {
  all: [...queryRoots.payments, 'meters'] as const,
  room: (roomId: string) => [...meterKeys.all, 'room', roomId] as const,
  readings: (meterId: string) => [...meterKeys.all, 'readings', meterId] as const,
};

export function useRoomMeters(roomId: string | null) {
  return useQuery({
    queryKey: meterKeys.room(roomId ?? ''),
    queryFn: ({ signal }) =>
      apiClient.get<{ items: Meter[] }>(`/api/rooms/${encodeURIComponent(roomId!)}/meters`, { signal }),
    enabled: roomId !== null,
  });
}

/** Adds a meter to a room, and says so (the form that added it is replaced by the meter's readings). */
export function useAddMeter(roomId: string) {
  return useChangeMutation('payments', {
    mutationFn: (input: MeterValues) =>
      apiClient.post<Meter>(`/api/rooms/${encodeURIComponent(roomId)}/meters`, input),
    onSuccess: (meter) =>
      toast.success('Meter added', { description: `${meter.name}: add its first reading.` }),
  });
}

export function useReadings(meterId: string | null) {
  return useQuery({
    queryKey: meterKeys.readings(meterId ?? ''),
    queryFn: ({ signal }) =>
      apiClient.get<{ items: Reading[] }>(`/api/meters/${encodeURIComponent(meterId!)}/readings`, { signal }),
    enabled: meterId !== null,
  });
}

/** Records a reading (`idempotencyKey`: one per reading typed); it bills the room's tenants. */
export function useAddReading(meterId: string) {
  return useChangeMutation('payments', {
    mutationFn: ({ input, idempotencyKey }: { input: ReadingValues; idempotencyKey: string }) =>
      apiClient.post<Reading>(`/api/meters/${encodeURIComponent(meterId)}/readings`, input, {
        headers: idempotencyHeaders(idempotencyKey),
      }),
  });
}

/** Keeps a photo of the meter with a reading (multipart), replacing one kept before. */
export function useSetReadingPhoto() {
  return useChangeMutation('payments', {
    mutationFn: ({ readingId, photo }: { readingId: string; photo: Blob }) => {
      const body = new FormData();
      body.set('photo', photo, 'meter.jpg');
      return apiClient.put<Reading>(`/api/meter-readings/${encodeURIComponent(readingId)}/photo`, body);
    },
    onSuccess: () => toast.success('Photo kept with the reading'),
  });
}

/** The photo kept with a reading, fetched when asked for (never cached). */
export const readingPhoto = (readingId: string) =>
  apiClient.blob(`/api/meter-readings/${encodeURIComponent(readingId)}/photo`);
