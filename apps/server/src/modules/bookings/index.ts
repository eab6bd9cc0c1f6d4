/** What other modules use of this one; they import nothing else of it. */

export { earliestVacating, giveNotice } from './change-stay.ts';
export { getBooking, leaveWhenNoStayLeft } from './repository.ts';
