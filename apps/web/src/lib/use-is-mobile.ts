import { useCallback, useSyncExternalStore } from 'react';

/** True while the CSS media query `query` matches; follows resizes and rotation. */
function useMediaQuery(query: string) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below 768 px the console uses its phone layout (the sidebar becomes a drawer). */
export const useIsMobile = () => useMediaQuery('(max-width: 767px)');

/** Below 640 px (a phone held upright) lists show their rows as cards. */
export const useIsNarrow = () => useMediaQuery('(max-width: 639px)');
