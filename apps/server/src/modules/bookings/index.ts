/** What other modules use of this one; they import nothing else of it. */
export { getBooking, leaveWhenNoStayLeft } from './repository.ts';
export { earliestVacating, giveNotice } from './stay-changes.ts';
