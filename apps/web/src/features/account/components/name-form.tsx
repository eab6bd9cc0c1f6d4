import { zodResolver } from '@hookform/resolvers/zod';
import { type ProfileValues, profileInput } from '@pg/contracts/users';
import { useForm } from 'react-hook-form';
import { FormMessage, fieldsOf, InputField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toast';
import { useSetName } from '@/features/account/api/set-name';
import { errorMessage } from '@/lib/api-client';
import { placeFieldErrors } from '@/lib/form-errors';

/** The name the user is shown by in complaint replies and the audit log (their e-mail when none). */
export function NameForm({ name }: { name: string | null }) {
  const save = useSetName();
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileInput),
    defaultValues: { name: name ?? '' },
  });
  const field = fieldsOf(form.control);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const user = await save.mutateAsync(values);
      form.reset({ name: user.name ?? '' });
      toast.success(user.name ? `You are shown as ${user.name}` : 'You are shown by your email');
    } catch (error) {
      if (!placeFieldErrors(form, error, ['name']))
        form.setError('root.server', {
          message: errorMessage(error, 'Could not save your name. Please try again.'),
        });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-2" aria-label="Your name">
      <InputField
        {...field('name')}
        label="Name"
        description="Shown instead of your email in complaint replies and the audit log."
        autoComplete="name"
      />
      <FormMessage form={form.control} />
      <SubmitButton pending={save.isPending} variant="outline" className="justify-self-start">
        Save name
      </SubmitButton>
    </form>
  );
}
