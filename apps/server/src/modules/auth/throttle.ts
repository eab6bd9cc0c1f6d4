import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { type Db, query } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { secondsLeft, windowStart } from '../../lib/rate-limit.ts';

/**
 * Sign-in limits, counted in `rate_limit_counters` (so every server on the database shares them),
 * in fixed windows of SIGN_IN_WINDOW_SECONDS. Before a password is checked, one statement takes a
 * slot in three counters, each only if the one before it had room:
 * 1. the account from this address (SIGN_IN_MAX_ATTEMPTS): a stranger's guesses stop here, and
 *    the owner, signing in from elsewhere, is not locked out by them;
 * 2. this address, whatever the account (SIGN_IN_MAX_ATTEMPTS_PER_IP): one address trying many
 *    accounts;
 * 3. the account from all addresses together (SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT, higher): guessing
 *    spread over many addresses.
 * Each slot is taken by an atomic `insert ... on conflict do update ... where count < max`, so
 * however many requests arrive at once, no more passwords are checked than the limits allow. A
 * refused request takes no slot further down, so hammering one pair never fills the account's
 * counter. Unknown emails are counted the same way, and answered the same.
 */
type SignInAttempt = { pair: string; account: string; window: string };
export type Refused = { refused: true; retryAfterSeconds: number };

export const tooManySignIns = (retryAfterSeconds: number) =>
  new AppError(
    'rate_limited',
    `Too many sign-in attempts. Please wait ${Math.ceil(retryAfterSeconds / 60)} minutes and try again.`,
    undefined,
    429,
  );

function buckets(email: string, ip: string) {
  return {
    pair: `signin:acct-ip:${email}|${ip}`,
    address: `signin:ip:${ip}`,
    account: `signin:acct:${email}`,
  };
}

export async function takeSignInAttempt(
  db: Db,
  config: Config,
  email: string,
  ip: string,
): Promise<SignInAttempt | Refused> {
  const now = config.clock.now();
  const window = windowStart(now, config.SIGN_IN_WINDOW_SECONDS).toISOString();
  const b = buckets(email, ip);
  // A slot of `bucket` unless `max` are taken; after a step, only when that step took its slot.
  const step = (bucket: string, max: number, after?: string) => sql`
      insert into rate_limit_counters as c (bucket, window_start, count)
      select ${bucket}, ${window}::timestamptz, 1 ${after ? sql`from ${sql.identifier(after)}` : sql``}
      on conflict (bucket, window_start) do update set count = c.count + 1
        where c.count < ${max}
      returning c.count`;
  const [row] = await query<{ taken: boolean }>(
    db,
    sql`
    with pair as (${step(b.pair, config.SIGN_IN_MAX_ATTEMPTS)}),
    address as (${step(b.address, config.SIGN_IN_MAX_ATTEMPTS_PER_IP, 'pair')}),
    account as (${step(b.account, config.SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT, 'address')})
    select exists (select 1 from account) as taken`,
  );
  if (!row?.taken) {
    return { refused: true, retryAfterSeconds: secondsLeft(now, config.SIGN_IN_WINDOW_SECONDS) };
  }
  return { pair: b.pair, account: b.account, window };
}

/**
 * After the right password: the account's count from this address starts again (the owner's own
 * typing mistakes are forgiven), and this sign-in no longer counts against the account. Only the
 * right password does this, so it gives nobody who does not know it another guess. The address's
 * count stays: one account someone holds must not buy guesses at others from the same address.
 */
export async function signInSucceeded(db: Db, attempt: SignInAttempt) {
  await db.execute(sql`
    with cleared as (
      delete from rate_limit_counters
      where bucket = ${attempt.pair} and window_start = ${attempt.window}::timestamptz
    )
    update rate_limit_counters set count = greatest(count - 1, 0)
    where bucket = ${attempt.account} and window_start = ${attempt.window}::timestamptz`);
}
