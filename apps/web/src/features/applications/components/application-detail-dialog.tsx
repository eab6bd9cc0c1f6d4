import type { ApplicationDetail } from '@pg/contracts/applications';
import { formatIndianMobile } from '@pg/contracts/tenants';
import { Check, Eye, EyeOff, Phone, Repeat, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useApplication } from '@/features/applications/api/get-application';
import { useRevealAadhar } from '@/features/applications/api/reveal-aadhar';
import { useReviewApplication } from '@/features/applications/api/review-application';
import { ApplicationPhoto, ApplicationSelfie } from '@/features/applications/components/application-photo';
import { ApplicationStatusBadge } from '@/features/applications/components/applications-table';
import { RejectApplicationDialog } from '@/features/applications/components/reject-application-dialog';
import { errorMessage } from '@/lib/api-client';
import { useBranch } from '@/lib/branch-context';
import { madeWhenUsed } from '@/lib/format';
import { useSession } from '@/lib/session';

const dateTime = madeWhenUsed(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);
const formatDateTime = (iso: string | null) => (iso ? dateTime().format(new Date(iso)) : '—');
const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

type ApplicationDetailDialogProps = {
  /** The application shown; the dialog is open while set. */
  id: string | null;
  onClose: () => void;
};

/** One application: photos, contact, masked Aadhar (revealed on demand), and the review actions. */
export function ApplicationDetailDialog({ id, onClose }: ApplicationDetailDialogProps) {
  const { can } = useSession();
  const { branches } = useBranch();
  const detail = useApplication(id);
  const reveal = useRevealAadhar();
  const { approve } = useReviewApplication();
  const [revealed, setRevealed] = useState<string | null>(null);
  const [photoRevealed, setPhotoRevealed] = useState(false);
  const [confirmApprove, setConfirmApprove] = useState(false);
  const [rejecting, setRejecting] = useState<ApplicationDetail | null>(null);

  // A revealed number never outlives the dialog, nor moves to another application.
  const [shownId, setShownId] = useState(id);
  if (id !== shownId) {
    setShownId(id);
    setRevealed(null);
    setPhotoRevealed(false);
    setConfirmApprove(false);
  }

  const a = detail.data;
  const branchName = branches.find((b) => b.id === a?.branch_id)?.name ?? 'this branch';
  const canReview = can('applications:update');
  const canAddTenants = can('tenants:create');

  const doReveal = () => {
    if (!a) return;
    reveal.mutate(a.id, {
      onSuccess: (r) => setRevealed(r.aadhar_number),
      onError: (error) =>
        toast.error('Failed to reveal the Aadhar number', {
          description: errorMessage(error, 'Please try again.'),
        }),
    });
  };

  const doApprove = () => {
    if (!a) return;
    approve.mutate(a.id, {
      onSuccess: () => {
        setConfirmApprove(false);
        toast.success('Application approved', { description: `${a.full_name} was added as a tenant.` });
      },
      onError: (error) => {
        setConfirmApprove(false);
        toast.error('Failed to approve application', {
          description: errorMessage(error, 'Please try again.'),
        });
      },
    });
  };

  return (
    <>
      <DialogFrame
        open={id !== null}
        onOpenChange={(open) => !open && onClose()}
        title={a ? a.full_name : 'Application'}
        description={
          a ? `Applied to ${branchName} on ${formatDateTime(a.created_at)}` : 'Loading the application...'
        }
        className="sm:max-w-2xl"
        footer={
          a && (
            <>
              {a.status === 'approved' && a.tenant_id && (
                <Button variant="outline" asChild>
                  <Link to={`/tenants?q=${encodeURIComponent(a.full_name)}`}>Open in Tenants</Link>
                </Button>
              )}
              {a.status === 'pending' && canReview && (
                <>
                  <Button variant="outline" onClick={() => setRejecting(a)} disabled={approve.isPending}>
                    <X aria-hidden="true" />
                    Reject
                  </Button>
                  <Button
                    onClick={() => setConfirmApprove(true)}
                    disabled={approve.isPending || !canAddTenants}
                    title={canAddTenants ? undefined : 'You need permission to add tenants to approve'}
                  >
                    <Check aria-hidden="true" />
                    Approve
                  </Button>
                </>
              )}
            </>
          )
        }
      >
        {detail.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-5 w-56" />
            <Skeleton className="h-48 w-full" />
          </div>
        ) : detail.isError || !a ? (
          <p className="text-destructive text-sm">
            {errorMessage(detail.error, 'Failed to load the application. Please try again.')}
          </p>
        ) : (
          <div className="grid gap-5">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">Status</dt>
              <dd>
                <ApplicationStatusBadge status={a.status} />
              </dd>
              <dt className="text-muted-foreground">Mobile</dt>
              <dd>
                <a
                  href={`tel:${a.phone}`}
                  className="inline-flex items-center gap-1.5 text-primary hover:underline"
                >
                  <Phone className="size-3.5" aria-hidden="true" />
                  {formatIndianMobile(a.phone)}
                </a>
              </dd>
              <dt className="text-muted-foreground">Aadhar</dt>
              <dd className="flex flex-wrap items-center gap-2">
                <span className="font-mono" aria-live="polite">
                  {revealed ? spaced(revealed) : a.aadhar_masked}
                </span>
                {can('applications:reveal') &&
                  (revealed ? (
                    <Button variant="ghost" size="sm" onClick={() => setRevealed(null)}>
                      <EyeOff aria-hidden="true" />
                      Hide
                    </Button>
                  ) : (
                    <Button variant="outline" size="sm" onClick={doReveal} disabled={reveal.isPending}>
                      {reveal.isPending ? <Spinner decorative /> : <Eye aria-hidden="true" />}
                      Reveal
                    </Button>
                  ))}
              </dd>
              {revealed && (
                <dd className="col-span-2 text-muted-foreground text-xs">
                  This reveal was recorded in the audit log under your name.
                </dd>
              )}
              {a.repeat_count > 0 && (
                <>
                  <dt className="text-muted-foreground">Earlier</dt>
                  <dd className="flex items-center gap-1.5">
                    <Repeat className="size-3.5" aria-hidden="true" />
                    {a.repeat_count === 1
                      ? 'This Aadhar number has applied once before'
                      : `This Aadhar number has applied ${a.repeat_count} times before`}
                  </dd>
                </>
              )}
              <dt className="text-muted-foreground">Consent</dt>
              <dd>{`Given on ${formatDateTime(a.consent_at)}`}</dd>
              {a.status !== 'pending' && (
                <>
                  <dt className="text-muted-foreground">Reviewed</dt>
                  <dd>{`${formatDateTime(a.reviewed_at)}${a.reviewed_by_email ? ` by ${a.reviewed_by_email}` : ''}`}</dd>
                </>
              )}
              {a.rejection_reason && (
                <>
                  <dt className="text-muted-foreground">Reason</dt>
                  <dd className="whitespace-pre-wrap">{a.rejection_reason}</dd>
                </>
              )}
            </dl>

            {a.photos_deleted ? (
              <p className="rounded-md bg-muted px-3 py-2 text-muted-foreground text-sm">
                The photos of this application were deleted after the retention period.
              </p>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2">
                <figure className="grid gap-1.5">
                  <figcaption className="font-medium text-sm">Selfie</figcaption>
                  <ApplicationSelfie application={a} size="full" className="h-56 w-full" />
                </figure>
                <figure className="grid gap-1.5">
                  <figcaption className="font-medium text-sm">Aadhar Photo</figcaption>
                  {/* The card is revealed like the number: on demand, by those allowed, audited. */}
                  {!a.has_aadhar_photo || photoRevealed ? (
                    <ApplicationPhoto
                      applicationId={a.id}
                      kind="aadhar_photo"
                      size="full"
                      present={a.has_aadhar_photo}
                      alt={`Aadhar photo of ${a.full_name}`}
                      className="h-56 w-full"
                    />
                  ) : (
                    <div className="flex h-56 w-full flex-col items-center justify-center gap-3 rounded-md bg-muted p-4 text-center text-muted-foreground text-sm">
                      {can('applications:reveal') ? (
                        <>
                          <p>The photo of the Aadhar card is hidden until you reveal it.</p>
                          <Button variant="outline" size="sm" onClick={() => setPhotoRevealed(true)}>
                            <Eye aria-hidden="true" />
                            Reveal photo
                          </Button>
                        </>
                      ) : (
                        <p>Only staff allowed to reveal Aadhar numbers can see this photo.</p>
                      )}
                    </div>
                  )}
                  {photoRevealed && a.has_aadhar_photo && (
                    <div className="flex items-center justify-between gap-2 text-muted-foreground text-xs">
                      This reveal was recorded in the audit log under your name.
                      <Button variant="ghost" size="sm" onClick={() => setPhotoRevealed(false)}>
                        <EyeOff aria-hidden="true" />
                        Hide photo
                      </Button>
                    </div>
                  )}
                </figure>
              </div>
            )}
          </div>
        )}
      </DialogFrame>

      <ConfirmDialog
        open={confirmApprove}
        title="Approve this application?"
        description={
          a
            ? `${a.full_name} (${formatIndianMobile(a.phone)}) will be added as a tenant of ${branchName}, joining today.`
            : ''
        }
        confirmLabel="Approve and add tenant"
        destructive={false}
        pending={approve.isPending}
        onConfirm={doApprove}
        onClose={() => setConfirmApprove(false)}
      />

      <RejectApplicationDialog application={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
