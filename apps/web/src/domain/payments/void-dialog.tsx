import { zodResolver } from '@hookform/resolvers/zod';
import { type VoidInput, voidInput } from '@pg/contracts/corrections';
import type * as React from 'react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, TextareaField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { toastFailure } from '@/lib/form-errors';

/** What voids a record: a mutation (its feature's `useVoid…`) taking the id and the reason. */
type VoidMutation = {
  mutate: (
    variables: { id: string; reason: string },
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
};

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
  const form = useForm<VoidInput>({ resolver: zodResolver(voidInput), defaultValues: { reason: '' } });
  const field = fieldsOf(form.control);
  useEffect(() => {
    if (record) form.reset({ reason: '' });
  }, [record, form]);

  const onSubmit = form.handleSubmit(({ reason }) => {
    if (!record) return;
    mutation.mutate(
      { id: record.id, reason },
      {
        onSuccess: () => {
          toast.success(doneText);
          onClose();
        },
        onError: (error) => toastFailure(failedText, error, 'Please try again.'),
      },
    );
  });

  return (
    <FormDialog
      open={record !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      pending={mutation.isPending}
      submitLabel={title}
      destructive
      onSubmit={onSubmit}
      form={form.control}
    >
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
