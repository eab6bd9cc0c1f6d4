import { zodResolver } from '@hookform/resolvers/zod';
import { type Floor, type Room, roomInput } from '@pg/contracts/inventory';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
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
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useCreateRoom } from '@/features/inventory/api/create-room';
import { useUpdateRoom } from '@/features/inventory/api/update-room';
import { groupBy } from '@/features/inventory/group-by';
import { type NotifyStyle, notifyError, notifySuccess, placeFieldErrors } from '@/features/inventory/notify';

type FormValues = z.input<typeof roomInput>;
const FIELDS = ['floor_id', 'room_number', 'name', 'room_type', 'capacity'] as const;

const toFormValues = (room: Room | null, floorId: string | undefined): FormValues => ({
  floor_id: room?.floor_id ?? floorId ?? '',
  room_number: room?.room_number ?? '',
  name: room?.name ?? '',
  room_type: room?.room_type ?? '',
  capacity: room ? String(room.capacity) : '1',
});

type RoomFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  branchId: string;
  /** The room to edit; null to add one. */
  room: Room | null;
  /** The rooms page passes floors to choose from; the drill-down passes none (the floor is fixed). */
  floors?: Floor[];
  floorId?: string | undefined;
  notify: NotifyStyle;
  onSaved?: (room: Room) => void;
};

/** Add or edit a room: floor (fixed once created), number, name, optional type, capacity (at least 1). */
export function RoomFormDialog({
  open,
  onOpenChange,
  branchId,
  room,
  floors,
  floorId,
  notify,
  onSaved,
}: RoomFormDialogProps) {
  const isEdit = room !== null;
  const create = useCreateRoom();
  const update = useUpdateRoom();
  const pending = create.isPending || update.isPending;

  const form = useForm<FormValues, unknown, z.output<typeof roomInput>>({
    resolver: zodResolver(roomInput),
    defaultValues: toFormValues(room, floorId),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(toFormValues(room, floorId));
  }, [open, room, floorId, form]);

  const onError = (error: unknown) => {
    if (!placeFieldErrors(form, error, FIELDS)) notifyError(notify, error);
  };

  const onSubmit = form.handleSubmit(({ floor_id, ...rest }) => {
    const onSuccess = (message: string) => (saved: Room) => {
      notifySuccess(notify, message);
      onOpenChange(false);
      onSaved?.(saved);
    };
    if (room) {
      update.mutate(
        { id: room.id, input: rest },
        { onSuccess: onSuccess('Room updated successfully'), onError },
      );
    } else {
      create.mutate(
        { branchId, input: { floor_id, ...rest } },
        { onSuccess: onSuccess('Room created successfully'), onError },
      );
    }
  });

  const floorGroups = floors ? groupBy(floors, (f) => f.property_name) : [];

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{isEdit ? 'Edit Room' : 'Add Room'}</DialogTitle>
          <DialogDescription>
            {isEdit
              ? `Change room ${room.room_number} (${room.property_name} - Floor ${room.floor_number}).`
              : 'Capacity is the number of beds the room can hold.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {floors && (
            <FormField
              label="Floor"
              error={errors.floor_id?.message}
              description={isEdit ? 'A room stays on its floor.' : undefined}
            >
              {(control) => (
                <Controller
                  control={form.control}
                  name="floor_id"
                  render={({ field }) => (
                    <Select value={field.value ?? ''} onValueChange={field.onChange} disabled={isEdit}>
                      <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur} className="w-full">
                        <SelectValue placeholder="Select a floor" />
                      </SelectTrigger>
                      <SelectContent>
                        {floorGroups.map(([propertyName, items]) => (
                          <SelectGroup key={propertyName}>
                            <SelectLabel>{propertyName}</SelectLabel>
                            {items.map((f) => (
                              <SelectItem key={f.id} value={f.id} description={f.name}>
                                {`${f.property_name} - Floor ${f.floor_number}`}
                              </SelectItem>
                            ))}
                          </SelectGroup>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Room Number" error={errors.room_number?.message}>
              {(control) => (
                <Input
                  placeholder="e.g. 101"
                  autoComplete="off"
                  {...control}
                  {...form.register('room_number')}
                />
              )}
            </FormField>
            <FormField label="Capacity" error={errors.capacity?.message}>
              {(control) => (
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  {...control}
                  {...form.register('capacity')}
                />
              )}
            </FormField>
          </div>
          <FormField label="Name" error={errors.name?.message}>
            {(control) => (
              <Input
                placeholder="e.g. Corner Room"
                autoComplete="off"
                {...control}
                {...form.register('name')}
              />
            )}
          </FormField>
          <FormField label="Room Type" error={errors.room_type?.message}>
            {(control) => (
              <Input
                placeholder="Optional, e.g. Single, Double, Suite"
                autoComplete="off"
                {...control}
                {...form.register('room_type')}
              />
            )}
          </FormField>
          <DialogFooter className="pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Spinner decorative />}
              {isEdit ? 'Save Changes' : 'Add Room'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
