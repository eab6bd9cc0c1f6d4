#!/usr/bin/env node
// Finds the Chromium the browser tests run in, installing Debian's package when the machine allows
// it, so that `npm test` needs no set-up of its own.
//
//   node scripts/ensure-chromium.mjs                  checks (and installs), names the one found
//   node scripts/ensure-chromium.mjs <command...>     then runs <command> with CHROMIUM_PATH set
//
// Looks at CHROMIUM_PATH when set (and only there), else /usr/bin/chromium and chromium,
// chromium-browser, google-chrome-stable, google-chrome on PATH. When none is there, on a machine
// with apt-get where packages can be installed (root, or sudo without a password) it runs
// `apt-get update` and `apt-get install -y chromium`; anywhere else it stops with one line saying
// what to install. CHROMIUM_NO_INSTALL=1 skips the installation.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';

const NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];
const ELSEWHERE = [
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

function isExecutable(file) {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

/** The browser to use, or undefined. */
function findChromium() {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) return isExecutable(chosen) ? path.resolve(chosen) : undefined;
  if (isExecutable('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const name of NAMES) {
    const found = onPath(name);
    if (found) return found;
  }
  return ELSEWHERE.find(isExecutable);
}

function succeeds(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/** How packages can be installed here: [] as root, ['sudo', '-n'] with passwordless sudo, else undefined. */
function installer() {
  if (process.env.CHROMIUM_NO_INSTALL === '1' || process.platform !== 'linux') return undefined;
  if (!onPath('apt-get')) return undefined;
  if (process.getuid?.() === 0) return [];
  if (onPath('sudo') && succeeds('sudo', ['-n', 'true'])) return ['sudo', '-n'];
  return undefined;
}

function install(prefix) {
  console.error("Chromium not found: installing it from the system's packages (apt-get install chromium)");
  const run = (args) => {
    const [command, ...rest] = [...prefix, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args];
    return spawnSync(command, rest, { stdio: ['ignore', 'ignore', 'inherit'] }).status === 0;
  };
  // Another `npm test` on the same machine may be installing it at the same moment: wait for the
  // package manager's lock rather than failing on it.
  const lock = ['-o', 'DPkg::Lock::Timeout=600'];
  return run([...lock, 'update', '-qq']) && run([...lock, 'install', '-y', '-qq', 'chromium']);
}

function whatToInstall() {
  const where = process.env.CHROMIUM_PATH
    ? `Chromium not found at CHROMIUM_PATH=${process.env.CHROMIUM_PATH}`
    : 'Chromium not found';
  const how =
    process.platform === 'darwin'
      ? 'install it with `brew install --cask chromium`'
      : onPath('apt-get')
        ? 'install it with `sudo apt-get install -y chromium`'
        : onPath('dnf')
          ? 'install it with `sudo dnf install -y chromium`'
          : 'install Chromium or Google Chrome';
  return `${where}: ${how} (or set CHROMIUM_PATH to a Chromium or Chrome executable), then run the tests again.`;
}

let chromium = findChromium();
if (!chromium && !process.env.CHROMIUM_PATH) {
  const prefix = installer();
  if (prefix && install(prefix)) chromium = findChromium();
}
if (!chromium) {
  console.error(whatToInstall());
  process.exit(1);
}

const command = process.argv.slice(2);
if (command.length === 0) {
  console.log(`Chromium for the browser tests: ${chromium}`);
} else {
  const result = spawnSync(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium },
    shell: process.platform === 'win32',
  });
  process.exit(result.status ?? 1);
}
