import type * as Sonner from 'sonner';

/*
 * Toasts (sonner), fetched at the user's first touch or key press (AppToaster) or at the first
 * toast, whichever comes first: no first page waits for the toast library. A toast raised before
 * the Toaster is on screen is kept by sonner and shown as soon as it mounts.
 */
type Library = typeof Sonner;
let library: Promise<Library> | undefined;
const waiting = new Set<(library: Library) => void>();

/** The toast library, fetched once. */
export function loadToasts(): Promise<Library> {
  if (!library) {
    library = import('sonner');
    void library.then((loaded) => {
      for (const callback of waiting) callback(loaded);
      waiting.clear();
    });
  }
  return library;
}

/** Calls back with the library once it is fetched (by `loadToasts`); answers a function that stops waiting. */
export function whenToastsLoaded(callback: (library: Library) => void): () => void {
  if (library) {
    let live = true;
    void library.then((loaded) => live && callback(loaded));
    return () => {
      live = false;
    };
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}

type Show = (...args: Parameters<Library['toast']['success']>) => void;

/** `toast.success(message, options)` and `toast.error(message, options)`, as sonner's. */
export const toast: { success: Show; error: Show } = {
  success: (...args) => void loadToasts().then((loaded) => loaded.toast.success(...args)),
  error: (...args) => void loadToasts().then((loaded) => loaded.toast.error(...args)),
};
