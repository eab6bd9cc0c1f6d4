import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordForm, PASSWORD_MIN } from '@pg/contracts/auth';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type DialogOpenProps, FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, InputField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useChangePassword } from '@/features/account/api/change-password';
import { errorMessage } from '@/lib/api-client';
import { placeFieldErrors } from '@/lib/form-errors';

type FormValues = z.input<typeof changePasswordForm>;
const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
const EMPTY: FormValues = { current_password: '', new_password: '', confirm_password: '' };
/** The three boxes, with what a password manager may fill in. */
const PASSWORDS = [
  { name: 'current_password', label: 'Current password', autoComplete: 'current-password' },
  { name: 'new_password', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirm_password', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

export function ChangePasswordDialog({ open, onOpenChange }: DialogOpenProps) {
  const mutation = useChangePassword();
  const form = useForm<FormValues>({ resolver: zodResolver(changePasswordForm), defaultValues: EMPTY });
  const field = fieldsOf(form.control);

  const close = (next: boolean) => {
    if (mutation.isPending) return;
    if (!next) {
      form.reset(EMPTY);
      mutation.reset();
    }
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(({ current_password, new_password }) =>
    mutation.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          toast.success('Password changed successfully');
          form.reset(EMPTY);
          onOpenChange(false);
        },
        onError: (error) => {
          if (!placeFieldErrors(form, error, FIELDS))
            toast.error(errorMessage(error, 'Failed to change password'));
        },
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Change Password"
      description={
        <>Use at least {PASSWORD_MIN} characters. Your other signed-in devices will be signed out.</>
      }
      pending={mutation.isPending}
      submitLabel="Change Password"
      className="sm:max-w-md"
      onSubmit={onSubmit}
      form={form.control}
    >
      {PASSWORDS.map(({ name, ...password }) => (
        <InputField key={name} {...field(name)} type="password" {...password} />
      ))}
    </FormDialog>
  );
}
