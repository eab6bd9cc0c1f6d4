import type { BedListQuery, FloorListQuery, PropertyListQuery, RoomListQuery } from '@pg/contracts/inventory';
import { queryRoots } from '@/lib/query-keys';

/**
 * Query keys of the inventory feature. Everything sits under ['inventory', branchId] because the
 * levels count each other (a new bed changes the stats, its room, floor and property): a
 * mutation invalidates `inventoryKeys.all`.
 */
export const inventoryKeys = {
  all: queryRoots.inventory,
  branch: (branchId: string) => [...inventoryKeys.all, branchId] as const,
  stats: (branchId: string) => [...inventoryKeys.branch(branchId), 'stats'] as const,
  properties: (branchId: string, params: PropertyListQuery) =>
    [...inventoryKeys.branch(branchId), 'properties', params] as const,
  floors: (branchId: string, params: FloorListQuery) =>
    [...inventoryKeys.branch(branchId), 'floors', params] as const,
  rooms: (branchId: string, params: RoomListQuery) =>
    [...inventoryKeys.branch(branchId), 'rooms', params] as const,
  beds: (branchId: string, params: BedListQuery) =>
    [...inventoryKeys.branch(branchId), 'beds', params] as const,
  bedBookings: (branchId: string, bedId: string) =>
    [...inventoryKeys.branch(branchId), 'bed-bookings', bedId] as const,
};

/** Page size of the inventory tables; option lists and drill-down panels ask for up to OPTIONS_LIMIT. */
export const PAGE_LIMIT = 50;
export const OPTIONS_LIMIT = 500;
