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

type ConfirmDeleteDialogProps = {
  open: boolean;
  /** The spec's question, e.g. 'Are you sure you want to delete this floor?' */
  question: string;
  /** What goes with it, in plain words. */
  description: React.ReactNode;
  /** The record being deleted, shown under the question. */
  subject?: React.ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A delete confirmation: focus starts on Cancel; cannot be dismissed while the delete runs. */
export function ConfirmDeleteDialog({
  open,
  question,
  description,
  subject,
  pending,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  // Keep showing what is being deleted while the dialog animates closed.
  const [shown, setShown] = useState({ description, subject });
  if (open && (shown.description !== description || shown.subject !== subject))
    setShown({ description, subject });
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{question}</AlertDialogTitle>
          <AlertDialogDescription>{shown.description}</AlertDialogDescription>
        </AlertDialogHeader>
        {shown.subject && <p className="rounded-md bg-muted px-3 py-2 text-sm">{shown.subject}</p>}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending && <Spinner decorative />}
            Delete
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
