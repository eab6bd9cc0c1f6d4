import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

/*
 * The installed app's icons (`npm run icons -w @pg/web`, then commit what it writes to public/):
 * 64, 192 and 512 px, a maskable 512 px one on the theme's colour, the iPhone's 180 px and a
 * favicon.ico, drawn from the logo we own (public/favicon.svg). vite.config.ts names them in the
 * web app manifest.
 */
export default defineConfig({
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: '#0f172a' } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background: '#0f172a' } },
  },
  images: ['public/favicon.svg'],
});
