import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPLAINT_MAX_PHOTOS,
  COMPLAINT_PHOTO_FIELDS,
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_TOO_MANY_PHOTOS,
  type Complaint,
  type ComplaintReopenValues,
  complaintReopenInput,
  TENANT_REOPEN_DAYS,
} from '@pg/contracts/complaints';
import { ACCEPTED_IMAGE_TYPES, IMAGE_SIZE_MESSAGE, MAX_IMAGE_BYTES } from '@pg/contracts/photos';
import { type TenantComplaintInput, tenantComplaintInput } from '@pg/contracts/tenant-app';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormMessage, fieldsOf, InputField, TextareaField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { RecordLoadFailed, RecordLoading } from '@/components/ui/record-states';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toast';
import { ComplaintPhotos, ComplaintReplyForm, ComplaintThread } from '@/domain/complaints/complaint-thread';
import {
  myComplaintPhoto,
  useMyComplaints,
  useMyComplaintThread,
  useRaiseComplaint,
  useReopenMyComplaint,
  useReplyToMyComplaint,
} from '@/features/tenant-app/api';
import { errorMessage, isApiError } from '@/lib/api-client';
import { placeFieldErrors } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';

const STATUS_BADGE = {
  open: 'secondary',
  in_progress: 'warning',
  resolved: 'success',
  closed: 'outline',
} as const;

/** My complaints, their status and replies; and raising one, with up to three photos. */
export function ComplaintsPage() {
  const query = useMyComplaints();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-semibold text-xl">Complaints</h1>
      <RaiseComplaint />
      {query.isPending ? (
        <RecordLoading label="Loading your complaints" />
      ) : query.isError ? (
        <RecordLoadFailed failedText="Failed to load your complaints" onRetry={() => void query.refetch()} />
      ) : (
        <ul className="flex flex-col gap-2" aria-label="My complaints">
          {query.data.items.map((c) => (
            <li key={c.id}>
              <ComplaintCard complaint={c} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RaiseComplaint() {
  const raise = useRaiseComplaint();
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const form = useForm<TenantComplaintInput>({
    resolver: zodResolver(tenantComplaintInput),
    defaultValues: { category: '', description: '' },
  });
  const field = fieldsOf(form.control);
  const onSubmit = form.handleSubmit(async (values) => {
    if (photoError) return;
    try {
      await raise.mutateAsync({ ...values, photos });
      toast.success('Complaint registered');
      form.reset({ category: '', description: '' });
      setPhotos([]);
    } catch (error) {
      // A photo refused by the server is named by its field (photo_1...): said under the photos.
      const fields = isApiError(error) ? (error.fields ?? {}) : {};
      const photoMessage = COMPLAINT_PHOTO_FIELDS.map((f) => fields[f]).find(Boolean);
      if (photoMessage) return setPhotoError(photoMessage);
      if (!placeFieldErrors(form, error, ['category', 'description']))
        form.setError('root.server', { message: errorMessage(error, 'Could not send. Please try again.') });
    }
  });
  return (
    <Card className="p-4">
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Raise a complaint">
        <InputField
          {...field('category')}
          label="What is it about"
          placeholder="Plumbing, Wi-Fi, cleaning…"
        />
        <TextareaField {...field('description')} label="What is wrong" rows={3} />
        <PhotoPicker
          photos={photos}
          error={photoError}
          disabled={raise.isPending}
          onChange={(next, error) => {
            setPhotos(next);
            setPhotoError(error);
          }}
        />
        <FormMessage form={form.control} />
        <SubmitButton pending={raise.isPending} className="w-full">
          Raise complaint
        </SubmitButton>
      </form>
    </Card>
  );
}

/** Up to three photos from the phone's camera or gallery, each with a preview and Remove. */
function PhotoPicker({
  photos,
  error,
  disabled,
  onChange,
}: {
  photos: File[];
  error: string | null;
  disabled: boolean;
  onChange: (photos: File[], error: string | null) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const check = (next: File[]) =>
    next.length > COMPLAINT_MAX_PHOTOS
      ? COMPLAINT_TOO_MANY_PHOTOS
      : next.some((f) => f.size > MAX_IMAGE_BYTES)
        ? IMAGE_SIZE_MESSAGE
        : null;
  const set = (next: File[]) => onChange(next, check(next));
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{`Photos (optional, up to ${COMPLAINT_MAX_PHOTOS})`}</Label>
      <input
        id={id}
        ref={input}
        type="file"
        multiple
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        disabled={disabled || photos.length >= COMPLAINT_MAX_PHOTOS}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          set([...photos, ...Array.from(event.target.files ?? [])]);
          event.target.value = '';
        }}
        className="min-h-11 cursor-pointer rounded-md border px-2 py-1.5 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-secondary-foreground"
      />
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm" role="alert">
          {error}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen photos">
          {photos.map((photo, i) => (
            <li key={`${photo.name}-${i}`} className="flex items-center gap-1">
              <Preview file={photo} index={i} />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-11"
                disabled={disabled}
                aria-label={`Remove photo ${i + 1}`}
                onClick={() => set(photos.filter((_, j) => j !== i))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Preview({ file, index }: { file: File; index: number }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url ? <img src={url} alt={`Chosen ${index + 1}`} className="size-14 rounded object-cover" /> : null;
}

function ComplaintCard({ complaint: c }: { complaint: Complaint }) {
  const [open, setOpen] = useState(false);
  const label = `${c.category} complaint`;
  return (
    <Card className="gap-2 p-3">
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium">{c.category}</span>
        <Badge variant={STATUS_BADGE[c.status]}>{COMPLAINT_STATUS_LABELS[c.status]}</Badge>
      </div>
      <p className="whitespace-pre-line text-sm">{c.description}</p>
      <ComplaintPhotos photoIds={c.photo_ids} label={label} load={myComplaintPhoto} />
      <p className="text-muted-foreground text-xs">
        {[
          `Raised on ${formatDate(c.created_at)}`,
          c.room_number && `Room ${c.room_number}${c.bed_number ? `, bed ${c.bed_number}` : ''}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <Button variant="outline" className="min-h-11" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide replies' : c.reply_count > 0 ? `Replies (${c.reply_count})` : 'Reply'}
      </Button>
      {open && <Thread complaint={c} />}
    </Card>
  );
}

function Thread({ complaint }: { complaint: Complaint }) {
  const thread = useMyComplaintThread(complaint.id, true);
  const reply = useReplyToMyComplaint(complaint.id);
  return (
    <div className="grid gap-3">
      <ComplaintThread thread={thread} />
      {complaint.status !== 'closed' && (
        <ComplaintReplyForm send={(v) => reply.mutateAsync(v)} pending={reply.isPending} label="Your reply" />
      )}
      {complaint.status === 'resolved' && <Reopen complaint={complaint} />}
    </div>
  );
}

/** Not fixed after all: reopen within TENANT_REOPEN_DAYS days of its resolution, saying why. */
function Reopen({ complaint }: { complaint: Complaint }) {
  const reopen = useReopenMyComplaint(complaint.id);
  const form = useForm<ComplaintReopenValues>({
    resolver: zodResolver(complaintReopenInput),
    defaultValues: { note: '' },
  });
  const field = fieldsOf(form.control);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reopen.mutateAsync(values);
      toast.success('Complaint reopened');
    } catch (error) {
      if (!placeFieldErrors(form, error, ['note']))
        form.setError('root.server', { message: errorMessage(error, 'Could not reopen. Please try again.') });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-2" aria-label="Reopen complaint">
      <TextareaField
        {...field('note')}
        label="Not fixed? Say why"
        description={`You can reopen it within ${TENANT_REOPEN_DAYS} days of it being resolved.`}
        rows={2}
      />
      <FormMessage form={form.control} />
      <SubmitButton pending={reopen.isPending} variant="outline">
        Reopen complaint
      </SubmitButton>
    </form>
  );
}
