import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates HTML rendered at build time (scripts/prerender.mjs), true once the
 * page's handlers are attached, and always true in a page React drew itself.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
