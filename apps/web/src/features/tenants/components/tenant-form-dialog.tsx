import { zodResolver } from '@hookform/resolvers/zod';
import { todayIso } from '@pg/contracts/dates';
import { formatIndianMobile, type Tenant, tenantInput } from '@pg/contracts/tenants';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '@/components/ui/date-input';
import { type DialogOpenProps, FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, InputField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useCreateTenant } from '@/features/tenants/api/create-tenant';
import { useUpdateTenant } from '@/features/tenants/api/update-tenant';
import { hasErrorCode } from '@/lib/api-client';
import { useFormDraft } from '@/lib/form-draft';
import { placeFieldErrors, toastFailure } from '@/lib/form-errors';

/** The contract's schema; when editing, joined_at is left out (it is optional) and not sent. */
type FormValues = z.input<typeof tenantInput>;
const FIELDS = ['name', 'phone', 'email', 'joined_at'] as const;

const valuesOf = (tenant: Tenant | null): FormValues =>
  tenant
    ? { name: tenant.name, phone: formatIndianMobile(tenant.phone), email: tenant.email ?? '' }
    : { name: '', phone: '', email: '', joined_at: todayIso() };

type TenantFormDialogProps = DialogOpenProps & {
  branchId: string;
  /** The tenant to edit; null to add a new one. */
  tenant: Tenant | null;
};

/** Add Tenant (name, phone, optional email, joined date) or edit a tenant's contact details. */
export function TenantFormDialog({ branchId, tenant, open, onOpenChange }: TenantFormDialogProps) {
  const editing = tenant !== null;
  const create = useCreateTenant(branchId);
  const update = useUpdateTenant();
  const pending = create.isPending || update.isPending;

  const form = useForm<FormValues, unknown, z.output<typeof tenantInput>>({
    resolver: zodResolver(tenantInput),
    defaultValues: valuesOf(tenant),
  });
  const field = fieldsOf(form.control);

  // Each opening starts from the tenant's details (edit) or blank with today's date (add).
  useEffect(() => {
    if (open) {
      form.reset(valuesOf(tenant));
      create.reset();
      update.reset();
    }
  }, [open, tenant, form, create.reset, update.reset]);
  useFormDraft(form, `tenant:${branchId}:${tenant?.id ?? 'new'}`, open);

  // Another tenant of the branch has this phone number: the server asks first, naming them.
  const [question, setQuestion] = useState<string | null>(null);
  const asked = useRef<z.output<typeof tenantInput> | null>(null);
  useEffect(() => {
    if (!open) setQuestion(null);
  }, [open]);

  const failed = (error: unknown) => {
    if (hasErrorCode(error, 'confirmation_required')) {
      setQuestion(error.message);
      return;
    }
    if (placeFieldErrors(form, error, FIELDS)) return;
    toastFailure(editing ? 'Failed to update tenant' : 'Failed to add tenant', error, 'Please try again.');
  };

  const onSubmit = form.handleSubmit((values) => {
    if (tenant) {
      const { name, phone, email } = values;
      update.mutate(
        { id: tenant.id, input: { name, phone, email } },
        {
          onSuccess: (saved) => {
            toast.success('Tenant updated successfully', { description: saved.name });
            onOpenChange(false);
          },
          onError: failed,
        },
      );
      return;
    }
    add(values);
  });

  function add(values: z.output<typeof tenantInput>, phoneConfirmed = false) {
    asked.current = values;
    create.mutate(phoneConfirmed ? { ...values, phone_confirmed: true } : values, {
      onSuccess: (saved) => {
        toast.success('Tenant added successfully', { description: saved.name });
        onOpenChange(false);
      },
      onError: failed,
    });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Tenant' : 'Add Tenant'}
      description={
        editing
          ? `Contact details of ${tenant.name}.`
          : 'A new tenant of this branch. Book a bed for them on the Bookings page.'
      }
      pending={pending}
      submitLabel={editing ? 'Save Changes' : 'Add Tenant'}
      onSubmit={onSubmit}
      form={form.control}
      confirmation={{
        title: 'Same phone number',
        question,
        onConfirm: () => {
          setQuestion(null);
          if (asked.current) add(asked.current, true);
        },
        onCancel: () => setQuestion(null),
      }}
    >
      <InputField {...field('name')} label="Name" autoComplete="off" />
      <InputField
        {...field('phone')}
        label="Phone"
        description="Indian mobile number, e.g. 98765 43210 or +91 98765 43210"
        type="tel"
        autoComplete="off"
      />
      <InputField {...field('email')} label="Email (optional)" type="email" verbatim />
      {!editing && <DateField {...field('joined_at')} label="Joined on" />}
    </FormDialog>
  );
}
