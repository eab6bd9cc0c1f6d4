import { type Floor, type Room, roomForm, roomLocation } from '@pg/contracts/inventory';
import type { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { useCreateRoom } from '@/features/inventory/api/create-room';
import { useUpdateRoom } from '@/features/inventory/api/update-room';
import { asBedType } from '@/features/inventory/bed-type-label';
import { NewRoomBeds } from '@/features/inventory/components/new-room-beds';
import { lastBedDefaults, rememberBedDefaults } from '@/features/inventory/last-bed';
import { type NotifyStyle, notifyError, savedToast } from '@/features/inventory/notify';
import { addOrEdit, useDialogForm } from '@/lib/dialog-form';
import { groupOptions } from '@/lib/group-options';

type FormValues = z.input<typeof roomForm>;
type Output = z.output<typeof roomForm>;
const FIELDS = [
  'floor_id',
  'room_number',
  'name',
  'room_type',
  'capacity',
  'beds.count',
  'beds.bed_type',
  'beds.base_rent_per_day',
  'beds.monthly_rent',
] as const;

/** A new room offers its beds with the type and rents of the beds added last. */
const toFormValues = (room: Room | null, floorId: string | undefined): FormValues => {
  const bedDefaults = lastBedDefaults();
  return {
    floor_id: room?.floor_id ?? floorId ?? '',
    room_number: room?.room_number ?? '',
    name: room?.name ?? '',
    room_type: room?.room_type ?? '',
    capacity: room ? String(room.capacity) : '1',
    beds: {
      count: '',
      bed_type: asBedType(bedDefaults?.bed_type ?? '') || 'single',
      base_rent_per_day: bedDefaults?.base_rent_per_day ?? '',
      monthly_rent: bedDefaults?.monthly_rent ?? '',
    },
  };
};

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
  /** Called with the room just added (the drill-down selects it). */
  onCreated?: (room: Room) => void;
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
  onCreated,
}: RoomFormDialogProps) {
  const isEdit = room !== null;
  const { form, dialog } = useDialogForm({
    schema: roomForm,
    open,
    initial: () => toFormValues(room, floorId),
    ...addOrEdit(
      room,
      {
        mutation: useCreateRoom(),
        toVariables: ({ beds, ...input }: Output) => ({
          branchId,
          input: { ...input, ...(beds && { beds }) },
        }),
      },
      {
        mutation: useUpdateRoom(),
        // A room stays on its floor; its beds are added on their own.
        toVariables: ({ floor_id, beds, ...input }, { id }) => ({ id, input }),
      },
    ),
    saved: (_, { beds }) =>
      savedToast(
        notify,
        isEdit
          ? 'Room updated successfully'
          : beds
            ? `Room created with ${beds.count} beds`
            : 'Room created successfully',
      ),
    failed: (error) => notifyError(notify, error),
    onDone: (saved, values) => {
      onOpenChange(false);
      if (!saved || isEdit) return;
      if (values?.beds) rememberBedDefaults(values.beds);
      onCreated?.(saved);
    },
    fields: FIELDS,
  });
  const errors = form.formState.errors;

  return (
    <FormDialog
      {...dialog}
      title={isEdit ? 'Edit Room' : 'Add Room'}
      description={
        isEdit
          ? `Change room ${room.room_number} (${roomLocation(room)}).`
          : 'Capacity is the number of beds the room can hold.'
      }
      submitLabel={isEdit ? 'Save Changes' : 'Add Room'}
      className="sm:max-w-lg"
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
      {!isEdit && <NewRoomBeds form={form} errors={errors} />}
    </FormDialog>
  );
}
