import { Plus } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';

/** The button that opens the form of a new record ('Add Expense', 'Create Booking'): a plus, then its label. */
export function AddButton({ children, ...props }: React.ComponentProps<typeof Button>) {
  return (
    <Button {...props}>
      <Plus aria-hidden="true" />
      {children}
    </Button>
  );
}
