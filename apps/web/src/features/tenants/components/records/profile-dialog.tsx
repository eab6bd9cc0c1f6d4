import {
  GENDER_LABELS,
  GENDERS,
  INDIAN,
  isForeignNational,
  type TenantProfile,
  tenantProfileInput,
} from '@pg/contracts/tenant-records';
import type { z } from 'zod';
import { DateField } from '@/components/ui/date-input';
import { FormDialog } from '@/components/ui/form-dialog';
import { InputField, TextareaField } from '@/components/ui/form-field';
import { SelectFormField } from '@/components/ui/select-field';
import { useSaveProfile } from '@/features/tenants/api/save-records';
import { useDialogForm } from '@/lib/dialog-form';

type FormValues = z.input<typeof tenantProfileInput>;

const TEXT_FIELDS = [
  'guardian_name',
  'permanent_address',
  'previous_address',
  'occupation',
  'workplace',
  'emergency_name',
  'emergency_relation',
  'emergency_phone',
  'passport_country',
  'visa_type',
  'visa_number',
] as const;

const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }));

/** The form's values from the stored profile: an empty box for what is not held. */
function formValuesOf(profile: TenantProfile): FormValues {
  return {
    ...Object.fromEntries(TEXT_FIELDS.map((key) => [key, profile[key] ?? ''])),
    date_of_birth: profile.date_of_birth ?? '',
    gender: profile.gender,
    nationality: profile.nationality || INDIAN,
    visa_expiry: profile.visa_expiry ?? '',
    arrived_in_india_on: profile.arrived_in_india_on ?? '',
  };
}

/**
 * Edit profile: who the tenant is, as the police verification form and Form C ask for it. A
 * nationality other than Indian brings the visa fields.
 */
export function ProfileDialog({
  tenantId,
  profile,
  open,
  onClose,
}: {
  tenantId: string;
  profile: TenantProfile;
  open: boolean;
  onClose: () => void;
}) {
  const { form, onSubmit, pending } = useDialogForm({
    schema: tenantProfileInput,
    open,
    initial: () => formValuesOf(profile),
    mutation: useSaveProfile(tenantId),
    saved: 'Profile saved',
    failed: 'Failed to save the profile',
    onDone: onClose,
  });
  const foreign = isForeignNational(form.watch('nationality') ?? INDIAN);

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Edit profile"
      description="What the police verification form asks for. Leave a box empty when it is not known."
      pending={pending}
      submitLabel="Save profile"
      onSubmit={onSubmit}
      className="sm:max-w-2xl"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          form={form.control}
          name="guardian_name"
          label="Father's or guardian's name"
          autoComplete="off"
        />
        <DateField form={form.control} name="date_of_birth" label="Date of birth" />
        <SelectFormField
          form={form.control}
          name="gender"
          label="Gender"
          options={GENDER_OPTIONS}
          placeholder="Choose"
        />
        <InputField form={form.control} name="nationality" label="Nationality" />
        <InputField form={form.control} name="occupation" label="Occupation" />
        <InputField form={form.control} name="workplace" label="Employer or college" />
      </div>
      <TextareaField form={form.control} name="permanent_address" label="Permanent address" rows={2} />
      <TextareaField form={form.control} name="previous_address" label="Previous address" rows={2} />
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-medium text-sm">Emergency contact</legend>
        <InputField form={form.control} name="emergency_name" label="Emergency contact name" />
        <InputField form={form.control} name="emergency_relation" label="Relation" />
        <InputField
          form={form.control}
          name="emergency_phone"
          label="Emergency contact phone"
          type="tel"
          inputMode="tel"
        />
      </fieldset>
      {foreign && (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-medium text-sm">
            Foreign national (add the passport as an ID document)
          </legend>
          <InputField form={form.control} name="passport_country" label="Country" />
          <InputField form={form.control} name="visa_type" label="Visa type" />
          <InputField form={form.control} name="visa_number" label="Visa number" />
          <DateField form={form.control} name="visa_expiry" label="Visa expiry" />
          <DateField form={form.control} name="arrived_in_india_on" label="Date of arrival in India" />
        </fieldset>
      )}
    </FormDialog>
  );
}
