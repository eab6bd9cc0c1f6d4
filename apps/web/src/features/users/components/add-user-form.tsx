import { zodResolver } from '@hookform/resolvers/zod';
import { roleLabel, USER_FORM_ROLES } from '@pg/contracts/permissions';
import { createUserSchema, ONLY_SUPER_ADMIN_ALL_BRANCHES } from '@pg/contracts/users';
import { UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { BoundFormField, FormMessage, fieldsOf, InputField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useCreateUser } from '@/features/users/api/create-user';
import { BranchChecklist } from '@/features/users/components/branch-checklist';
import { errorMessage } from '@/lib/api-client';
import { useBranch } from '@/lib/branch-context';
import { placeFieldErrors } from '@/lib/form-errors';
import { useSession } from '@/lib/session';

type FormValues = z.input<typeof createUserSchema>;
const FIELDS = ['name', 'email', 'password', 'role', 'branch_ids', 'all_branches'] as const;
const emptyForm = (branchId: string | null): FormValues => ({
  name: '',
  email: '',
  password: '',
  role: 'user',
  branch_ids: branchId ? [branchId] : [],
  all_branches: false,
});

/**
 * 'Add New User': email, password, role (user by default) and the branches they work in: the
 * branch selected in the header unless others are ticked; 'All branches' for admins, by a super admin.
 */
export function AddUserForm() {
  const { user } = useSession();
  const { branches, selectedBranchId } = useBranch();
  const mutation = useCreateUser();
  const form = useForm<FormValues, unknown, z.output<typeof createUserSchema>>({
    resolver: zodResolver(createUserSchema),
    defaultValues: emptyForm(selectedBranchId),
  });
  const field = fieldsOf(form.control);
  const { errors } = form.formState;
  const role = form.watch('role');

  // Until branches are ticked by hand, they follow the branch selected in the header.
  useEffect(() => {
    if (!form.getFieldState('branch_ids').isDirty) {
      form.resetField('branch_ids', { defaultValue: selectedBranchId ? [selectedBranchId] : [] });
    }
  }, [form, selectedBranchId]);
  // 'All branches' is for admins only.
  useEffect(() => {
    if (role !== 'admin' && form.getValues('all_branches')) form.setValue('all_branches', false);
  }, [form, role]);

  const onSubmit = form.handleSubmit((input) => {
    mutation.mutate(input, {
      onSuccess: () => {
        toast.success('User created successfully');
        form.reset(emptyForm(selectedBranchId));
      },
      onError: (error) => {
        if (placeFieldErrors(form, error, FIELDS)) return;
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
          className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-[1fr_1fr_1fr_12rem_auto]"
        >
          <InputField
            {...field('name')}
            label="Name (optional)"
            autoComplete="off"
            placeholder="Shown instead of the email"
            disabled={pending}
          />
          <InputField
            {...field('email')}
            label="Email"
            type="email"
            autoComplete="off"
            placeholder="name@example.com"
            disabled={pending}
          />
          <InputField
            {...field('password')}
            label="Password"
            description="At least 8 characters"
            type="password"
            autoComplete="new-password"
            disabled={pending}
          />
          <BoundFormField {...field('role')} label="Role">
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
                          {roleLabel(role)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </BoundFormField>
          <Controller
            control={form.control}
            name="branch_ids"
            render={({ field }) => (
              <BranchChecklist
                className="md:col-span-3 md:row-start-2"
                branches={branches}
                value={field.value ?? []}
                onChange={field.onChange}
                allBranches={
                  role === 'admin'
                    ? {
                        checked: form.watch('all_branches') ?? false,
                        onChange: (checked) => form.setValue('all_branches', checked, { shouldDirty: true }),
                        blockedReason: user?.isSuperAdmin ? null : ONLY_SUPER_ADMIN_ALL_BRANCHES,
                      }
                    : undefined
                }
                disabled={pending}
                error={errors.branch_ids?.message ?? errors.all_branches?.message}
              />
            )}
          />
          <FormMessage form={form.control} className="md:col-span-4" />
          <Button type="submit" disabled={pending} className="md:col-start-4 md:row-start-1 md:mt-[1.375rem]">
            {pending ? <Spinner decorative /> : <UserPlus aria-hidden="true" />}
            {pending ? 'Creating User...' : 'Add User'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
