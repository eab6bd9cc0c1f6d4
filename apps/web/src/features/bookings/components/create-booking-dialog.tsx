import { bookingForm, latestEndDate, NO_RENT_PER_DAY } from '@pg/contracts/bookings';
import { isIsoDate, todayIso } from '@pg/contracts/dates';
import { previewRent, UNTIL_NOTICE } from '@pg/contracts/rent';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '@/components/ui/date-input';
import { type DialogOpenProps, FormDialog } from '@/components/ui/form-dialog';
import { BoundFormField, fieldsOf, InputField, MoneyField } from '@/components/ui/form-field';
import { useBranchBilling } from '@/domain/branches/branch-billing';
import { TenantField } from '@/domain/tenants/tenant-field';
import { useCreateBooking } from '@/features/bookings/api/create-booking';
import {
  bedLabel,
  FreeBedSelect,
  RentPreview,
  rangeOf,
  useChosenFreeBed,
} from '@/features/bookings/components/bed-select';
import { BillingChoice } from '@/features/bookings/components/billing-choice';
import { useDialogForm } from '@/lib/dialog-form';
import { formatStayRent } from '@/lib/format';

type FormValues = z.input<typeof bookingForm>;

const blank = (): FormValues => ({
  tenant_id: '',
  bed_id: '',
  start_date: todayIso(),
  end_date: '',
  deposit: '',
  billing: 'per_day',
  monthly_rent: '',
  notice_days: '',
  lock_in_months: '',
});

type CreateBookingDialogProps = DialogOpenProps & {
  branchId: string;
  /** A bed to book (the bed board's tile): offered first when it is free for the dates. */
  bedId?: string | undefined;
};

/**
 * Create Booking: the dates first, then a bed free on every one of them (grouped by property and
 * room, with its rent per day), a tenant who has not left, and the total rent worked out live with
 * the one formula (rent.ts). The server works it out again and stores its own figure. An optional
 * security deposit, owed on the start date.
 */
export function CreateBookingDialog({ branchId, open, onOpenChange, bedId }: CreateBookingDialogProps) {
  const { form, pending, dialog } = useDialogForm({
    schema: bookingForm,
    open,
    // Each opening starts blank, from today (on the bed asked for, if any).
    initial: () => ({ ...blank(), bed_id: bedId ?? '' }),
    mutation: useCreateBooking(branchId),
    // One key per opening: a double click or a retry after a lost connection books once.
    idempotent: true,
    saved: (booking) => ({
      title: 'Booking created successfully',
      description: `${booking.tenant_name} · ${bedLabel(booking)} · ${formatStayRent(booking)}`,
    }),
    failed: 'Failed to create booking',
    onDone: () => onOpenChange(false),
  });
  const field = fieldsOf(form.control);
  const [startDate, typedEnd, bedChoice, billing, typedRent, typedNotice, typedLockIn] = useWatch({
    control: form.control,
    name: ['start_date', 'end_date', 'bed_id', 'billing', 'monthly_rent', 'notice_days', 'lock_in_months'],
  });
  const monthly = billing === 'monthly';
  const terms = useBranchBilling(branchId, { enabled: open && monthly }).data;
  const endDate = typeof typedEnd === 'string' ? typedEnd : undefined;
  // A stay until notice needs a bed free from its start on (as far as a booking can run).
  const range = rangeOf(
    startDate,
    monthly && !endDate && isIsoDate(startDate) ? latestEndDate(startDate) : endDate,
  );
  const chosen = useChosenFreeBed(branchId, range, bedChoice);
  const bed = chosen.bed;
  const preview = previewRent(startDate, endDate, bed?.base_rent_per_day ?? undefined);
  // A bed let by the month alone cannot be booked per day (the server says so on the billing field).
  const noRentPerDay = !monthly && bed?.base_rent_per_day === null;
  const endBeforeStart = Boolean(startDate && endDate && endDate < startDate);

  // The rent per month starts from the chosen bed's (and can be changed for this stay).
  useEffect(() => {
    if (monthly && bed?.monthly_rent != null && (typedRent === '' || typedRent === undefined)) {
      form.setValue('monthly_rent', String(bed.monthly_rent));
    }
  }, [monthly, bed, typedRent, form]);

  // The notice period and lock-in start from the branch's (and can be changed for this stay).
  useEffect(() => {
    if (!monthly || !terms) return;
    if (typedNotice === '' || typedNotice === undefined)
      form.setValue('notice_days', String(terms.notice_days));
    if (typedLockIn === '' || typedLockIn === undefined)
      form.setValue('lock_in_months', String(terms.lock_in_months));
  }, [monthly, terms, typedNotice, typedLockIn, form]);

  // New dates: a bed that is not free for all of them is no longer the choice.
  useEffect(() => {
    if (chosen.query.isSuccess && bedChoice && !bed) form.setValue('bed_id', '');
  }, [chosen.query.isSuccess, bedChoice, bed, form]);

  return (
    <FormDialog
      {...dialog}
      title="Create Booking"
      description="Choose the dates first, then a bed free for all of them. Both the first and the last day count."
      submitLabel="Create Booking"
      className="sm:max-w-xl"
    >
      <BillingChoice form={form.control} name="billing" disabled={pending} />

      <div className="grid items-start gap-4 sm:grid-cols-2">
        <DateField {...field('start_date')} label="Start date" disabled={pending} />
        <DateField
          {...field('end_date')}
          label={monthly ? 'End date (optional)' : 'End date'}
          description={monthly ? `Empty: ${UNTIL_NOTICE.toLowerCase()}` : undefined}
          min={isIsoDate(startDate) ? startDate : undefined}
          disabled={pending}
        />
      </div>

      <BoundFormField
        {...field('bed_id')}
        label="Bed"
        description="Beds free on every day from the start date to the end date"
      >
        {(control) => (
          <FreeBedSelect
            form={form.control}
            name="bed_id"
            control={control}
            branchId={branchId}
            range={range}
            disabled={pending}
          />
        )}
      </BoundFormField>

      <TenantField
        {...field('tenant_id')}
        label="Tenant"
        branchId={branchId}
        open={open}
        disabled={pending}
      />

      <MoneyField
        {...field('deposit')}
        label="Security deposit (₹, optional)"
        description="Owed on the start date; held, not rent"
        disabled={pending}
      />

      {monthly ? (
        <>
          <MoneyField
            {...field('monthly_rent')}
            label="Rent per month (₹)"
            description="From the bed's rent per month; change it for this stay if agreed"
            disabled={pending}
          />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <InputField
              {...field('notice_days')}
              label="Notice period (days)"
              description="Optional; the branch's when empty"
              inputMode="numeric"
              disabled={pending}
            />
            <InputField
              {...field('lock_in_months')}
              label="Lock-in (months)"
              description="Optional; the branch's when empty"
              inputMode="numeric"
              disabled={pending}
            />
          </div>
        </>
      ) : (
        <RentPreview
          label="Total rent"
          preview={bed && !noRentPerDay ? preview : null}
          rentPerDay={bed?.base_rent_per_day ?? undefined}
          emptyText={
            endBeforeStart
              ? 'The end date is before the start date.'
              : noRentPerDay
                ? NO_RENT_PER_DAY
                : 'Choose both dates and a bed to see the total.'
          }
        />
      )}
    </FormDialog>
  );
}
