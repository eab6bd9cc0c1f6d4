import { useId, useLayoutEffect, useRef } from 'react';

type Marked = { pgConsoleLayer?: string } | null;

const markedBy = (marker: string) => (window.history.state as Marked)?.pgConsoleLayer === marker;

/**
 * When a link was last clicked. A layer that closes because a link in it was followed must not
 * take its history entry back: the router's navigation comes a moment later (once the page's code
 * has loaded), and going back would undo it.
 */
let linkClickedAt = Number.NEGATIVE_INFINITY;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element | null)?.closest?.('a[href]')) linkClickedAt = performance.now();
    },
    true,
  );
}
const followingALink = () => performance.now() - linkClickedAt < 500;

/**
 * Backs this code asked for itself (a layer closed by its buttons takes its entry away). The
 * browser answers them a moment later; a layer opened meanwhile must not take that answer for the
 * user's Back. Counted by the first popstate listener, before any layer's.
 */
let ownBacks = 0;
let ownPop = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    ownPop = ownBacks > 0;
    if (ownPop) ownBacks--;
  });
}
const goBack = () => {
  ownBacks++;
  window.history.back();
};

/**
 * While `open`, the phone's or browser's Back button calls `close` instead of leaving the page: the
 * opening adds an entry to the history (same address), Back takes it away again and closes. A
 * layer that refuses to close (a save under way) puts its entry back. A layer closed any other way
 * removes its entry itself, unless the page has moved on meanwhile or is about to (a link in the
 * layer was followed: its entry then stays, one Back that changes nothing). Layers stack: Back closes the top one.
 */
export function useBackButtonCloses(open: boolean, close: () => boolean | undefined) {
  const marker = useId();
  const onClose = useRef(close);
  onClose.current = close;

  // A layout effect: its entry is taken away as the layer closes, in the same task. A passive
  // effect's cleanup may run after the next frame, when the user (or a test) may already be on the
  // way to another address, which the Back would then cancel.
  useLayoutEffect(() => {
    if (!open) return;
    let active = true;
    const push = () =>
      window.history.pushState({ ...(window.history.state as Marked), pgConsoleLayer: marker }, '');
    const onPop = () => {
      if (ownPop || markedBy(marker)) return; // our own back, or a layer above this one closed
      // Refused at once (false: a save under way, or a question asked first): the entry goes back
      // now, before a layer the refusal opens pushes its own.
      if (onClose.current() === false) {
        push();
        return;
      }
      // Still open a moment later: it refused to close, so Back must find it again.
      setTimeout(() => {
        if (active) push();
      }, 0);
    };
    push();
    window.addEventListener('popstate', onPop);
    return () => {
      active = false;
      window.removeEventListener('popstate', onPop);
      if (markedBy(marker) && !followingALink()) goBack();
      else if (ownBacks > 0 && !followingALink()) {
        // A layer above closed in the same moment (a 'Discard changes?' confirmed) and its Back is
        // on its way: once it lands, this layer's entry is on top and goes too.
        window.addEventListener(
          'popstate',
          () => {
            if (markedBy(marker)) goBack();
          },
          { once: true },
        );
      }
    };
  }, [open, marker]);
}
