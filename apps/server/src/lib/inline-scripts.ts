import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A script element without a `src`, and its text. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources ('sha256-…') that allow the inline scripts of the built web
 * app's pages in `dir` (the console's page sends the session's refresh from one, before its own
 * scripts have loaded): every other inline script stays refused. Read when the server starts; a page
 * rebuilt with another inline script before the restart has it refused, and its scripts then send
 * the refresh themselves.
 */
export function inlineScriptSources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const sources = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.html'))) {
    for (const [, text = ''] of readFileSync(path.join(dir, file), 'utf8').matchAll(INLINE_SCRIPT)) {
      if (text.trim()) sources.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
  }
  return [...sources].sort();
}
