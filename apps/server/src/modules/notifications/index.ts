/** What other modules use of this one; they import nothing else of it. */
export { addNotifications, ddmmyyyy, notifyCorrection, searchLink } from './repository.ts';
