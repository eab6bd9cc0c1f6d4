import { ID_DOCUMENT_TYPE_LABELS, ID_DOCUMENT_TYPES } from '@pg/contracts/tenant-records';
import { visitorInput } from '@pg/contracts/visitors';
import type { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { useRecordVisitor } from '@/features/visitors/api/record-visitor';
import { useDialogForm } from '@/lib/dialog-form';
import { TenantSelect } from '@/lib/tenant-select';

type FormValues = z.input<typeof visitorInput>;
const blank = (): FormValues => ({
  name: '',
  tenant_id: '',
  phone: '',
  purpose: '',
  id_type: null,
  id_last4: '',
});

type RecordVisitorDialogProps = { branchId: string; open: boolean; onOpenChange: (open: boolean) => void };

/** Record Visitor: the tenant visited and a name are enough; the time in is now. */
export function RecordVisitorDialog({ branchId, open, onOpenChange }: RecordVisitorDialogProps) {
  const { form, onSubmit, pending } = useDialogForm({
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
  const { errors } = form.formState;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Record Visitor"
      description="Who came in, to see whom. The time in is now."
      pending={pending}
      submitLabel="Record Visitor"
      onSubmit={onSubmit}
    >
      <FormField label="Visiting tenant" error={errors.tenant_id?.message}>
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
      <FormField label="Visitor name" error={errors.name?.message}>
        {(control) => <Input autoComplete="off" {...control} {...form.register('name')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Phone (optional)" error={errors.phone?.message}>
          {(control) => <Input type="tel" inputMode="tel" {...control} {...form.register('phone')} />}
        </FormField>
        <FormField label="Purpose (optional)" error={errors.purpose?.message}>
          {(control) => <Input placeholder="e.g. Family visit" {...control} {...form.register('purpose')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="ID shown (optional)" error={errors.id_type?.message}>
          {(control) => (
            <SelectField
              form={form.control}
              name="id_type"
              control={control}
              placeholder="No ID"
              options={ID_DOCUMENT_TYPES.map((type) => ({
                value: type,
                label: ID_DOCUMENT_TYPE_LABELS[type],
              }))}
              disabled={pending}
            />
          )}
        </FormField>
        <FormField label="Last 4 of the ID (optional)" error={errors.id_last4?.message}>
          {(control) => (
            <Input maxLength={4} autoComplete="off" {...control} {...form.register('id_last4')} />
          )}
        </FormField>
      </div>
    </FormDialog>
  );
}
