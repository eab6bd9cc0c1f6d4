import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { query, type Tx } from '../db/client.ts';

/** A server whose JWT_SECRET or DATA_KEY is not the one the database was first used with. */
export class KeyMismatchError extends Error {}

const CHECKED_TEXT = 'pg-console key check';

const KEYS = {
  JWT_SECRET:
    'signs sessions: with another one, users are signed out whenever the other servers answer them. Give every server the same JWT_SECRET',
  DATA_KEY:
    'encrypts Aadhar numbers and photos: with another one, what one server stores the others cannot read. Give every server the same DATA_KEY (a restored database needs the DATA_KEY it was backed up with)',
} as const;

const checkOf = (key: Uint8Array) => createHmac('sha256', key).update(CHECKED_TEXT).digest('hex');

/**
 * Checks this server's keys against the database's checks (key_checks), writing them when the
 * database has none yet: the first server to start sets them, and every later one, on any machine,
 * must hold the same keys. During a rotation (JWT_SECRET_PREVIOUS, DATA_KEY_PREVIOUS) a database
 * checked against the previous key is checked against the new one from then on: a server still
 * holding only the previous key does not start again. Throws KeyMismatchError naming the key that
 * differs.
 */
export async function checkKeys(
  db: Tx,
  config: Pick<Config, 'jwtSecret' | 'dataKey' | 'jwtSecretPrevious' | 'dataKeyPrevious'>,
) {
  const keys = {
    JWT_SECRET: [config.jwtSecret, config.jwtSecretPrevious],
    DATA_KEY: [config.dataKey, config.dataKeyPrevious],
  };
  for (const [name, [key, previous]] of Object.entries(keys) as [
    keyof typeof KEYS,
    [Uint8Array, Uint8Array | null],
  ][]) {
    const check = checkOf(key);
    // Two statements: the select's snapshot is taken after the insert, so it sees the check of a
    // server that started at the same moment and won the insert.
    await db.execute(
      sql`insert into key_checks (name, "check") values (${name}, ${check}) on conflict (name) do nothing`,
    );
    if (previous) {
      await db.execute(
        sql`update key_checks set "check" = ${check} where name = ${name} and "check" = ${checkOf(previous)}`,
      );
    }
    const [held] = await query<{ check: string }>(
      db,
      sql`select "check" from key_checks where name = ${name}`,
    );
    if (held && held.check !== check) {
      throw new KeyMismatchError(
        `${name} is not the one this database was first used with${previous ? `, nor is ${name}_PREVIOUS` : ''}. It ${KEYS[name]}.`,
      );
    }
  }
}

/** After a restore elsewhere: the sessions' key is the new server's own (everyone signs in again). */
export async function forgetSessionKeyCheck(db: Tx) {
  await db.execute(sql`delete from key_checks where name = 'JWT_SECRET'`);
}
