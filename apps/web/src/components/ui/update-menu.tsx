import { ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ActionMenu, type MenuAction } from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';

export type UpdateAction = MenuAction;

type UpdateMenuProps = {
  /** The button's accessible name, e.g. 'Update booking of Asha, bed A'. */
  label: string;
  /** The record's change is being saved: a spinner, and no second change meanwhile. */
  busy: boolean;
  /** Above the choices, e.g. 'Now: Open'. */
  heading?: string;
  /** The changes the record can take now; none shows a dash. */
  actions: UpdateAction[];
};

/** A row's 'Update' button opening the changes its record can take now (a status, say). */
export function UpdateMenu({ label, busy, heading, actions }: UpdateMenuProps) {
  if (actions.length === 0) return <span className="text-muted-foreground text-xs">—</span>;
  return (
    <ActionMenu
      trigger={
        <Button variant="outline" size="sm" disabled={busy} aria-label={label}>
          {busy && <Spinner decorative />}
          Update
          <ChevronDown aria-hidden="true" />
        </Button>
      }
      heading={heading}
      actions={actions}
    />
  );
}
