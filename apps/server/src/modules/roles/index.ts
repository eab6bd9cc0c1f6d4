/** What other modules use of this one; they import nothing else of it. */
export { assertHoldsAll } from './delegation.ts';
export { getRoleByName, rolePermissionKeys } from './repository.ts';
