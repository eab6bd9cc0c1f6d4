const EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Calls `callback` once, at the user's first touch, click or key press on the page: the moment to
 * fetch code that only answers what the user does (toasts, the sign-in-again dialog), so that a page
 * opening on a phone does not spend its first seconds on it. Answers a function that stops waiting.
 */
export function onFirstInteraction(callback: () => void): () => void {
  const stop = () => {
    for (const e of EVENTS) window.removeEventListener(e, fire, true);
  };
  function fire() {
    stop();
    callback();
  }
  for (const e of EVENTS) window.addEventListener(e, fire, { capture: true, passive: true });
  return stop;
}
