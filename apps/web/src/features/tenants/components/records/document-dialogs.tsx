import {
  checkIdNumber,
  ID_DOCUMENT_TYPE_LABELS,
  ID_DOCUMENT_TYPES,
  idDocumentFields,
} from '@pg/contracts/tenant-records';
import { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, InputField, PhotoField } from '@/components/ui/form-field';
import { SelectFormField } from '@/components/ui/select-field';
import { useAddDocument, useSetTenantPhoto } from '@/features/tenants/api/save-records';
import { useDialogForm } from '@/lib/dialog-form';
import { preparePhoto } from '@/lib/prepare-photo';

const photo = z.instanceof(File).optional();
const documentForm = z.object({ ...idDocumentFields, front: photo, back: photo }).superRefine(checkIdNumber);
type DocumentFormValues = z.input<typeof documentForm>;

const TYPE_OPTIONS = ID_DOCUMENT_TYPES.map((t) => ({ value: t, label: ID_DOCUMENT_TYPE_LABELS[t] }));
/** The two photos of an ID document, taken with the phone's back camera. */
const SIDES = [
  { name: 'front', label: 'Front photo', noun: 'front photo' },
  { name: 'back', label: 'Back photo', noun: 'back photo' },
] as const;

type DialogProps = { tenantId: string; open: boolean; onClose: () => void };

/**
 * Add ID document: its type and number, checked by type (an Aadhaar number by its checksum), and
 * photos of its two sides, made small on the phone before they are sent. The number is stored
 * sealed and shown by its last four digits only.
 */
export function AddDocumentDialog({ tenantId, open, onClose }: DialogProps) {
  const { form, pending, dialog } = useDialogForm({
    schema: documentForm,
    open,
    initial: (): DocumentFormValues => ({ type: 'aadhaar', number: '' }),
    mutation: useAddDocument(tenantId),
    // Photos are made small on the phone before they are sent.
    toVariables: async ({ type, number, front, back }) => ({
      type,
      number,
      front: front && (await preparePhoto(front)),
      back: back && (await preparePhoto(back)),
    }),
    saved: 'ID document added',
    failed: 'Failed to add the ID document',
    onDone: onClose,
  });
  const field = fieldsOf(form.control);

  return (
    <FormDialog
      {...dialog}
      title="Add ID document"
      description="The number is kept encrypted and shown by its last four digits only."
      submitLabel="Add document"
    >
      <SelectFormField {...field('type')} label="Type of ID" options={TYPE_OPTIONS} />
      <InputField {...field('number')} label="ID number" verbatim />
      {SIDES.map((side) => (
        <PhotoField
          key={side.name}
          {...field(side.name)}
          label={side.label}
          capture="environment"
          noun={side.noun}
          disabled={pending}
        />
      ))}
    </FormDialog>
  );
}

const photoForm = z.object({
  photo: z
    .instanceof(File, { message: 'Choose a photo' })
    .optional()
    .refine((v) => v !== undefined, { message: 'Choose a photo' }),
});
type PhotoFormValues = z.input<typeof photoForm>;

/** The tenant's photograph, for the verification form: taken with the phone's camera or chosen. */
export function TenantPhotoDialog({ tenantId, open, onClose }: DialogProps) {
  const { form, pending, dialog } = useDialogForm({
    schema: photoForm,
    open,
    initial: (): PhotoFormValues => ({}),
    mutation: useSetTenantPhoto(tenantId),
    toVariables: ({ photo }) => preparePhoto(photo as File),
    saved: 'Photo saved',
    failed: 'Failed to save the photo',
    onDone: onClose,
  });
  const field = fieldsOf(form.control);

  return (
    <FormDialog
      {...dialog}
      title="Tenant photo"
      description="A clear photo of the face, as the police verification form asks for."
      submitLabel="Save photo"
    >
      <PhotoField {...field('photo')} label="Photo" capture="user" noun="photo" disabled={pending} />
    </FormDialog>
  );
}
