import { instantInIndia, timeInIndia, todayIso } from '@pg/contracts/dates';
import { ID_DOCUMENT_TYPE_LABELS, ID_DOCUMENT_TYPES } from '@pg/contracts/tenant-records';
import { type VisitorFormValues, visitorForm } from '@pg/contracts/visitors';
import { type DialogOpenProps, FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, InputField } from '@/components/ui/form-field';
import { SelectFormField } from '@/components/ui/select-field';
import { TenantField } from '@/domain/tenants/tenant-field';
import { useRecordVisitor } from '@/features/visitors/api/record-visitor';
import { useDialogForm } from '@/lib/dialog-form';
import { formatDate } from '@/lib/format';

const ID_TYPE_OPTIONS = ID_DOCUMENT_TYPES.map((type) => ({
  value: type,
  label: ID_DOCUMENT_TYPE_LABELS[type],
}));
/** A blank visitor of `date`'s register: on today's, the time in is now; on an earlier day's, typed. */
const blank = (date: string): VisitorFormValues => ({
  name: '',
  tenant_id: '',
  phone: '',
  purpose: '',
  id_type: null,
  id_last4: '',
  time_in: date === todayIso() ? timeInIndia(new Date()) : '',
});

type RecordVisitorDialogProps = DialogOpenProps & {
  branchId: string;
  /** The register's day, which the time in is of. */
  date: string;
};

/** Record Visitor: the tenant visited and a name are enough; the time in is now unless changed. */
export function RecordVisitorDialog({ branchId, date, open, onOpenChange }: RecordVisitorDialogProps) {
  const { form, pending, dialog } = useDialogForm({
    schema: visitorForm,
    open,
    initial: () => blank(date),
    toVariables: ({ time_in, ...visitor }) => ({ ...visitor, in_at: instantInIndia(date, time_in) }),
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
      description={`Who came in on ${formatDate(date)}, to see whom, and when.`}
      submitLabel="Record Visitor"
    >
      <TenantField {...field('tenant_id')} label="Visiting tenant" branchId={branchId} disabled={pending} />
      <div className="grid gap-4 sm:grid-cols-[1fr_9rem]">
        <InputField {...field('name')} label="Visitor name" autoComplete="off" />
        <InputField {...field('time_in')} label="Time in" type="time" />
      </div>
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
