import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPLAINT_REPLY_KIND_LABELS,
  type ComplaintReply,
  type ComplaintReplyValues,
  complaintReplyInput,
} from '@pg/contracts/complaints';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { ImageIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormMessage, fieldsOf, TextareaField } from '@/components/ui/form-field';
import { RecordLoadFailed, RecordLoading } from '@/components/ui/record-states';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/api-client';
import { placeFieldErrors, toastFailure } from '@/lib/form-errors';
import { formatDateTime24 } from '@/lib/format-date-time';
import { useObjectUrl } from '@/lib/use-object-url';

/*
 * A complaint's photos and thread as both the console and the tenant app show them; each side
 * passes how it fetches a photo and sends a reply.
 */

type LoadPhoto = (photoId: string, size: 'thumb' | 'full') => Promise<Blob>;

function Thumb({
  photoId,
  index,
  load,
  label,
}: {
  photoId: string;
  index: number;
  load: LoadPhoto;
  label: string;
}) {
  const thumb = useQuery({
    queryKey: ['complaint-photo', photoId, 'thumb'],
    queryFn: () => load(photoId, 'thumb'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useObjectUrl(thumb.data);
  const open = () =>
    load(photoId, 'full').then(
      (blob) => {
        const full = URL.createObjectURL(blob);
        window.open(full, '_blank', 'noopener');
        setTimeout(() => URL.revokeObjectURL(full), 60_000);
      },
      (error) => toastFailure('Failed to open the photo', error, 'Please try again.'),
    );
  return (
    <button
      type="button"
      onClick={() => void open()}
      aria-label={`Open photo ${index + 1} of ${label}`}
      className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {url ? (
        <img src={url} alt={`${label}, ${index + 1}`} className="size-full object-cover" />
      ) : (
        <ImageIcon aria-hidden="true" className="size-5 text-muted-foreground" />
      )}
    </button>
  );
}

/** The photos sent with a complaint, as thumbnails; a tap opens one full size. */
export function ComplaintPhotos({
  photoIds,
  load,
  label,
}: {
  photoIds: string[];
  load: LoadPhoto;
  label: string;
}) {
  if (photoIds.length === 0) return null;
  return (
    <ul className="flex gap-2" aria-label={`Photos of ${label}`}>
      {photoIds.map((id, i) => (
        <li key={id}>
          <Thumb photoId={id} index={i} load={load} label={label} />
        </li>
      ))}
    </ul>
  );
}

/** The thread as it loads: a placeholder, a failure with Try again, then the replies. */
export function ComplaintThread({ thread }: { thread: UseQueryResult<{ items: ComplaintReply[] }> }) {
  if (thread.isPending) return <RecordLoading label="Loading replies" />;
  if (thread.isError) {
    return <RecordLoadFailed failedText="Failed to load replies" onRetry={() => void thread.refetch()} />;
  }
  return <ComplaintThreadList items={thread.data.items} />;
}

/** The thread: who wrote, when, and what (a resolution or reopening marked as such). */
export function ComplaintThreadList({ items }: { items: ComplaintReply[] }) {
  if (items.length === 0) return <p className="text-muted-foreground text-sm">No replies yet.</p>;
  return (
    <ol className="flex flex-col gap-2" aria-label="Replies">
      {items.map((r) => (
        <li key={r.id} className={r.by_tenant ? 'rounded-md bg-muted/50 p-2' : 'rounded-md border p-2'}>
          <p className="text-muted-foreground text-xs">
            <span className="font-medium text-foreground">{r.author_name}</span>
            {` · ${formatDateTime24(r.created_at)}`}
            {r.kind !== 'reply' && ` · ${COMPLAINT_REPLY_KIND_LABELS[r.kind]}`}
          </p>
          <p className="whitespace-pre-line text-sm">{r.body}</p>
        </li>
      ))}
    </ol>
  );
}

/** A reply to send on the thread. */
export function ComplaintReplyForm({
  send,
  pending,
  label = 'Reply',
}: {
  send: (values: ComplaintReplyValues) => Promise<unknown>;
  pending: boolean;
  label?: string;
}) {
  const form = useForm<ComplaintReplyValues>({
    resolver: zodResolver(complaintReplyInput),
    defaultValues: { body: '' },
  });
  const field = fieldsOf(form.control);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send(values);
      form.reset({ body: '' });
    } catch (error) {
      if (!placeFieldErrors(form, error, ['body']))
        form.setError('root.server', { message: errorMessage(error, 'Could not send. Please try again.') });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-2" aria-label={label}>
      <TextareaField {...field('body')} label={label} rows={2} />
      <FormMessage form={form.control} />
      <SubmitButton pending={pending} variant="outline">
        Send reply
      </SubmitButton>
    </form>
  );
}
