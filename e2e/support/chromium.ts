/**
 * How the tests and the browser benchmark launch Debian's Chromium: CHROMIUM_PATH when given (as
 * scripts/ensure-chromium.mjs passes it), without the sandbox, the GPU or background traffic.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
