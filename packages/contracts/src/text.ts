// The checks of every text the console takes (see `text` in common.ts), written with zod/mini so
// that the schemas of the first pages (session.ts) can use them without the whole of zod.
import { z } from 'zod/mini';

export const CONTROL_CHARACTERS_MESSAGE = 'Remove the control characters from this text';
export const INVALID_CHARACTERS_MESSAGE = 'Remove the invalid characters from this text';

/**
 * True when `s` holds a control character (U+0000–U+001F, U+007F). Multi-line text may hold tabs,
 * line feeds and the carriage return of a CRLF line break.
 */
function hasControlCharacters(s: string, multiline = false): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x20 && c !== 0x7f) continue;
    if (multiline && (c === 0x09 || c === 0x0a || (c === 0x0d && s.charCodeAt(i + 1) === 0x0a))) continue;
    return true;
  }
  return false;
}

/** True when `s` holds half of a surrogate pair without the other half (not storable as UTF-8). */
function hasLoneSurrogates(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    const next = s.charCodeAt(i + 1);
    if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      i++;
      continue;
    }
    return true;
  }
  return false;
}

/** The checks `text()` applies after "is a string": no control characters, no broken characters. */
export function textChecks(options: { multiline?: boolean } = {}) {
  return [
    z.refine<string>((v) => !hasControlCharacters(v, options.multiline), {
      message: CONTROL_CHARACTERS_MESSAGE,
      abort: true,
    }),
    z.refine<string>((v) => !hasLoneSurrogates(v), { message: INVALID_CHARACTERS_MESSAGE, abort: true }),
  ];
}
