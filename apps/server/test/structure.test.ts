import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { circles, importEdges, moduleOf, sourceFiles } from './source-graph.ts';

/**
 * The server's layout rules, checked on the source itself: the layers and who may import whom;
 * a route handler is schema, access rule and one call, declared through the route helper, so no
 * routes.ts opens a transaction, writes an audit entry or runs SQL; and no source file grows past a size one can read, unless it says
 * here why. docs/architecture.md explains the layers and why.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

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

/** A route registered by hand, beside the route helper (plugins/routes.ts). */
const HAND_ROUTE = /\bapp\.(get|post|put|patch|delete|route)\(/;

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

  it('declares every route through the route helper', () => {
    const byHand = files
      .filter((f) => relative(f).startsWith('modules/') && HAND_ROUTE.test(readFileSync(f, 'utf8')))
      .map(relative);
    expect(byHand).toEqual([]);
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

/**
 * The layers, lowest first. A file imports from its own layer and the layers below it, never from
 * one above: lib/ (with db/ and config.ts) knows nothing of sessions or HTTP routes; access/ (the
 * principal, its cache, the branch scope) knows nothing of Fastify plugins; plugins/ (the access
 * hook, errors, idempotency, resourceRoutes) knows no module; app.ts, main.ts and cli/ put it all
 * together.
 */
const LAYERS: [layer: string, paths: string[]][] = [
  ['lib', ['config.ts', 'db/', 'lib/']],
  ['access', ['access/']],
  ['plugins', ['plugins/']],
  ['modules', ['modules/']],
  ['app', ['app.ts', 'main.ts', 'cli/']],
];

const layerOf = (file: string) =>
  LAYERS.findIndex(([, paths]) => paths.some((p) => (p.endsWith('/') ? file.startsWith(p) : file === p)));

/**
 * A module uses another module only through that module's public file, `modules/<name>/index.ts`,
 * which names what the module offers; everything else in a module folder is its own.
 */
const isPublicFile = (file: string) => /^modules\/[^/]+\/index\.ts$/.test(file);

describe('layers', () => {
  const files = sourceFiles(src);
  const edges = importEdges(src, files);
  const moduleEdges = edges.filter((e) => {
    const [a, b] = [moduleOf(e.from), moduleOf(e.to)];
    return a !== null && b !== null && a !== b;
  });
  const moduleCircles = () =>
    circles(moduleEdges.map((e) => [`modules/${moduleOf(e.from)}`, `modules/${moduleOf(e.to)}`]));
  const fileCircles = () => circles(edges.map((e) => [e.from, e.to]));

  it('reads the imports', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(moduleEdges.length).toBeGreaterThan(0);
  });

  it('places every source file in a layer', () => {
    expect(files.map(relative).filter((f) => layerOf(f) < 0)).toEqual([]);
  });

  it('never imports from a higher layer', () => {
    const upward = edges
      .filter((e) => layerOf(e.to) > layerOf(e.from))
      .map(
        (e) => `${e.from} (${LAYERS[layerOf(e.from)]![0]}) imports ${e.to} (${LAYERS[layerOf(e.to)]![0]})`,
      );
    expect(upward).toEqual([]);
  });

  it('uses another module only through its index.ts', () => {
    const reaches = moduleEdges
      .filter((e) => !isPublicFile(e.to))
      .map((e) => `${e.from.slice('modules/'.length)} -> ${e.to.slice('modules/'.length)}`);
    expect(reaches).toEqual([]);
  });

  it('has no circle, among modules or among files', () => {
    const found = [...moduleCircles(), ...fileCircles()];
    expect(found).toEqual([]);
  });
});
