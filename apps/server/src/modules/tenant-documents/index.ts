/** What other modules use of this one; they import nothing else of it. */
export { insertDocument, listDocuments, numberContext } from './repository.ts';
