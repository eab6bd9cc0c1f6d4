// Builds the web app into dist (or --outDir DIR; --logLevel as vite's) in two passes of `vite
// build`: the first, written nowhere, says which modules each first page runs before it paints
// (scripts/first-pages.mjs); the second puts them into a few files per page (firstPageGroups),
// writes the build and checks that each first page's lazy modules come with its entry.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { checkFirstPages, firstPageGroups } from './first-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = process.argv.indexOf('--outDir');
const outDir = at > 0 ? path.resolve(process.argv[at + 1]) : path.join(root, 'dist');
const levelAt = process.argv.indexOf('--logLevel');
const logLevel = levelAt > 0 ? process.argv[levelAt + 1] : 'info';

/** The chunks and assets of a build's one output. */
const outputOf = (result) => (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);

const first = await build({
  root,
  logLevel: 'error', // the second build reports the same warnings
  build: { outDir, write: false, sourcemap: false, manifest: false },
});
const groups = firstPageGroups(root, outputOf(first));
const second = await build({
  root,
  logLevel,
  build: {
    outDir,
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups } } },
  },
});
checkFirstPages(root, outputOf(second));
