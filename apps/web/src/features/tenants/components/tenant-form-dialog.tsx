import { todayIso } from '@pg/contracts/dates';
import { formatIndianMobile, type Tenant, tenantCreateInput, tenantInput } from '@pg/contracts/tenants';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '@/components/ui/date-input';
import { type DialogOpenProps, FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, InputField } from '@/components/ui/form-field';
import { useCreateTenant } from '@/features/tenants/api/create-tenant';
import { useUpdateTenant } from '@/features/tenants/api/update-tenant';
import { useDialogForm } from '@/lib/dialog-form';

type AddValues = z.input<typeof tenantCreateInput>;
/** Editing: the contract's fields but the joined date, which stays as it was. */
const contactInput = tenantInput.omit({ joined_at: true });
type ContactValues = z.input<typeof contactInput>;
const blank = (): AddValues => ({
  name: '',
  phone: '',
  email: '',
  joined_at: todayIso(),
  phone_confirmed: false,
});

/** Name, phone and email: the fields both dialogs have. */
function ContactFields({ form }: { form: Control<AddValues> | Control<ContactValues> }) {
  const field = fieldsOf(form as Control<ContactValues>);
  return (
    <>
      <InputField {...field('name')} label="Name" autoComplete="off" />
      <InputField
        {...field('phone')}
        label="Phone"
        description="Indian mobile number, e.g. 98765 43210 or +91 98765 43210"
        type="tel"
        autoComplete="off"
      />
      <InputField {...field('email')} label="Email (optional)" type="email" verbatim />
    </>
  );
}

/**
 * Add Tenant: name, phone, optional email, joined date. A phone number another tenant of the branch
 * has is asked about first (the server names them); confirmed, the tenant is added.
 */
function AddTenantDialog({ branchId, open, onOpenChange }: DialogOpenProps & { branchId: string }) {
  const { form, dialog } = useDialogForm({
    schema: tenantCreateInput,
    open,
    initial: blank,
    mutation: useCreateTenant(branchId),
    saved: (saved) => ({ title: 'Tenant added successfully', description: saved.name }),
    failed: 'Failed to add tenant',
    confirm: { field: 'phone_confirmed', title: 'Same phone number' },
    onDone: () => onOpenChange(false),
    draft: `tenant:${branchId}:new`,
  });
  return (
    <FormDialog
      {...dialog}
      title="Add Tenant"
      description="A new tenant of this branch. Book a bed for them on the Bookings page."
      submitLabel="Add Tenant"
    >
      <ContactFields form={form.control} />
      <DateField {...fieldsOf(form.control)('joined_at')} label="Joined on" />
    </FormDialog>
  );
}

/** Edit Tenant: a tenant's contact details. */
function EditTenantDialog({ tenant, open, onOpenChange }: DialogOpenProps & { tenant: Tenant }) {
  const { form, dialog } = useDialogForm({
    schema: contactInput,
    open,
    initial: (): ContactValues => ({
      name: tenant.name,
      phone: formatIndianMobile(tenant.phone),
      email: tenant.email ?? '',
    }),
    mutation: useUpdateTenant(),
    toVariables: (input) => ({ id: tenant.id, input }),
    saved: (saved) => ({ title: 'Tenant updated successfully', description: saved.name }),
    failed: 'Failed to update tenant',
    onDone: () => onOpenChange(false),
    draft: `tenant:${tenant.branch_id}:${tenant.id}`,
  });
  return (
    <FormDialog
      {...dialog}
      title="Edit Tenant"
      description={`Contact details of ${tenant.name}.`}
      submitLabel="Save Changes"
    >
      <ContactFields form={form.control} />
    </FormDialog>
  );
}

type TenantFormDialogProps = DialogOpenProps & {
  branchId: string;
  /** The tenant to edit; null to add a new one. */
  tenant: Tenant | null;
};

/** Add Tenant, or edit a tenant's contact details. */
export function TenantFormDialog({ branchId, tenant, open, onOpenChange }: TenantFormDialogProps) {
  return tenant ? (
    <EditTenantDialog tenant={tenant} open={open} onOpenChange={onOpenChange} />
  ) : (
    <AddTenantDialog branchId={branchId} open={open} onOpenChange={onOpenChange} />
  );
}
