import { type ComponentType, createElement, lazy } from 'react';

/**
 * The pages' code, fetched when a page is first drawn, or before (`preload`), and whether any is
 * being fetched: the shell's progress bar (app-layout.tsx) shows while it is. A navigation is a
 * React transition, so the page the user is on stays until the next one's code has come.
 */
let fetching = 0;
const listeners = new Set<() => void>();
/** Told after the render that asked for the code (React calls a lazy component's loader while it renders). */
const changed = () =>
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });

/** For useSyncExternalStore: whether a page's code is being fetched. */
export const pageCodeFetching = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => fetching > 0,
};

/** A page's code: fetched by `preload`, or by React.lazy when first drawn (PageCode). */
export type LazyPage = {
  preload: () => Promise<ComponentType>;
  /** The page, once its code has come. */
  loaded?: ComponentType;
  lazy: ComponentType;
  /** What PageCode draws, chosen at its first render and kept: another type would mount the page afresh. */
  drawn?: ComponentType;
};

export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loading: Promise<ComponentType> | undefined;
  const code: LazyPage = {
    preload() {
      if (!loading) {
        fetching++;
        changed();
        loading = load().then((page) => {
          code.loaded = page;
          return page;
        });
        // The error boundary says why when the page is drawn (a browser does not fetch a failed module again).
        void loading
          .finally(() => {
            fetching--;
            changed();
          })
          .catch(() => {});
      }
      return loading;
    },
    lazy: lazy(() => code.preload().then((page) => ({ default: page }))),
  };
  return code;
}

/**
 * Draws a page of `lazyPage`: the page itself when its code came before its first render (after
 * `preload`: drawn at once, where React.lazy would suspend once more and render the tree around it
 * twice), else React.lazy, which draws it at once too once it has come.
 */
export function PageCode({ code }: { code: LazyPage }) {
  code.drawn ??= code.loaded ?? code.lazy;
  return createElement(code.drawn);
}
