import { zodResolver } from '@hookform/resolvers/zod';
import { type Floor, type Room, roomForm, roomLocation } from '@pg/contracts/inventory';
import { useMemo } from 'react';
import type { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { useCreateRoom } from '@/features/inventory/api/create-room';
import { useUpdateRoom } from '@/features/inventory/api/update-room';
import { useRecordForm } from '@/features/inventory/hooks/use-record-form';
import type { NotifyStyle } from '@/features/inventory/notify';
import { groupOptions } from '@/lib/group-options';

type FormValues = z.input<typeof roomForm>;
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
}: RoomFormDialogProps) {
  const isEdit = room !== null;
  const create = useCreateRoom();
  const update = useUpdateRoom();
  const pending = create.isPending || update.isPending;

  const { form, errors, saved, failed } = useRecordForm({
    resolver: zodResolver(roomForm),
    values: useMemo(() => toFormValues(room, floorId), [room, floorId]),
    open,
    onOpenChange,
    fields: FIELDS,
    notify,
  });
  const onSubmit = form.handleSubmit(({ floor_id, ...rest }) => {
    if (room) {
      update.mutate(
        { id: room.id, input: rest },
        { onSuccess: saved('Room updated successfully'), onError: failed },
      );
    } else {
      create.mutate(
        { branchId, input: { floor_id, ...rest } },
        { onSuccess: saved('Room created successfully'), onError: failed },
      );
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? 'Edit Room' : 'Add Room'}
      description={
        isEdit
          ? `Change room ${room.room_number} (${roomLocation(room)}).`
          : 'Capacity is the number of beds the room can hold.'
      }
      pending={pending}
      submitLabel={isEdit ? 'Save Changes' : 'Add Room'}
      className="sm:max-w-lg"
      onSubmit={onSubmit}
      form={form.control}
    >
      {floors && (
        <FormField
          label="Floor"
          error={errors.floor_id?.message}
          description={isEdit ? 'A room stays on its floor.' : undefined}
        >
          {(control) => (
            <SelectField
              form={form.control}
              name="floor_id"
              control={control}
              options={groupOptions(
                floors,
                (f) => f.property_name,
                (f) => ({
                  value: f.id,
                  label: roomLocation(f),
                  description: f.name,
                }),
              )}
              placeholder="Select a floor"
              disabled={isEdit}
            />
          )}
        </FormField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Room Number" error={errors.room_number?.message}>
          {(control) => (
            <Input placeholder="e.g. 101" autoComplete="off" {...control} {...form.register('room_number')} />
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
          <Input placeholder="e.g. Corner Room" autoComplete="off" {...control} {...form.register('name')} />
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
    </FormDialog>
  );
}
