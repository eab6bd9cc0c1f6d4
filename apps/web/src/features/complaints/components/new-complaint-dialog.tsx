import {
  COMPLAINT_PRIORITIES,
  COMPLAINT_PRIORITY_LABELS,
  complaintInput,
  DEFAULT_COMPLAINT_PRIORITY,
} from '@pg/contracts/complaints';
import type { z } from 'zod';
import { type DialogOpenProps, FormDialog } from '@/components/ui/form-dialog';
import { BoundFormField, fieldsOf, TextareaField } from '@/components/ui/form-field';
import { SuggestInput } from '@/components/ui/input';
import { SelectFormField } from '@/components/ui/select-field';
import { TenantField } from '@/domain/tenants/tenant-field';
import { useCreateComplaint } from '@/features/complaints/api/create-complaint';
import { useDialogForm } from '@/lib/dialog-form';

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
  const { form, pending, dialog } = useDialogForm({
    schema: complaintInput,
    open,
    initial: blank,
    mutation: useCreateComplaint(branchId),
    saved: 'Complaint registered successfully',
    failed: 'Failed to register complaint',
    onDone: () => onOpenChange(false),
    draft: `complaint:${branchId}`,
  });
  const field = fieldsOf(form.control);

  return (
    <FormDialog
      {...dialog}
      title="New Complaint"
      description="A problem a tenant reported. It starts as open."
      submitLabel="Register Complaint"
      className="sm:max-w-lg"
    >
      <TenantField {...field('tenant_id')} label="Tenant" branchId={branchId} disabled={pending} />
      <div className="grid gap-4 sm:grid-cols-2">
        <BoundFormField {...field('category')} label="Category">
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
          {...field('priority')}
          label="Priority"
          options={PRIORITY_OPTIONS}
          disabled={pending}
        />
      </div>
      <TextareaField
        {...field('description')}
        label="Description"
        rows={4}
        placeholder="What is wrong, and where?"
      />
    </FormDialog>
  );
}
