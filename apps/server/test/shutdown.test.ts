import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let child: ChildProcess | undefined;
afterAll(() => child?.kill('SIGKILL'));

type LogLine = { msg?: string; port?: number; req?: { url?: string } };

/**
 * The server's log, line by line, with a way to wait for a line that matches: the test moves on
 * when the server says something happened, never after a guessed delay.
 */
function watchLog(proc: ChildProcess) {
  const lines: LogLine[] = [];
  let raw = '';
  let waiters: { match: (l: LogLine) => boolean; resolve: (l: LogLine) => void }[] = [];
  let pending = '';
  const onData = (d: Buffer) => {
    raw += d;
    pending += d;
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    for (const part of parts) {
      let line: LogLine;
      try {
        line = JSON.parse(part) as LogLine;
      } catch {
        continue;
      }
      lines.push(line);
      waiters = waiters.filter((w) => {
        if (!w.match(line)) return true;
        w.resolve(line);
        return false;
      });
    }
  };
  proc.stdout?.on('data', onData);
  proc.stderr?.on('data', (d) => {
    raw += d;
  });
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return {
    exited,
    output: () => raw.slice(-2000),
    /** The `nth` line (seen or to come) that matches; fails if the process ends first. */
    waitFor(match: (l: LogLine) => boolean, nth = 1): Promise<LogLine> {
      let found = 0;
      const counted = (l: LogLine) => match(l) && ++found >= nth;
      const seen = lines.find(counted);
      if (seen) return Promise.resolve(seen);
      return Promise.race([
        new Promise<LogLine>((resolve) => waiters.push({ match: counted, resolve })),
        exited.then((code): never => {
          throw new Error(`server exited (${code}) before logging what was awaited:\n${raw.slice(-2000)}`);
        }),
      ]);
    },
  };
}

describe('graceful shutdown', () => {
  it('finishes in-flight requests on SIGTERM, then exits cleanly', { timeout: 300_000 }, async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pgc-shutdown-')),
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = watchLog(child);
    const listening = await log.waitFor(
      (l) => typeof l.port === 'number' && !!l.msg?.startsWith('PG console on'),
    );
    const base = `http://127.0.0.1:${listening.port}`;

    // Sign-in verifies an argon2id hash, so these are still running when the signal arrives.
    const signIn = (l: LogLine) =>
      l.msg === 'incoming request' && !!l.req?.url?.startsWith('/api/auth/token');
    const inFlight = Array.from({ length: 4 }, () =>
      fetch(`${base}/api/auth/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify({ email: 'someone@example.com', password: 'not a real password' }),
      }).then((r) => r.status),
    );
    // The signal goes once the server has received all of them.
    await log.waitFor(signIn, inFlight.length);
    child.kill('SIGTERM');
    // Every request already received gets its answer (400: no such user); none is cut off.
    expect(await Promise.all(inFlight)).toEqual([400, 400, 400, 400]);
    expect(await log.exited, log.output()).toBe(0);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});
