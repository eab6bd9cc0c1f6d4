import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Four pages: the console (index.html), and two that a phone opens by address without the
 * console's router: the sign-in page (auth.html, src/sign-in.tsx) and the public application form
 * of the QR code (apply.html, src/apply.tsx); and the tenant app (tenant-app.html, src/tenant-app.tsx),
 * which a tenant opens from their invite link, with a session of its own. The server sends each for its address
 * (scripts/first-pages.mjs); so does the development server.
 */
const pages = {
  index: fileURLToPath(new URL('./index.html', import.meta.url)),
  auth: fileURLToPath(new URL('./auth.html', import.meta.url)),
  apply: fileURLToPath(new URL('./apply.html', import.meta.url)),
  tenantApp: fileURLToPath(new URL('./tenant-app.html', import.meta.url)),
};
const PAGE_ADDRESSES: Record<string, string> = {
  '/auth': '/auth.html',
  '/tenant-application': '/apply.html',
  '/tenant-app': '/tenant-app.html',
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

/**
 * The installed app: the web app manifest (its icons made by `npm run icons` from public/favicon.svg,
 * pwa-assets.config.ts) and the service worker src/sw.ts, with the list of the build's files it
 * keeps (precaches) written into it. src/app/app-updates.tsx registers it and offers a new version.
 */
function installableApp(): Plugin[] {
  const pwa = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'PG Console',
      short_name: 'PG Console',
      description: 'Branches, beds, tenants, payments and dues of your PG hostels',
      lang: 'en-IN',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f172a',
      background_color: '#ffffff',
      icons: [
        { src: '/pwa-64x64.png', sizes: '64x64', type: 'image/png' },
        { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
        { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
        { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    includeManifestIcons: false,
    injectManifest: {
      // Every file a page may load; not the source maps, nor first-pages.json (the server's).
      globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
      globIgnores: ['first-pages.json', '**/*.map'],
    },
    integration: {
      // scripts/build.mjs runs a first build that writes nothing, to see what each first page loads:
      // no service worker for it.
      configureOptions(viteConfig, options) {
        if (viteConfig.build.write === false) options.disable = true;
      },
    },
  });
  // The application form a visitor opens from the QR code is no app to install on their phone.
  const notOnTheApplicationForm: Plugin = {
    name: 'no-manifest-on-the-application-form',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { filename }) =>
        filename === pages.apply || filename === pages.tenantApp
          ? html.replace(/\s*<link rel="manifest"[^>]*>/, '')
          : html,
    },
  };
  return [...pwa, notOnTheApplicationForm];
}

export default defineConfig({
  plugins: [react(), tailwindcss(), pagesInDevelopment(), installableApp()],
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
