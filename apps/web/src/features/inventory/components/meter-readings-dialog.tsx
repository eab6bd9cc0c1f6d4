import { zodResolver } from '@hookform/resolvers/zod';
import { todayIso } from '@pg/contracts/dates';
import { type MeterValues, meterInput, readingForm } from '@pg/contracts/electricity';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { DataTable } from '@/components/ui/data-table';
import { DateField } from '@/components/ui/date-input';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { FormMessage, fieldsOf, InputField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { LoadedContent } from '@/components/ui/loaded-content';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { useBeds } from '@/features/inventory/api/get-beds';
import {
  type Meter,
  type Reading,
  readingPhoto,
  useAddMeter,
  useAddReading,
  useReadings,
  useRoomMeters,
  useSetReadingPhoto,
} from '@/features/inventory/api/meters';
import { errorMessage } from '@/lib/api-client';
import { useBranch } from '@/lib/branch-context';
import { useDialogForm } from '@/lib/dialog-form';
import { placeFieldErrors, toastFailure } from '@/lib/form-errors';
import { formatCount, formatDate, formatMoney } from '@/lib/format';
import { RecordPhoto } from '@/lib/record-photo';
import { useSession } from '@/lib/session';

export type MeterRoom = { id: string; room_number: string; name: string };

/**
 * 'Meter readings' of a room: its meter (added here when it has none), the readings with the units
 * and the amount each billed, and a new reading, which bills the units since the last one to the
 * room's tenants as 'Electricity' charges.
 */
export function MeterReadingsDialog({ room, onClose }: { room: MeterRoom | null; onClose: () => void }) {
  const [shown, setShown] = useState(room);
  if (room && room !== shown) setShown(room);
  const current = room ?? shown;
  return (
    <DialogFrame
      open={room !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Meter readings"
      description={current ? `Electricity meter of room ${current.room_number}.` : ''}
      className="sm:max-w-2xl"
    >
      {current && <RoomMeters key={current.id} room={current} open={room !== null} />}
    </DialogFrame>
  );
}

function RoomMeters({ room, open }: { room: MeterRoom; open: boolean }) {
  const { can } = useSession();
  const meters = useRoomMeters(room.id);
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <LoadedContent
      query={meters}
      rows={3}
      rowClassName="h-9 w-full"
      failedText="Failed to load the room's meters."
    >
      {({ items }) => {
        const meter = items.find((m) => m.id === chosen) ?? items[0];
        if (!meter) {
          return can('payments:create') ? (
            <AddMeterForm room={room} />
          ) : (
            <p className="text-muted-foreground text-sm">This room has no meter yet.</p>
          );
        }
        return (
          <div className="grid min-w-0 gap-4">
            {items.length > 1 && (
              <Select value={meter.id} onValueChange={setChosen}>
                <SelectTrigger aria-label="Meter" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {items.map((m) => (
                    <SelectItem key={m.id} value={m.id}>
                      {m.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
            <MeterReadings meter={meter} open={open} canAdd={can('payments:create')} />
          </div>
        );
      }}
    </LoadedContent>
  );
}

/** The 'Meter of' choice of the whole room (Radix Select cannot hold an empty value). */
const WHOLE_ROOM = 'room';

function AddMeterForm({ room }: { room: MeterRoom }) {
  // Its own form, not useDialogForm: once added, the room's meter replaces this form, which is
  // gone before a save's own callbacks would run; the toast comes with the save itself.
  const form = useForm<z.input<typeof meterInput>, unknown, MeterValues>({
    resolver: zodResolver(meterInput),
    defaultValues: { name: `Room ${room.room_number}`, bed_id: null },
  });
  const mutation = useAddMeter(room.id);
  // A meter of the whole room, or of one of its beds (its readings bill that bed's tenants alone).
  const { selectedBranchId } = useBranch();
  const beds = useBeds(selectedBranchId, { room_id: room.id, limit: 50 }, { keepPrevious: false });
  const [of, setOf] = useState(WHOLE_ROOM);
  const onSubmit = form.handleSubmit((input) =>
    mutation.mutate(
      { ...input, bed_id: of === WHOLE_ROOM ? null : of },
      {
        onError: (error) => {
          if (!placeFieldErrors(form, error, ['name']))
            toastFailure('Failed to add the meter', error, 'Please try again.');
        },
      },
    ),
  );
  const pending = mutation.isPending;
  const field = fieldsOf(form.control);
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add meter" className="grid gap-4">
      <p className="text-muted-foreground text-sm">
        This room has no meter yet. Add one to record its readings.
      </p>
      <InputField {...field('name')} label="Meter name" autoComplete="off" disabled={pending} />
      <div className="grid gap-2">
        <Label htmlFor={`meter-of-${room.id}`}>Meter of</Label>
        <Select value={of} onValueChange={setOf} disabled={pending}>
          <SelectTrigger id={`meter-of-${room.id}`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={WHOLE_ROOM}>The whole room (shared by its tenants)</SelectItem>
            {(beds.data?.items ?? []).map((b) => (
              <SelectItem key={b.id} value={b.id}>
                {`Bed ${b.bed_number} alone`}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <FormMessage form={form.control} />
      <div className="flex justify-end">
        <SubmitButton pending={pending}>Add meter</SubmitButton>
      </div>
    </form>
  );
}

const readingStatus = (r: Reading) =>
  r.voided_at ? (
    <Badge variant="secondary">Void</Badge>
  ) : r.new_meter ? (
    <Badge variant="outline">New meter</Badge>
  ) : null;

function MeterReadings({ meter, open, canAdd }: { meter: Meter; open: boolean; canAdd: boolean }) {
  const readings = useReadings(meter.id);
  return (
    <>
      <p className="text-sm">
        {meter.last_reading === null
          ? `${meter.name}: no reading yet. The first reading is where billing starts.`
          : `${meter.name}: last reading ${formatCount(meter.last_reading)} on ${formatDate(meter.last_reading_date)}.`}
      </p>
      <div className="max-h-72 overflow-y-auto">
        <DataTable
          label={`Readings of ${meter.name}`}
          items={readings.data?.items ?? []}
          isLoading={readings.isPending}
          isError={readings.isError}
          errorText={errorMessage(readings.error, 'Failed to load the readings')}
          onRetry={() => void readings.refetch()}
          emptyText="No readings yet"
          columns={[
            {
              header: 'Date',
              className: 'whitespace-nowrap',
              cell: (r) => formatDate(r.date),
              card: 'title',
            },
            {
              header: 'Reading',
              cell: (r) => (
                <span className="flex flex-wrap items-center gap-2">
                  {formatCount(r.reading)} {readingStatus(r)}
                </span>
              ),
            },
            { header: 'Units', cell: (r) => (r.previous_reading === null ? '—' : formatCount(r.units)) },
            {
              header: 'Amount billed',
              cell: (r) =>
                r.previous_reading === null
                  ? '—'
                  : `${formatMoney(r.amount)}${r.charges.length ? ` · ${tenantsText(r.charges.length)}` : ''}`,
            },
            {
              header: 'Photo',
              cell: (r) => <ReadingPhoto reading={r} canAdd={canAdd} />,
            },
          ]}
        />
      </div>
      {canAdd && <AddReadingForm meter={meter} open={open} />}
    </>
  );
}

/** A reading's photo of the meter, on a reading that is not void. */
function ReadingPhoto({ reading, canAdd }: { reading: Reading; canAdd: boolean }) {
  const upload = useSetReadingPhoto();
  return (
    <RecordPhoto
      label={`Photo of the meter at ${formatCount(reading.reading)}`}
      noun="photo"
      kept={reading.has_photo}
      canAdd={canAdd && !reading.voided_at}
      read={() => readingPhoto(reading.id)}
      keep={(photo, done) => upload.mutate({ readingId: reading.id, photo }, done)}
      pending={upload.isPending}
      inputId={`reading-photo-${reading.id}`}
    />
  );
}

const tenantsText = (n: number) => (n === 1 ? '1 tenant' : `${n} tenants`);

type ReadingFormValues = z.input<typeof readingForm>;
const blankReading = (): ReadingFormValues => ({ date: todayIso(), reading: '', new_meter: false });

function AddReadingForm({ meter, open }: { meter: Meter; open: boolean }) {
  const { form, onSubmit, pending } = useDialogForm({
    schema: readingForm,
    open,
    initial: blankReading,
    mutation: useAddReading(meter.id),
    idempotent: true,
    saved: (r) => ({
      title: 'Reading recorded',
      description:
        r.previous_reading === null
          ? `${formatCount(r.reading)} on ${formatDate(r.date)}: billing starts from here.`
          : `${formatCount(r.units)} units, ${formatMoney(r.amount)} billed to ${tenantsText(r.charges.length)}.`,
    }),
    failed: 'Failed to record the reading',
    onDone: () => form.reset(blankReading()),
  });
  const field = fieldsOf(form.control);
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add reading" className="grid gap-4 border-t pt-4">
      <h3 className="font-medium text-sm">Add reading</h3>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <DateField {...field('date')} label="Date" disabled={pending} />
        <InputField
          {...field('reading')}
          label="Reading"
          description="The number on the meter"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          disabled={pending}
        />
      </div>
      <Controller
        control={form.control}
        name="new_meter"
        render={({ field: checkbox }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id={`new-meter-${meter.id}`}
              checked={checkbox.value === true}
              onCheckedChange={(checked) => checkbox.onChange(checked === true)}
              ref={checkbox.ref}
              onBlur={checkbox.onBlur}
              disabled={pending}
            />
            <Label htmlFor={`new-meter-${meter.id}`}>
              New meter (the meter was replaced; this reading bills nothing)
            </Label>
          </div>
        )}
      />
      <FormMessage form={form.control} />
      <div className="flex justify-end">
        <SubmitButton pending={pending}>Add reading</SubmitButton>
      </div>
    </form>
  );
}
