import {
  GENDER_LABELS,
  GENDERS,
  INDIAN,
  isForeignNational,
  type TenantProfile,
  tenantProfileInput,
} from '@pg/contracts/tenant-records';
import type { z } from 'zod';
import { DateInput } from '@/components/ui/date-input';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
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
  const { errors } = form.formState;
  const foreign = isForeignNational(form.watch('nationality') ?? INDIAN);

  const text = (name: (typeof TEXT_FIELDS)[number] | 'nationality', label: string, extra = {}) => (
    <FormField label={label} error={errors[name]?.message}>
      {(control) => <Input {...control} {...extra} {...form.register(name)} />}
    </FormField>
  );

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
        {text('guardian_name', "Father's or guardian's name", { autoComplete: 'off' })}
        <FormField label="Date of birth" error={errors.date_of_birth?.message}>
          {(control) => <DateInput form={form.control} name="date_of_birth" control={control} />}
        </FormField>
        <FormField label="Gender" error={errors.gender?.message}>
          {(control) => (
            <SelectField
              form={form.control}
              name="gender"
              control={control}
              options={GENDER_OPTIONS}
              placeholder="Choose"
            />
          )}
        </FormField>
        {text('nationality', 'Nationality')}
        {text('occupation', 'Occupation')}
        {text('workplace', 'Employer or college')}
      </div>
      <FormField label="Permanent address" error={errors.permanent_address?.message}>
        {(control) => <Textarea rows={2} {...control} {...form.register('permanent_address')} />}
      </FormField>
      <FormField label="Previous address" error={errors.previous_address?.message}>
        {(control) => <Textarea rows={2} {...control} {...form.register('previous_address')} />}
      </FormField>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-medium text-sm">Emergency contact</legend>
        {text('emergency_name', 'Emergency contact name')}
        {text('emergency_relation', 'Relation')}
        {text('emergency_phone', 'Emergency contact phone', { type: 'tel', inputMode: 'tel' })}
      </fieldset>
      {foreign && (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-medium text-sm">
            Foreign national (add the passport as an ID document)
          </legend>
          {text('passport_country', 'Country')}
          {text('visa_type', 'Visa type')}
          {text('visa_number', 'Visa number')}
          <FormField label="Visa expiry" error={errors.visa_expiry?.message}>
            {(control) => <DateInput form={form.control} name="visa_expiry" control={control} />}
          </FormField>
          <FormField label="Date of arrival in India" error={errors.arrived_in_india_on?.message}>
            {(control) => <DateInput form={form.control} name="arrived_in_india_on" control={control} />}
          </FormField>
        </fieldset>
      )}
    </FormDialog>
  );
}
