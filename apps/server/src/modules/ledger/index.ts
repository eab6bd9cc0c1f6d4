/** What other modules use of this one; they import nothing else of it. */
export { chargesOf, heldFor, paidBy, rentDueOn, rentSchedule, tenantBalance } from './repository.ts';
export {
  countingPayments,
  depositDue,
  held,
  heldAmount,
  holding,
  holdingPayments,
  paidAmount,
  rentDueBy,
} from './rules.ts';
export { tenantStatement } from './statement.ts';
