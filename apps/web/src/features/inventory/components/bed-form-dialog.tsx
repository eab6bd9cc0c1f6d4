import { zodResolver } from '@hookform/resolvers/zod';
import {
  BED_TYPE_HINT,
  BED_TYPES,
  type Bed,
  type BedType,
  bedInput,
  bedPageForm,
  type Room,
} from '@pg/contracts/inventory';
import { useEffect } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
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
import { Label } from '@/components/ui/label';
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
import { useCreateBed } from '@/features/inventory/api/create-bed';
import { useUpdateBed } from '@/features/inventory/api/update-bed';
import { bedTypeLabel } from '@/features/inventory/bed-type-label';
import { groupBy } from '@/features/inventory/group-by';
import { notifyError, notifySuccess, placeFieldErrors } from '@/features/inventory/notify';

/**
 * The beds page's form chooses the room and one of single, double, bunk; the drill-down's form
 * belongs to the selected room and takes the bed type as free text. Both use the contract's schema.
 */
const schemaFor = { page: bedPageForm, panel: bedInput };
type Variant = keyof typeof schemaFor;
type FormValues = z.input<typeof bedInput>;
type Output = z.output<typeof bedInput>;
const FIELDS = ['room_id', 'bed_number', 'bed_type', 'base_rent_per_day', 'is_available'] as const;

/** The beds page offers only single, double or bunk: a free-text type is matched if it can be. */
const asBedType = (value: string): BedType | '' => {
  const v = value.trim().toLowerCase();
  return (BED_TYPES as readonly string[]).includes(v) ? (v as BedType) : '';
};

const toFormValues = (variant: Variant, bed: Bed | null, roomId: string | undefined) => ({
  room_id: bed?.room_id ?? roomId ?? '',
  bed_number: bed?.bed_number ?? '',
  bed_type: bed
    ? variant === 'page'
      ? asBedType(bed.bed_type)
      : bed.bed_type
    : variant === 'page'
      ? 'single'
      : '',
  base_rent_per_day: bed ? String(bed.base_rent_per_day) : '',
  is_available: bed?.is_available ?? true,
});

type BedFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  branchId: string;
  /** The bed to edit; null to add one. */
  bed: Bed | null;
  variant: Variant;
  /** 'page': the rooms to choose from. */
  rooms?: Room[];
  /** 'panel': the selected room (attached to a new bed); 'page': a room to preselect. */
  roomId?: string | undefined;
};

/** Add or edit a bed: bed number, type, rent per day and availability. */
export function BedFormDialog({
  open,
  onOpenChange,
  branchId,
  bed,
  variant,
  rooms,
  roomId,
}: BedFormDialogProps) {
  const isEdit = bed !== null;
  const create = useCreateBed();
  const update = useUpdateBed();
  const pending = create.isPending || update.isPending;

  const form = useForm<FormValues, unknown, Output>({
    // bedPageForm narrows bed_type to BED_TYPES; its values are still bedInput's.
    resolver: zodResolver(schemaFor[variant]) as Resolver<FormValues, unknown, Output>,
    defaultValues: toFormValues(variant, bed, roomId),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(toFormValues(variant, bed, roomId));
  }, [open, variant, bed, roomId, form]);

  const onError = (error: unknown) => {
    const fields = variant === 'page' ? FIELDS : FIELDS.filter((f) => f !== 'room_id');
    if (!placeFieldErrors(form, error, fields)) notifyError('page', error);
  };

  const onSubmit = form.handleSubmit((input) => {
    const onSuccess = (message: string) => () => {
      notifySuccess('page', message);
      onOpenChange(false);
    };
    if (bed) {
      update.mutate({ id: bed.id, input }, { onSuccess: onSuccess('Bed updated successfully'), onError });
    } else {
      create.mutate({ branchId, input }, { onSuccess: onSuccess('Bed created successfully'), onError });
    }
  });

  const roomGroups = rooms ? groupBy(rooms, (r) => `${r.property_name} - Floor ${r.floor_number}`) : [];

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{isEdit ? 'Edit Bed' : 'Add Bed'}</DialogTitle>
          <DialogDescription>
            {isEdit
              ? `Change bed ${bed.bed_number} in room ${bed.room_number}.`
              : 'Bookings are priced from the bed’s rent per day.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {variant === 'page' && (
            <FormField label="Room" error={errors.room_id?.message}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="room_id"
                  render={({ field }) => (
                    <Select value={field.value ?? ''} onValueChange={field.onChange}>
                      <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur} className="w-full">
                        <SelectValue placeholder="Select a room" />
                      </SelectTrigger>
                      <SelectContent>
                        {roomGroups.map(([location, items]) => (
                          <SelectGroup key={location}>
                            <SelectLabel>{location}</SelectLabel>
                            {items.map((r) => (
                              <SelectItem
                                key={r.id}
                                value={r.id}
                                description={`${r.bed_count} of ${r.capacity} beds · ${location}`}
                              >
                                {`Room ${r.room_number}: ${r.name}`}
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
            <FormField label="Bed Number" error={errors.bed_number?.message}>
              {(control) => (
                <Input
                  placeholder="e.g. A"
                  autoComplete="off"
                  {...control}
                  {...form.register('bed_number')}
                />
              )}
            </FormField>
            <FormField label="Bed Type" error={errors.bed_type?.message}>
              {(control) =>
                variant === 'page' ? (
                  <Controller
                    control={form.control}
                    name="bed_type"
                    render={({ field }) => (
                      <Select value={String(field.value ?? '')} onValueChange={field.onChange}>
                        <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur} className="w-full">
                          <SelectValue placeholder="Select a type" />
                        </SelectTrigger>
                        <SelectContent>
                          {BED_TYPES.map((type) => (
                            <SelectItem key={type} value={type}>
                              {bedTypeLabel(type)}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    )}
                  />
                ) : (
                  <Input
                    placeholder={BED_TYPE_HINT}
                    autoComplete="off"
                    {...control}
                    {...form.register('bed_type')}
                  />
                )
              }
            </FormField>
          </div>
          <FormField
            label="Rent per day"
            error={errors.base_rent_per_day?.message}
            description="In rupees (₹)"
          >
            {(control) => (
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                placeholder="e.g. 500"
                {...control}
                {...form.register('base_rent_per_day')}
              />
            )}
          </FormField>
          <Controller
            control={form.control}
            name="is_available"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox
                  id="bed-available"
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  ref={field.ref}
                  onBlur={field.onBlur}
                />
                <Label htmlFor="bed-available">Available</Label>
              </div>
            )}
          />
          <DialogFooter className="pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Spinner decorative />}
              {isEdit ? 'Save Changes' : 'Add Bed'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
