import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

type SpinnerProps = React.ComponentProps<'svg'> & {
  /** Accessible name of the status; ignored when `decorative`. */
  label?: string;
  /** Inside a button that already says what is happening: hidden from assistive technology. */
  decorative?: boolean;
};

export function Spinner({ className, label = 'Loading', decorative = false, ...props }: SpinnerProps) {
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'status', 'aria-label': label };
  return (
    <LoaderCircle data-slot="spinner" className={cn('size-4 animate-spin', className)} {...a11y} {...props} />
  );
}

/** A spinner centred in the whole viewport (session loading, first route load). */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-svh items-center justify-center">
      <Spinner className="size-8 text-primary" />
    </div>
  );
}
