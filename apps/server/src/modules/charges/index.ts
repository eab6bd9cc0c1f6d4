/** What other modules use of this one; they import nothing else of it. */
export { addBulkCharge, previewBulkCharge } from './add-bulk-charge.ts';
