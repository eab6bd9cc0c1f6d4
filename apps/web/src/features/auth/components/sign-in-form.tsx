import { zodResolver } from '@hookform/resolvers/zod';
import { type SessionUser, type SignInInput, signInSchema } from '@pg/contracts/session';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldsOf, InputField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** The email box of signing in and of the first run: the browser may fill it in as the username. */
export const ACCOUNT_EMAIL = {
  type: 'email',
  autoComplete: 'username',
  autoCapitalize: 'none',
  spellCheck: false,
  placeholder: 'you@example.com',
} as const;

type SignInFormProps = {
  /** The email to start with (signing in again after a session ended). */
  defaultEmail?: string;
  /** Called once signed in. */
  onSignedIn?: (user: SessionUser) => void;
};

/** Email and password. Success signs in (the auth page then leaves for the console). */
export function SignInForm({ defaultEmail = '', onSignedIn }: SignInFormProps) {
  const { signIn } = useSession();
  const [pending, setPending] = useState(false);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const field = fieldsOf(form.control);

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setPending(true);
    try {
      const user = await signIn(email, password);
      toast.success('Logged in successfully');
      onSignedIn?.(user);
      setPending(false);
    } catch (error) {
      // A refusal from the server (wrong password, too many attempts) shows its own message.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        toast.error('Login Failed', { description: error.message });
        form.setValue('password', '');
        form.setFocus('password');
      } else {
        toast.error('An unexpected error occurred');
      }
      setPending(false);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <InputField {...field('email')} label="Email" {...ACCOUNT_EMAIL} />
      <InputField {...field('password')} label="Password" type="password" autoComplete="current-password" />
      <SubmitButton pending={pending} className="mt-2 w-full">
        Sign In
      </SubmitButton>
    </form>
  );
}
