import { changePasswordForm, PASSWORD_MIN } from '@pg/contracts/auth';
import type { z } from 'zod';
import { type DialogOpenProps, FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, InputField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useChangePassword } from '@/features/account/api/change-password';
import { errorMessage } from '@/lib/api-client';
import { useDialogForm } from '@/lib/dialog-form';

type FormValues = z.input<typeof changePasswordForm>;
const EMPTY: FormValues = { current_password: '', new_password: '', confirm_password: '' };
/** The three boxes, with what a password manager may fill in. */
const PASSWORDS = [
  { name: 'current_password', label: 'Current password', autoComplete: 'current-password' },
  { name: 'new_password', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirm_password', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

export function ChangePasswordDialog({ open, onOpenChange }: DialogOpenProps) {
  const { form, dialog } = useDialogForm({
    schema: changePasswordForm,
    open,
    initial: () => EMPTY,
    mutation: useChangePassword(),
    toVariables: ({ current_password, new_password }) => ({ current_password, new_password }),
    saved: 'Password changed successfully',
    failed: (error) => toast.error(errorMessage(error, 'Failed to change password')),
    onDone: () => onOpenChange(false),
  });
  const field = fieldsOf(form.control);

  return (
    <FormDialog
      {...dialog}
      title="Change Password"
      description={
        <>Use at least {PASSWORD_MIN} characters. Your other signed-in devices will be signed out.</>
      }
      submitLabel="Change Password"
      className="sm:max-w-md"
    >
      {PASSWORDS.map(({ name, ...password }) => (
        <InputField key={name} {...field(name)} type="password" {...password} />
      ))}
    </FormDialog>
  );
}
