import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from '../src/lib/inline-scripts.ts';
import { createTestApp } from './helper.ts';

// A built web app whose console page sends the session's refresh from an inline script.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'pgc-web-'));
const refresh = "\n      window.pgFirstRefresh = fetch('/api/auth/token?grant_type=refresh_token');\n    ";
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><head><script>${refresh}</script><script type="module" src="/assets/a.js"></script></head><div id="root"></div>`,
);
// Another page: a script of its own by address, an empty one, and the same inline script again.
writeFileSync(
  path.join(webDist, 'auth.html'),
  `<!doctype html><script src="/assets/b.js">ignored()</script><script></script><script>${refresh}</script>`,
);
writeFileSync(path.join(webDist, 'notes.txt'), '<script>not a page</script>');

/** What a browser hashes: the script element's text, exactly. */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe("the web app's inline scripts", () => {
  it('are allowed each by the hash of its text; scripts with an address and empty ones are not hashed', () => {
    expect(inlineScriptSources(webDist)).toEqual([sha256(refresh)]);
    expect(inlineScriptSources(path.join(webDist, 'none'))).toEqual([]);
  });

  it("reach the policy of every answer, beside 'self' and nothing wider, on every server of the build", async () => {
    const t = await createTestApp({ WEB_DIST: webDist });
    try {
      // A second server of the same database and build: the page one sends, the other's policy allows.
      const other = await t.anotherServer();
      for (const server of [t.app, other.app]) {
        for (const url of ['/', '/api/health']) {
          const res = await server.inject({ method: 'GET', url });
          const policy = String(res.headers['content-security-policy']);
          expect(policy.match(/(?:^|;)script-src ([^;]*)/)?.[1], url).toBe(`'self' ${sha256(refresh)}`);
        }
      }
    } finally {
      await t.close();
    }
  });
});
