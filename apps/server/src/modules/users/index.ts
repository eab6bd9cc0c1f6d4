/** What other modules use of this one; they import nothing else of it. */
export { displayName } from './display-name.ts';
export {
  countUsers,
  createUser,
  findUserByEmail,
  getUserSummary,
  lockSuperAdmins,
  setPassword,
  setUserName,
} from './repository.ts';
