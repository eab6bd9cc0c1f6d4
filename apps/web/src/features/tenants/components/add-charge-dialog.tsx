import { BOOKING_STATUS_LABELS } from '@pg/contracts/bookings';
import { CHARGE_CATEGORIES, chargeForm } from '@pg/contracts/charges';
import { todayIso } from '@pg/contracts/common';
import type { z } from 'zod';
import { DateInput } from '@/components/ui/date-input';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { MoneyInput } from '@/components/ui/input';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { useAddCharge } from '@/features/tenants/api/add-charge';
import { useTenantBookings } from '@/features/tenants/api/get-tenant-bookings';
import { useDialogForm } from '@/lib/dialog-form';
import { formatDate, formatMoney } from '@/lib/format';

type FormValues = z.input<typeof chargeForm>;

const blank = (): FormValues => ({
  date: todayIso(),
  category: 'Electricity',
  amount: '',
  description: '',
  booking_id: '',
});

type AddChargeDialogProps = {
  tenant: { id: string; name: string; branch_id: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Add charge: what a tenant owes besides rent (electricity, food, damage...), due on its date; for one
 * of the tenant's bookings or none.
 */
export function AddChargeDialog({ tenant, open, onOpenChange }: AddChargeDialogProps) {
  const { form, onSubmit, pending } = useDialogForm({
    schema: chargeForm,
    open,
    initial: blank,
    mutation: useAddCharge(tenant.id),
    idempotent: true,
    saved: (charge) => ({
      title: 'Charge added',
      description: `${charge.category} · ${formatMoney(charge.amount)}, due on ${formatDate(charge.date)}.`,
    }),
    failed: 'Failed to add charge',
    onDone: () => onOpenChange(false),
  });
  const { errors } = form.formState;
  const bookings = useTenantBookings(tenant.branch_id, tenant.id);
  const bookingOptions: SelectOption[] = (bookings.data?.items ?? []).map((b) => ({
    value: b.id,
    label: `Room ${b.room_number} · Bed ${b.bed_number}`,
    description: `${formatDate(b.start_date)} – ${formatDate(b.end_date)} · ${BOOKING_STATUS_LABELS[b.status]}`,
  }));

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add charge"
      description={`Something ${tenant.name} owes besides rent. It falls due on its date.`}
      pending={pending}
      submitLabel="Add charge"
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Category" error={errors.category?.message}>
          {(control) => (
            <SelectField
              form={form.control}
              name="category"
              control={control}
              options={CHARGE_CATEGORIES.map((c) => ({ value: c, label: c }))}
              disabled={pending}
            />
          )}
        </FormField>
        <FormField label="Amount (₹)" error={errors.amount?.message}>
          {(control) => <MoneyInput {...control} {...form.register('amount')} />}
        </FormField>
      </div>
      <FormField label="Due date" error={errors.date?.message}>
        {(control) => <DateInput form={form.control} name="date" control={control} />}
      </FormField>
      <FormField label="Booking (optional)" error={errors.booking_id?.message}>
        {(control) => (
          <SelectField
            form={form.control}
            name="booking_id"
            control={control}
            options={bookingOptions}
            none="No booking"
            disabled={pending}
          />
        )}
      </FormField>
      <FormField label="Description (optional)" error={errors.description?.message}>
        {(control) => (
          <Textarea
            rows={2}
            placeholder="e.g. Meter 1204 to 1290"
            {...control}
            {...form.register('description')}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
