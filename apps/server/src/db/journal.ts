import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This code's migrations: the SQL files and Drizzle's journal of them (`meta/_journal.json`). */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type Journal = { entries: { idx: number; when: number; tag: string }[] };

let journal: Journal | undefined;
/** The journal: each migration's tag (its file's name) and time (`when`), in order. Read once. */
export function readJournal(): Journal {
  journal ??= JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  return journal;
}
