import { type Complaint, complaintReopenInput, complaintStatusInput } from '@pg/contracts/complaints';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, TextareaField } from '@/components/ui/form-field';
import { ComplaintPhotos, ComplaintReplyForm, ComplaintThread } from '@/domain/complaints/complaint-thread';
import { useChangeComplaintStatus } from '@/features/complaints/api/change-complaint-status';
import {
  complaintPhoto,
  useComplaintThread,
  useReopenComplaint,
  useReplyToComplaint,
} from '@/features/complaints/api/complaint-thread';
import { ComplaintStatusBadge } from '@/features/complaints/components/complaint-badges';
import { useDialogForm } from '@/lib/dialog-form';
import { formatDate } from '@/lib/format';

type ComplaintDialogProps = { complaint: Complaint | null; onClose: () => void };

/** Where the tenant stays: 'Room 101 · Bed A', or nothing when no stay is known. */
export const complaintPlace = (c: Pick<Complaint, 'room_number' | 'bed_number'>) =>
  c.room_number ? `Room ${c.room_number}${c.bed_number ? ` · Bed ${c.bed_number}` : ''}` : null;

const labelOf = (c: Complaint) => `${c.tenant_name}'s ${c.category} complaint`;

/** 'Mark as resolved': how it was resolved, a note the tenant reads on the complaint's thread. */
export function ResolveComplaintDialog({ complaint, onClose }: ComplaintDialogProps) {
  const { form, dialog } = useDialogForm({
    schema: complaintStatusInput,
    open: complaint !== null,
    initial: () => ({ status: 'resolved' as const, note: '' }),
    mutation: useChangeComplaintStatus(),
    toVariables: (values) => ({ id: complaint!.id, ...values }),
    saved: 'Complaint marked as resolved',
    failed: 'Failed to update complaint',
    onDone: onClose,
    fields: ['note'],
  });
  const field = fieldsOf(form.control);
  return (
    <FormDialog
      {...dialog}
      title="Mark as resolved"
      description={complaint ? `${labelOf(complaint)}. The tenant reads this note in their app.` : ''}
      submitLabel="Mark as resolved"
    >
      <TextareaField {...field('note')} label="How was it resolved" rows={3} />
    </FormDialog>
  );
}

/** 'Reopen': why, which goes on the complaint's thread. */
export function ReopenComplaintDialog({ complaint, onClose }: ComplaintDialogProps) {
  const { form, dialog } = useDialogForm({
    schema: complaintReopenInput,
    open: complaint !== null,
    initial: () => ({ note: '' }),
    mutation: useReopenComplaint(),
    toVariables: (values) => ({ id: complaint!.id, ...values }),
    saved: 'Complaint reopened',
    failed: 'Failed to reopen complaint',
    onDone: onClose,
  });
  const field = fieldsOf(form.control);
  return (
    <FormDialog
      {...dialog}
      title="Reopen complaint"
      description={complaint ? `${labelOf(complaint)} goes back to open.` : ''}
      submitLabel="Reopen"
    >
      <TextareaField {...field('note')} label="Why is it reopened" rows={3} />
    </FormDialog>
  );
}

/** A complaint in full: what the tenant wrote, their photos, and the thread with a reply box. */
export function ComplaintDetailsDialog({
  complaint,
  onClose,
  canReply,
}: ComplaintDialogProps & { canReply: boolean }) {
  return (
    <DialogFrame
      open={complaint !== null}
      onOpenChange={(open) => !open && onClose()}
      title={complaint ? `${complaint.category} · ${complaint.tenant_name}` : 'Complaint'}
      description={
        complaint
          ? [complaintPlace(complaint), `Raised on ${formatDate(complaint.created_at)}`]
              .filter(Boolean)
              .join(' · ')
          : ''
      }
      className="sm:max-w-lg"
    >
      {complaint && <ComplaintDetails key={complaint.id} complaint={complaint} canReply={canReply} />}
    </DialogFrame>
  );
}

function ComplaintDetails({ complaint, canReply }: { complaint: Complaint; canReply: boolean }) {
  const thread = useComplaintThread(complaint.id);
  const reply = useReplyToComplaint(complaint.id);
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <ComplaintStatusBadge status={complaint.status} />
        <p className="whitespace-pre-line text-sm">{complaint.description}</p>
        <ComplaintPhotos
          photoIds={complaint.photo_ids}
          label={labelOf(complaint)}
          load={(photoId, size) => complaintPhoto(complaint.id, photoId, size)}
        />
      </div>
      <ComplaintThread thread={thread} />
      {canReply && <ComplaintReplyForm send={(v) => reply.mutateAsync(v)} pending={reply.isPending} />}
    </div>
  );
}
