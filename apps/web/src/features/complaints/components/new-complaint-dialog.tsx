import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPLAINT_PRIORITIES,
  COMPLAINT_PRIORITY_LABELS,
  type ComplaintPriority,
  complaintInput,
  DEFAULT_COMPLAINT_PRIORITY,
} from '@pg/contracts/complaints';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { TenantSelect } from '@/components/tenant-select';
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
import { useCreateComplaint } from '@/features/complaints/api/create-complaint';
import { ApiError, errorMessage } from '@/lib/api-client';

type FormValues = z.input<typeof complaintInput>;
type FieldName = keyof FormValues;
const FIELDS: FieldName[] = ['tenant_id', 'category', 'priority', 'description'];

/** Suggestions only: the category is free text. */
const CATEGORY_SUGGESTIONS = [
  'Plumbing',
  'Electrical',
  'Housekeeping',
  'Food',
  'Wi-Fi',
  'Furniture',
  'Laundry',
  'Security',
  'Noise',
  'Other',
];

const blank = (): FormValues => ({
  tenant_id: '',
  category: '',
  priority: DEFAULT_COMPLAINT_PRIORITY,
  description: '',
});

type NewComplaintDialogProps = {
  branchId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** New Complaint: tenant, category, priority (medium by default) and description, all required. */
export function NewComplaintDialog({ branchId, open, onOpenChange }: NewComplaintDialogProps) {
  const create = useCreateComplaint(branchId);
  const pending = create.isPending;
  const categoriesId = useId();

  const form = useForm<FormValues, unknown, z.output<typeof complaintInput>>({
    resolver: zodResolver(complaintInput),
    defaultValues: blank(),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset(blank());
      create.reset();
    }
  }, [open, form, create.reset]);

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.fields) {
      let placed = false;
      for (const name of FIELDS) {
        const message = error.fields[name];
        if (message) {
          form.setError(name, { message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (placed) return;
    }
    toast.error('Failed to register complaint', { description: errorMessage(error, 'Please try again.') });
  };

  const onSubmit = form.handleSubmit((input) => {
    create.mutate(input, {
      onSuccess: () => {
        toast.success('Complaint registered successfully');
        onOpenChange(false);
      },
      onError,
    });
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>New Complaint</DialogTitle>
          <DialogDescription>A problem a tenant reported. It starts as open.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField label="Tenant" error={errors.tenant_id?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="tenant_id"
                render={({ field }) => (
                  <TenantSelect
                    branchId={branchId}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={pending}
                    control={control}
                  />
                )}
              />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Category" error={errors.category?.message}>
              {(control) => (
                <>
                  <Input
                    list={categoriesId}
                    autoComplete="off"
                    placeholder="e.g. Plumbing"
                    {...control}
                    {...form.register('category')}
                  />
                  <datalist id={categoriesId}>
                    {CATEGORY_SUGGESTIONS.map((c) => (
                      <option key={c} value={c} />
                    ))}
                  </datalist>
                </>
              )}
            </FormField>
            <FormField label="Priority" error={errors.priority?.message}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="priority"
                  render={({ field }) => (
                    <Select
                      value={field.value}
                      onValueChange={(v) => field.onChange(v as ComplaintPriority)}
                      disabled={pending}
                    >
                      <SelectTrigger className="w-full" onBlur={field.onBlur} {...control}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {COMPLAINT_PRIORITIES.map((p) => (
                          <SelectItem key={p} value={p}>
                            {COMPLAINT_PRIORITY_LABELS[p]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
          </div>
          <FormField label="Description" error={errors.description?.message}>
            {(control) => (
              <Textarea
                rows={4}
                placeholder="What is wrong, and where?"
                {...control}
                {...form.register('description')}
              />
            )}
          </FormField>
          <DialogFooter className="pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Spinner decorative />}
              Register Complaint
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
