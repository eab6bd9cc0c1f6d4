import type { BulkChargeValues, bulkChargePreview, bulkChargeResult } from '@pg/contracts/electricity';
import type { Floor, Property, Room } from '@pg/contracts/inventory';
import type { ListResponse } from '@pg/contracts/lists';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';
import { queryRoots, useChangeMutation } from '@/lib/query-keys';

export type BulkChargePreview = z.infer<typeof bulkChargePreview>;
export type BulkChargeResult = z.infer<typeof bulkChargeResult>;

const bulkPath = (branchId: string) => `/api/branches/${encodeURIComponent(branchId)}/charges/bulk`;

/** Who a charge to many would reach, and its total; nothing is written. */
export function usePreviewBulkCharge(branchId: string) {
  return useMutation({
    mutationFn: (input: BulkChargeValues) =>
      apiClient.post<BulkChargePreview>(`${bulkPath(branchId)}/preview`, input),
  });
}

/**
 * One charge to every current tenant of the place (`idempotencyKey`: one per opened dialog, so a
 * double click makes one batch); their dues and statements follow.
 */
export function useAddBulkCharge(branchId: string) {
  return useChangeMutation('tenants', {
    mutationFn: ({ input, idempotencyKey }: { input: BulkChargeValues; idempotencyKey: string }) =>
      apiClient.post<BulkChargeResult>(bulkPath(branchId), input, {
        headers: idempotencyHeaders(idempotencyKey),
      }),
  });
}

type PlaceLevel = 'property' | 'floor' | 'room';
type PlaceOf = { property: Property; floor: Floor; room: Room };
const PLACE_PATHS = { property: 'properties', floor: 'floors', room: 'rooms' } as const;

/**
 * The branch's properties, floors or rooms a charge to many may go to (up to 500 of each), under
 * the inventory's root: a new room shows here too.
 */
export function useChargePlaces<L extends PlaceLevel>(branchId: string, level: L | 'branch') {
  return useQuery({
    queryKey: [...queryRoots.inventory, branchId, 'charge-places', level],
    queryFn: ({ signal }) =>
      apiClient.get<ListResponse<PlaceOf[L]>>(
        `/api/branches/${encodeURIComponent(branchId)}/${PLACE_PATHS[level as L]}`,
        { query: { limit: 500 }, signal },
      ),
    enabled: level !== 'branch',
  });
}
