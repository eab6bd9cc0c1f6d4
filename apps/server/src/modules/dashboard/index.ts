/** What other modules use of this one; they import nothing else of it. */
export { bedsAndRentByBranch, occupyingStatuses } from './repository.ts';
