/** What other modules use of this one; they import nothing else of it. */
export { signInSucceeded, takeSignInAttempt, tooManySignIns } from './throttle.ts';
