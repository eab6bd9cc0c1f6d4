import { Pencil, Trash2 } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';

/**
 * Edit and delete buttons of a record, each named after it ('Edit floor 2 of Sunrise'); each is
 * left out without its handler (the user may not). `empty` stands in when both are.
 */
export function RowActions({
  label,
  onEdit,
  onDelete,
  empty = <span className="text-muted-foreground">—</span>,
}: {
  label: string;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  empty?: React.ReactNode;
}) {
  if (!onEdit && !onDelete) return empty;
  return (
    <div className="flex justify-end gap-1">
      {onEdit && (
        <Button variant="ghost" size="icon-sm" aria-label={`Edit ${label}`} onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
      )}
      {onDelete && <DeleteButton aria-label={`Delete ${label}`} onClick={onDelete} />}
    </div>
  );
}

/** A record's delete button: a red bin, named by its `aria-label` ('Delete floor 2 of Sunrise'). */
export function DeleteButton(props: Omit<React.ComponentProps<typeof Button>, 'children'>) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
      {...props}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
