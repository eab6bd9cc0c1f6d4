import { MoreHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ActionMenu, type MenuAction } from '@/components/ui/dropdown-menu';

/**
 * A row's '…' menu, named after its record ('Actions for Asha Rao') and headed by it. An action
 * may be left out as `false` or `undefined` (the user may not); nothing shows when none is left.
 */
export function RowMenu({
  label,
  size = 'icon-sm',
  actions,
}: {
  /** The record, as the menu names it: 'payment DUE/2026-27/000001'. */
  label: string;
  size?: 'icon' | 'icon-sm';
  actions: (MenuAction | false | undefined)[];
}) {
  const offered = actions.filter((action): action is MenuAction => Boolean(action));
  if (offered.length === 0) return null;
  return (
    <ActionMenu
      trigger={
        <Button variant="ghost" size={size} aria-label={`Actions for ${label}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      }
      heading={label}
      headingClassName="truncate"
      className="max-w-64"
      actions={offered}
    />
  );
}
