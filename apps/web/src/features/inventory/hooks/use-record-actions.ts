import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { type NotifyStyle, notifyError, notifySuccess } from '@/features/inventory/notify';
import { useSession } from '@/lib/session';

type RecordActionsOptions<T> = {
  /** The level, whose permissions (floors:create, floors:update, floors:delete) decide what is offered. */
  resource: 'properties' | 'floors' | 'rooms' | 'beds';
  /** The level's delete mutation (by id). */
  remove: UseMutationResult<unknown, Error, string>;
  /** How the screen reports the outcome (page toast or panel toast). */
  notify: NotifyStyle;
  /** The spec's words once deleted, e.g. 'Floor deleted successfully'. */
  deleted: string;
  /** After a delete, e.g. to forget a selection of the deleted record. */
  onDeleted?: (item: T) => void;
};

/**
 * The add, edit and delete flow of one inventory level (properties, floors, rooms, beds) on a page
 * or a panel: which record the form dialog edits (none: adding), and which one the delete
 * confirmation asks about, then deletes.
 */
export function useRecordActions<T extends { id: string }>({
  resource,
  remove,
  notify,
  deleted,
  onDeleted,
}: RecordActionsOptions<T>) {
  const { can } = useSession();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(notify, deleted);
        onDeleted?.(deleting);
        setDeleting(null);
      },
      onError: (error) => notifyError(notify, error),
    });
  };

  const openEdit = (item: T) => {
    setEditing(item);
    setFormOpen(true);
  };
  const onEdit = can(`${resource}:update`) ? openEdit : undefined;
  const onDelete = can(`${resource}:delete`) ? setDeleting : undefined;

  return {
    /** Spread on the level's form dialog. */
    form: { open: formOpen, onOpenChange: setFormOpen },
    editing,
    /** Each undefined when the user may not (the button is left out). */
    onAdd: can(`${resource}:create`)
      ? () => {
          setEditing(null);
          setFormOpen(true);
        }
      : undefined,
    onEdit,
    onDelete,
    /** A record's edit and delete buttons (RowActions), bound to it. */
    actionsFor: (item: T) => ({
      onEdit: onEdit && (() => onEdit(item)),
      onDelete: onDelete && (() => onDelete(item)),
    }),
    deleting,
    /** Spread on the delete confirmation (with its texts). */
    confirm: {
      open: deleting !== null,
      pending: remove.isPending,
      onConfirm: confirmDelete,
      onClose: () => setDeleting(null),
    },
  };
}
