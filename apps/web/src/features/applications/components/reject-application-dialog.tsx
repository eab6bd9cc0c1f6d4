import { zodResolver } from '@hookform/resolvers/zod';
import { type RejectApplicationInput, rejectApplicationInput } from '@pg/contracts/applications';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useReviewApplication } from '@/features/applications/api/review-application';
import { ApiError, errorMessage } from '@/lib/api-client';

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
          const message = error instanceof ApiError ? error.fields?.reason : undefined;
          if (message) form.setError('reason', { message }, { shouldFocus: true });
          else
            toast.error('Failed to reject application', {
              description: errorMessage(error, 'Please try again.'),
            });
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject application</DialogTitle>
          <DialogDescription>
            {application ? `Why is the application of ${application.full_name} not accepted?` : ''} The photos
            of a rejected application are deleted after the retention period.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField label="Reason" error={form.formState.errors.reason?.message}>
            {(control) => (
              <Textarea
                {...control}
                {...form.register('reason')}
                rows={3}
                maxLength={500}
                placeholder="e.g. No beds free this month"
                disabled={pending}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending && <Spinner decorative />}
              Reject application
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
