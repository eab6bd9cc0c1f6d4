import { formatIndianMobile } from '@pg/contracts/tenants';
import { useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import type { FieldControlProps } from '@/components/ui/form-field';
import { SearchSelect } from '@/components/ui/search-select';
import { TENANT_OPTIONS_LIMIT, useTenantOptions } from '@/lib/tenant-options';
import { useDebouncedValue } from '@/lib/use-debounced-value';

type TenantSelectProps<T extends FieldValues> = {
  /** The form's `control`, and the field holding the tenant's id. */
  form: Control<T>;
  name: Path<T>;
  /** What the FormField around it gives its control (id, aria-invalid, aria-describedby). */
  control: FieldControlProps;
  branchId: string;
  /** Whether the dialog holding it is open: the list is fetched only then. */
  open?: boolean;
  disabled?: boolean;
  /** After a tenant is chosen, e.g. to clear what depended on the previous one. */
  onChosen?: (tenantId: string) => void;
};

/**
 * A picker of the tenants of the branch who have not left (SPEC: only they are offered), shared by
 * the booking, payment and complaint dialogs. Up to 200 are listed; a
 * branch with more shows a search box that narrows the list by name or phone on the server.
 */
export function TenantSelect<T extends FieldValues>({
  form,
  name,
  control,
  branchId,
  open = true,
  disabled,
  onChosen,
}: TenantSelectProps<T>) {
  const { field } = useController({ control: form, name });
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  const options = useTenantOptions(branchId, q, open);
  const items = options.data?.items ?? [];
  const many = (options.data?.total ?? 0) > TENANT_OPTIONS_LIMIT || q !== '';
  const empty = options.isSuccess && items.length === 0 && q === '';

  return (
    <SearchSelect
      value={field.value}
      onValueChange={(id) => {
        field.onChange(id);
        onChosen?.(id);
      }}
      onBlur={field.onBlur}
      disabled={disabled || empty}
      control={control}
      placeholder={
        options.isPending
          ? 'Loading tenants...'
          : options.isError
            ? 'Could not load tenants'
            : empty
              ? 'No active tenants: add one on the Tenants page'
              : 'Select a tenant'
      }
      options={items.map((tenant) => ({
        value: tenant.id,
        label: tenant.name,
        description: formatIndianMobile(tenant.phone),
      }))}
      search={
        many
          ? {
              value: search,
              onChange: setSearch,
              label: 'Search tenants by name or phone',
              placeholder: 'Type a name to narrow the list...',
            }
          : undefined
      }
      noMatch={items.length === 0 && q !== '' ? `No tenant matches "${q}"` : undefined}
    />
  );
}
