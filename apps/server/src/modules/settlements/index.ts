/** What other modules use of this one; they import nothing else of it. */
export { getSettlement, settlementOfBooking } from './letter.ts';
