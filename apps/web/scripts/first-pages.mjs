// The pages a phone opens by address (the sign-in page, and home, the dashboard), and what each
// needs before it can paint: the lazy modules the router loads for it besides the entry. After
// `vite build`, `node scripts/first-pages.mjs` writes a copy of index.html per page that also
// preloads those modules' chunks (`<link rel="modulepreload">`), so the browser fetches them beside
// the entry instead of after it has run; the server sends that copy for that address
// (dist/first-pages.json says which). scripts/web-bytes.mjs counts the same files.
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Address -> its page's entry (index.html unless it has its own), the lazy modules the router
 * loads before that page paints (besides the entry), and whether it may need the console's icons
 * file (the sign-in page must not).
 */
export const FIRST_PAGES = {
  '/auth': { label: '/auth (sign-in)', entry: 'auth.html', modules: [], consoleIcons: false },
  '/tenant-application': { label: '/tenant-application', entry: 'apply.html', modules: [] },
  '/': {
    label: '/ (dashboard)',
    entry: 'index.html',
    modules: ['src/app/app-layout.tsx', 'src/features/dashboard/dashboard-page.tsx'],
  },
};

/** The files a set of Vite manifest entries need: their chunks, their static imports' and CSS. */
export function filesOf(manifest, keys) {
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
  for (const key of keys) visit(key);
  return [...files].filter((f) => /\.(?:js|css)$/.test(f));
}

/**
 * Writes dist/first-pages/<name>.html for every first page of index.html that loads lazy modules,
 * and dist/first-pages.json (a page with an entry of its own is sent as Vite wrote it).
 */
async function writeFirstPages(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = new Set(filesOf(manifest, ['index.html']));
  await mkdir(path.join(dist, 'first-pages'), { recursive: true });
  const pages = {};
  for (const [address, { entry: html, modules, consoleIcons }] of Object.entries(FIRST_PAGES)) {
    if (html !== 'index.html' || modules.length === 0) {
      const icons = filesOf(manifest, [html]).find((file) => file.startsWith('assets/icons-'));
      if (consoleIcons === false && icons) {
        throw new Error(
          `${address} needs ${icons}, the console's icons: add its icon to SIGN_IN_ICON in vite.config.ts`,
        );
      }
      pages[address] = html;
      continue;
    }
    const links = filesOf(manifest, modules)
      .filter((file) => !entry.has(file))
      .map((file) =>
        file.endsWith('.css')
          ? `    <link rel="preload" as="style" crossorigin href="/${file}">`
          : `    <link rel="modulepreload" crossorigin href="/${file}">`,
      );
    const name = `first-pages/${address === '/' ? 'home' : address.slice(1)}.html`;
    if (!index.includes('\n  </head>')) throw new Error('dist/index.html has no </head>');
    writeFileSync(path.join(dist, name), index.replace('\n  </head>', `\n${links.join('\n')}\n  </head>`));
    pages[address] = name;
  }
  writeFileSync(path.join(dist, 'first-pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
  console.log(`first pages: ${Object.keys(pages).join(', ')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFirstPages(
    process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist'),
  );
}
