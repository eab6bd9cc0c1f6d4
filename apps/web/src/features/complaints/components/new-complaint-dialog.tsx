import {
  COMPLAINT_PRIORITIES,
  COMPLAINT_PRIORITY_LABELS,
  complaintInput,
  DEFAULT_COMPLAINT_PRIORITY,
} from '@pg/contracts/complaints';
import type { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { SuggestInput } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { useCreateComplaint } from '@/features/complaints/api/create-complaint';
import { useDialogForm } from '@/lib/dialog-form';
import { TenantSelect } from '@/lib/tenant-select';

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
  const { form, onSubmit, pending } = useDialogForm({
    schema: complaintInput,
    open,
    initial: blank,
    mutation: useCreateComplaint(branchId),
    saved: 'Complaint registered successfully',
    failed: 'Failed to register complaint',
    onDone: () => onOpenChange(false),
    draft: `complaint:${branchId}`,
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New Complaint"
      description="A problem a tenant reported. It starts as open."
      pending={pending}
      submitLabel="Register Complaint"
      className="sm:max-w-lg"
      onSubmit={onSubmit}
    >
      <FormField label="Tenant" error={errors.tenant_id?.message}>
        {(control) => (
          <TenantSelect
            form={form.control}
            name="tenant_id"
            control={control}
            branchId={branchId}
            disabled={pending}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Category" error={errors.category?.message}>
          {(control) => (
            <SuggestInput
              suggestions={CATEGORY_SUGGESTIONS}
              placeholder="e.g. Plumbing"
              {...control}
              {...form.register('category')}
            />
          )}
        </FormField>
        <FormField label="Priority" error={errors.priority?.message}>
          {(control) => (
            <SelectField
              form={form.control}
              name="priority"
              control={control}
              options={COMPLAINT_PRIORITIES.map((p) => ({ value: p, label: COMPLAINT_PRIORITY_LABELS[p] }))}
              disabled={pending}
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
    </FormDialog>
  );
}
