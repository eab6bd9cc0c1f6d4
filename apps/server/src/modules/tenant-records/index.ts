/** What other modules use of this one; they import nothing else of it. */
export { complianceCondition } from './compliance.ts';
export { getRecords } from './repository.ts';
