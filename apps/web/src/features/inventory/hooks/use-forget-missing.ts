import { useEffect } from 'react';

/**
 * Clears a filter from the address once its options have loaded without it (a deleted record, or
 * a link made in another branch), so the list does not stay filtered by something invisible.
 */
export function useForgetMissing(
  id: string | undefined,
  options: { isSuccess: boolean; data?: { items: { id: string }[] } | undefined },
  forget: () => void,
) {
  const missing =
    id !== undefined && options.isSuccess && !options.data?.items.some((item) => item.id === id);
  useEffect(() => {
    if (missing) forget();
  }, [missing, forget]);
}
