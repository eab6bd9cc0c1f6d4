/** What other modules use of this one; they import nothing else of it. */
export { tenantHome } from './home.ts';
