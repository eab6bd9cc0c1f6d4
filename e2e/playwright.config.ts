import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

/*
 * Browser tests against the real server (fresh temporary database each run) in Debian's Chromium.
 * `npm run test:e2e` from the root builds the web app first and finds (or installs) Chromium with
 * scripts/ensure-chromium.mjs, which passes it here as CHROMIUM_PATH.
 *
 * The `first-run` project runs before everything else: it creates the first administrator through
 * the browser (SPEC: first run), which every other test then signs in as (support/session.ts).
 */
/**
 * E2E_PORT when given; otherwise a port the system says is free, chosen once by the runner and
 * handed to its workers through the environment, so two runs on one machine never meet.
 */
function freePort(): string {
  const script =
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}
process.env.E2E_PORT ??= freePort();
const PORT = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${PORT}`;
/**
 * Where this run's build of the web app is served from (start-server.mjs builds it there and deletes
 * it afterwards); a test deploys a new version by changing it (tests/installable.spec.ts).
 */
process.env.E2E_WEB_DIST ??= path.join(tmpdir(), `pg-e2e-web-${PORT}-${process.pid}`);

const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: chromiumLaunchOptions,
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
    env: { PORT: String(PORT), E2E_WEB_DIST: process.env.E2E_WEB_DIST },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
