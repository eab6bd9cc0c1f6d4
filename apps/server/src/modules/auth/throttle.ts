import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { type Db, query } from '../../db/client.ts';
import { signInAttempts } from '../../db/schema/auth.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * Failed sign-ins are counted per account and per address in PostgreSQL (so that every server
 * behind a load balancer sees the same counts). Past the limit the answer is 429, the same for
 * known and unknown emails.
 */
export async function assertNotThrottled(db: Db, config: Config, email: string, ip: string) {
  const window = config.SIGN_IN_WINDOW_SECONDS;
  const [row] = await query<{ by_email: number; by_ip: number }>(
    db,
    sql`
    select
      (select count(*)::int from sign_in_attempts where email = ${email} and created_at > now() - make_interval(secs => ${window})) as by_email,
      (select count(*)::int from sign_in_attempts where ip = ${ip} and created_at > now() - make_interval(secs => ${window})) as by_ip
  `,
  );
  if (
    row &&
    (row.by_email >= config.SIGN_IN_MAX_ATTEMPTS || row.by_ip >= config.SIGN_IN_MAX_ATTEMPTS_PER_IP)
  ) {
    const minutes = Math.ceil(window / 60);
    throw new AppError(
      'rate_limited',
      `Too many failed sign-in attempts. Please wait ${minutes} minutes and try again.`,
      undefined,
      429,
    );
  }
}

export async function recordFailure(db: Db, email: string, ip: string) {
  await db.insert(signInAttempts).values({ email, ip });
  // Old attempts are of no further use; keep the table small.
  await db.execute(sql`delete from sign_in_attempts where created_at < now() - interval '1 day'`);
}

export async function clearFailures(db: Db, email: string) {
  await db.execute(sql`delete from sign_in_attempts where email = ${email}`);
}
