import { zodResolver } from '@hookform/resolvers/zod';
import { bookingInput } from '@pg/contracts/bookings';
import { todayIso } from '@pg/contracts/common';
import type { Bed } from '@pg/contracts/inventory';
import { previewRent } from '@pg/contracts/rent';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
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
import { Spinner } from '@/components/ui/spinner';
import { useCreateBooking } from '@/features/bookings/api/create-booking';
import { BedSelect, bedLabel } from '@/features/bookings/components/bed-select';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';

type FormValues = z.input<typeof bookingInput>;
const FIELDS = ['tenant_id', 'bed_id', 'start_date', 'end_date'] as const;

const blank = (): FormValues => ({ tenant_id: '', bed_id: '', start_date: todayIso(), end_date: '' });

type CreateBookingDialogProps = {
  branchId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Create Booking: a tenant who has not left, an available bed, start and end dates, and the total
 * rent worked out live with the one formula (rent.ts). The server works it out again and stores
 * its own figure.
 */
export function CreateBookingDialog({ branchId, open, onOpenChange }: CreateBookingDialogProps) {
  const create = useCreateBooking(branchId);
  const pending = create.isPending;
  const [bed, setBed] = useState<Bed | null>(null);

  const form = useForm<FormValues, unknown, z.output<typeof bookingInput>>({
    resolver: zodResolver(bookingInput),
    defaultValues: blank(),
  });
  const { errors } = form.formState;
  const [startDate, endDate] = useWatch({ control: form.control, name: ['start_date', 'end_date'] });
  const preview = previewRent(startDate, endDate, bed?.base_rent_per_day);
  const endBeforeStart = Boolean(startDate && endDate && endDate < startDate);

  // Each opening starts blank, from today.
  useEffect(() => {
    if (open) {
      form.reset(blank());
      setBed(null);
      create.reset();
    }
  }, [open, form, create.reset]);

  const failed = (error: unknown) => {
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
    toast.error('Failed to create booking', { description: errorMessage(error, 'Please try again.') });
  };

  const onSubmit = form.handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: (booking) => {
        toast.success('Booking created successfully', {
          description: `${booking.tenant_name} · ${bedLabel(booking)} · ${formatMoney(booking.total_rent)}`,
        });
        onOpenChange(false);
      },
      onError: failed,
    });
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Create Booking</DialogTitle>
          <DialogDescription>
            Book an available bed for a tenant. Both the first and the last day count.
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
                    open={open}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={pending}
                    control={control}
                  />
                )}
              />
            )}
          </FormField>

          <FormField label="Bed" error={errors.bed_id?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="bed_id"
                render={({ field }) => (
                  <BedSelect
                    branchId={branchId}
                    open={open}
                    value={field.value}
                    onChange={(chosen) => {
                      setBed(chosen);
                      field.onChange(chosen?.id ?? '');
                    }}
                    onBlur={field.onBlur}
                    disabled={pending}
                    control={control}
                  />
                )}
              />
            )}
          </FormField>

          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField label="Start date" error={errors.start_date?.message}>
              {(control) => <Input type="date" {...control} {...form.register('start_date')} />}
            </FormField>
            <FormField label="End date" error={errors.end_date?.message}>
              {(control) => (
                <Input type="date" min={startDate || undefined} {...control} {...form.register('end_date')} />
              )}
            </FormField>
          </div>

          <output
            aria-live="polite"
            aria-label="Total rent"
            className="flex flex-col gap-1 rounded-lg border bg-muted/40 px-4 py-3"
          >
            <span className="text-muted-foreground text-sm">Total rent</span>
            {preview && bed ? (
              <>
                <span className="font-semibold text-2xl tabular-nums">{formatMoney(preview.total)}</span>
                <span className="text-muted-foreground text-sm">
                  {`${preview.days} ${preview.days === 1 ? 'day' : 'days'} × ${formatMoney(bed.base_rent_per_day)} a day`}
                </span>
              </>
            ) : (
              <span className="text-muted-foreground text-sm">
                {endBeforeStart
                  ? 'The end date is before the start date.'
                  : 'Choose a bed and both dates to see the total.'}
              </span>
            )}
          </output>

          <DialogFooter className="pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Spinner decorative />}
              Create Booking
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
