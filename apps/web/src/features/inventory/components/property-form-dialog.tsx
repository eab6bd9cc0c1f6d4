import { zodResolver } from '@hookform/resolvers/zod';
import { type Property, propertyForm } from '@pg/contracts/inventory';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useBranch } from '@/app/branch-context';
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
import { useCreateProperty } from '@/features/inventory/api/create-property';
import { useUpdateProperty } from '@/features/inventory/api/update-property';
import { notifyError, notifySuccess, placeFieldErrors } from '@/features/inventory/notify';

type FormValues = z.input<typeof propertyForm>;
const FIELDS = ['name', 'branch_id', 'address', 'description'] as const;

const toFormValues = (property: Property | null, branchId: string | null): FormValues => ({
  name: property?.name ?? '',
  branch_id: property?.branch_id ?? branchId ?? '',
  address: property?.address ?? '',
  description: property?.description ?? '',
});

type PropertyFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The property to edit; null to add one. */
  property: Property | null;
};

/** Add or edit a property: name and branch required (the branch defaults to the selected one). */
export function PropertyFormDialog({ open, onOpenChange, property }: PropertyFormDialogProps) {
  const { branches, selectedBranchId } = useBranch();
  const isEdit = property !== null;
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const pending = create.isPending || update.isPending;

  const form = useForm<FormValues, unknown, z.output<typeof propertyForm>>({
    resolver: zodResolver(propertyForm),
    defaultValues: toFormValues(property, selectedBranchId),
  });
  const { errors } = form.formState;

  // Each opening starts from the property being edited, or blank in the selected branch.
  useEffect(() => {
    if (open) form.reset(toFormValues(property, selectedBranchId));
  }, [open, property, selectedBranchId, form]);

  const onError = (error: unknown) => {
    if (!placeFieldErrors(form, error, FIELDS)) notifyError('page', error);
  };

  const onSubmit = form.handleSubmit(({ branch_id, ...input }) => {
    if (property) {
      update.mutate(
        { id: property.id, input: { ...input, branch_id } },
        {
          onSuccess: () => {
            notifySuccess('page', 'Property updated successfully');
            onOpenChange(false);
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { branchId: branch_id, input },
        {
          onSuccess: () => {
            notifySuccess('page', 'Property created successfully');
            onOpenChange(false);
          },
          onError,
        },
      );
    }
  });

  const movingBranch = isEdit && form.watch('branch_id') !== property.branch_id;

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{isEdit ? 'Edit Property' : 'Add Property'}</DialogTitle>
          <DialogDescription>
            {isEdit
              ? `Change the details of ${property.name}.`
              : 'A building of the branch, such as one PG house.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField label="Name" error={errors.name?.message}>
            {(control) => (
              <Input
                placeholder="e.g. Sunrise Residency"
                autoComplete="off"
                {...control}
                {...form.register('name')}
              />
            )}
          </FormField>
          <FormField
            label="Branch"
            error={errors.branch_id?.message}
            description={
              movingBranch ? 'Its floors, rooms and beds move to the chosen branch with it.' : undefined
            }
          >
            {(control) => (
              <Controller
                control={form.control}
                name="branch_id"
                render={({ field }) => (
                  <Select value={field.value ?? ''} onValueChange={field.onChange}>
                    <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur} className="w-full">
                      <SelectValue placeholder="Select a branch" />
                    </SelectTrigger>
                    <SelectContent>
                      {branches.map((branch) => (
                        <SelectItem key={branch.id} value={branch.id} description={branch.name}>
                          {branch.code}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          <FormField label="Address" error={errors.address?.message}>
            {(control) => (
              <Textarea rows={2} placeholder="Optional" {...control} {...form.register('address')} />
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
              {isEdit ? 'Save Changes' : 'Add Property'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
