import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 3900 + Math.floor(Math.random() * 90);
let child: ChildProcess | undefined;
afterAll(() => child?.kill('SIGKILL'));

async function waitForHealth(url: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

describe('graceful shutdown', () => {
  it('finishes in-flight requests on SIGTERM, then exits cleanly', { timeout: 120_000 }, async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pgc-shutdown-')),
        LOG_LEVEL: 'silent',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d) => {
      output += d;
    });
    child.stderr?.on('data', (d) => {
      output += d;
    });
    const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`);
    // Sign-in verifies an argon2id hash, so these are still running when the signal arrives.
    const inFlight = Array.from({ length: 4 }, () =>
      fetch(`${base}/api/auth/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify({ email: 'someone@example.com', password: 'not a real password' }),
      }).then((r) => r.status),
    );
    await new Promise((r) => setTimeout(r, 100));
    child.kill('SIGTERM');
    // Every request gets an answer: those already running finish (400: no such user); any that
    // arrives after the signal is refused with 503. None is cut off.
    const statuses = await Promise.all(inFlight);
    expect(statuses.every((s) => s === 400 || s === 503)).toBe(true);
    expect(statuses).toContain(400);
    expect(await exited, output.slice(-2000)).toBe(0);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});
