import { zodResolver } from '@hookform/resolvers/zod';
import { todayIso } from '@pg/contracts/common';
import { type Tenant, tenantLeaveInput } from '@pg/contracts/tenants';
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
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useMarkTenantLeft } from '@/features/tenants/api/mark-tenant-left';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';

type FormValues = z.input<typeof tenantLeaveInput>;

type MarkLeftDialogProps = {
  /** The tenant leaving; the dialog is open while set. */
  tenant: Tenant | null;
  onOpenChange: (open: boolean) => void;
};

/** 'Mark as left': asks for the date the tenant left (today by default) and moves them to Inactive Tenants. */
export function MarkLeftDialog({ tenant, onOpenChange }: MarkLeftDialogProps) {
  const markLeft = useMarkTenantLeft();
  const pending = markLeft.isPending;
  const form = useForm<FormValues, unknown, z.output<typeof tenantLeaveInput>>({
    resolver: zodResolver(tenantLeaveInput),
    defaultValues: { left_at: todayIso() },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (tenant) {
      form.reset({ left_at: todayIso() });
      markLeft.reset();
    }
  }, [tenant, form, markLeft.reset]);

  const onSubmit = form.handleSubmit(({ left_at }) => {
    if (!tenant) return;
    markLeft.mutate(
      { id: tenant.id, leftAt: left_at },
      {
        onSuccess: (saved) => {
          toast.success(`${saved.name} marked as left`, {
            description: `Left on ${formatDate(saved.left_at)}. They are now listed under Inactive Tenants.`,
          });
          onOpenChange(false);
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.fields?.left_at : undefined;
          if (message) {
            form.setError('left_at', { message }, { shouldFocus: true });
            return;
          }
          toast.error('Failed to mark tenant as left', {
            description: errorMessage(error, 'Please try again.'),
          });
        },
      },
    );
  });

  return (
    <Dialog open={tenant !== null} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Mark as left</DialogTitle>
          <DialogDescription>
            {tenant
              ? `${tenant.name} will move to Inactive Tenants and will no longer be offered for bookings, payments or complaints.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField
            label="Date left"
            error={errors.left_at?.message}
            description={tenant ? `Joined on ${formatDate(tenant.joined_at)}.` : undefined}
          >
            {(control) => (
              <Input
                type="date"
                min={tenant?.joined_at}
                max={todayIso()}
                {...control}
                {...form.register('left_at')}
              />
            )}
          </FormField>
          <DialogFooter className="pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending && <Spinner decorative />}
              Mark as left
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
