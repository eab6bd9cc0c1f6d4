/** What other modules use of this one; they import nothing else of it. */
export { holdBed } from './hold.ts';
export { bookedBedsMessage, lockBedsAndCountBooked } from './repository.ts';
export { bedStatusOn, outOfServiceOn, sqlDate } from './status.ts';
