import { Ban, Pencil } from 'lucide-react';
import { RowMenu } from '@/components/ui/row-menu';

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
    <RowMenu
      label={label}
      actions={[
        { key: 'edit', label: 'Edit', icon: Pencil, onSelect: onEdit },
        { key: 'void', label: 'Void', icon: Ban, destructive: true, separated: true, onSelect: onVoid },
      ]}
    />
  );
}
