import { Ban, MoreHorizontal, Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/**
 * The corrections of a money record (a payment, an expense): 'Edit' and 'Void', behind a menu
 * named after the record ('Actions for payment DUE/2026-27/000001'). Nothing for a voided record.
 */
export function CorrectionActions({
  label,
  voided,
  onEdit,
  onVoid,
}: {
  /** The record, as the menu names it: 'payment DUE/2026-27/000001'. */
  label: string;
  voided: boolean;
  onEdit: () => void;
  onVoid: () => void;
}) {
  if (voided) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${label}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-64">
        <DropdownMenuLabel className="truncate">{label}</DropdownMenuLabel>
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil aria-hidden="true" />
          Edit
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onVoid}>
          <Ban aria-hidden="true" />
          Void
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
