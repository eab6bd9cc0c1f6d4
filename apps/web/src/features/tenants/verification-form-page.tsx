import type { VerificationForm } from '@pg/contracts/tenant-records';
import type * as React from 'react';
import { useParams } from 'react-router';
import { PrintPage } from '@/components/ui/print-page';
import { useVerificationForm } from '@/features/tenants/api/get-records';
import {
  FormCDocument,
  VerificationFormDocument,
} from '@/features/tenants/components/records/verification-form-document';
import { isMissingRecord } from '@/lib/api-client';

/** A form printed from the tenant's records, on A4: its document and its file name. */
function RecordsPrintPage({
  title,
  Document,
}: {
  title: string;
  Document: (props: { form: VerificationForm }) => React.ReactNode;
}) {
  const { id } = useParams<{ id: string }>();
  const query = useVerificationForm(id);
  return (
    <PrintPage
      query={query}
      missing={isMissingRecord(query.error)}
      back={{ to: `/tenants/${id}`, label: 'Back to tenant' }}
      titleOf={(form) => `${title} ${form.tenant.name}`}
      texts={{
        loading: 'Loading the form',
        missing: 'This tenant does not exist.',
        failed: 'Failed to load the form',
      }}
    >
      {(form) => <Document form={form} />}
    </PrintPage>
  );
}

/** /tenants/:id/verification-form: the police verification form, filled, to print on A4. */
export const VerificationFormPage = () => (
  <RecordsPrintPage title="Verification form" Document={VerificationFormDocument} />
);

/** /tenants/:id/form-c: a foreign national's Form C details, to print on A4. */
export const FormCPage = () => <RecordsPrintPage title="Form C" Document={FormCDocument} />;
