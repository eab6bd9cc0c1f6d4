import { zodResolver } from '@hookform/resolvers/zod';
import { BOOKING_STATUS_LABELS } from '@pg/contracts/bookings';
import { todayIso } from '@pg/contracts/common';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_PURPOSE_LABELS, paymentForm } from '@pg/contracts/payments';
import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { useCreatePayment } from '@/features/payments/api/create-payment';
import { useOpenBookings } from '@/features/payments/api/get-open-bookings';
import { useFormDraft } from '@/lib/form-draft';
import { placeFieldErrors, toastFailure } from '@/lib/form-errors';
import { formatDate, formatMoney } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/idempotency';
import { PaymentFields } from '@/lib/payment-fields';
import { TenantSelect } from '@/lib/tenant-select';

type FormValues = z.input<typeof paymentForm>;
type FieldName = keyof FormValues;
const FIELDS: FieldName[] = [
  'tenant_id',
  'booking_id',
  'purpose',
  'amount',
  'method',
  'date',
  'reference',
  'note',
];
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

type RecordPaymentDialogProps = {
  branchId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Record Payment: tenant, amount, method (cash by default) and date (today by default) required;
 * booking (that tenant's booked or checked-in bookings), reference and note optional; for rent and
 * charges (the default) or the security deposit.
 */
export function RecordPaymentDialog({ branchId, open, onOpenChange }: RecordPaymentDialogProps) {
  const create = useCreatePayment(branchId);
  // One key per opening: a double click or a retry after a lost connection records once.
  const idempotency = useIdempotencyKey(open, `payment:${branchId}`);
  const navigate = useNavigate();
  const pending = create.isPending;

  const form = useForm<FormValues, unknown, z.output<typeof paymentForm>>({
    resolver: zodResolver(paymentForm),
    defaultValues: blank(),
  });
  const { errors } = form.formState;
  const tenantId = useWatch({ control: form.control, name: 'tenant_id' });
  const bookings = useOpenBookings(branchId, tenantId);
  // A tenant with exactly one open booking: that booking is chosen for them (they may still pick "No booking").
  const prefilledFor = useRef<string | null>(null);

  // Each opening starts blank, with today's date.
  useEffect(() => {
    if (open) {
      form.reset(blank());
      create.reset();
      prefilledFor.current = null;
    }
  }, [open, form, create.reset]);
  useFormDraft(form, `payment:${branchId}`, open);
  useEffect(() => {
    const items = bookings.data?.items;
    if (!tenantId || !items || prefilledFor.current === tenantId) return;
    prefilledFor.current = tenantId;
    if (items.length === 1 && items[0]) form.setValue('booking_id', items[0].id);
  }, [tenantId, bookings.data, form]);

  const onError = (error: unknown) => {
    idempotency.renewIfRefused(error);
    if (!placeFieldErrors(form, error, FIELDS))
      toastFailure('Failed to record payment', error, 'Please try again.');
  };

  const onSubmit = form.handleSubmit((input) => {
    create.mutate(
      { input, idempotencyKey: idempotency.current() },
      {
        onSuccess: (payment) => {
          idempotency.renew();
          toast.success('Payment recorded successfully', {
            description: `${formatMoney(payment.amount)} from ${payment.tenant_name} · ${payment.receipt_number}`,
            action: { label: 'Print receipt', onClick: () => navigate(`/payments/${payment.id}/receipt`) },
          });
          onOpenChange(false);
        },
        onError,
      },
    );
  });

  const bookingItems = bookings.data?.items ?? [];

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Record Payment"
      description="Money received from a tenant. A receipt can be printed afterwards."
      pending={pending}
      submitLabel="Record Payment"
      className="sm:max-w-xl"
      onSubmit={onSubmit}
    >
      <FormField label="Tenant" error={errors.tenant_id?.message}>
        {(control) => (
          <TenantSelect
            form={form.control}
            name="tenant_id"
            control={control}
            branchId={branchId}
            disabled={pending}
            onChosen={() => form.setValue('booking_id', '')}
          />
        )}
      </FormField>

      <FormField
        label="Booking (optional)"
        error={errors.booking_id?.message}
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
                      description={`${formatDate(b.start_date)} – ${formatDate(b.end_date)} · ${BOOKING_STATUS_LABELS[b.status]} · ${formatMoney(b.total_rent)}`}
                    >
                      {`Room ${b.room_number} · Bed ${b.bed_number}`}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>

      <FormField label="Payment for" error={errors.purpose?.message}>
        {(control) => (
          <SelectField
            form={form.control}
            name="purpose"
            control={control}
            options={PURPOSES}
            disabled={pending}
          />
        )}
      </FormField>

      <PaymentFields form={form} pending={pending} />

      <FormField label="Note (optional)" error={errors.note?.message}>
        {(control) => <Textarea rows={2} {...control} {...form.register('note')} />}
      </FormField>
    </FormDialog>
  );
}
