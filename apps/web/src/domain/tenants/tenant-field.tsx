import type * as React from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { type BoundFieldProps, BoundFormField } from '@/components/ui/form-field';
import { TenantSelect } from '@/domain/tenants/tenant-select';

/**
 * Label, tenant picker (TenantSelect) and message of one field of a form.
 *
 * <TenantField {...field('tenant_id')} label="Tenant" branchId={branchId} />
 */
export function TenantField<T extends FieldValues>({
  form,
  name,
  label,
  description,
  ...select
}: BoundFieldProps<T> & Omit<React.ComponentProps<typeof TenantSelect<T>>, 'form' | 'name' | 'control'>) {
  return (
    <BoundFormField form={form} name={name} label={label} description={description}>
      {(control) => (
        // TenantSelect's control is typed without what the schema makes of the values.
        <TenantSelect form={form as unknown as Control<T>} name={name} control={control} {...select} />
      )}
    </BoundFormField>
  );
}
