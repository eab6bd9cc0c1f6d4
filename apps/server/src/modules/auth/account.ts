import { sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { dummyHash, verifyPassword } from '../../lib/passwords.ts';
import { countUsers, createUser, findUserByEmail, setPassword } from '../users/index.ts';
import { endSessions } from './sessions.ts';
import { signInSucceeded, takeSignInAttempt } from './throttle.ts';

/** The account's own use cases: first run, signing in and changing the password. */

/**
 * 'Create the first administrator': a super admin, only while no user exists. Concurrent first-run
 * requests are serialised, so only one administrator is ever created this way.
 */
export async function createFirstAdministrator(db: Db, input: { email: string; password: string }) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7483920153)`);
    if ((await countUsers(tx)) > 0) throw conflict('An administrator already exists. Please sign in.');
    return createUser(tx, { ...input, roleNames: ['super_admin'] });
  });
}

/**
 * Checks an email and password, counted against the sign-in limits before the password is checked
 * (throttle.ts). The user's id, or, once the limits are reached, the seconds until they allow
 * another attempt. A wrong email or password answers the same, in the same time.
 */
export async function signIn(
  db: Db,
  config: Config,
  credentials: { email: string; password: string },
  ip: string,
): Promise<{ userId: string } | { retryAfterSeconds: number }> {
  const email = credentials.email.toLowerCase();
  const attempt = await takeSignInAttempt(db, config, email, ip);
  if ('refused' in attempt) return { retryAfterSeconds: attempt.retryAfterSeconds };
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), credentials.password);
  if (!user || !ok) throw new AppError('invalid_credentials', 'Invalid email or password', undefined, 400);
  await signInSucceeded(db, attempt);
  return { userId: user.id };
}

/** Changes the signed-in user's password, which ends every other session of theirs; this one stays. */
export async function changePassword(
  db: Db,
  config: Config,
  principal: Principal,
  input: { current_password: string; new_password: string },
) {
  const user = await findUserByEmail(db, principal.email);
  if (!user || !(await verifyPassword(user.passwordHash, input.current_password))) {
    throw badRequest('The current password is not correct', {
      current_password: 'The current password is not correct',
    });
  }
  await setPassword(db, user.id, input.new_password);
  await endSessions(db, user.id, principal.sessionId, 'others', config.clock.now());
}
