import type { ApplicationFileField, ApplicationReceipt, ApplicationValues } from '@pg/contracts/applications';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

type ApplicationSubmission = ApplicationValues & Partial<Record<ApplicationFileField, Blob>>;

/** The public form's submission: multipart, no session. */
function submitApplication(input: ApplicationSubmission) {
  const form = new FormData();
  form.append('full_name', input.full_name);
  form.append('phone', input.phone);
  form.append('aadhar_number', input.aadhar_number);
  form.append('branch', input.branch);
  form.append('consent', String(input.consent));
  if (input.selfie) form.append('selfie', input.selfie, 'selfie.jpg');
  if (input.aadhar_photo) form.append('aadhar_photo', input.aadhar_photo, 'aadhar.jpg');
  return apiClient.post<ApplicationReceipt>('/api/public/applications', form, { auth: false });
}

export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}
