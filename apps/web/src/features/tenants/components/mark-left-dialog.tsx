import { zodResolver } from '@hookform/resolvers/zod';
import { todayIso } from '@pg/contracts/common';
import { type Tenant, tenantLeaveInput } from '@pg/contracts/tenants';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { DateInput } from '@/components/ui/date-input';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { useMarkTenantLeft } from '@/features/tenants/api/mark-tenant-left';
import { placeFieldErrors, toastFailure } from '@/lib/form-errors';
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
          if (!placeFieldErrors(form, error, ['left_at']))
            toastFailure('Failed to mark tenant as left', error, 'Please try again.');
        },
      },
    );
  });

  return (
    <FormDialog
      open={tenant !== null}
      onOpenChange={onOpenChange}
      title="Mark as left"
      description={
        tenant
          ? `${tenant.name} will move to Inactive Tenants and will no longer be offered for bookings, payments or complaints.`
          : ''
      }
      pending={pending}
      submitLabel="Mark as left"
      destructive
      onSubmit={onSubmit}
    >
      <FormField
        label="Date left"
        error={errors.left_at?.message}
        description={tenant ? `Joined on ${formatDate(tenant.joined_at)}.` : undefined}
      >
        {(control) => (
          <DateInput
            form={form.control}
            name="left_at"
            control={control}
            min={tenant?.joined_at}
            max={todayIso()}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
