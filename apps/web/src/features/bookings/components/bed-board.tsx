import { BED_STATUS_LABELS, type BedBoard, type BedStatus, type BoardBed } from '@pg/contracts/bed-status';
import { isoDate } from '@pg/contracts/common';
import { todayIso } from '@pg/contracts/dates';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DateInput } from '@/components/ui/date-input';
import { FormField } from '@/components/ui/form-field';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { useBedBoard, useBookingsOfBed } from '@/features/bookings/api/get-bed-board';
import { BookingsTable } from '@/features/bookings/components/bookings-table';
import { CreateBookingDialog } from '@/features/bookings/components/create-booking-dialog';
import { useBookingActions } from '@/features/bookings/use-booking-actions';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';

const TILE: Record<BedStatus, string> = {
  available: 'border-success bg-success/10',
  occupied: 'border-destructive bg-destructive/10',
  reserved: 'border-warning bg-warning/15',
  out_of_service: 'border-muted-foreground/40 bg-muted',
};

/** 15/12: a day on a tile. */
const dayMonth = (iso: string) => formatDate(iso).slice(0, 5);

/** What a tile says under its status: who, until or from when, or why it is out of service. */
function tileDetail(bed: BoardBed): string[] {
  if (bed.status === 'occupied' && bed.current) {
    return [
      bed.current.tenant_name,
      bed.current.notice_given_on
        ? `Vacating ${dayMonth(bed.current.end_date)}`
        : `until ${dayMonth(bed.current.end_date)}`,
    ];
  }
  if (bed.status === 'out_of_service' && bed.out_of_service) {
    return [
      bed.out_of_service.reason ?? '',
      bed.out_of_service.until ? `until ${dayMonth(bed.out_of_service.until)}` : '',
    ].filter(Boolean);
  }
  if (bed.status === 'reserved' && bed.next)
    return [bed.next.tenant_name, `from ${dayMonth(bed.next.start_date)}`];
  return [];
}

/** The rooms of the board, under their property's name. */
function byProperty(rooms: BedBoard['rooms']) {
  const groups = new Map<string, BedBoard['rooms']>();
  for (const room of rooms) groups.set(room.property_name, [...(groups.get(room.property_name) ?? []), room]);
  return [...groups];
}

const boardDate = isoDate('Date');

/**
 * The day the board shows: the date typed or picked once it is a whole, real date (the board stays
 * on the last one meanwhile), and the reason under the field when ten characters are not one.
 */
function useBoardDate(control: Control<{ date: string }>) {
  const typed = useWatch({ control, name: 'date' });
  const parsed = boardDate.safeParse(typed);
  const [date, setDate] = useState(todayIso());
  useEffect(() => {
    if (parsed.success) setDate(parsed.data);
  }, [parsed.success, parsed.data]);
  const error = !parsed.success && typed.length >= 10 ? parsed.error.issues[0]?.message : undefined;
  return { date, typed, error };
}

/**
 * The bed board (/beds?view=board): every room as a card with its beds as tiles coloured by their
 * status on the day chosen, the tenant and 'until dd/mm' on occupied beds, 'from dd/mm' on reserved
 * ones. A tile opens the bed's bookings with their actions and 'Book this bed'. One request.
 */
export function BedBoardView({ branchId }: { branchId: string }) {
  const picker = useForm<{ date: string }>({ defaultValues: { date: todayIso() } });
  const chosen = useBoardDate(picker.control);
  const date = chosen.date;
  const board = useBedBoard(branchId, date);
  const [open, setOpen] = useState<{ bed: BoardBed; room: string } | null>(null);
  const [booking, setBooking] = useState<string | null>(null);
  const bookings = useBookingsOfBed(branchId, open?.bed.id ?? null);
  const actions = useBookingActions(branchId);
  const { can } = useSession();
  const rooms = board.data?.rooms ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <FormField label="Board on" error={chosen.error} className="w-56">
          {(control) => <DateInput form={picker.control} name="date" control={control} />}
        </FormField>
        <Button
          variant="outline"
          className={cn(chosen.error && 'self-center')}
          onClick={() => picker.setValue('date', todayIso())}
          disabled={chosen.typed === todayIso()}
        >
          Today
        </Button>
      </div>
      {board.isPending ? (
        <p aria-busy="true" className="text-muted-foreground text-sm">
          Loading the board...
        </p>
      ) : board.isError ? (
        <p role="alert" className="text-destructive text-sm">
          Failed to load the bed board
        </p>
      ) : rooms.length === 0 ? (
        <p className="text-muted-foreground text-sm">No beds added yet</p>
      ) : (
        byProperty(rooms).map(([property, propertyRooms]) => (
          <section key={property} aria-label={property} className="flex flex-col gap-3">
            <h2 className="font-semibold text-lg">{property}</h2>
            <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {propertyRooms.map((room) => (
                <Card key={room.id} className="gap-3 py-4">
                  <CardHeader className="px-4">
                    <CardTitle id={`room-${room.id}`} className="text-base">
                      {`Room ${room.room_number} · Floor ${room.floor_number}`}
                    </CardTitle>
                  </CardHeader>
                  <CardContent className="flex flex-wrap gap-2 px-4">
                    {room.beds.map((bed) => (
                      <button
                        key={bed.id}
                        type="button"
                        onClick={() => setOpen({ bed, room: room.room_number })}
                        // Its name is the words it shows, in their order (WCAG 2.5.3); its room describes it.
                        aria-label={[
                          `Bed ${bed.bed_number}`,
                          BED_STATUS_LABELS[bed.status],
                          ...tileDetail(bed),
                        ]
                          .filter(Boolean)
                          .join(', ')}
                        aria-describedby={`room-${room.id}`}
                        className={cn(
                          'flex min-h-20 w-[calc(50%-0.25rem)] min-w-28 flex-col items-start rounded-md border-2 p-2 text-left text-sm sm:w-32',
                          'focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                          TILE[bed.status],
                        )}
                      >
                        {/* The spaces keep the words of the lines apart for assistive technology. */}
                        <span className="font-semibold">{`Bed ${bed.bed_number}`}</span>{' '}
                        <span className="text-xs">{BED_STATUS_LABELS[bed.status]}</span>{' '}
                        {tileDetail(bed).map((line) => (
                          <span key={line} className="w-full truncate text-muted-foreground text-xs">
                            {line}{' '}
                          </span>
                        ))}
                      </button>
                    ))}
                  </CardContent>
                </Card>
              ))}
            </div>
          </section>
        ))
      )}

      <Sheet open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <SheetContent className="w-full overflow-y-auto sm:max-w-2xl">
          <SheetHeader>
            <SheetTitle>{open ? `Bed ${open.bed.bed_number} · Room ${open.room}` : 'Bed'}</SheetTitle>
            <SheetDescription>
              {open ? `${BED_STATUS_LABELS[open.bed.status]} on ${formatDate(date)}` : undefined}
            </SheetDescription>
          </SheetHeader>
          <div className="flex flex-col gap-3 px-4 pb-4">
            {can('bookings:create') && open && (
              <Button className="self-start" onClick={() => setBooking(open.bed.id)}>
                <Plus aria-hidden="true" />
                Book this bed
              </Button>
            )}
            <BookingsTable
              bookings={bookings.data?.items ?? []}
              state={{
                isLoading: bookings.isPending,
                isError: bookings.isError,
                emptyHint: 'This bed has no bookings yet.',
              }}
              onAction={can('bookings:update') ? actions.onAction : undefined}
              onStayChange={can('bookings:update') ? actions.onStayChange : undefined}
              busyId={actions.busyId}
            />
          </div>
        </SheetContent>
      </Sheet>
      <CreateBookingDialog
        branchId={branchId}
        open={booking !== null}
        onOpenChange={(next) => !next && setBooking(null)}
        bedId={booking ?? undefined}
      />
      {actions.dialogs}
    </div>
  );
}
