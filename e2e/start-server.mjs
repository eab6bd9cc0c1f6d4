// Starts the console for the browser tests: the real server, compiled as `npm start` runs it but into
// this run's own folder, from the sources as they are, on PORT with a fresh, temporary DATA_DIR that
// is deleted again when it stops, so every run begins at first run (no users, no branches). Serves
// a build of the web app made for this run (in E2E_WEB_DIST when given: playwright.config.ts).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// This run's own copies of the web app and the compiled server, so that another `npm test` on the
// same machine (or a build while the tests run) never replaces the files this server is serving.
// The server's copy sits inside apps/server, where Node finds its packages.
const dataDir = mkdtempSync(path.join(tmpdir(), 'pg-e2e-'));
const webDist = process.env.E2E_WEB_DIST ?? path.join(dataDir, 'web');
mkdirSync(path.join(root, 'apps/server/.e2e-builds'), { recursive: true });
const serverDist = mkdtempSync(path.join(root, 'apps/server/.e2e-builds/run-'));

const build = (cwd, command, args) => {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    rmSync(serverDist, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
};
const web = path.join(root, 'apps/web');
build(web, process.execPath, ['scripts/build.mjs', '--outDir', webDist, '--logLevel', 'warn']);
build(web, process.execPath, ['scripts/first-pages.mjs', webDist]);
build(web, process.execPath, ['scripts/prerender.mjs', webDist]);
build(web, process.execPath, ['scripts/precompress.mjs', webDist]);
build(path.join(root, 'apps/server'), process.execPath, ['scripts/build.mjs', '--outdir', serverDist]);

// A real SMTP server for the console's e-mail (receipts, reminders): it takes every message and
// keeps none, except that it refuses for good (550) any address starting with 'bounce', as a mail
// server refuses a mailbox that does not exist, so a failed message can be seen and sent again.
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address.startsWith('bounce')) {
      return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
    }
    callback();
  },
  onData(stream, _session, callback) {
    stream.on('end', () => callback());
    stream.resume();
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

// Node itself, not `npm run start`: a signal sent to npm does not reach the server it starts, which
// would outlive the tests and hold the port.
const server = spawn(process.execPath, ['--enable-source-maps', path.join(serverDist, 'main.js')], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: process.env.PORT ?? '3100',
    DATA_DIR: path.join(dataDir, 'data'),
    WEB_DIST: webDist,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Every browser test signs in from 127.0.0.1: far more sign-ins from one address than a real
    // office makes in a quarter of an hour.
    SIGN_IN_MAX_ATTEMPTS_PER_IP: process.env.SIGN_IN_MAX_ATTEMPTS_PER_IP ?? '10000',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SMTP_FROM: 'PG Console <rent@pg.test>',
  },
});

const cleanUp = () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webDist, { recursive: true, force: true });
  rmSync(serverDist, { recursive: true, force: true });
};

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on('exit', (code, signal) => {
  smtp.close();
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
