// The pages a phone opens by address (the sign-in page, the public application form and home, the
// dashboard), and what each needs before it can paint: its entry, and the lazy modules the router
// loads for it. The build (scripts/build.mjs) puts what each needs into a few files of its own
// (firstPageGroups); after the build, `node scripts/first-pages.mjs` writes
// dist/first-pages.json, the page the server sends for each address that has its own.
// scripts/web-bytes.mjs counts the same files.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Address -> its page's entry (index.html unless it has its own), the lazy modules the router
 * loads before that page paints (besides the entry), and the name its chunks carry
 * (firstPageGroups).
 */
export const FIRST_PAGES = {
  '/auth': {
    label: '/auth (sign-in)',
    chunk: 'sign-in',
    entry: 'auth.html',
    modules: [],
  },
  '/tenant-application': {
    label: '/tenant-application',
    chunk: 'apply',
    entry: 'apply.html',
    modules: [],
  },
  '/tenant-app': {
    label: '/tenant-app',
    chunk: 'tenant-app',
    entry: 'tenant-app.html',
    modules: [],
  },
  '/': {
    label: '/ (dashboard)',
    chunk: 'console',
    entry: 'index.html',
    modules: ['src/app/app-layout.tsx', 'src/features/dashboard/dashboard-page.tsx'],
  },
};

/** A module of lucide-react's that draws one icon. */
const LUCIDE_ICON = /node_modules[\\/]lucide-react[\\/].*[\\/]icons[\\/][^\\/]+$/;

/** The chunks of `starts`, and every chunk they import statically, at any depth. */
function closure(starts, byFile) {
  const found = new Set();
  const stack = [...starts];
  while (stack.length > 0) {
    const chunk = stack.pop();
    if (found.has(chunk)) continue;
    found.add(chunk);
    for (const file of chunk.imports) stack.push(byFile.get(file));
  }
  return found;
}

/**
 * The pages of FIRST_PAGES in a build's output, each with its name and the chunks it loads first;
 * and the output's chunks, by file name too.
 */
function firstPagesIn(root, output) {
  const chunks = output.filter((file) => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const pages = Object.values(FIRST_PAGES).map((page) => {
    const html = path.resolve(root, page.entry);
    const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === html);
    if (!entry) throw new Error(`The build has no entry chunk for ${page.entry}`);
    const loaded = closure([entry], byFile);
    /** The chunk of each of the page's lazy modules, and whether the entry loads it. */
    const lazy = page.modules.map((module) => {
      const id = path.resolve(root, module);
      const chunk = chunks.find((c) => c.moduleIds.includes(id));
      if (!chunk) throw new Error(`${module} is not in the build`);
      return { module, chunk, withEntry: loaded.has(chunk) };
    });
    const withLazy = new Set([
      ...loaded,
      ...closure(
        lazy.map((l) => l.chunk),
        byFile,
      ),
    ]);
    return { name: page.chunk, page, entry, loaded: withLazy, lazy };
  });
  return { pages, chunks, byFile };
}

/** Below this size (rendered characters), the modules a set of first pages shares get no file of their own. */
const SMALL_SET = 2_000;

/** The size of `chunk`'s code of module `id`, as the first build rendered it. */
const renderedSize = (chunk, id) => chunk.modules[id]?.renderedLength ?? 0;

/**
 * Gives the modules of each small set of first pages (`needed`: module id -> set) to the set of all
 * first pages, whose file every first page loads. A phone fetches six files at a time from one
 * server over HTTP/1.1, each a round trip, and Lighthouse's model of one does the same: a file of a
 * few hundred bytes (a skeleton, an icon, the date checks) cost the dashboard more than those bytes
 * fetched by the pages that do not run them. A module this small is definitions (its top-level code
 * runs on every first page now); the build logs what it moved.
 */
function foldSmallSets(needed, runBy) {
  const all = Object.values(FIRST_PAGES)
    .map((page) => page.chunk)
    .join('~');
  const sizeOf = new Map();
  for (const [chunk] of runBy) {
    for (const id of chunk.moduleIds) sizeOf.set(id, renderedSize(chunk, id));
  }
  const sizes = new Map();
  for (const [id, set] of needed) sizes.set(set, (sizes.get(set) ?? 0) + (sizeOf.get(id) ?? 0));
  const small = [...sizes].filter(([set, size]) => set !== all && size < SMALL_SET).map(([set]) => set);
  for (const [id, set] of needed) if (small.includes(set)) needed.set(id, all);
  if (small.length > 0) console.log(`first pages: small sets in first~${all}: ${small.join(', ')}`);
}

/**
 * Of the files kept (`kept`, each after the ones it imports), the small ones (under SMALL_SET, a
 * label, an input, an icon, a spinner) that import no kept file but such ones: one file for each
 * set of first pages that runs them (`shared~<pages>`), instead of one each. The sign-in page took
 * thirteen scripts, six of them a few hundred bytes. Code loaded later that needs one of them
 * fetches the others of its file too: a few kilobytes at most. Answers their groups, the largest
 * set first (a file's imports are run by every page that runs it: by a set as large or larger), to
 * come before the kept files' groups, which import them; and the chunks they take.
 */
function sharedSmallFiles(kept, keep, runBy, byFile) {
  const chunks = new Set();
  for (const chunk of kept) {
    const size = chunk.moduleIds.reduce((sum, id) => sum + renderedSize(chunk, id), 0);
    const imports = chunk.imports.map((file) => byFile.get(file));
    if (size < SMALL_SET && imports.every((c) => !keep.has(c) || chunks.has(c))) chunks.add(chunk);
  }
  const setOf = new Map([...chunks].flatMap((c) => c.moduleIds.map((id) => [id, runBy.get(c).join('~')])));
  const sets = [...new Set(setOf.values())].sort((a, b) => b.split('~').length - a.split('~').length);
  const groups = sets.map((set) => ({ name: `shared~${set}`, test: (id) => setOf.get(id) === set }));
  return { chunks, groups };
}

/**
 * The build's chunks of the first pages, from a first build's `output` (Vite's automatic chunking):
 * every module a first page runs before its first paint (in the chunks its entry loads, and its
 * `modules`' chunks with theirs), but its entry's own, goes into one chunk per set of first pages
 * that run it (but a set too small for a file of its own: foldSmallSets), instead of the many small
 * chunks that automatic chunking makes of code shared with the other pages. A phone fetches at most
 * six files at a time from one server over HTTP/1.1, each one a round trip: the dashboard's first
 * paint took 29 files. A first build is what says which modules a page runs: only it has dropped
 * the code that a page imports but does not use.
 * Answers the second build's code-splitting groups: these, the first build's files of what the
 * sign-in page or the application form shares with code loaded later (below), and one for the icons
 * no first page draws; the other modules are split as before. (The first build has no groups: a
 * file it makes holds only modules that every page loading it runs.)
 */
export function firstPageGroups(root, output) {
  const { pages, chunks, byFile } = firstPagesIn(root, output);
  const atFirstPaint = new Set(pages.flatMap((page) => [...page.loaded]));
  /** The chunks that code loaded after a first paint runs: its own, and what they import. */
  const afterwards = chunks.filter((chunk) => !atFirstPaint.has(chunk));
  const later = closure(afterwards, byFile);
  /** Chunk -> the names of the first pages that run it before their first paint. */
  const runBy = new Map();
  for (const { name, entry, loaded } of pages) {
    for (const chunk of loaded) {
      // The page's own code stays its entry.
      if (chunk !== entry) runBy.set(chunk, [...(runBy.get(chunk) ?? []), name]);
    }
  }
  // Code loaded later runs in the console (its other pages and its deferred controls, or the
  // console taking over the sign-in page). What it shares with the sign-in page or the application
  // form alone keeps the first build's files: in those pages' own files, it would bring the console
  // their code (the application form's, when the header's select arrived).
  const consolePage = FIRST_PAGES['/'].chunk;
  const keep = new Set(
    [...runBy].filter(([c, names]) => later.has(c) && !names.includes(consolePage)).map(([c]) => c),
  );
  const kept = []; // each after the chunks it imports, which its group would otherwise take along
  const visit = (chunk) => {
    if (!keep.has(chunk) || kept.includes(chunk)) return;
    for (const file of chunk.imports) visit(byFile.get(file));
    kept.push(chunk);
  };
  for (const chunk of keep) visit(chunk);
  const keptOf = new Map(kept.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk])));
  const shared = sharedSmallFiles(kept, keep, runBy, byFile);
  /** Module id -> the names of the first pages that run it, joined with '~'. */
  const needed = new Map();
  for (const [chunk, names] of runBy) {
    if (!keep.has(chunk)) for (const id of chunk.moduleIds) needed.set(id, names.join('~'));
  }
  foldSmallSets(needed, runBy);
  // Every set of first pages, the largest first: a module's static imports run wherever it runs, so
  // a set's group (which takes them along) never reaches into a smaller set's modules. The sets
  // with the console come first, then the small shared files and the files kept, which import only
  // from those.
  const names = Object.values(FIRST_PAGES).map((page) => page.chunk);
  const sets = [];
  for (let mask = (1 << names.length) - 1; mask > 0; mask--) {
    sets.push(names.filter((_, i) => mask & (1 << i)));
  }
  sets.sort((a, b) => b.length - a.length);
  const group = (set) => {
    const key = set.join('~');
    return { name: `first~${key}`, test: (id) => needed.get(id) === key };
  };
  return [
    ...sets.filter((set) => set.includes(consolePage)).map(group),
    ...shared.groups,
    ...kept
      .filter((chunk) => !shared.chunks.has(chunk))
      .map((chunk) => ({ name: chunk.name, test: (id) => keptOf.get(id) === chunk })),
    ...sets.filter((set) => !set.includes(consolePage)).map(group),
    // The icons of the other pages, which share many: one file of them all (4 KB gzip) instead of
    // a request per icon shared by two pages.
    { name: 'icons', test: (id) => LUCIDE_ICON.test(id) },
  ];
}

/**
 * Fails unless each first page's lazy modules are in files its entry loads, so that they come with
 * it: no preload, and no round trip once the entry has run.
 */
export function checkFirstPages(root, output) {
  for (const { page, lazy } of firstPagesIn(root, output).pages) {
    for (const { module, withEntry } of lazy) {
      if (!withEntry) throw new Error(`${module} is not in a file that ${page.entry} loads`);
    }
  }
}

/** The files a Vite manifest entry needs: its chunk, its static imports' and their CSS. */
export function filesOf(manifest, key) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...files].filter((f) => /\.(?:js|css)$/.test(f));
}

/**
 * Writes dist/first-pages.json: the page of each address with an entry of its own (the server
 * sends index.html for the others).
 */
function writeFirstPages(dist) {
  const pages = {};
  for (const [address, { entry }] of Object.entries(FIRST_PAGES)) {
    if (entry !== 'index.html') pages[address] = entry;
  }
  writeFileSync(path.join(dist, 'first-pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
  console.log(`first pages: ${Object.keys(pages).join(', ')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFirstPages(process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
}
