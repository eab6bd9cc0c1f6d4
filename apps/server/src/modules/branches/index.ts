/** What other modules use of this one; they import nothing else of it. */
export { branchBillingOf } from './billing.ts';
export { listBranches } from './repository.ts';
