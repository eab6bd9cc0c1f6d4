import { defineConfig, devices } from '@playwright/test';

/*
 * Browser tests against the real server (fresh temporary database each run) in Debian's Chromium.
 * `npm run test:e2e` from the root builds the web app first. CHROMIUM_PATH overrides the browser.
 *
 * The `first-run` project runs before everything else: it creates the first administrator through
 * the browser (SPEC: first run), which every other test then signs in as (support/session.ts).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: './tests',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'first-run', testMatch: /first-run\.setup\.ts$/, use: chromium },
    { name: 'chromium', testIgnore: /\.setup\.ts$/, dependencies: ['first-run'], use: chromium },
  ],
  webServer: {
    command: 'node start-server.mjs',
    url: `${baseURL}/api/auth/setup`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
