import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, readJournal } from '../src/db/journal.ts';

/**
 * Rolling upgrades (docs/upgrades.md): a version's migrations only expand the schema, so that the
 * servers of the previous version keep working on it. A statement that contracts it is allowed
 * only under a `-- contract:` line saying which earlier version stopped using what it removes.
 * Checked from the first migration written after the rule.
 */
const FIRST_CHECKED = 37;

const CONTRACTING: [string, RegExp][] = [
  ['drops a table', /\bDROP\s+TABLE\b/i],
  ['drops a column', /\bDROP\s+COLUMN\b/i],
  ['renames', /\bRENAME\b/i],
  ["changes a column's type", /\bALTER\s+COLUMN\s+\S+\s+(?:SET\s+DATA\s+)?TYPE\b/i],
  ['makes a column NOT NULL', /\bSET\s+NOT\s+NULL\b/i],
  ['drops a default', /\bDROP\s+DEFAULT\b/i],
];

/** What each statement of a migration does that the previous version may not survive. */
function contractions(sqlText: string): string[] {
  return sqlText
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => !/^--\s*contract:/im.test(statement))
    .flatMap((statement) =>
      CONTRACTING.filter(([, pattern]) => pattern.test(statement)).map(
        ([what]) => `${what}: ${statement.split('\n')[0]}`,
      ),
    );
}

describe('migrations only expand the schema', () => {
  it('finds what contracts it, unless marked', () => {
    expect(contractions('ALTER TABLE "tenants" ADD COLUMN "nickname" text;')).toEqual([]);
    expect(contractions('CREATE TABLE "notes" ("id" uuid PRIMARY KEY);')).toEqual([]);
    expect(contractions('ALTER TABLE "tenants" DROP COLUMN "nickname";')).toHaveLength(1);
    expect(contractions('ALTER TABLE "tenants" RENAME COLUMN "a" TO "b";')).toHaveLength(1);
    expect(contractions('ALTER TABLE "tenants" ALTER COLUMN "a" SET DATA TYPE integer;')).toHaveLength(1);
    expect(contractions('ALTER TABLE "tenants" ALTER COLUMN "a" SET NOT NULL;')).toHaveLength(1);
    expect(
      contractions('-- contract: nickname unused since 0.3\nALTER TABLE "tenants" DROP COLUMN "nickname";'),
    ).toEqual([]);
  });

  it(`holds for every migration from ${FIRST_CHECKED} on`, () => {
    const offences = readJournal()
      .entries.filter((e) => e.idx >= FIRST_CHECKED)
      .flatMap((e) =>
        contractions(readFileSync(path.join(migrationsFolder, `${e.tag}.sql`), 'utf8')).map(
          (what) => `${e.tag} ${what}`,
        ),
      );
    expect(offences).toEqual([]);
  });
});
