import { todayIso } from '@pg/contracts/dates';
import { type Tenant, tenantLeaveInput } from '@pg/contracts/tenants';
import type { z } from 'zod';
import { DateField } from '@/components/ui/date-input';
import { FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf } from '@/components/ui/form-field';
import { useMarkTenantLeft } from '@/features/tenants/api/mark-tenant-left';
import { useDialogForm } from '@/lib/dialog-form';
import { formatDate } from '@/lib/format';

type FormValues = z.input<typeof tenantLeaveInput>;

type MarkLeftDialogProps = {
  /** The tenant leaving; the dialog is open while set. */
  tenant: Tenant | null;
  onOpenChange: (open: boolean) => void;
};

/** 'Mark as left': asks for the date the tenant left (today by default) and moves them to Inactive Tenants. */
export function MarkLeftDialog({ tenant, onOpenChange }: MarkLeftDialogProps) {
  const { form, dialog } = useDialogForm({
    schema: tenantLeaveInput,
    open: tenant !== null,
    initial: (): FormValues => ({ left_at: todayIso() }),
    mutation: useMarkTenantLeft(),
    toVariables: ({ left_at }) => ({ id: tenant?.id ?? '', leftAt: left_at }),
    saved: (saved) => ({
      title: `${saved.name} marked as left`,
      description: `Left on ${formatDate(saved.left_at)}. They are now listed under Inactive Tenants.`,
    }),
    failed: 'Failed to mark tenant as left',
    onDone: () => onOpenChange(false),
  });
  const field = fieldsOf(form.control);

  return (
    <FormDialog
      {...dialog}
      title="Mark as left"
      description={
        tenant
          ? `${tenant.name} will move to Inactive Tenants and will no longer be offered for bookings, payments or complaints.`
          : ''
      }
      submitLabel="Mark as left"
      destructive
    >
      <DateField
        {...field('left_at')}
        label="Date left"
        description={tenant ? `Joined on ${formatDate(tenant.joined_at)}.` : undefined}
        min={tenant?.joined_at}
        max={todayIso()}
      />
    </FormDialog>
  );
}
