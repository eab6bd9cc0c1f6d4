import { todayIso } from '@pg/contracts/dates';
import { formatIndianMobile, type Tenant, tenantCreateInput, tenantInput } from '@pg/contracts/tenants';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '@/components/ui/date-input';
import { type DialogOpenProps, FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, InputField } from '@/components/ui/form-field';
import { useCreateTenant } from '@/domain/tenants/create-tenant';
import { useUpdateTenant } from '@/domain/tenants/update-tenant';
import { useDialogForm } from '@/lib/dialog-form';

type AddValues = z.input<typeof tenantCreateInput>;
/** Editing: the contract's fields but the joined date, which stays as it was. */
const contactInput = tenantInput.omit({ joined_at: true });
type ContactValues = z.input<typeof contactInput>;
/** A blank new tenant; what was typed in a picker goes in as the phone when it is digits, else the name. */
const blank = (typed = ''): AddValues => {
  const phone = /^[+\d][\d\s-]*$/.test(typed.trim());
  return {
    name: phone ? '' : typed.trim(),
    phone: phone ? typed.trim() : '',
    email: '',
    joined_at: todayIso(),
    phone_confirmed: false,
  };
};

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

type AddTenantDialogProps = DialogOpenProps & {
  branchId: string;
  /** What was typed in a tenant picker before 'Add tenant': the new tenant's name or phone. */
  typed?: string;
  /** Once added, e.g. to choose them in the picker that asked. */
  onAdded?: (tenant: Tenant) => void;
};

/**
 * Add Tenant: name, phone, optional email, joined date. A phone number another tenant of the branch
 * has is asked about first (the server names them); confirmed, the tenant is added. From a tenant
 * picker, it starts with what was typed there and hands the new tenant back to it.
 */
export function AddTenantDialog({ branchId, typed, onAdded, open, onOpenChange }: AddTenantDialogProps) {
  const { form, dialog } = useDialogForm({
    schema: tenantCreateInput,
    open,
    initial: () => blank(typed),
    mutation: useCreateTenant(branchId),
    saved: (saved) => ({ title: 'Tenant added successfully', description: saved.name }),
    failed: 'Failed to add tenant',
    confirm: { field: 'phone_confirmed', title: 'Same phone number' },
    onDone: (added) => {
      if (added) onAdded?.(added);
      onOpenChange(false);
    },
    // From a picker, what was typed there starts the form, not an earlier draft.
    ...(onAdded ? {} : { draft: `tenant:${branchId}:new` }),
  });
  return (
    <FormDialog
      {...dialog}
      title="Add Tenant"
      description={
        onAdded
          ? 'A new tenant of this branch, chosen here once added.'
          : 'A new tenant of this branch. Book a bed for them on the Bookings page.'
      }
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
