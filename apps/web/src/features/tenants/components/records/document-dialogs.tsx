import { zodResolver } from '@hookform/resolvers/zod';
import {
  checkIdNumber,
  ID_DOCUMENT_TYPE_LABELS,
  ID_DOCUMENT_TYPES,
  idDocumentFields,
} from '@pg/contracts/tenant-records';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PhotoInput } from '@/components/ui/photo-input';
import { SelectField } from '@/components/ui/select-field';
import { useAddDocument, useSetTenantPhoto } from '@/features/tenants/api/save-records';
import { placeFieldErrors, toastFailure } from '@/lib/form-errors';
import { preparePhoto } from '@/lib/prepare-photo';

const photo = z.instanceof(File).optional();
const documentForm = z.object({ ...idDocumentFields, front: photo, back: photo }).superRefine(checkIdNumber);
type DocumentFormValues = z.input<typeof documentForm>;

const TYPE_OPTIONS = ID_DOCUMENT_TYPES.map((t) => ({ value: t, label: ID_DOCUMENT_TYPE_LABELS[t] }));

type DialogProps = { tenantId: string; open: boolean; onClose: () => void };

/**
 * Add ID document: its type and number, checked by type (an Aadhaar number by its checksum), and
 * photos of its two sides, made small on the phone before they are sent. The number is stored
 * sealed and shown by its last four digits only.
 */
export function AddDocumentDialog({ tenantId, open, onClose }: DialogProps) {
  const add = useAddDocument(tenantId);
  const [preparing, setPreparing] = useState(false);
  const form = useForm<DocumentFormValues, unknown, z.output<typeof documentForm>>({
    resolver: zodResolver(documentForm),
    defaultValues: { type: 'aadhaar', number: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset({ type: 'aadhaar', number: '' });
      add.reset();
    }
  }, [open, form, add.reset]);

  const onSubmit = form.handleSubmit(async ({ type, number, front, back }) => {
    setPreparing(true);
    let photos: (Blob | undefined)[];
    try {
      photos = await Promise.all([
        front ? preparePhoto(front) : undefined,
        back ? preparePhoto(back) : undefined,
      ]);
    } finally {
      setPreparing(false);
    }
    add.mutate(
      { type, number, front: photos[0], back: photos[1] },
      {
        onSuccess: () => {
          toast.success('ID document added');
          onClose();
        },
        onError: (error) => {
          if (!placeFieldErrors(form, error, ['type', 'number', 'front', 'back']))
            toastFailure('Failed to add the ID document', error, 'Please try again.');
        },
      },
    );
  });

  const pending = preparing || add.isPending;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Add ID document"
      description="The number is kept encrypted and shown by its last four digits only."
      pending={pending}
      submitLabel="Add document"
      onSubmit={onSubmit}
    >
      <FormField label="Type of ID" error={errors.type?.message}>
        {(control) => (
          <SelectField form={form.control} name="type" control={control} options={TYPE_OPTIONS} />
        )}
      </FormField>
      <FormField label="ID number" error={errors.number?.message}>
        {(control) => (
          <Input {...control} autoComplete="off" spellCheck={false} {...form.register('number')} />
        )}
      </FormField>
      <FormField label="Front photo" error={errors.front?.message}>
        {(control) => (
          <PhotoInput
            form={form.control}
            name="front"
            control={control}
            capture="environment"
            noun="front photo"
            disabled={pending}
          />
        )}
      </FormField>
      <FormField label="Back photo" error={errors.back?.message}>
        {(control) => (
          <PhotoInput
            form={form.control}
            name="back"
            control={control}
            capture="environment"
            noun="back photo"
            disabled={pending}
          />
        )}
      </FormField>
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
  const setPhoto = useSetTenantPhoto(tenantId);
  const [preparing, setPreparing] = useState(false);
  const form = useForm<PhotoFormValues, unknown, z.output<typeof photoForm>>({
    resolver: zodResolver(photoForm),
    defaultValues: {},
  });

  useEffect(() => {
    if (open) {
      form.reset({});
      setPhoto.reset();
    }
  }, [open, form, setPhoto.reset]);

  const onSubmit = form.handleSubmit(async ({ photo: file }) => {
    if (!file) return;
    setPreparing(true);
    let blob: Blob;
    try {
      blob = await preparePhoto(file);
    } finally {
      setPreparing(false);
    }
    setPhoto.mutate(blob, {
      onSuccess: () => {
        toast.success('Photo saved');
        onClose();
      },
      onError: (error) => {
        if (!placeFieldErrors(form, error, ['photo']))
          toastFailure('Failed to save the photo', error, 'Please try again.');
      },
    });
  });

  const pending = preparing || setPhoto.isPending;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Tenant photo"
      description="A clear photo of the face, as the police verification form asks for."
      pending={pending}
      submitLabel="Save photo"
      onSubmit={onSubmit}
    >
      <FormField label="Photo" error={form.formState.errors.photo?.message}>
        {(control) => (
          <PhotoInput
            form={form.control}
            name="photo"
            control={control}
            capture="user"
            noun="photo"
            disabled={pending}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
