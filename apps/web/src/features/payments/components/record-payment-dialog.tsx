import { zodResolver } from '@hookform/resolvers/zod';
import { BOOKING_STATUS_LABELS } from '@pg/contracts/bookings';
import { todayIso } from '@pg/contracts/common';
import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  paymentInput,
} from '@pg/contracts/payments';
import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { TenantSelect } from '@/components/tenant-select';
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useCreatePayment } from '@/features/payments/api/create-payment';
import { useOpenBookings } from '@/features/payments/api/get-open-bookings';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate, formatMoney } from '@/lib/format';

type FormValues = z.input<typeof paymentInput>;
type FieldName = keyof FormValues;
const FIELDS: FieldName[] = ['tenant_id', 'booking_id', 'amount', 'method', 'date', 'reference', 'note'];
/** Radix Select cannot hold an empty value: "no booking" is this sentinel in the control only. */
const NO_BOOKING = 'none';

const blank = (): FormValues => ({
  tenant_id: '',
  booking_id: '',
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
 * booking (that tenant's booked or checked-in bookings), reference and note optional.
 */
export function RecordPaymentDialog({ branchId, open, onOpenChange }: RecordPaymentDialogProps) {
  const create = useCreatePayment(branchId);
  const navigate = useNavigate();
  const pending = create.isPending;

  const form = useForm<FormValues, unknown, z.output<typeof paymentInput>>({
    resolver: zodResolver(paymentInput),
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
  useEffect(() => {
    const items = bookings.data?.items;
    if (!tenantId || !items || prefilledFor.current === tenantId) return;
    prefilledFor.current = tenantId;
    if (items.length === 1 && items[0]) form.setValue('booking_id', items[0].id);
  }, [tenantId, bookings.data, form]);

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.fields) {
      let placed = false;
      for (const name of FIELDS) {
        const message = error.fields[name];
        if (message) {
          form.setError(name, { message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (placed) return;
    }
    toast.error('Failed to record payment', { description: errorMessage(error, 'Please try again.') });
  };

  const onSubmit = form.handleSubmit((input) => {
    create.mutate(input, {
      onSuccess: (payment) => {
        toast.success('Payment recorded successfully', {
          description: `${formatMoney(payment.amount)} from ${payment.tenant_name} · ${payment.receipt_number}`,
          action: { label: 'Print receipt', onClick: () => navigate(`/payments/${payment.id}/receipt`) },
        });
        onOpenChange(false);
      },
      onError,
    });
  });

  const bookingItems = bookings.data?.items ?? [];

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Record Payment</DialogTitle>
          <DialogDescription>
            Money received from a tenant. A receipt can be printed afterwards.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField label="Tenant" error={errors.tenant_id?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="tenant_id"
                render={({ field }) => (
                  <TenantSelect
                    branchId={branchId}
                    value={field.value}
                    onChange={(id) => {
                      field.onChange(id);
                      form.setValue('booking_id', '');
                    }}
                    onBlur={field.onBlur}
                    disabled={pending}
                    control={control}
                  />
                )}
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

          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Amount (₹)" error={errors.amount?.message}>
              {(control) => (
                <Input
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0.01"
                  placeholder="0.00"
                  {...control}
                  {...form.register('amount')}
                />
              )}
            </FormField>
            <FormField label="Method" error={errors.method?.message}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="method"
                  render={({ field }) => (
                    <Select
                      value={field.value}
                      onValueChange={(v) => field.onChange(v as PaymentMethod)}
                      disabled={pending}
                    >
                      <SelectTrigger className="w-full" onBlur={field.onBlur} {...control}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {PAYMENT_METHODS.map((m) => (
                          <SelectItem key={m} value={m}>
                            {PAYMENT_METHOD_LABELS[m]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Date" error={errors.date?.message}>
              {(control) => <Input type="date" {...control} {...form.register('date')} />}
            </FormField>
            <FormField
              label="Reference (optional)"
              error={errors.reference?.message}
              description="UPI/UTR, cheque or card slip number"
            >
              {(control) => (
                <Input autoComplete="off" spellCheck={false} {...control} {...form.register('reference')} />
              )}
            </FormField>
          </div>

          <FormField label="Note (optional)" error={errors.note?.message}>
            {(control) => <Textarea rows={2} {...control} {...form.register('note')} />}
          </FormField>

          <DialogFooter className="pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Spinner decorative />}
              Record Payment
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
