import { useEffect } from 'react';
import { notifyError } from '@/features/inventory/notify';

/** A failed load of a page's list shows the page's 'Error' toast (once per failure). */
export function useLoadErrorToast(query: { isError: boolean; error: unknown }) {
  const { isError, error } = query;
  useEffect(() => {
    if (isError) notifyError('page', error);
  }, [isError, error]);
}
