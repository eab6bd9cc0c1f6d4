import { ID_DOCUMENT_TYPE_LABELS, ID_DOCUMENT_TYPES } from '@pg/contracts/tenant-records';
import { visitorInput } from '@pg/contracts/visitors';
import type { z } from 'zod';
import { type DialogOpenProps, FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, InputField } from '@/components/ui/form-field';
import { SelectFormField } from '@/components/ui/select-field';
import { TenantField } from '@/domain/tenants/tenant-field';
import { useRecordVisitor } from '@/features/visitors/api/record-visitor';
import { useDialogForm } from '@/lib/dialog-form';

type FormValues = z.input<typeof visitorInput>;
const ID_TYPE_OPTIONS = ID_DOCUMENT_TYPES.map((type) => ({
  value: type,
  label: ID_DOCUMENT_TYPE_LABELS[type],
}));
const blank = (): FormValues => ({
  name: '',
  tenant_id: '',
  phone: '',
  purpose: '',
  id_type: null,
  id_last4: '',
});

type RecordVisitorDialogProps = DialogOpenProps & { branchId: string };

/** Record Visitor: the tenant visited and a name are enough; the time in is now. */
export function RecordVisitorDialog({ branchId, open, onOpenChange }: RecordVisitorDialogProps) {
  const { form, pending, dialog } = useDialogForm({
    schema: visitorInput,
    open,
    initial: blank,
    mutation: useRecordVisitor(branchId),
    saved: (visitor) => ({
      title: 'Visitor recorded',
      description: `${visitor.name} visiting ${visitor.tenant_name}`,
    }),
    failed: 'Failed to record visitor',
    onDone: () => onOpenChange(false),
  });
  const field = fieldsOf(form.control);

  return (
    <FormDialog
      {...dialog}
      title="Record Visitor"
      description="Who came in, to see whom. The time in is now."
      submitLabel="Record Visitor"
    >
      <TenantField {...field('tenant_id')} label="Visiting tenant" branchId={branchId} disabled={pending} />
      <InputField {...field('name')} label="Visitor name" autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField {...field('phone')} label="Phone (optional)" type="tel" />
        <InputField {...field('purpose')} label="Purpose (optional)" placeholder="e.g. Family visit" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectFormField
          {...field('id_type')}
          label="ID shown (optional)"
          placeholder="No ID"
          options={ID_TYPE_OPTIONS}
          disabled={pending}
        />
        <InputField
          {...field('id_last4')}
          label="Last 4 of the ID (optional)"
          maxLength={4}
          autoComplete="off"
        />
      </div>
    </FormDialog>
  );
}
