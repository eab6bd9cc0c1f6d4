import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's layout rules (DESIGN §7), checked on the source itself: a route handler is schema,
 * access rule and one call, so no routes.ts opens a transaction, writes an audit entry or runs SQL;
 * and no source file grows past a size one can read, unless it says here why.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'migrations' ? [] : sourceFiles(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

const relative = (file: string) => path.relative(src, file).split(path.sep).join('/');
/** Lines as `wc -l` counts them. */
const lineCount = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1;

/** What a route handler leaves to its repository: transactions, audit entries and SQL. */
const FORBIDDEN_IN_ROUTES: [string, RegExp][] = [
  ['opens a transaction', /\.transaction\(/],
  ['writes an audit entry', /\bwriteAudit\(/],
  ['runs SQL', /\bdb\.execute\(/],
  ['builds SQL', /\bsql`/],
  ['works in a transaction', /\btx\./],
];

const MAX_LINES = 300;

/** Files allowed past MAX_LINES, each with the reason. */
const LONG_FILES: Record<string, string> = {
  'app.ts':
    'builds the whole server: every route module and background job is registered in it explicitly, one line each',
  'lib/backup.ts':
    'backup and restore of both databases (native dump, pg_dump, logical copy) with the archive and its manifest; to be split by database kind',
  'db/schema/operations.ts':
    'tenants, bookings (per day and monthly, with their rent changes) and payments, whose constraints refer to each other; the rent changes to move beside the ledger',
  'modules/bookings/repository.ts':
    'a booking from creation to check-out, monthly stays included; notice and the stay changes to move to their own module',
};

describe('source layout', () => {
  const files = sourceFiles(src);
  const routeFiles = files.filter((f) => /^modules\/[^/]+\/routes\.ts$/.test(relative(f)));

  it('finds the route modules', () => {
    expect(routeFiles.length).toBeGreaterThan(10);
  });

  it('keeps route handlers thin: no transaction, audit entry or SQL in a routes.ts', () => {
    const offences = routeFiles.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return FORBIDDEN_IN_ROUTES.filter(([, pattern]) => pattern.test(text)).map(
        ([what]) => `${relative(file)} ${what}`,
      );
    });
    expect(offences).toEqual([]);
  });

  it(`keeps every source file within ${MAX_LINES} lines, or says why not`, () => {
    const tooLong = files
      .map((f) => ({ file: relative(f), lines: lineCount(f) }))
      .filter((f) => f.lines > MAX_LINES && !(f.file in LONG_FILES))
      .map((f) => `${f.file}: ${f.lines} lines`);
    expect(tooLong).toEqual([]);
  });

  it('lists no file it does not need to', () => {
    const names = new Set(files.map(relative));
    const stale = Object.keys(LONG_FILES).filter((f) => !names.has(f));
    expect(stale).toEqual([]);
    const short = Object.keys(LONG_FILES).filter((f) => lineCount(path.join(src, f)) <= MAX_LINES);
    expect(short).toEqual([]);
  });
});
