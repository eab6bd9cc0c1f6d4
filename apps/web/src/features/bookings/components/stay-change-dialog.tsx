import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Booking,
  earliestVacatingDate,
  extendInput,
  latestEndDate,
  moveInput,
  noticeInput,
  rentChangeForm,
} from '@pg/contracts/bookings';
import { isIsoDate, todayIso } from '@pg/contracts/dates';
import { previewRent } from '@pg/contracts/rent';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '@/components/ui/date-input';
import { FormDialog } from '@/components/ui/form-dialog';
import { BoundFormField, fieldsOf, MoneyField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { type StayChange, useChangeStay } from '@/features/bookings/api/change-stay';
import {
  bedLabel,
  FreeBedSelect,
  RentPreview,
  rangeOf,
  useChosenFreeBed,
} from '@/features/bookings/components/bed-select';
import { placeFieldErrors, toastFailure } from '@/lib/form-errors';
import { formatDate, formatMoney } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/idempotency';

export type StayChangeKind = StayChange['kind'];

export const STAY_CHANGE_LABELS: Record<StayChangeKind, string> = {
  notice: 'Give notice',
  extend: 'Extend',
  move: 'Move to another bed',
  rent: 'Change rent',
};

/**
 * Which changes a booking can take: notice and moves for a checked-in tenant, extending a booked
 * or checked-in stay, and changing a monthly stay's rent while it is booked or checked in.
 */
export const stayChangesFor = (booking: Pick<Booking, 'status' | 'billing'>): StayChangeKind[] => {
  const live = booking.status === 'checked_in' || booking.status === 'booked';
  const rent: StayChangeKind[] = live && booking.billing === 'monthly' ? ['rent'] : [];
  if (booking.status === 'checked_in') return ['notice', 'extend', 'move', ...rent];
  return booking.status === 'booked' ? ['extend', ...rent] : [];
};

/** Where a change leaves the tenant: the new bed after a move, else the booking's own. */
const bedAfter = (booking: Booking, saved: unknown) =>
  saved && typeof saved === 'object' && 'started' in saved
    ? (saved as { started: Booking }).started
    : booking;

// One form for the three: the fields of the one shown are checked by its own contract schema.
const schemas = {
  notice: noticeInput,
  extend: extendInput,
  move: moveInput,
  rent: rentChangeForm,
} as const;
type Values = {
  vacating_date: string;
  end_date: string;
  bed_id: string;
  from_date: string;
  monthly_rent: string;
};
const FIELDS = ['vacating_date', 'end_date', 'bed_id', 'from_date', 'monthly_rent'] as const;
const OWN_FIELDS: Record<StayChangeKind, readonly (keyof Values)[]> = {
  notice: ['vacating_date'],
  extend: ['end_date'],
  move: ['bed_id', 'from_date'],
  rent: ['monthly_rent', 'from_date'],
};

/** A monthly stay's notice period, said before its earliest vacating date. */
const noticeText = (b: Booking, today: string) =>
  b.billing === 'monthly' && b.notice_days
    ? ` With ${b.notice_days} days' notice, the earliest vacating date is ${formatDate(earliestVacatingDate(today, b))}.`
    : '';

const TEXTS: Record<StayChangeKind, { title: string; description: (b: Booking) => string; done: string }> = {
  notice: {
    title: 'Give notice',
    description: (b) =>
      `${b.tenant_name} leaves bed ${b.bed_number} on the vacating date; the stay and its rent end then, and the bed can be booked from the next day.${noticeText(b, todayIso())}`,
    done: 'Notice recorded',
  },
  extend: {
    title: 'Extend stay',
    description: (b) =>
      `${b.tenant_name}'s stay in bed ${b.bed_number} ends on ${formatDate(b.end_date)}. Choose a later end date; the bed must be free until then.`,
    done: 'Stay extended',
  },
  move: {
    title: 'Move to another bed',
    description: (b) =>
      `${b.tenant_name} moves from bed ${b.bed_number} to the new bed on the move date and stays there until ${formatDate(b.end_date)}, at its rent.`,
    done: 'Tenant moved',
  },
  rent: {
    title: 'Change rent',
    description: (b) =>
      `${b.tenant_name}'s rent is ${b.monthly_rent === null ? 'not set' : formatMoney(b.monthly_rent)} a month. The new rent is billed from the From date; the days before it keep the rent they had.`,
    done: 'Rent changed',
  },
};

type StayChangeDialogProps = {
  branchId: string;
  /** The booking and the change to make; null: closed. */
  target: { booking: Booking; kind: StayChangeKind } | null;
  onClose: () => void;
};

/** Give notice, extend a stay, or move a tenant to another bed: one date (and a bed for a move). */
export function StayChangeDialog({ branchId, target, onClose }: StayChangeDialogProps) {
  const open = target !== null;
  const kind = target?.kind ?? 'notice';
  const booking = target?.booking;
  const change = useChangeStay();
  const idempotency = useIdempotencyKey(open);
  const form = useForm<Values>({
    // Only the shown change's fields go to its (strict) contract schema.
    resolver: (values, context, options) =>
      zodResolver(schemas[kind] as unknown as z.ZodType<Values, Values>)(
        Object.fromEntries(OWN_FIELDS[kind].map((f) => [f, values[f]])) as Values,
        context,
        options,
      ),
    defaultValues: { vacating_date: '', end_date: '', bed_id: '', from_date: '', monthly_rent: '' },
  });
  const field = fieldsOf(form.control);
  const fromDate = useWatch({ control: form.control, name: 'from_date' });
  const bedChoice = useWatch({ control: form.control, name: 'bed_id' });
  // A stay until notice moves to a bed free from the move on (as far as a booking can run).
  const moveRange = booking
    ? rangeOf(fromDate, booking.end_date ?? (isIsoDate(fromDate) ? latestEndDate(fromDate) : undefined))
    : null;
  const newBed = useChosenFreeBed(branchId, kind === 'move' ? moveRange : null, bedChoice).bed;
  const newRent = newBed
    ? previewRent(fromDate, booking?.end_date ?? undefined, newBed.base_rent_per_day ?? undefined)
    : null;

  useEffect(() => {
    if (open && booking) {
      const today = todayIso();
      // A monthly stay's notice period is served first: its earliest vacating date is offered.
      form.reset({
        vacating_date: earliestVacatingDate(today, booking),
        end_date: '',
        bed_id: '',
        // A rent change starts from today, or from the start of a stay still to begin.
        from_date: [booking.start_date, today].sort()[1]!,
        monthly_rent: '',
      });
      change.reset();
    }
  }, [open, booking, form, change.reset]);

  const onSubmit = form.handleSubmit((values) => {
    if (!booking) return;
    const body: StayChange =
      kind === 'notice'
        ? { kind, body: { vacating_date: values.vacating_date } }
        : kind === 'extend'
          ? { kind, body: { end_date: values.end_date } }
          : kind === 'rent'
            ? {
                kind,
                body: {
                  // The resolver's output: the typed rent as a number.
                  monthly_rent: Number(values.monthly_rent),
                  from_date: values.from_date,
                },
              }
            : { kind, body: { bed_id: values.bed_id, from_date: values.from_date } };
    change.mutate(
      { id: booking.id, change: body, idempotencyKey: idempotency.current() },
      {
        onSuccess: (saved) => {
          idempotency.renew();
          toast.success(TEXTS[kind].done, {
            description: `${booking.tenant_name} · ${bedLabel(bedAfter(booking, saved))}`,
          });
          onClose();
        },
        onError: (error) => {
          idempotency.renewIfRefused(error);
          if (!placeFieldErrors(form, error, FIELDS)) toastFailure('Failed to update booking', error);
        },
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={TEXTS[kind].title}
      description={booking ? TEXTS[kind].description(booking) : undefined}
      pending={change.isPending}
      submitLabel={STAY_CHANGE_LABELS[kind]}
      onSubmit={onSubmit}
      form={form.control}
    >
      {kind === 'notice' && <DateField {...field('vacating_date')} label="Vacating date" />}
      {kind === 'extend' && <DateField {...field('end_date')} label="New end date" />}
      {kind === 'rent' && (
        <>
          <MoneyField {...field('monthly_rent')} label="New rent per month (₹)" />
          <DateField {...field('from_date')} label="From" />
        </>
      )}
      {kind === 'move' && booking && (
        <>
          <DateField {...field('from_date')} label="Move date" />
          <BoundFormField
            {...field('bed_id')}
            label="New bed"
            description={`Beds free from the move date to ${formatDate(booking.end_date)}`}
          >
            {(control) => (
              <FreeBedSelect
                form={form.control}
                name="bed_id"
                control={control}
                branchId={branchId}
                range={moveRange}
                except={booking.bed_id}
                disabled={change.isPending}
              />
            )}
          </BoundFormField>
          <RentPreview
            label="Rent in the new bed"
            preview={newRent}
            rentPerDay={newBed?.base_rent_per_day ?? undefined}
            emptyText="Choose the move date and a bed to see its rent."
          />
        </>
      )}
    </FormDialog>
  );
}
