import { zodResolver } from '@hookform/resolvers/zod';
import { USER_FORM_ROLES } from '@pg/contracts/permissions';
import { createUserSchema } from '@pg/contracts/users';
import { UserPlus } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useCreateUser } from '@/features/users/api/create-user';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';

type FormValues = z.input<typeof createUserSchema>;
const FIELDS = ['email', 'password', 'role'] as const;
const EMPTY: FormValues = { email: '', password: '', role: 'user' };

/** 'Add New User': email, password and role (user by default). */
export function AddUserForm() {
  const { user } = useSession();
  const mutation = useCreateUser();
  const form = useForm<FormValues, unknown, z.output<typeof createUserSchema>>({
    resolver: zodResolver(createUserSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) => {
    mutation.mutate(input, {
      onSuccess: () => {
        toast.success('User created successfully');
        form.reset(EMPTY);
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          let placed = false;
          for (const name of FIELDS) {
            const message = error.fields?.[name];
            if (message) {
              form.setError(name, { message }, { shouldFocus: !placed });
              placed = true;
            }
          }
          if (placed) return;
        }
        // The server's own words ('Only admins can create users'...), else the spec's.
        toast.error(errorMessage(error, 'Failed to create user'));
      },
    });
  });

  const pending = mutation.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Add New User</h2>
        </CardTitle>
        <CardDescription>They sign in with this email and password.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label="Add New User"
          className="grid items-start gap-4 md:grid-cols-[1fr_1fr_12rem_auto]"
        >
          <FormField label="Email" error={errors.email?.message}>
            {(control) => (
              <Input
                type="email"
                autoComplete="off"
                inputMode="email"
                placeholder="name@example.com"
                disabled={pending}
                {...control}
                {...form.register('email')}
              />
            )}
          </FormField>
          <FormField label="Password" error={errors.password?.message} description="At least 8 characters">
            {(control) => (
              <Input
                type="password"
                autoComplete="new-password"
                disabled={pending}
                {...control}
                {...form.register('password')}
              />
            )}
          </FormField>
          <FormField label="Role" error={errors.role?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="role"
                render={({ field }) => (
                  <Select value={field.value ?? 'user'} onValueChange={field.onChange} disabled={pending}>
                    <SelectTrigger className="w-full" onBlur={field.onBlur} {...control}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {USER_FORM_ROLES.map((role) => (
                        <SelectItem
                          key={role}
                          value={role}
                          // Only admins may make admins (the server refuses anyone else).
                          disabled={role === 'admin' && !user?.isAdmin}
                        >
                          {role}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          <Button type="submit" disabled={pending} className="md:mt-[1.375rem]">
            {pending ? <Spinner decorative /> : <UserPlus aria-hidden="true" />}
            {pending ? 'Creating User...' : 'Add User'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
