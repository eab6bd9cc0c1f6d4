import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordForm, PASSWORD_MIN } from '@pg/contracts/auth';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useChangePassword } from '@/features/account/api/change-password';
import { errorMessage } from '@/lib/api-client';
import { placeFieldErrors } from '@/lib/form-errors';

type FormValues = z.input<typeof changePasswordForm>;
const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
const EMPTY: FormValues = { current_password: '', new_password: '', confirm_password: '' };

export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mutation = useChangePassword();
  const form = useForm<FormValues>({ resolver: zodResolver(changePasswordForm), defaultValues: EMPTY });
  const { errors } = form.formState;

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
    >
      <FormField label="Current password" error={errors.current_password?.message}>
        {(control) => (
          <Input
            type="password"
            autoComplete="current-password"
            {...control}
            {...form.register('current_password')}
          />
        )}
      </FormField>
      <FormField label="New password" error={errors.new_password?.message}>
        {(control) => (
          <Input
            type="password"
            autoComplete="new-password"
            {...control}
            {...form.register('new_password')}
          />
        )}
      </FormField>
      <FormField label="Confirm new password" error={errors.confirm_password?.message}>
        {(control) => (
          <Input
            type="password"
            autoComplete="new-password"
            {...control}
            {...form.register('confirm_password')}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
