/** What other modules use of this one; they import nothing else of it. */
export { getPayment, getPaymentReceipt, refuseRecordedUtr, withUtrCheck } from './repository.ts';
