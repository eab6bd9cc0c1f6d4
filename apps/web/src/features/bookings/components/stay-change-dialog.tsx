import { zodResolver } from '@hookform/resolvers/zod';
import { type Booking, extendInput, latestEndDate, moveInput, noticeInput } from '@pg/contracts/bookings';
import { isIsoDate, todayIso } from '@pg/contracts/dates';
import { previewRent } from '@pg/contracts/rent';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '@/components/ui/date-input';
import { FormDialog } from '@/components/ui/form-dialog';
import { BoundFormField, fieldsOf } from '@/components/ui/form-field';
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
import { formatDate } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/idempotency';

export type StayChangeKind = StayChange['kind'];

export const STAY_CHANGE_LABELS: Record<StayChangeKind, string> = {
  notice: 'Give notice',
  extend: 'Extend',
  move: 'Move to another bed',
};

/** Which changes a booking in this status can take: notice and moves for a checked-in tenant. */
export const stayChangesFor = (status: Booking['status']): StayChangeKind[] =>
  status === 'checked_in' ? ['notice', 'extend', 'move'] : status === 'booked' ? ['extend'] : [];

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
} as const;
type Values = { vacating_date: string; end_date: string; bed_id: string; from_date: string };
const FIELDS = ['vacating_date', 'end_date', 'bed_id', 'from_date'] as const;
const OWN_FIELDS: Record<StayChangeKind, readonly (keyof Values)[]> = {
  notice: ['vacating_date'],
  extend: ['end_date'],
  move: ['bed_id', 'from_date'],
};

const TEXTS: Record<StayChangeKind, { title: string; description: (b: Booking) => string; done: string }> = {
  notice: {
    title: 'Give notice',
    description: (b) =>
      `${b.tenant_name} leaves bed ${b.bed_number} on the vacating date; the stay and its rent end then, and the bed can be booked from the next day.`,
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
    defaultValues: { vacating_date: '', end_date: '', bed_id: '', from_date: '' },
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
    ? previewRent(fromDate, booking?.end_date ?? undefined, newBed.base_rent_per_day)
    : null;

  useEffect(() => {
    if (open) {
      form.reset({ vacating_date: todayIso(), end_date: '', bed_id: '', from_date: todayIso() });
      change.reset();
    }
  }, [open, form, change.reset]);

  const onSubmit = form.handleSubmit((values) => {
    if (!booking) return;
    const body: StayChange =
      kind === 'notice'
        ? { kind, body: { vacating_date: values.vacating_date } }
        : kind === 'extend'
          ? { kind, body: { end_date: values.end_date } }
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
            rentPerDay={newBed?.base_rent_per_day}
            emptyText="Choose the move date and a bed to see its rent."
          />
        </>
      )}
    </FormDialog>
  );
}
