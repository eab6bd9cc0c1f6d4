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
      // How the code is split into files: scripts/build.mjs (`npm run build`), which builds twice.
    },
  },
});
