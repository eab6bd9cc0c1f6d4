import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web app's import boundaries, checked on every file of src/: only app/ composes the features;
 * a feature imports itself, domain/, lib/ and components/, never another feature or app/; domain/
 * holds what several features share of the product (payments, tenants, settlement, collecting,
 * imports, complaints, branches: their dialogs and API calls) and imports no feature; lib/ serves the
 * features and imports none; components/ holds primitives without data access. Folders are
 * crossed through '@/…' only, so that these rules see every crossing. A new feature folder is
 * checked as soon as it exists: nothing to register.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(src, file).split(path.sep).join('/');

/** `import … from 'x'`, `export … from 'x'`, `import 'x'` and `import('x')`. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
const importsOf = (text: string) => [...text.matchAll(IMPORT)].map((m) => m[1]!);

const RULES = {
  feature: 'A feature never imports another feature: shared code moves down to lib/ or components/ui',
  app: 'Only app/ composes the features; features, lib/ and components/ui never import it',
  relative: "Import other folders through '@/…', so that these boundaries can be checked",
  lib: 'lib/ is infrastructure (API client, session, formatting, forms): it imports no feature and no domain code',
  domain: 'domain/ is shared by the features and never imports one',
  uiDomain: 'components/ui holds primitives and never imports domain code',
  ui: 'components/ui holds primitives and never imports a feature',
  uiData:
    'components/ui has no data access: of lib/ only utils, first-interaction and the generic use-* hooks',
};

/** What is wrong with one import of a file (its path below src/), or null. */
function offence(file: string, specifier: string): string | null {
  const area = /^(features|lib|components|domain)\//.exec(file)?.[1];
  if (!area) return null;
  if (specifier.startsWith('../')) return RULES.relative;
  if (/^@\/app(\/|$)/.test(specifier)) return RULES.app;
  const feature = /^@\/features(?:\/([^/]+))?/.exec(specifier);
  const domain = /^@\/domain(\/|$)/.test(specifier);
  if (area === 'features') {
    const own = file.split('/')[1];
    return feature && feature[1] !== own ? RULES.feature : null;
  }
  if (area === 'domain') return feature ? RULES.domain : null;
  if (area === 'lib') return feature || domain ? RULES.lib : null;
  if (feature) return RULES.ui;
  if (domain) return RULES.uiDomain;
  if (/^@\/lib\//.test(specifier) && !/^@\/lib\/(utils|first-interaction|use-[^/]+)$/.test(specifier)) {
    return RULES.uiData;
  }
  return null;
}

const MAX_LINES = 300;

/** Files allowed past MAX_LINES. This list only shrinks: a file split below the limit leaves it. */
const LONG_FILES = new Set([
  'features/tenants/components/records/tenant-records-section.tsx',
  'domain/settlement/settle-dialog.tsx',
  'components/ui/sidebar.tsx',
  'app/pages.ts',
  'features/inventory/components/meter-readings-dialog.tsx',
  'lib/session-store.ts',
]);

/** Lines as `wc -l` counts them. */
const lineCount = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1;

describe('web import boundaries', () => {
  const files = sourceFiles(src);

  it.each([
    ['features/payments/probe.tsx', '@/features/tenants/api/list-tenants', RULES.feature],
    ['features/payments/probe.tsx', '@/features/tenants', RULES.feature],
    ['features/tenants/probe.tsx', '@/app/router', RULES.app],
    ['features/tenants/probe.tsx', '../payments/page', RULES.relative],
    ['lib/probe.ts', '@/features/tenants/api/list-tenants', RULES.lib],
    ['lib/probe.ts', '@/app/pages', RULES.app],
    ['lib/probe.ts', '../features/tenants/page', RULES.relative],
    ['components/ui/probe.tsx', '@/features/tenants/page', RULES.ui],
    ['components/ui/probe.tsx', '@/lib/api-client', RULES.uiData],
    ['components/ui/probe.tsx', '@/app/router', RULES.app],
    ['lib/probe.ts', '@/domain/payments/qr', RULES.lib],
    ['domain/payments/probe.tsx', '@/features/tenants/page', RULES.domain],
    ['components/ui/probe.tsx', '@/domain/tenants/tenant-select', RULES.uiDomain],
  ])('refuses %s importing %s', (file, specifier, rule) => {
    expect(offence(file, specifier)).toBe(rule);
  });

  it.each([
    ['features/tenants/probe.tsx', '@/features/tenants/api/list-tenants'],
    ['features/tenants/probe.tsx', './components/tenant-row'],
    ['features/tenants/probe.tsx', '@/lib/utils'],
    ['features/tenants/probe.tsx', '@/components/ui/button'],
    ['components/ui/probe.tsx', '@/lib/utils'],
    ['components/ui/probe.tsx', '@/lib/use-media-query'],
    ['components/ui/probe.tsx', '@/lib/first-interaction'],
    ['app/probe.tsx', '@/features/tenants/page'],
    ['features/dues/probe.tsx', '@/domain/payments/qr'],
    ['domain/settlement/probe.tsx', '@/domain/payments/payment-fields'],
    ['domain/payments/probe.tsx', '@/lib/api-client'],
  ])('lets %s import %s', (file, specifier) => {
    expect(offence(file, specifier)).toBeNull();
  });

  it('finds the features', () => {
    expect(files.filter((f) => relative(f).startsWith('features/')).length).toBeGreaterThan(50);
  });

  it('holds in every file of src/', () => {
    const found = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const rule = offence(relative(file), specifier);
        return rule ? [`${relative(file)} imports ${specifier}: ${rule}`] : [];
      }),
    );
    expect(found).toEqual([]);
  });
});

/** The file an import names inside src/ ('@/…' or relative), or null for a package. */
function resolveImport(from: string, specifier: string, known: Set<string>): string | null {
  const base = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(from), specifier)
      : null;
  if (base === null) return null;
  return (
    [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) => known.has(f)) ??
    null
  );
}

describe('web import circles', () => {
  it('has no circle among the files of src/', () => {
    const files = sourceFiles(src).map(relative);
    const known = new Set(files);
    const edges = new Map(
      files.map((f) => [
        f,
        importsOf(readFileSync(path.join(src, f), 'utf8'))
          .map((s) => resolveImport(f, s, known))
          .filter((t): t is string => t !== null && t !== f),
      ]),
    );
    // Depth-first search; a file met again while on the path closes a circle.
    const state = new Map<string, 'open' | 'done'>();
    const found: string[] = [];
    const visit = (file: string, trail: string[]) => {
      state.set(file, 'open');
      for (const next of edges.get(file) ?? []) {
        if (state.get(next) === 'open') found.push([...trail.slice(trail.indexOf(next)), next].join(' → '));
        else if (!state.has(next)) visit(next, [...trail, next]);
      }
      state.set(file, 'done');
    };
    for (const f of files) if (!state.has(f)) visit(f, [f]);
    expect(found).toEqual([]);
  });
});

describe('web file sizes', () => {
  const files = sourceFiles(src);

  it(`keeps every file of src/ within ${MAX_LINES} lines, or lists it`, () => {
    const tooLong = files
      .map((f) => ({ file: relative(f), lines: lineCount(f) }))
      .filter((f) => f.lines > MAX_LINES && !LONG_FILES.has(f.file))
      .map((f) => `${f.file}: ${f.lines} lines`);
    expect(tooLong).toEqual([]);
  });

  it('lists no file it does not need to', () => {
    const long = new Set(files.filter((f) => lineCount(f) > MAX_LINES).map(relative));
    expect([...LONG_FILES].filter((f) => !long.has(f))).toEqual([]);
  });
});
