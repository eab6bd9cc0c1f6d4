/** What other modules use of this one; they import nothing else of it. */
export { addNotifications, ddmmyyyy, searchLink } from './add.ts';
export { notifyCorrection } from './repository.ts';
