import type * as React from 'react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type ConfirmDialogProps = {
  open: boolean;
  /** The question, e.g. 'Are you sure you want to delete this floor?' */
  title: React.ReactNode;
  /** What goes with it, in plain words. */
  description: React.ReactNode;
  /** The record concerned, shown under the question. */
  subject?: React.ReactNode;
  /** The confirming button's label ('Delete' unless told). */
  confirmLabel?: string;
  /** The dismissing button's label ('Cancel' unless told). */
  cancelLabel?: string;
  /** A red confirming button (the default: most confirmations delete something). */
  destructive?: boolean;
  /** While the confirmed action runs: a spinner, both buttons disabled, no dismissing. */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

type Shown = Pick<ConfirmDialogProps, 'title' | 'description' | 'subject' | 'confirmLabel' | 'destructive'>;

/**
 * A confirmation: focus starts on the dismissing button, it is not dismissed by clicking outside,
 * and not at all while the action runs. It keeps showing its texts while it animates closed.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  subject,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  destructive = true,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const current: Shown = { title, description, subject, confirmLabel, destructive };
  const [shown, setShown] = useState(current);
  if (open && (Object.keys(current) as (keyof Shown)[]).some((key) => current[key] !== shown[key]))
    setShown(current);
  const view = open ? current : shown;

  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{view.title}</AlertDialogTitle>
          <AlertDialogDescription>{view.description}</AlertDialogDescription>
        </AlertDialogHeader>
        {view.subject && <p className="rounded-md bg-muted px-3 py-2 text-sm">{view.subject}</p>}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <Button
            variant={view.destructive ? 'destructive' : 'default'}
            onClick={onConfirm}
            disabled={pending}
          >
            {pending && <Spinner decorative />}
            {view.confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
