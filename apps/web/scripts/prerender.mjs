// Renders the sign-in page and the console's shell into the built auth.html and index.html (DIR,
// default dist) with React's server renderer (src/prerender.tsx, built for Node into a temporary
// folder), so that a phone paints them before any script has run; the browser hydrates them.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
// Inside the app's node_modules, where Node finds the packages the built module imports.
const out = mkdtempSync(path.join(root, 'node_modules', '.prerender-'));
try {
  await build({
    root,
    logLevel: 'warn',
    build: {
      ssr: 'src/prerender.tsx',
      outDir: out,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  const { prerender } = await import(pathToFileURL(path.join(out, 'prerender.mjs')).href);
  const EMPTY_ROOT = '<div id="root"></div>';
  for (const [file, html] of Object.entries(prerender())) {
    const target = path.join(dist, file);
    const page = readFileSync(target, 'utf8');
    if (!page.includes(EMPTY_ROOT)) throw new Error(`${file} has no empty ${EMPTY_ROOT}`);
    writeFileSync(target, page.replace(EMPTY_ROOT, `<div id="root">${html}</div>`));
  }
  console.log(`prerendered: ${Object.keys(prerender()).join(', ')}`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
