import { todayIso } from '@pg/contracts/dates';
import {
  GENDER_LABELS,
  ID_DOCUMENT_TYPE_LABELS,
  type IdDocument,
  isForeignNational,
  type TenantRecords,
  VERIFICATION_STATUS_LABELS,
  visaWarning,
} from '@pg/contracts/tenant-records';
import { formatIndianMobile, type Tenant } from '@pg/contracts/tenants';
import { Download, Eye, FileText, Plus, Printer, Trash2 } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageSection } from '@/components/ui/page-section';
import { PhotoFrame } from '@/components/ui/photo-frame';
import { RecordLoadFailed } from '@/components/ui/record-states';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { type TenantPhotoRef, useTenantPhoto, useTenantRecords } from '@/features/tenants/api/get-records';
import {
  useEraseTenant,
  useExportTenant,
  useRemoveDocument,
  useRevealDocument,
} from '@/features/tenants/api/save-records';
import { downloadBlob } from '@/lib/csv';
import { toastFailure } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { AddDocumentDialog, TenantPhotoDialog } from './document-dialogs';
import { ProfileDialog } from './profile-dialog';
import { FormCDialog, VerificationDialog } from './verification-dialog';

type Dialog = 'profile' | 'photo' | 'document' | 'verification' | 'form-c' | 'erase' | null;

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="break-words">{children || '—'}</dd>
    </div>
  );
}

function Block({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium">{title}</h3>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}

/** A photo shown only when asked for: every view of an identity photo is written to the audit log. */
function PhotoOnRequest({
  tenantId,
  photo,
  label,
}: {
  tenantId: string;
  photo: TenantPhotoRef;
  label: string;
}) {
  const [shown, setShown] = useState(false);
  const query = useTenantPhoto(tenantId, photo, 'thumb', shown);
  if (!shown)
    return (
      <Button variant="outline" size="sm" onClick={() => setShown(true)}>
        <Eye aria-hidden="true" />
        {`Show ${label}`}
      </Button>
    );
  return (
    <PhotoFrame
      blob={query.data}
      isError={query.isError}
      present
      alt={label}
      size="thumb"
      className="size-28"
    />
  );
}

const VERIFICATION_BADGE = {
  not_started: 'outline',
  submitted: 'warning',
  verified: 'success',
  rejected: 'destructive',
} as const;

function DocumentRow({
  tenantId,
  document,
  canReveal,
  canEdit,
  onRemove,
}: {
  tenantId: string;
  document: IdDocument;
  canReveal: boolean;
  canEdit: boolean;
  onRemove: () => void;
}) {
  const reveal = useRevealDocument(tenantId);
  const number = reveal.data?.number;
  return (
    <li className="flex flex-col gap-2 border-t pt-3 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{ID_DOCUMENT_TYPE_LABELS[document.type]}</p>
          <p className="font-mono text-sm" aria-live="polite">
            {number ?? document.number_masked}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canReveal &&
            (number ? (
              <Button variant="outline" size="sm" onClick={() => reveal.reset()}>
                Hide number
              </Button>
            ) : (
              <Button
                variant="outline"
                size="sm"
                disabled={reveal.isPending}
                onClick={() =>
                  reveal.mutate(document.id, {
                    onError: (error) => toastFailure('Failed to show the number', error, 'Please try again.'),
                  })
                }
              >
                Show number
              </Button>
            ))}
          {canEdit && (
            <Button
              variant="outline"
              size="sm"
              onClick={onRemove}
              aria-label={`Remove ${ID_DOCUMENT_TYPE_LABELS[document.type]}`}
            >
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          )}
        </div>
      </div>
      {canReveal && (document.has_front || document.has_back) && (
        <div className="flex flex-wrap gap-2">
          {document.has_front && (
            <PhotoOnRequest
              tenantId={tenantId}
              photo={{ kind: 'document', documentId: document.id, side: 'front' }}
              label="front photo"
            />
          )}
          {document.has_back && (
            <PhotoOnRequest
              tenantId={tenantId}
              photo={{ kind: 'document', documentId: document.id, side: 'back' }}
              label="back photo"
            />
          )}
        </div>
      )}
    </li>
  );
}

function RecordsBody({ tenant, records }: { tenant: Tenant; records: TenantRecords }) {
  const { can } = useSession();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [removing, setRemoving] = useState<IdDocument | null>(null);
  const removeDocument = useRemoveDocument(tenant.id);
  const erase = useEraseTenant(tenant.id);
  const exportData = useExportTenant(tenant.id);
  const close = () => setDialog(null);
  const { profile, verification, form_c: formC } = records;
  const erased = records.erased_at !== null;
  const canEdit = can('tenants:update') && !erased;
  const canReveal = can('applications:reveal');
  const foreign = isForeignNational(profile.nationality);
  const visa = foreign ? visaWarning(profile.visa_expiry, profile.arrived_in_india_on, todayIso()) : null;

  const download = () =>
    exportData.mutate(undefined, {
      onSuccess: (blob) => {
        downloadBlob(blob, `tenant-${tenant.name.replaceAll(/[^\p{L}\p{N}]+/gu, '-')}.json`);
        toast.success('Tenant data downloaded');
      },
      onError: (error) => toastFailure('Failed to download the data', error, 'Please try again.'),
    });

  return (
    <>
      {erased && (
        <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
          {`Personal data erased on ${formatDate(records.erased_at)}. The name and the money records are kept.`}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <Block
          title="Profile"
          actions={
            canEdit && (
              <>
                <Button variant="outline" size="sm" onClick={() => setDialog('photo')}>
                  {records.has_photo ? 'Change photo' : 'Add photo'}
                </Button>
                <Button variant="outline" size="sm" onClick={() => setDialog('profile')}>
                  Edit profile
                </Button>
              </>
            )
          }
        >
          {records.has_photo && (
            <PhotoOnRequest tenantId={tenant.id} photo={{ kind: 'tenant' }} label="photo" />
          )}
          <dl className="grid gap-3 sm:grid-cols-2">
            <Detail label="Father's or guardian's name">{profile.guardian_name}</Detail>
            <Detail label="Date of birth">
              {profile.date_of_birth && formatDate(profile.date_of_birth)}
            </Detail>
            <Detail label="Gender">{profile.gender && GENDER_LABELS[profile.gender]}</Detail>
            <Detail label="Nationality">{profile.nationality}</Detail>
            <Detail label="Occupation">{profile.occupation}</Detail>
            <Detail label="Employer or college">{profile.workplace}</Detail>
            <Detail label="Permanent address">{profile.permanent_address}</Detail>
            <Detail label="Previous address">{profile.previous_address}</Detail>
            <Detail label="Emergency contact">
              {profile.emergency_name &&
                [
                  profile.emergency_name,
                  profile.emergency_relation && `(${profile.emergency_relation})`,
                  profile.emergency_phone && formatIndianMobile(profile.emergency_phone),
                ]
                  .filter(Boolean)
                  .join(' ')}
            </Detail>
            {foreign && (
              <>
                <Detail label="Country">{profile.passport_country}</Detail>
                <Detail label="Visa">
                  {[profile.visa_type, profile.visa_number].filter(Boolean).join(' · ')}
                </Detail>
                <Detail label="Visa expiry">
                  {profile.visa_expiry && formatDate(profile.visa_expiry)}
                  {visa && <span className="block text-destructive text-sm">{visa}</span>}
                </Detail>
                <Detail label="Date of arrival in India">
                  {profile.arrived_in_india_on && formatDate(profile.arrived_in_india_on)}
                </Detail>
              </>
            )}
          </dl>
          {records.consent && (
            <p className="text-muted-foreground text-sm">
              {`Consent given on the application form on ${formatDate(records.consent.given_at)} (text version ${records.consent.version}).`}
            </p>
          )}
        </Block>

        <Block
          title="ID documents"
          actions={
            canEdit && (
              <Button variant="outline" size="sm" onClick={() => setDialog('document')}>
                <Plus aria-hidden="true" />
                Add ID document
              </Button>
            )
          }
        >
          {records.documents.length === 0 ? (
            <p className="text-muted-foreground text-sm">No ID documents yet.</p>
          ) : (
            <ul className="grid gap-3">
              {records.documents.map((document) => (
                <DocumentRow
                  key={document.id}
                  tenantId={tenant.id}
                  document={document}
                  canReveal={canReveal}
                  canEdit={canEdit}
                  onRemove={() => setRemoving(document)}
                />
              ))}
            </ul>
          )}
        </Block>

        <Block
          title="Police verification"
          actions={
            <>
              {canEdit && (
                <Button variant="outline" size="sm" onClick={() => setDialog('verification')}>
                  Update verification
                </Button>
              )}
              {!erased && (
                <Button variant="outline" size="sm" asChild>
                  <Link to={`/tenants/${tenant.id}/verification-form`}>
                    <Printer aria-hidden="true" />
                    Print verification form
                  </Link>
                </Button>
              )}
            </>
          }
        >
          <div>
            <Badge variant={VERIFICATION_BADGE[verification.status]}>
              {VERIFICATION_STATUS_LABELS[verification.status]}
            </Badge>
          </div>
          {verification.status === 'submitted' && (
            <p className="text-sm">
              {`Submitted on ${formatDate(verification.submitted_on)} at ${verification.police_station}, reference ${verification.reference}.`}
            </p>
          )}
          {verification.status === 'verified' && (
            <p className="text-sm">{`Verified on ${formatDate(verification.verified_on)}.`}</p>
          )}
          {verification.status === 'rejected' && <p className="text-sm">{verification.note}</p>}
        </Block>

        {foreign && (
          <Block
            title="Form C"
            actions={
              <>
                {canEdit && !formC.filed_on && (
                  <Button variant="outline" size="sm" onClick={() => setDialog('form-c')}>
                    Mark Form C filed
                  </Button>
                )}
                {!erased && (
                  <Button variant="outline" size="sm" asChild>
                    <Link to={`/tenants/${tenant.id}/form-c`}>
                      <Printer aria-hidden="true" />
                      Print Form C details
                    </Link>
                  </Button>
                )}
              </>
            }
          >
            <p className="text-sm">
              {formC.filed_on
                ? `Filed on ${formatDate(formC.filed_on)}, reference ${formC.reference}.`
                : 'Not filed. A foreign national must be reported on Form C within 24 hours of check-in.'}
            </p>
          </Block>
        )}

        {can('tenants:update') && (
          <Block title="Data rights">
            <p className="text-muted-foreground text-sm">
              The tenant may ask for everything held about them, and, once they have left, for their personal
              data to be erased. The name and the money records are kept for the accounts.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={download} disabled={exportData.isPending}>
                <Download aria-hidden="true" />
                Download data
              </Button>
              <Button variant="outline" size="sm" asChild>
                <Link to={`/tenants/${tenant.id}/data`}>
                  <FileText aria-hidden="true" />
                  Print data summary
                </Link>
              </Button>
              {can('tenants:delete') && !erased && tenant.left_at && (
                <Button variant="destructive" size="sm" onClick={() => setDialog('erase')}>
                  Erase personal data
                </Button>
              )}
            </div>
          </Block>
        )}
      </div>

      <ProfileDialog tenantId={tenant.id} profile={profile} open={dialog === 'profile'} onClose={close} />
      <TenantPhotoDialog tenantId={tenant.id} open={dialog === 'photo'} onClose={close} />
      <AddDocumentDialog tenantId={tenant.id} open={dialog === 'document'} onClose={close} />
      <VerificationDialog
        tenantId={tenant.id}
        verification={verification}
        open={dialog === 'verification'}
        onClose={close}
      />
      <FormCDialog tenantId={tenant.id} open={dialog === 'form-c'} onClose={close} />
      <ConfirmDialog
        open={removing !== null}
        title="Remove this ID document?"
        description="Its number and photos are deleted. The removal is written to the audit log."
        subject={removing && `${ID_DOCUMENT_TYPE_LABELS[removing.type]} ${removing.number_masked}`}
        confirmLabel="Remove"
        pending={removeDocument.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          removeDocument.mutate(removing.id, {
            onSuccess: () => {
              toast.success('ID document removed');
              setRemoving(null);
            },
            onError: (error) => toastFailure('Failed to remove the ID document', error, 'Please try again.'),
          })
        }
      />
      <ConfirmDialog
        open={dialog === 'erase'}
        title="Erase this tenant's personal data?"
        description="ID numbers and photos, date of birth, addresses and contacts are removed for good. The name and the money records stay. This cannot be undone."
        subject={tenant.name}
        confirmLabel="Erase personal data"
        pending={erase.isPending}
        onClose={close}
        onConfirm={() =>
          erase.mutate(undefined, {
            onSuccess: () => {
              toast.success('Personal data erased');
              close();
            },
            onError: (error) => {
              toastFailure('Failed to erase the personal data', error, 'Please try again.');
              close();
            },
          })
        }
      />
    </>
  );
}

/**
 * The tenant page's records, as the law asks a PG to keep them: the profile (KYC), ID documents
 * (numbers masked, photos shown on request, both audited), police verification, Form C for a
 * foreign national, and the tenant's data rights (download, erase once left).
 */
export function TenantRecordsSection({ tenant }: { tenant: Tenant }) {
  const records = useTenantRecords(tenant.id);
  return (
    <PageSection
      title="Records"
      description="Identity, police verification and, for a foreign national, Form C."
    >
      {records.isPending ? (
        <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading records">
          <Skeleton className="h-40 w-full" />
        </div>
      ) : records.isError ? (
        <RecordLoadFailed failedText="Failed to load the records" onRetry={() => void records.refetch()} />
      ) : (
        <RecordsBody tenant={tenant} records={records.data} />
      )}
    </PageSection>
  );
}
