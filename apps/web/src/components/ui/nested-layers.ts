import type * as React from 'react';
import { useCallback, useRef } from 'react';

/**
 * The floating layers on screen (dialogs, sheets, popovers, menus, the combobox's list), in the
 * order they opened.
 *
 * The console renders with Preact, where an event inside a portal travels up the page, not up the
 * components that rendered the portal. Radix decides whether a press or a focus is inside a layer
 * by the component tree, so a tap on a date in a date picker opened from a dialog, or on a bed in
 * the list of a booking form, would reach the dialog as a tap outside it, and close it. A layer
 * that opened after this one, while this one was open, was opened from it (a modal layer takes
 * every press and focus while it is open); an interaction there is inside this one.
 */
const onScreen = new Set<HTMLElement>();
/** When each layer's element opened, counted up: a layer opened from another has a larger number. */
const openedAt = new WeakMap<HTMLElement, number>();
let opened = 0;

export type OutsideEvent = { target: EventTarget | null; preventDefault(): void };

/**
 * For a Radix layer's content: the `ref` that records the layer while it is on screen, and the
 * `onInteractOutside` that keeps it open when the press or focus is inside a layer it opened.
 * `ref` and `onInteractOutside` are the caller's own, run as before.
 */
export function useNestedLayer<E extends OutsideEvent>(
  ref: React.Ref<HTMLDivElement> | undefined,
  onInteractOutside: ((event: E) => void) | undefined,
) {
  const node = useRef<HTMLDivElement | null>(null);
  const setNode = useCallback(
    (element: HTMLDivElement | null) => {
      if (node.current && node.current !== element) onScreen.delete(node.current);
      node.current = element;
      if (element) {
        if (!openedAt.has(element)) openedAt.set(element, ++opened);
        onScreen.add(element);
      }
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  const interactOutside = useCallback(
    (event: E) => {
      onInteractOutside?.(event);
      const target = event.target;
      if (!(target instanceof Node) || !node.current) return;
      const mine = openedAt.get(node.current) ?? 0;
      for (const layer of onScreen)
        if ((openedAt.get(layer) ?? 0) > mine && layer.contains(target)) return event.preventDefault();
    },
    [onInteractOutside],
  );
  return { ref: setNode, onInteractOutside: interactOutside };
}
