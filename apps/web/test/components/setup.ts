import type { TestingLibraryMatchers } from '@testing-library/jest-dom/matchers';
import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, expect, inject } from 'vitest';
import { sessionStore } from '@/lib/session-store';

// The DOM matchers (toBeVisible, toHaveAccessibleDescription...). jest-dom's own `/vitest` entry
// cannot find this workspace's Vitest from where npm installed it, so they are added here.
expect.extend(matchers);
declare module 'vitest' {
  // biome-ignore lint/suspicious/noExplicitAny: must match Vitest's own declaration
  interface Assertion<T = any> extends TestingLibraryMatchers<unknown, T> {}
  interface AsymmetricMatchersContaining extends TestingLibraryMatchers<unknown, unknown> {}
}

/*
 * The page under test lives at the real server's origin, as the console does in production (the
 * server serves both). The API client calls relative /api/... addresses; a browser resolves them
 * against the page's address, Node's fetch (which jsdom leaves in place) does not, so the one
 * thing added here is that resolution. Every request still goes to the real server.
 */
const origin = inject('apiOrigin');
// Vitest's jsdom environment exposes the JSDOM instance as `jsdom`.
(globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom.reconfigure({
  url: `${origin}/`,
});

const nodeFetch = globalThis.fetch;
globalThis.fetch = (input, init) =>
  nodeFetch(typeof input === 'string' ? new URL(input, document.baseURI).href : input, init);

// What jsdom lacks and Radix (Dialog, Select) or the layout hooks call.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// findBy* and waitFor wait for the server's answers; on a busy machine one can take seconds.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
// The session's refresh timer and its channel to other tabs would keep the worker alive.
afterAll(() => sessionStore.dispose());
