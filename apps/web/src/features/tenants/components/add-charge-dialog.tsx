import { bookingStatusLabel } from '@pg/contracts/bookings';
import { CHARGE_CATEGORIES, chargeForm } from '@pg/contracts/charges';
import { todayIso } from '@pg/contracts/dates';
import type { z } from 'zod';
import { DateField } from '@/components/ui/date-input';
import { type DialogOpenProps, FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, MoneyField, TextareaField } from '@/components/ui/form-field';
import { SelectFormField, type SelectOption } from '@/components/ui/select-field';
import { useAddCharge } from '@/features/tenants/api/add-charge';
import { useTenantBookings } from '@/features/tenants/api/get-tenant-bookings';
import { useDialogForm } from '@/lib/dialog-form';
import { formatDate, formatMoney } from '@/lib/format';

type FormValues = z.input<typeof chargeForm>;
const CATEGORY_OPTIONS = CHARGE_CATEGORIES.map((c) => ({ value: c, label: c }));

const blank = (): FormValues => ({
  date: todayIso(),
  category: 'Electricity',
  amount: '',
  description: '',
  booking_id: '',
});

type AddChargeDialogProps = DialogOpenProps & {
  tenant: { id: string; name: string; branch_id: string };
};

/**
 * Add charge: what a tenant owes besides rent (electricity, food, damage...), due on its date; for one
 * of the tenant's bookings or none.
 */
export function AddChargeDialog({ tenant, open, onOpenChange }: AddChargeDialogProps) {
  const { form, pending, dialog } = useDialogForm({
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
  const field = fieldsOf(form.control);
  const bookings = useTenantBookings(tenant.branch_id, tenant.id);
  const bookingOptions: SelectOption[] = (bookings.data?.items ?? []).map((b) => ({
    value: b.id,
    label: `Room ${b.room_number} · Bed ${b.bed_number}`,
    description: `${formatDate(b.start_date)} – ${formatDate(b.end_date)} · ${bookingStatusLabel(b)}`,
  }));

  return (
    <FormDialog
      {...dialog}
      title="Add charge"
      description={`Something ${tenant.name} owes besides rent. It falls due on its date.`}
      submitLabel="Add charge"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectFormField
          {...field('category')}
          label="Category"
          options={CATEGORY_OPTIONS}
          disabled={pending}
        />
        <MoneyField {...field('amount')} label="Amount (₹)" />
      </div>
      <DateField {...field('date')} label="Due date" />
      <SelectFormField
        {...field('booking_id')}
        label="Booking (optional)"
        options={bookingOptions}
        none="No booking"
        disabled={pending}
      />
      <TextareaField
        {...field('description')}
        label="Description (optional)"
        rows={2}
        placeholder="e.g. Meter 1204 to 1290"
      />
    </FormDialog>
  );
}
