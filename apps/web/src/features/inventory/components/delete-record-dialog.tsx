import type * as React from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** What deleting each level takes with it (the property's, counted, is on the properties page). */
const DELETE_TEXTS = {
  floor: {
    title: 'Are you sure you want to delete this floor?',
    description: 'Its rooms and beds will be deleted too. This cannot be undone.',
  },
  room: {
    title: 'Are you sure you want to delete this room?',
    description: 'Its beds will be deleted too. This cannot be undone.',
  },
  bed: { title: 'Are you sure you want to delete this bed?', description: 'This cannot be undone.' },
};

type DeleteRecordDialogProps = {
  level: keyof typeof DELETE_TEXTS;
  /** The record, as the page or panel names it ('Floor 1: First Floor (Sunrise)'). */
  subject: React.ReactNode;
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** The confirmation before a floor, a room or a bed is deleted, on its page or in its panel. */
export function DeleteRecordDialog({ level, ...props }: DeleteRecordDialogProps) {
  return <ConfirmDialog {...DELETE_TEXTS[level]} {...props} />;
}
