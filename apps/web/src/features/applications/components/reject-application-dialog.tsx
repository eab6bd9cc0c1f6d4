import { zodResolver } from '@hookform/resolvers/zod';
import { type RejectApplicationInput, rejectApplicationInput } from '@pg/contracts/applications';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, TextareaField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useReviewApplication } from '@/features/applications/api/review-application';
import { placeFieldErrors, toastFailure } from '@/lib/form-errors';

type RejectApplicationDialogProps = {
  application: { id: string; full_name: string } | null;
  onClose: () => void;
};

/** Reject asks for a reason (kept with the application, for whoever reads it later). */
export function RejectApplicationDialog({ application, onClose }: RejectApplicationDialogProps) {
  const { reject } = useReviewApplication();
  const pending = reject.isPending;
  const form = useForm<RejectApplicationInput, unknown, z.output<typeof rejectApplicationInput>>({
    resolver: zodResolver(rejectApplicationInput),
    defaultValues: { reason: '' },
  });
  const field = fieldsOf(form.control);
  const open = application !== null;

  useEffect(() => {
    if (open) {
      form.reset({ reason: '' });
      reject.reset();
    }
  }, [open, form, reject.reset]);

  const onSubmit = form.handleSubmit(({ reason }) => {
    if (!application) return;
    reject.mutate(
      { id: application.id, reason },
      {
        onSuccess: () => {
          toast.success('Application rejected', {
            description: `${application.full_name} was not accepted.`,
          });
          onClose();
        },
        onError: (error) => {
          if (!placeFieldErrors(form, error, ['reason']))
            toastFailure('Failed to reject application', error, 'Please try again.');
        },
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Reject application"
      description={
        <>
          {application ? `Why is the application of ${application.full_name} not accepted?` : ''} The photos
          of a rejected application are deleted after the retention period.
        </>
      }
      pending={pending}
      submitLabel="Reject application"
      destructive
      onSubmit={onSubmit}
      form={form.control}
    >
      <TextareaField
        {...field('reason')}
        label="Reason"
        rows={3}
        maxLength={500}
        placeholder="e.g. No beds free this month"
        disabled={pending}
      />
    </FormDialog>
  );
}
