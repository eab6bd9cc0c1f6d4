import { todayIso } from '@pg/contracts/dates';
import {
  GENDER_LABELS,
  GENDERS,
  INDIAN,
  isForeignNational,
  type TenantProfile,
  tenantProfileInput,
  visaWarning,
} from '@pg/contracts/tenant-records';
import type { z } from 'zod';
import { DateField } from '@/components/ui/date-input';
import { FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, InputField, TextareaField } from '@/components/ui/form-field';
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
 * nationality other than Indian brings the visa fields, and a warning while the visa has ended,
 * ends within VISA_WARNING_DAYS days or ended before the arrival.
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
  const { form, dialog } = useDialogForm({
    schema: tenantProfileInput,
    open,
    initial: () => formValuesOf(profile),
    mutation: useSaveProfile(tenantId),
    saved: 'Profile saved',
    failed: 'Failed to save the profile',
    onDone: onClose,
  });
  const field = fieldsOf(form.control);
  const foreign = isForeignNational(form.watch('nationality') ?? INDIAN);
  const visa = foreign
    ? visaWarning(form.watch('visa_expiry') || null, form.watch('arrived_in_india_on') || null, todayIso())
    : null;

  return (
    <FormDialog
      {...dialog}
      title="Edit profile"
      description="What the police verification form asks for. Leave a box empty when it is not known."
      submitLabel="Save profile"
      className="sm:max-w-2xl"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField {...field('guardian_name')} label="Father's or guardian's name" autoComplete="off" />
        <DateField {...field('date_of_birth')} label="Date of birth" />
        <SelectFormField {...field('gender')} label="Gender" options={GENDER_OPTIONS} placeholder="Choose" />
        <InputField {...field('nationality')} label="Nationality" />
        <InputField {...field('occupation')} label="Occupation" />
        <InputField {...field('workplace')} label="Employer or college" />
      </div>
      <TextareaField {...field('permanent_address')} label="Permanent address" rows={2} />
      <TextareaField {...field('previous_address')} label="Previous address" rows={2} />
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-medium text-sm">Emergency contact</legend>
        <InputField {...field('emergency_name')} label="Emergency contact name" />
        <InputField {...field('emergency_relation')} label="Relation" />
        <InputField {...field('emergency_phone')} label="Emergency contact phone" type="tel" />
      </fieldset>
      {foreign && (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-medium text-sm">
            Foreign national (add the passport as an ID document)
          </legend>
          <InputField {...field('passport_country')} label="Country" />
          <InputField {...field('visa_type')} label="Visa type" />
          <InputField {...field('visa_number')} label="Visa number" />
          <DateField {...field('visa_expiry')} label="Visa expiry" />
          <DateField {...field('arrived_in_india_on')} label="Date of arrival in India" />
          {visa && (
            <p
              role="status"
              className="rounded-md border border-warning bg-warning/10 px-3 py-2 text-sm sm:col-span-2"
            >
              {`${visa}. It is saved as written; the dashboard flags it until the visa is renewed.`}
            </p>
          )}
        </fieldset>
      )}
    </FormDialog>
  );
}
