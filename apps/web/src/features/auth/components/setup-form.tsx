import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN, setupSchema } from '@pg/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormMessage, fieldsOf, InputField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toast';
import { authKeys } from '@/features/auth/api/get-setup-status';
import { ACCOUNT_EMAIL } from '@/features/auth/components/sign-in-form';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { placeFieldErrors } from '@/lib/form-errors';
import { useSession } from '@/lib/session';

type SetupValues = z.input<typeof setupSchema>;

/** First run: the first account, a super admin. */
export function SetupForm() {
  const { setup } = useSession();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const form = useForm<SetupValues, unknown, z.output<typeof setupSchema>>({
    resolver: zodResolver(setupSchema),
    defaultValues: { email: '', password: '' },
  });
  const field = fieldsOf(form.control);

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setPending(true);
    try {
      await setup(email, password);
      toast.success('Administrator created. Welcome to PG Console!');
    } catch (error) {
      setPending(false);
      if (hasErrorCode(error, 'conflict')) {
        // Someone else finished the first run meanwhile: show the sign-in form.
        toast.error(error.message);
        await queryClient.invalidateQueries({ queryKey: authKeys.setupStatus });
        return;
      }
      if (!placeFieldErrors(form, error, ['email', 'password']))
        toast.error(errorMessage(error, 'An unexpected error occurred'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <InputField {...field('email')} label="Email" {...ACCOUNT_EMAIL} />
      <InputField
        {...field('password')}
        label="Password"
        description={`At least ${PASSWORD_MIN} characters.`}
        type="password"
        autoComplete="new-password"
      />
      <FormMessage form={form.control} />
      <SubmitButton pending={pending} className="mt-2 w-full">
        Create administrator
      </SubmitButton>
    </form>
  );
}
