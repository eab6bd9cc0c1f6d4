import { BedBoardView } from '@/features/bookings/components/bed-board';
import { BedsPage } from '@/features/inventory/beds-page';

/** /beds: the inventory's Beds page, with the bed board of the bookings feature as its Board view. */
export function BedsRoute() {
  return <BedsPage board={BedBoardView} />;
}
