#!/usr/bin/env node
// Times the compiled server from start to its first 200 on /api/health, on an existing data
// directory (migrations already applied), as after a restart.
//
//   node scripts/measure-startup.mjs [runs]       DATA_DIR=... to use an existing data directory
//
// Without DATA_DIR it makes a temporary one and starts the server once beforehand to create the
// database, then deletes it at the end. Builds the server first (apps/server/dist/main.js).
// On a busy machine the figure includes waiting for a CPU; as root, `chrt -f 10 node
// scripts/measure-startup.mjs` measures as if the machine were idle.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
const runs = Number(process.argv[2] ?? 5);

const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const temporary = !process.env.DATA_DIR;
const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'pg-startup-'));

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** CPU time (user + system) a process has used so far, in ms; Linux only, else undefined. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Math.round(((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
  } catch {
    return undefined;
  }
}

/**
 * Starts the server, waits for the first 200 on /api/health, stops it; returns the milliseconds
 * it took and the CPU time the server used meanwhile (which depends less on what else runs).
 */
async function startOnce() {
  const port = await freePort();
  const started = performance.now();
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  let ms;
  while (ms === undefined) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode})`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) ms = performance.now() - started;
    } catch {
      // not listening yet
    }
    if (ms === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const cpu = cpuMs(server.pid);
  server.kill('SIGTERM');
  await exited;
  return { ms: Math.round(ms), cpu };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  if (temporary) console.log(`first start, creating the database: ${(await startOnce()).ms} ms`);
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await startOnce());
  const times = results.map((r) => r.ms);
  const cpu = results.map((r) => r.cpu).filter((c) => c !== undefined);
  console.log(
    `start-up to the first 200 on /api/health, existing data directory: ${times.join(', ')} ms ` +
      `(median ${median(times)} ms${cpu.length ? `; CPU time of the server, median ${median(cpu)} ms` : ''})`,
  );
} finally {
  if (temporary) rmSync(dataDir, { recursive: true, force: true });
}
