import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Three pages: the console (index.html), and two that a phone opens by address without the
 * console's router: the sign-in page (auth.html, src/sign-in.tsx) and the public application form
 * of the QR code (apply.html, src/apply.tsx). The server sends each for its address
 * (scripts/first-pages.mjs); so does the development server.
 */
const pages = {
  index: fileURLToPath(new URL('./index.html', import.meta.url)),
  auth: fileURLToPath(new URL('./auth.html', import.meta.url)),
  apply: fileURLToPath(new URL('./apply.html', import.meta.url)),
};
const PAGE_ADDRESSES: Record<string, string> = {
  '/auth': '/auth.html',
  '/tenant-application': '/apply.html',
};

/**
 * Modules of the build's groups of chunks (below): Preact, lucide-react, an icon, and the sign-in
 * page's icons (its brand mark's building, its button's spinner, the clear button of form-field's
 * photo input).
 */
const FRAMEWORK = /node_modules[\\/](?:preact|react|react-dom)[\\/]/;
const LUCIDE = /node_modules[\\/]lucide-react[\\/]/;
const ICON = /[\\/]icons[\\/][^\\/]+$/;
const SIGN_IN_ICON = /[\\/]icons[\\/](?:building-complex|loader-circle|x)\.m?js$/;

function pagesInDevelopment(): Plugin {
  return {
    name: 'pages-by-address',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [pathname = '', query] = (request.url ?? '').split('?');
        const page = PAGE_ADDRESSES[pathname];
        if (page) request.url = `${page}${query === undefined ? '' : `?${query}`}`;
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), pagesInDevelopment()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      input: pages,
      output: {
        // scripts/build.mjs (`npm run build`) builds twice and adds, after these, a group per set of
        // first pages for the code they run before their first paint (scripts/first-pages.mjs).
        codeSplitting: {
          groups: [
            // What every page runs first: Preact, and lucide's code that draws an icon with the
            // sign-in page's few icons.
            {
              name: 'framework',
              test: (id) =>
                FRAMEWORK.test(id) || (LUCIDE.test(id) && (!ICON.test(id) || SIGN_IN_ICON.test(id))),
              priority: 1,
            },
            // Every page of the console draws a few of the same icons: one file of them all (8 KB
            // gzip) instead of a request per icon shared by two pages, which on a phone's six
            // connections queue behind each other before the first paint. The sign-in page needs
            // none of it (scripts/first-pages.mjs fails the build if it comes to).
            { name: 'icons', test: (id) => LUCIDE.test(id) && ICON.test(id) },
          ],
        },
      },
    },
  },
});
