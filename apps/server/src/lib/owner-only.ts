import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/*
 * The data directory and the backups hold tenants' identities and the business's money: only the
 * account the server runs as may read them (directories 0700, files 0600), whatever the umask.
 */

/** chmod, except that a directory the server does not own (made by root for it) is left as it is. */
function chmodIfOwned(target: string, mode: number) {
  try {
    chmodSync(target, mode);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') throw err;
  }
}

/** Makes `dir` (and its missing parents) and leaves it to its owner alone (0700). */
export function ownerOnlyDir(dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodIfOwned(dir, 0o700);
}

/**
 * Leaves everything under `dir` to its owner alone: directories 0700, files 0600. The embedded
 * database writes its first files (from its bundled template, at 0666) this way; the files it
 * makes later are 0600 already.
 */
export function ownerOnlyTree(dir: string) {
  chmodIfOwned(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    const target = path.join(entry.parentPath ?? entry.path, entry.name);
    chmodIfOwned(target, entry.isDirectory() ? 0o700 : 0o600);
  }
}
