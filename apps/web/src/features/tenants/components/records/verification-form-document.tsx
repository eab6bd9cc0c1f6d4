import { GENDER_LABELS, ID_DOCUMENT_TYPE_LABELS, type VerificationForm } from '@pg/contracts/tenant-records';
import { formatIndianMobile } from '@pg/contracts/tenants';
import type * as React from 'react';
import { PhotoFrame } from '@/components/ui/photo-frame';
import { PrintedDocument } from '@/components/ui/printed-document';
import { useTenantPhoto } from '@/features/tenants/api/get-records';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

/** The full ID numbers revealed for printing, by document id; the rest print masked. */
export type Revealed = Readonly<Record<string, string>>;

const muted = 'text-muted-foreground print:text-neutral-600';

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 py-1.5 sm:grid-cols-[13rem_1fr] sm:gap-4 print:grid-cols-[13rem_1fr] print:gap-4">
      <dt className={cn('text-sm', muted)}>{label}</dt>
      <dd className="min-w-0 break-words">{children || '—'}</dd>
    </div>
  );
}

function Part({ number, title, children }: { number: number; title: string; children: React.ReactNode }) {
  return (
    <section className="mt-4 break-inside-avoid">
      <h3 className="border-b pb-1 font-semibold text-sm uppercase tracking-wide print:border-neutral-400">
        {`${number}. ${title}`}
      </h3>
      <dl className="divide-y print:divide-neutral-200">{children}</dl>
    </section>
  );
}

function Header({ form, title }: { form: VerificationForm; title: string }) {
  const photo = useTenantPhoto(form.tenant_id, { kind: 'tenant' }, 'full', form.has_photo);
  return (
    <header className="flex items-start justify-between gap-4 border-b pb-4 print:border-neutral-400">
      <div className="min-w-0 space-y-1">
        <h2 className="font-semibold text-lg uppercase tracking-wide">{title}</h2>
        <p className="font-bold text-xl leading-tight">{form.branch.name}</p>
        {form.branch.address && (
          <p className={cn('whitespace-pre-line text-sm', muted)}>{form.branch.address}</p>
        )}
        {form.branch.contact && <p className={cn('text-sm', muted)}>{`Contact: ${form.branch.contact}`}</p>}
      </div>
      <PhotoFrame
        blob={photo.data}
        isError={photo.isError}
        present={form.has_photo}
        alt={`Photo of ${form.tenant.name}`}
        size="thumb"
        className="h-36 w-28 shrink-0 border print:border-neutral-400"
      />
    </header>
  );
}

function Signatures() {
  return (
    <div className="mt-8 grid grid-cols-2 gap-6 break-inside-avoid">
      {['Signature of the tenant', 'Signature of the owner or manager'].map((label) => (
        <div key={label} className="flex flex-col gap-2">
          <div className="h-20 rounded-md border print:border-neutral-500" />
          <p className={cn('text-sm', muted)}>{label}</p>
          <p className={cn('text-sm', muted)}>Date:</p>
        </div>
      ))}
    </div>
  );
}

const stayOf = (form: VerificationForm) =>
  form.stay && `${form.stay.property}, room ${form.stay.room}, bed ${form.stay.bed}`;

/**
 * The tenant verification form, filled from the records, in the order state police forms ask:
 * the owner and the property, the tenant and their photo, identity, addresses, work, a relative
 * to call, then two signature boxes. ID numbers are masked unless revealed (an audited step).
 */
export function VerificationFormDocument({ form, revealed }: { form: VerificationForm; revealed: Revealed }) {
  const { profile, tenant } = form;
  return (
    <PrintedDocument label="Tenant verification form">
      <Header form={form} title="Tenant verification form" />
      <Part number={1} title="Owner and property">
        <Line label="Owner's name">{form.branch.landlord_name}</Line>
        <Line label="Owner's address">{form.branch.landlord_address}</Line>
        <Line label="Owner's contact">{form.branch.contact}</Line>
        <Line label="Premises">{form.branch.name}</Line>
        <Line label="Address of the premises">
          {[stayOf(form), form.branch.address].filter(Boolean).join(' — ')}
        </Line>
      </Part>
      <Part number={2} title="Tenant">
        <Line label="Name">{tenant.name}</Line>
        <Line label="Father's or guardian's name">{profile.guardian_name}</Line>
        <Line label="Date of birth">{profile.date_of_birth && formatDate(profile.date_of_birth)}</Line>
        <Line label="Gender">{profile.gender && GENDER_LABELS[profile.gender]}</Line>
        <Line label="Nationality">{profile.nationality}</Line>
        <Line label="Mobile">{formatIndianMobile(tenant.phone)}</Line>
        <Line label="Email">{tenant.email}</Line>
        <Line label="Staying since">
          {form.stay ? formatDate(form.stay.start_date) : formatDate(tenant.joined_at)}
        </Line>
      </Part>
      <Part number={3} title="Identity documents">
        {form.documents.length === 0 ? (
          <Line label="Documents">None recorded</Line>
        ) : (
          form.documents.map((d) => (
            <Line key={d.id} label={ID_DOCUMENT_TYPE_LABELS[d.type]}>
              <span className="font-mono">{revealed[d.id] ?? d.number_masked}</span>
            </Line>
          ))
        )}
      </Part>
      <Part number={4} title="Addresses">
        <Line label="Permanent address">{profile.permanent_address}</Line>
        <Line label="Previous address">{profile.previous_address}</Line>
      </Part>
      <Part number={5} title="Occupation">
        <Line label="Occupation">{profile.occupation}</Line>
        <Line label="Employer or college">{profile.workplace}</Line>
      </Part>
      <Part number={6} title="Emergency contact">
        <Line label="Name">{profile.emergency_name}</Line>
        <Line label="Relation">{profile.emergency_relation}</Line>
        <Line label="Phone">{profile.emergency_phone && formatIndianMobile(profile.emergency_phone)}</Line>
      </Part>
      <p className={cn('mt-6 text-sm', muted)}>
        I declare that the particulars above are true to the best of my knowledge.
      </p>
      <Signatures />
    </PrintedDocument>
  );
}

/** Form C details of a foreign national, on one page with the property's address, for the FRRO portal. */
export function FormCDocument({ form, revealed }: { form: VerificationForm; revealed: Revealed }) {
  const { profile, tenant } = form;
  const passport = form.documents.find((d) => d.type === 'passport');
  return (
    <PrintedDocument label="Form C details">
      <Header form={form} title="Form C details" />
      <Part number={1} title="Foreign national">
        <Line label="Name">{tenant.name}</Line>
        <Line label="Nationality">{profile.nationality}</Line>
        <Line label="Date of birth">{profile.date_of_birth && formatDate(profile.date_of_birth)}</Line>
        <Line label="Gender">{profile.gender && GENDER_LABELS[profile.gender]}</Line>
        <Line label="Passport number">
          {passport ? (
            <span className="font-mono">{revealed[passport.id] ?? passport.number_masked}</span>
          ) : (
            'Not recorded'
          )}
        </Line>
        <Line label="Country">{profile.passport_country}</Line>
        <Line label="Visa type">{profile.visa_type}</Line>
        <Line label="Visa number">{profile.visa_number}</Line>
        <Line label="Visa expiry">{profile.visa_expiry && formatDate(profile.visa_expiry)}</Line>
        <Line label="Date of arrival in India">
          {profile.arrived_in_india_on && formatDate(profile.arrived_in_india_on)}
        </Line>
        <Line label="Permanent address">{profile.permanent_address}</Line>
        <Line label="Mobile">{formatIndianMobile(tenant.phone)}</Line>
      </Part>
      <Part number={2} title="Stay">
        <Line label="Address of the premises">
          {[stayOf(form), form.branch.address].filter(Boolean).join(' — ')}
        </Line>
        <Line label="Date of arrival at the premises">{form.stay && formatDate(form.stay.start_date)}</Line>
        <Line label="Form C filed">
          {form.form_c.filed_on
            ? `${formatDate(form.form_c.filed_on)}, reference ${form.form_c.reference}`
            : 'Not yet'}
        </Line>
      </Part>
      <Signatures />
    </PrintedDocument>
  );
}
