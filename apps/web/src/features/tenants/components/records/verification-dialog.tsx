import {
  formCInput,
  VERIFICATION_STATUS_LABELS,
  VERIFICATION_STATUSES,
  type Verification,
  type VerificationFields,
  verificationFields,
} from '@pg/contracts/tenant-records';
import type { z } from 'zod';
import { DateField } from '@/components/ui/date-input';
import { FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, InputField, TextareaField } from '@/components/ui/form-field';
import { SelectFormField } from '@/components/ui/select-field';
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
  const { form, dialog } = useDialogForm({
    schema: verificationFields,
    open,
    initial: () => formValuesOf(verification),
    mutation: useSaveVerification(tenantId),
    saved: 'Verification updated',
    failed: 'Failed to update verification',
    onDone: onClose,
  });
  const field = fieldsOf(form.control);
  const status = form.watch('status');

  return (
    <FormDialog
      {...dialog}
      title="Update verification"
      description="Police verification of the tenant: submitted to the police station, then verified or rejected."
      submitLabel="Save"
    >
      <SelectFormField {...field('status')} label="Status" options={STATUS_OPTIONS} />
      {status === 'submitted' && (
        <>
          <DateField {...field('submitted_on')} label="Date submitted" />
          <InputField {...field('police_station')} label="Police station" />
          <InputField {...field('reference')} label="Reference number" />
        </>
      )}
      {status === 'verified' && <DateField {...field('verified_on')} label="Date verified" />}
      {status === 'rejected' && <TextareaField {...field('note')} label="Note" rows={3} />}
    </FormDialog>
  );
}

type FormCValues = z.input<typeof formCInput>;

/** Mark Form C filed: the date and the reference the FRRO portal gave. */
export function FormCDialog({ tenantId, open, onClose }: DialogProps) {
  const { form, dialog } = useDialogForm({
    schema: formCInput,
    open,
    initial: (): FormCValues => ({ filed_on: '', reference: '' }),
    mutation: useSaveFormC(tenantId),
    saved: 'Form C marked as filed',
    failed: 'Failed to mark Form C as filed',
    onDone: onClose,
  });
  const field = fieldsOf(form.control);

  return (
    <FormDialog
      {...dialog}
      title="Mark Form C filed"
      description="A foreign national's stay must be reported on Form C within 24 hours of check-in."
      submitLabel="Save"
    >
      <DateField {...field('filed_on')} label="Date filed" />
      <InputField {...field('reference')} label="Form C reference" />
    </FormDialog>
  );
}
