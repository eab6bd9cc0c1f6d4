import { BOOKING_STATUS_LABELS } from '@pg/contracts/bookings';
import { todayIso } from '@pg/contracts/dates';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_PURPOSE_LABELS, paymentForm } from '@pg/contracts/payments';
import { useEffect, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { type DialogOpenProps, FormDialog } from '@/components/ui/form-dialog';
import { BoundFormField, fieldsOf, TextareaField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SelectFormField } from '@/components/ui/select-field';
import { PaymentFields, usePaymentRecordedToast } from '@/domain/payments/payment-fields';
import { TenantField } from '@/domain/tenants/tenant-field';
import { useCreatePayment } from '@/features/payments/api/create-payment';
import { useOpenBookings } from '@/features/payments/api/get-open-bookings';
import { useTenantBalance } from '@/features/payments/api/get-tenant-balance';
import { useDialogForm } from '@/lib/dialog-form';
import { formatStayDates, formatStayRent } from '@/lib/format';

type FormValues = z.input<typeof paymentForm>;
/** What a payment recorded here is for: rent and charges unless the tenant pays the deposit. */
const PURPOSES = (['rent', 'deposit'] as const).map((p) => ({ value: p, label: PAYMENT_PURPOSE_LABELS[p] }));
/** Radix Select cannot hold an empty value: "no booking" is this sentinel in the control only. */
const NO_BOOKING = 'none';

const blank = (): FormValues => ({
  tenant_id: '',
  booking_id: '',
  purpose: 'rent',
  amount: '',
  method: DEFAULT_PAYMENT_METHOD,
  date: todayIso(),
  reference: '',
  note: '',
});

type RecordPaymentDialogProps = DialogOpenProps & {
  branchId: string;
};

/**
 * Record Payment: tenant, amount, method (cash by default) and date (today by default) required;
 * booking (that tenant's booked or checked-in bookings), reference and note optional; for rent and
 * charges (the default) or the security deposit. The amount starts as what the tenant owes for it.
 */
export function RecordPaymentDialog({ branchId, open, onOpenChange }: RecordPaymentDialogProps) {
  const { form, pending, dialog } = useDialogForm({
    schema: paymentForm,
    open,
    initial: blank,
    mutation: useCreatePayment(branchId),
    // One key per opening: a double click or a retry after a lost connection records once.
    idempotent: true,
    saved: usePaymentRecordedToast(),
    failed: 'Failed to record payment',
    confirm: { field: 'amount_confirmed', title: 'Check the amount' },
    onDone: () => onOpenChange(false),
    draft: `payment:${branchId}`,
  });
  const field = fieldsOf(form.control);
  const tenantId = useWatch({ control: form.control, name: 'tenant_id' });
  const bookings = useOpenBookings(branchId, tenantId);
  // A tenant with exactly one open booking: that booking is chosen for them (they may still pick "No booking").
  const prefilledFor = useRef<string | null>(null);

  useEffect(() => {
    if (open) prefilledFor.current = null;
  }, [open]);
  useEffect(() => {
    const items = bookings.data?.items;
    if (!tenantId || !items || prefilledFor.current === tenantId) return;
    prefilledFor.current = tenantId;
    if (items.length === 1 && items[0]) form.setValue('booking_id', items[0].id);
  }, [tenantId, bookings.data, form]);

  // The amount: what the tenant owes for the purpose chosen (rent and charges due today, or the
  // deposit still to pay), until the user edits the field; however late the figure arrives, an
  // amount typed (or cleared) is never replaced.
  const purpose = useWatch({ control: form.control, name: 'purpose' });
  const balance = useTenantBalance(branchId, tenantId);
  const typed = useRef(false);
  useEffect(() => {
    if (!open) return;
    typed.current = false;
    const watching = form.watch((_values, { name, type }) => {
      if (name === 'amount' && type === 'change') typed.current = true;
    });
    return () => watching.unsubscribe();
  }, [open, form]);
  useEffect(() => {
    const b = balance.data;
    if (!tenantId || !b || b.tenant_id !== tenantId || typed.current) return;
    const owed = purpose === 'deposit' ? b.deposit_due : b.balance;
    form.setValue('amount', (owed > 0 ? String(owed) : '') as never);
  }, [tenantId, purpose, balance.data, form]);

  const bookingItems = bookings.data?.items ?? [];

  return (
    <FormDialog
      {...dialog}
      title="Record Payment"
      description="Money received from a tenant. A receipt can be printed afterwards."
      submitLabel="Record Payment"
      className="sm:max-w-xl"
    >
      <TenantField
        {...field('tenant_id')}
        label="Tenant"
        branchId={branchId}
        disabled={pending}
        onChosen={() => form.setValue('booking_id', '')}
      />

      <BoundFormField
        {...field('booking_id')}
        label="Booking (optional)"
        description={
          tenantId && bookings.isSuccess && bookingItems.length === 0
            ? 'This tenant has no booked or checked-in booking.'
            : undefined
        }
      >
        {(control) => (
          <Controller
            control={form.control}
            name="booking_id"
            render={({ field }) => (
              <Select
                value={!tenantId ? '' : field.value ? field.value : NO_BOOKING}
                onValueChange={(v) => field.onChange(v === NO_BOOKING ? '' : v)}
                disabled={pending || !tenantId}
              >
                <SelectTrigger className="w-full" onBlur={field.onBlur} {...control}>
                  <SelectValue placeholder={!tenantId ? 'Select a tenant first' : 'No booking'} />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_BOOKING}>No booking</SelectItem>
                  {bookingItems.map((b) => (
                    <SelectItem
                      key={b.id}
                      value={b.id}
                      description={`${formatStayDates(b)} · ${BOOKING_STATUS_LABELS[b.status]} · ${formatStayRent(b)}`}
                    >
                      {`Room ${b.room_number} · Bed ${b.bed_number}`}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </BoundFormField>

      <SelectFormField {...field('purpose')} label="Payment for" options={PURPOSES} disabled={pending} />

      <PaymentFields form={form.control} pending={pending} />

      <TextareaField {...field('note')} label="Note (optional)" rows={2} />
    </FormDialog>
  );
}
