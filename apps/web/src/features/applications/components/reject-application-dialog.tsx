import { rejectApplicationInput } from '@pg/contracts/applications';
import { FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, TextareaField } from '@/components/ui/form-field';
import { useReviewApplication } from '@/features/applications/api/review-application';
import { useDialogForm } from '@/lib/dialog-form';

type RejectApplicationDialogProps = {
  application: { id: string; full_name: string } | null;
  onClose: () => void;
};

/** Reject asks for a reason (kept with the application, for whoever reads it later). */
export function RejectApplicationDialog({ application, onClose }: RejectApplicationDialogProps) {
  const { form, dialog, pending } = useDialogForm({
    schema: rejectApplicationInput,
    open: application !== null,
    initial: () => ({ reason: '' }),
    mutation: useReviewApplication().reject,
    // Only an open dialog (an application) saves.
    toVariables: ({ reason }) => ({ id: application?.id ?? '', reason }),
    saved: () => ({
      title: 'Application rejected',
      description: `${application?.full_name} was not accepted.`,
    }),
    failed: 'Failed to reject application',
    onDone: onClose,
  });
  const field = fieldsOf(form.control);

  return (
    <FormDialog
      {...dialog}
      title="Reject application"
      description={
        <>
          {application ? `Why is the application of ${application.full_name} not accepted?` : ''} The photos
          of a rejected application are deleted after the retention period.
        </>
      }
      submitLabel="Reject application"
      destructive
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
