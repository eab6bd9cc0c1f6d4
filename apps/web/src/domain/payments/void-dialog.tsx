import { voidInput } from '@pg/contracts/corrections';
import type { UseMutationResult } from '@tanstack/react-query';
import type * as React from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, TextareaField } from '@/components/ui/form-field';
import { useDialogForm } from '@/lib/dialog-form';

/** What voids a record: a mutation (its feature's `useVoid…`) taking the id and the reason. */
type VoidMutation = UseMutationResult<unknown, unknown, { id: string; reason: string }>;

type VoidDialogProps = {
  /** The record to void; the dialog is open while set. */
  record: { id: string } | null;
  onClose: () => void;
  /** 'Void payment', 'Void charge'... also the confirming button's label. */
  title: string;
  /** What voiding does to this record, in the user's words. */
  description: React.ReactNode;
  mutation: VoidMutation;
  /** The toasts: 'Payment voided', 'Failed to void payment'. */
  doneText: string;
  failedText: string;
};

/**
 * Voiding a money record: a required reason, then a red button. The record stays in the history,
 * struck through with the reason, and counts nowhere; the caller says so in `description`.
 */
export function VoidDialog({
  record,
  onClose,
  title,
  description,
  mutation,
  doneText,
  failedText,
}: VoidDialogProps) {
  const { form, dialog } = useDialogForm({
    schema: voidInput,
    open: record !== null,
    initial: () => ({ reason: '' }),
    mutation,
    // Only an open dialog (a record) saves.
    toVariables: ({ reason }) => ({ id: record?.id ?? '', reason }),
    saved: doneText,
    failed: failedText,
    onDone: onClose,
  });
  const field = fieldsOf(form.control);

  return (
    <FormDialog {...dialog} title={title} description={description} submitLabel={title} destructive>
      <TextareaField
        {...field('reason')}
        label="Reason"
        description="Kept with the record for everyone to see."
        rows={2}
        placeholder="e.g. Entered twice"
      />
    </FormDialog>
  );
}
