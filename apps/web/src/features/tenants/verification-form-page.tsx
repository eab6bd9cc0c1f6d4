import { useParams } from 'react-router';
import { PrintPage } from '@/components/ui/print-page';
import { useVerificationForm } from '@/features/tenants/api/get-records';
import {
  FormCDocument,
  VerificationFormDocument,
} from '@/features/tenants/components/records/verification-form-document';
import { isMissingRecord } from '@/lib/api-client';

const texts = {
  loading: 'Loading the form',
  missing: 'This tenant does not exist.',
  failed: 'Failed to load the form',
};

/** /tenants/:id/verification-form: the police verification form, filled, to print on A4. */
export function VerificationFormPage() {
  const { id } = useParams<{ id: string }>();
  const query = useVerificationForm(id);
  return (
    <PrintPage
      query={query}
      missing={isMissingRecord(query.error)}
      back={{ to: `/tenants/${id}`, label: 'Back to tenant' }}
      titleOf={(form) => `Verification form ${form.tenant.name}`}
      texts={texts}
    >
      {(form) => <VerificationFormDocument form={form} />}
    </PrintPage>
  );
}

/** /tenants/:id/form-c: a foreign national's Form C details, to print on A4. */
export function FormCPage() {
  const { id } = useParams<{ id: string }>();
  const query = useVerificationForm(id);
  return (
    <PrintPage
      query={query}
      missing={isMissingRecord(query.error)}
      back={{ to: `/tenants/${id}`, label: 'Back to tenant' }}
      titleOf={(form) => `Form C ${form.tenant.name}`}
      texts={texts}
    >
      {(form) => <FormCDocument form={form} />}
    </PrintPage>
  );
}
