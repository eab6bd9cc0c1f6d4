import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** A form's submit button: while the form saves, it is disabled and shows a spinner before its label. */
export function SubmitButton({
  pending,
  children,
  ...props
}: Omit<React.ComponentProps<typeof Button>, 'type' | 'disabled'> & { pending: boolean }) {
  return (
    <Button type="submit" disabled={pending} {...props}>
      {pending && <Spinner decorative />}
      {children}
    </Button>
  );
}
