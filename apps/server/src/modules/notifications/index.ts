/** What other modules use of this one; they import nothing else of it. */
export { addNotifications, ddmmyyyy, searchLink } from './add-notifications.ts';
export { notifyCorrection } from './repository.ts';
