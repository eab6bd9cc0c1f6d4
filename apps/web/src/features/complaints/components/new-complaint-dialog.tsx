import {
  COMPLAINT_PRIORITIES,
  COMPLAINT_PRIORITY_LABELS,
  complaintInput,
  DEFAULT_COMPLAINT_PRIORITY,
} from '@pg/contracts/complaints';
import type { z } from 'zod';
import { type DialogOpenProps, FormDialog } from '@/components/ui/form-dialog';
import { BoundFormField, TextareaField } from '@/components/ui/form-field';
import { SuggestInput } from '@/components/ui/input';
import { SelectFormField } from '@/components/ui/select-field';
import { useCreateComplaint } from '@/features/complaints/api/create-complaint';
import { useDialogForm } from '@/lib/dialog-form';
import { TenantField } from '@/lib/tenant-field';

type FormValues = z.input<typeof complaintInput>;

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

const PRIORITY_OPTIONS = COMPLAINT_PRIORITIES.map((p) => ({ value: p, label: COMPLAINT_PRIORITY_LABELS[p] }));

const blank = (): FormValues => ({
  tenant_id: '',
  category: '',
  priority: DEFAULT_COMPLAINT_PRIORITY,
  description: '',
});

type NewComplaintDialogProps = DialogOpenProps & {
  branchId: string;
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
      <TenantField
        form={form.control}
        name="tenant_id"
        label="Tenant"
        branchId={branchId}
        disabled={pending}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <BoundFormField form={form.control} name="category" label="Category">
          {(control) => (
            <SuggestInput
              suggestions={CATEGORY_SUGGESTIONS}
              placeholder="e.g. Plumbing"
              {...control}
              {...form.register('category')}
            />
          )}
        </BoundFormField>
        <SelectFormField
          form={form.control}
          name="priority"
          label="Priority"
          options={PRIORITY_OPTIONS}
          disabled={pending}
        />
      </div>
      <TextareaField
        form={form.control}
        name="description"
        label="Description"
        rows={4}
        placeholder="What is wrong, and where?"
      />
    </FormDialog>
  );
}
