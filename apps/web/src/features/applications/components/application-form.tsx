import { zodResolver } from '@hookform/resolvers/zod';
import { type ApplicationReceipt, applicationInput } from '@pg/contracts/applications';
import { ACCEPTED_IMAGE_TYPES, IMAGE_TYPE_MESSAGE } from '@pg/contracts/photos';
import { useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Checkbox } from '@/components/ui/checkbox';
import { FormMessage, fieldsOf, InputField, PhotoField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useResolvedBranch } from '@/features/applications/api/resolve-branch';
import { useSubmitApplication } from '@/features/applications/api/submit-application';
import { placeFieldErrors, toastFailure } from '@/lib/form-errors';
import { preparePhoto } from '@/lib/prepare-photo';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** An optional photo: JPEG, PNG or WebP by its declared type (the server checks the bytes). */
const photo = z
  .instanceof(File)
  .refine((file) => file.type === '' || (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type), {
    message: IMAGE_TYPE_MESSAGE,
  })
  .optional();

/** The server's schema, plus the two photos the form holds as files. */
const formSchema = applicationInput.extend({ selfie: photo, aadhar_photo: photo });
type FormOutput = z.output<typeof formSchema>;
type FormValues = Omit<z.input<typeof formSchema>, 'consent'> & { consent: boolean };
const FIELDS = [
  'full_name',
  'phone',
  'aadhar_number',
  'branch',
  'consent',
  'selfie',
  'aadhar_photo',
] as const;

const SUBMIT_FALLBACK = 'Failed to submit application. Please try again.';

type ApplicationFormProps = {
  /** A branch code or name to start with (from the QR code's link). */
  initialBranch: string;
  onSubmitted: (receipt: ApplicationReceipt) => void;
};

/** The public application: who, how to reach them, their Aadhar number, which branch, optional photos, consent. */
export function ApplicationForm({ initialBranch, onSubmitted }: ApplicationFormProps) {
  const submit = useSubmitApplication();
  const [preparing, setPreparing] = useState(false);
  const busy = preparing || submit.isPending;

  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema) as unknown as Resolver<FormValues, unknown, FormOutput>,
    defaultValues: {
      full_name: '',
      phone: '',
      aadhar_number: '',
      branch: initialBranch,
      consent: false,
      selfie: undefined,
      aadhar_photo: undefined,
    },
  });
  const field = fieldsOf(form.control);
  const { errors } = form.formState;

  const typedBranch = useWatch({ control: form.control, name: 'branch' }) ?? '';
  const branchQuery = useDebouncedValue(typedBranch.trim(), 400);
  const resolved = useResolvedBranch(branchQuery);
  const branchHint =
    branchQuery && resolved.data
      ? `Applying to ${resolved.data.name} (${resolved.data.code})`
      : branchQuery && resolved.data === null && !errors.branch
        ? 'No branch has this name or code yet. Check the name or code shown at the PG.'
        : 'Type the branch name or code shown at the PG.';

  const onError = (error: unknown) => {
    // The spec's toast comes even when the fields say what is wrong.
    placeFieldErrors(form, error, FIELDS);
    toastFailure('Submission Failed', error, SUBMIT_FALLBACK);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setPreparing(true);
    let selfie: Blob | undefined;
    let aadharPhoto: Blob | undefined;
    try {
      [selfie, aadharPhoto] = await Promise.all([
        values.selfie ? preparePhoto(values.selfie) : undefined,
        values.aadhar_photo ? preparePhoto(values.aadhar_photo) : undefined,
      ]);
    } finally {
      setPreparing(false);
    }
    submit.mutate(
      { ...values, selfie, aadhar_photo: aadharPhoto },
      { onSuccess: (receipt) => onSubmitted(receipt), onError },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={busy || undefined}>
      <InputField {...field('full_name')} label="Full Name" autoComplete="name" disabled={busy} />

      <InputField
        {...field('phone')}
        label="Mobile Number"
        description="We will call or message you on this number about your application."
        type="tel"
        autoComplete="tel"
        placeholder="98765 43210"
        disabled={busy}
      />

      <InputField
        {...field('aadhar_number')}
        label="Aadhar Number"
        description="12 digits, as printed on your Aadhar card."
        inputMode="numeric"
        verbatim
        maxLength={14}
        placeholder="1234 5678 9012"
        disabled={busy}
      />

      <InputField
        {...field('branch')}
        label="Branch"
        description={branchHint}
        autoComplete="off"
        placeholder="Branch name or code"
        disabled={busy}
      />

      <PhotoField
        {...field('selfie')}
        label="Selfie (optional)"
        description="On a phone this opens the front camera. JPEG, PNG or WebP."
        capture="user"
        disabled={busy}
        noun="selfie"
      />

      <PhotoField
        {...field('aadhar_photo')}
        label="Aadhar Photo (optional)"
        description="A clear photo of the front of your Aadhar card. JPEG, PNG or WebP."
        disabled={busy}
        noun="Aadhar photo"
      />

      <Controller
        control={form.control}
        name="consent"
        render={({ field }) => (
          <div className="grid gap-2">
            <div className="flex items-start gap-3 rounded-md border bg-muted/40 p-3">
              <Checkbox
                id="application-consent"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                disabled={busy}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? 'application-consent-error' : undefined}
                className="mt-0.5"
              />
              <label htmlFor="application-consent" className="text-sm leading-snug">
                I agree that this PG may store my name, mobile number, Aadhar number and the photos I add, to
                verify my identity and decide on this application. They are kept encrypted and only the
                PG&apos;s staff can see them; the photos of an application that is not accepted are deleted.
              </label>
            </div>
            {errors.consent && (
              <p id="application-consent-error" className="text-destructive text-sm">
                {errors.consent.message}
              </p>
            )}
          </div>
        )}
      />

      <FormMessage form={form.control} />
      <SubmitButton pending={busy} size="lg" className="w-full">
        {busy ? 'Submitting...' : 'Submit Application'}
      </SubmitButton>
    </form>
  );
}
