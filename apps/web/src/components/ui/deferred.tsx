import type * as React from 'react';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

/**
 * A control the first paint of a page can do without (a header's menus, a select above figures):
 * its code, and the library under it, is fetched as the page renders rather than before, so that
 * a phone draws the page first. `Placeholder` holds its place meanwhile: the same size, so that
 * nothing moves when it arrives, and hidden from assistive technology and the pointer, so that
 * nothing is offered that does nothing yet.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType<P>,
): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function Deferred(props: P) {
    return (
      <Suspense fallback={<Placeholder {...props} />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/** The attributes of a placeholder: seen, not announced, not pressable. */
export const placeholderProps = { 'aria-hidden': true, inert: true } as const;

/**
 * Renders `children` in a task after the one that draws the rest of the page: for the part of a
 * page below its first screen, so that a phone draws the first screen sooner and without one long
 * freeze. Nothing above it moves when it comes.
 */
export function AfterFirstPaint({ children }: { children: React.ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : null;
}
