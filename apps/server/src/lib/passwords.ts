import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id parameters: 19 MiB of memory, two passes, one lane.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A valid hash of a random password, verified against when the account does not exist, so that
 * a wrong email takes as long as a wrong password. */
let dummy: Promise<string> | undefined;
export const dummyHash = () => {
  dummy ??= hashPassword(`no-such-user-${Math.random()}`);
  return dummy;
};
