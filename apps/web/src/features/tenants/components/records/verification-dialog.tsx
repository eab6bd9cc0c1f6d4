import {
  formCInput,
  VERIFICATION_STATUS_LABELS,
  VERIFICATION_STATUSES,
  type Verification,
  type VerificationFields,
  verificationFields,
} from '@pg/contracts/tenant-records';
import type { z } from 'zod';
import { DateInput } from '@/components/ui/date-input';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { useSaveFormC, useSaveVerification } from '@/features/tenants/api/save-records';
import { useDialogForm } from '@/lib/dialog-form';

const STATUS_OPTIONS = VERIFICATION_STATUSES.map((s) => ({ value: s, label: VERIFICATION_STATUS_LABELS[s] }));

const formValuesOf = (v: Verification): VerificationFields => ({
  status: v.status,
  submitted_on: v.submitted_on ?? '',
  police_station: v.police_station ?? '',
  reference: v.reference ?? '',
  verified_on: v.verified_on ?? '',
  note: v.note ?? '',
});

type DialogProps = { tenantId: string; open: boolean; onClose: () => void };

/** Update verification: where the police verification stands, with the details of that step. */
export function VerificationDialog({
  tenantId,
  verification,
  open,
  onClose,
}: DialogProps & { verification: Verification }) {
  const { form, onSubmit, pending } = useDialogForm({
    schema: verificationFields,
    open,
    initial: () => formValuesOf(verification),
    mutation: useSaveVerification(tenantId),
    saved: 'Verification updated',
    failed: 'Failed to update verification',
    onDone: onClose,
  });
  const { errors } = form.formState;
  const status = form.watch('status');

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Update verification"
      description="Police verification of the tenant: submitted to the police station, then verified or rejected."
      pending={pending}
      submitLabel="Save"
      onSubmit={onSubmit}
    >
      <FormField label="Status" error={errors.status?.message}>
        {(control) => (
          <SelectField form={form.control} name="status" control={control} options={STATUS_OPTIONS} />
        )}
      </FormField>
      {status === 'submitted' && (
        <>
          <FormField label="Date submitted" error={errors.submitted_on?.message}>
            {(control) => <DateInput form={form.control} name="submitted_on" control={control} />}
          </FormField>
          <FormField label="Police station" error={errors.police_station?.message}>
            {(control) => <Input {...control} {...form.register('police_station')} />}
          </FormField>
          <FormField label="Reference number" error={errors.reference?.message}>
            {(control) => <Input {...control} {...form.register('reference')} />}
          </FormField>
        </>
      )}
      {status === 'verified' && (
        <FormField label="Date verified" error={errors.verified_on?.message}>
          {(control) => <DateInput form={form.control} name="verified_on" control={control} />}
        </FormField>
      )}
      {status === 'rejected' && (
        <FormField label="Note" error={errors.note?.message}>
          {(control) => <Textarea rows={3} {...control} {...form.register('note')} />}
        </FormField>
      )}
    </FormDialog>
  );
}

type FormCValues = z.input<typeof formCInput>;

/** Mark Form C filed: the date and the reference the FRRO portal gave. */
export function FormCDialog({ tenantId, open, onClose }: DialogProps) {
  const { form, onSubmit, pending } = useDialogForm({
    schema: formCInput,
    open,
    initial: (): FormCValues => ({ filed_on: '', reference: '' }),
    mutation: useSaveFormC(tenantId),
    saved: 'Form C marked as filed',
    failed: 'Failed to mark Form C as filed',
    onDone: onClose,
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Mark Form C filed"
      description="A foreign national's stay must be reported on Form C within 24 hours of check-in."
      pending={pending}
      submitLabel="Save"
      onSubmit={onSubmit}
    >
      <FormField label="Date filed" error={errors.filed_on?.message}>
        {(control) => <DateInput form={form.control} name="filed_on" control={control} />}
      </FormField>
      <FormField label="Form C reference" error={errors.reference?.message}>
        {(control) => <Input {...control} {...form.register('reference')} />}
      </FormField>
    </FormDialog>
  );
}
