import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';

/** The address parameter that opens a page's 'Add' form: a link to `/branches?add=1` opens it. */
export const ADD_FROM_ADDRESS = 'add';

/** `${path}?add=1`: the page at `path` with its 'Add' form open. */
export const addLink = (path: string) => `${path}?${ADD_FROM_ADDRESS}=1`;

/**
 * Opens the page's 'Add' form once when the address asks for it (`?add=1`, see addLink), then
 * takes the parameter off the address so Back and a reload do not open it again. Nothing happens
 * when `open` is undefined (the user may not add).
 */
export function useAddFromAddress(open: (() => void) | undefined) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(ADD_FROM_ADDRESS) === '1';
  const openForm = useEffectEvent(() => open?.());
  useEffect(() => {
    if (!asked) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ADD_FROM_ADDRESS);
        return next;
      },
      { replace: true },
    );
    openForm();
  }, [asked, setParams]);
}
