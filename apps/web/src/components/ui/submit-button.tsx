import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * A form's submit button: while the form saves, it is disabled and shows a spinner before its label.
 * In a page painted from build-time HTML it is disabled until the page's handlers are attached, so
 * that the browser never sends the form by itself (with its fields in the address).
 */
export function SubmitButton({
  pending,
  children,
  ...props
}: Omit<React.ComponentProps<typeof Button>, 'type' | 'disabled'> & { pending: boolean }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" disabled={pending || !hydrated} {...props}>
      {pending && <Spinner decorative />}
      {children}
    </Button>
  );
}
