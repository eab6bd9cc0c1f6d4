import type { VerificationForm } from '@pg/contracts/tenant-records';
import { Eye, EyeOff } from 'lucide-react';
import type * as React from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PrintPage } from '@/components/ui/print-page';
import { useVerificationForm } from '@/features/tenants/api/get-records';
import { useRevealDocuments } from '@/features/tenants/api/save-records';
import {
  FormCDocument,
  type Revealed,
  VerificationFormDocument,
} from '@/features/tenants/components/records/verification-form-document';
import { isMissingRecord } from '@/lib/api-client';
import { toastFailure } from '@/lib/form-errors';
import { useSession } from '@/lib/session';

/**
 * A form printed from the tenant's records, on A4: its document and its file name. ID numbers are
 * masked; those allowed to reveal them may print them in full (the FRRO's Form C needs the whole
 * passport number, and some police stations the whole ID), each reveal written to the audit log.
 */
function RecordsPrintPage({
  title,
  Document,
  revealable,
}: {
  title: string;
  Document: (props: { form: VerificationForm; revealed: Revealed }) => React.ReactNode;
  /** The documents whose full numbers the form may print, after an audited reveal. */
  revealable: (form: VerificationForm) => VerificationForm['documents'];
}) {
  const { id } = useParams<{ id: string }>();
  const query = useVerificationForm(id);
  const { can } = useSession();
  const reveal = useRevealDocuments(id ?? '');
  const revealed = reveal.data ?? {};
  const actions = (form: VerificationForm) => {
    const documents = revealable(form);
    if (!can('applications:reveal') || documents.length === 0) return null;
    return reveal.data ? (
      <Button variant="outline" onClick={() => reveal.reset()}>
        <EyeOff aria-hidden="true" />
        Mask the numbers
      </Button>
    ) : (
      <Button
        variant="outline"
        disabled={reveal.isPending}
        onClick={() =>
          reveal.mutate(
            documents.map((d) => d.id),
            { onError: (error) => toastFailure('Failed to show the numbers', error, 'Please try again.') },
          )
        }
      >
        <Eye aria-hidden="true" />
        {documents.length === 1 ? 'Print the full number' : 'Print the full numbers'}
      </Button>
    );
  };
  return (
    <PrintPage
      query={query}
      missing={isMissingRecord(query.error)}
      back={{ to: `/tenants/${id}`, label: 'Back to tenant' }}
      titleOf={(form) => `${title} ${form.tenant.name}`}
      actions={actions}
      texts={{
        loading: 'Loading the form',
        missing: 'This tenant does not exist.',
        failed: 'Failed to load the form',
      }}
    >
      {(form) => <Document form={form} revealed={revealed} />}
    </PrintPage>
  );
}

/** /tenants/:id/verification-form: the police verification form, filled, to print on A4. */
export const VerificationFormPage = () => (
  <RecordsPrintPage
    title="Verification form"
    Document={VerificationFormDocument}
    revealable={(form) => form.documents}
  />
);

/** /tenants/:id/form-c: a foreign national's Form C details, to print on A4. */
export const FormCPage = () => (
  <RecordsPrintPage
    title="Form C"
    Document={FormCDocument}
    revealable={(form) => form.documents.filter((d) => d.type === 'passport')}
  />
);
