import { zodResolver } from '@hookform/resolvers/zod';
import { type Floor, floorInput, type Property } from '@pg/contracts/inventory';
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useCreateFloor } from '@/features/inventory/api/create-floor';
import { useUpdateFloor } from '@/features/inventory/api/update-floor';
import { type NotifyStyle, notifyError, notifySuccess, placeFieldErrors } from '@/features/inventory/notify';

type FormValues = z.input<typeof floorInput>;
const FIELDS = ['property_id', 'floor_number', 'name', 'description'] as const;

const toFormValues = (floor: Floor | null, propertyId: string | undefined): FormValues => ({
  property_id: floor?.property_id ?? propertyId ?? '',
  floor_number: floor ? String(floor.floor_number) : '',
  name: floor?.name ?? '',
  description: floor?.description ?? '',
});

type FloorFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  branchId: string;
  /** The floor to edit; null to add one. */
  floor: Floor | null;
  /**
   * The drill-down passes the selected property (no property field); the floors page passes the
   * branch's properties to choose from, preselecting `propertyId` when given.
   */
  properties?: Property[];
  propertyId?: string | undefined;
  notify: NotifyStyle;
  onSaved?: (floor: Floor) => void;
};

/** Add or edit a floor: property (fixed once created), floor number, name, optional description. */
export function FloorFormDialog({
  open,
  onOpenChange,
  branchId,
  floor,
  properties,
  propertyId,
  notify,
  onSaved,
}: FloorFormDialogProps) {
  const isEdit = floor !== null;
  const create = useCreateFloor();
  const update = useUpdateFloor();
  const pending = create.isPending || update.isPending;

  const form = useForm<FormValues, unknown, z.output<typeof floorInput>>({
    resolver: zodResolver(floorInput),
    defaultValues: toFormValues(floor, propertyId),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(toFormValues(floor, propertyId));
  }, [open, floor, propertyId, form]);

  const onError = (error: unknown) => {
    if (!placeFieldErrors(form, error, FIELDS)) notifyError(notify, error);
  };

  const onSubmit = form.handleSubmit(({ property_id, ...rest }) => {
    const onSuccess = (message: string) => (saved: Floor) => {
      notifySuccess(notify, message);
      onOpenChange(false);
      onSaved?.(saved);
    };
    if (floor) {
      update.mutate(
        { id: floor.id, input: rest },
        { onSuccess: onSuccess('Floor updated successfully'), onError },
      );
    } else {
      create.mutate(
        { branchId, input: { property_id, ...rest } },
        { onSuccess: onSuccess('Floor created successfully'), onError },
      );
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{isEdit ? 'Edit Floor' : 'Add Floor'}</DialogTitle>
          <DialogDescription>
            {isEdit
              ? `Change floor ${floor.floor_number} of ${floor.property_name}.`
              : 'Floors are numbered from the ground floor (0); basements are negative.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {properties && (
            <FormField
              label="Property"
              error={errors.property_id?.message}
              description={isEdit ? 'A floor stays in its property.' : undefined}
            >
              {(control) => (
                <Controller
                  control={form.control}
                  name="property_id"
                  render={({ field }) => (
                    <Select value={field.value ?? ''} onValueChange={field.onChange} disabled={isEdit}>
                      <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur} className="w-full">
                        <SelectValue placeholder="Select a property" />
                      </SelectTrigger>
                      <SelectContent>
                        {properties.map((p) => (
                          <SelectItem key={p.id} value={p.id}>
                            {p.name}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
          )}
          <FormField label="Floor Number" error={errors.floor_number?.message}>
            {(control) => (
              <Input
                type="number"
                inputMode="numeric"
                step={1}
                placeholder="e.g. 1"
                {...control}
                {...form.register('floor_number')}
              />
            )}
          </FormField>
          <FormField label="Name" error={errors.name?.message}>
            {(control) => (
              <Input
                placeholder="e.g. First Floor"
                autoComplete="off"
                {...control}
                {...form.register('name')}
              />
            )}
          </FormField>
          <FormField label="Description" error={errors.description?.message}>
            {(control) => (
              <Textarea rows={2} placeholder="Optional" {...control} {...form.register('description')} />
            )}
          </FormField>
          <DialogFooter className="pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Spinner decorative />}
              {isEdit ? 'Save Changes' : 'Add Floor'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
