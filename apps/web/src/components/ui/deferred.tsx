import type * as React from 'react';
import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { onFirstInteraction } from '@/lib/first-interaction';

/**
 * A control the first paint of a page can do without (a header's menus, a select above figures):
 * its code, and the library under it, is fetched once the page has been drawn rather than before
 * or while it is, so that a phone draws the page first; it replaces its placeholder in a
 * transition, which React renders in slices that let the browser answer a tap between them. `Placeholder` holds its place meanwhile:
 * the same size, so that nothing moves when it arrives, and hidden from assistive technology and
 * the pointer, so that nothing is offered that does nothing yet. Should the fetch fail (the
 * connection dropped), it is tried again at the user's next touch or key press.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType<P>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return function Deferred(props: P) {
    const [Loaded, setLoaded] = useState(() => loaded);
    useEffect(() => {
      if (Loaded) return;
      let current = true;
      let stopWaiting = () => {};
      const fetchIt = () =>
        start().then(
          (component) => current && startTransition(() => setLoaded(() => component)),
          () => {
            if (current) stopWaiting = onFirstInteraction(fetchIt);
          },
        );
      // After the paint, not during the render that makes it: started then, the fetch would
      // count towards the page's largest paint in Lighthouse's model of a slow phone.
      const timer = setTimeout(fetchIt, 0);
      return () => {
        current = false;
        clearTimeout(timer);
        stopWaiting();
      };
    }, [Loaded]);
    return Loaded ? <Loaded {...props} /> : <Placeholder {...props} />;
  };
}

/** The attributes of a placeholder: seen, not announced, not pressable. */
export const placeholderProps = { 'aria-hidden': true, inert: true } as const;

/**
 * Renders `children` in a task after the one that draws the rest of the page: for the part of a
 * page below its first screen, so that a phone draws the first screen sooner and without one long
 * freeze: it renders in a transition, in slices. Nothing above it moves when it comes.
 */
export function AfterFirstPaint({ children }: { children: React.ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : null;
}
