import { zodResolver } from '@hookform/resolvers/zod';
import { acceptInviteInput, type TenantSession, tenantSignInInput } from '@pg/contracts/tenant-app';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormMessage, fieldsOf, InputField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { tenantSession } from '@/features/tenant-app/tenant-session';
import { apiClient, errorMessage } from '@/lib/api-client';
import { placeFieldErrors } from '@/lib/form-errors';

const PIN_INPUT = { type: 'password', inputMode: 'numeric', maxLength: 6, autoComplete: 'off' } as const;

/** Shows a refusal on the form: on its fields when the server named them, else as the form's message. */
function useRefusal<T extends Record<string, unknown>>(
  form: ReturnType<typeof useForm<T>>,
  fields: (keyof T & string)[],
) {
  return (error: unknown) => {
    // biome-ignore lint/suspicious/noExplicitAny: the form's field names
    if (!placeFieldErrors(form as any, error, fields as any))
      form.setError('root.server', {
        message: errorMessage(error, 'Something went wrong. Please try again.'),
      });
  };
}

/** Opening an invite link: the tenant chooses their 6-digit PIN, and is signed in. */
export function SetPinForm({ token }: { token: string }) {
  const [pending, setPending] = useState(false);
  const form = useForm<z.input<typeof acceptInviteInput>>({
    resolver: zodResolver(acceptInviteInput),
    defaultValues: { token, pin: '', pin_again: '' },
  });
  const field = fieldsOf(form.control);
  const refuse = useRefusal(form, ['pin', 'pin_again']);
  const onSubmit = form.handleSubmit(async (values) => {
    setPending(true);
    try {
      tenantSession.signedIn(
        await apiClient.post<TenantSession>('/api/tenant-app/auth/invite', values, { auth: false }),
      );
    } catch (error) {
      refuse(error);
    }
    setPending(false);
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <h1 className="font-semibold text-xl">Choose your PIN</h1>
      <p className="text-muted-foreground text-sm">
        You will sign in with your phone number and this 6-digit PIN.
      </p>
      <InputField {...field('pin')} label="PIN (6 digits)" {...PIN_INPUT} />
      <InputField {...field('pin_again')} label="PIN again" {...PIN_INPUT} />
      <FormMessage form={form.control} />
      <SubmitButton pending={pending} className="w-full">
        Set PIN
      </SubmitButton>
    </form>
  );
}

/** Phone number and PIN. */
export function TenantSignInForm() {
  const [pending, setPending] = useState(false);
  const form = useForm<z.input<typeof tenantSignInInput>>({
    resolver: zodResolver(tenantSignInInput),
    defaultValues: { phone: '', pin: '' },
  });
  const field = fieldsOf(form.control);
  const refuse = useRefusal(form, ['phone', 'pin']);
  const onSubmit = form.handleSubmit(async (values) => {
    setPending(true);
    try {
      tenantSession.signedIn(
        await apiClient.post<TenantSession>('/api/tenant-app/auth/token', values, { auth: false }),
      );
    } catch (error) {
      form.setValue('pin', '');
      refuse(error);
    }
    setPending(false);
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <h1 className="font-semibold text-xl">Tenant sign in</h1>
      <InputField {...field('phone')} label="Phone number" type="tel" autoComplete="tel" inputMode="tel" />
      <InputField {...field('pin')} label="PIN" {...PIN_INPUT} />
      <FormMessage form={form.control} />
      <SubmitButton pending={pending} className="w-full">
        Sign In
      </SubmitButton>
      <p className="text-muted-foreground text-xs">Forgot your PIN? Ask the warden for a new invite link.</p>
    </form>
  );
}
