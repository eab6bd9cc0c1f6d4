import { formatIndianMobile, type TenantOption } from '@pg/contracts/tenants';
import { useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { Combobox } from '@/components/ui/combobox';
import type { FieldControlProps } from '@/components/ui/form-field';
import { AddTenantDialog } from '@/domain/tenants/tenant-form-dialog';
import { useTenantOption, useTenantOptions } from '@/domain/tenants/tenant-options';
import { useSession } from '@/lib/session';
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

const ADD_TENANT = 'Add tenant';

const asItem = (tenant: TenantOption) => ({
  value: tenant.id,
  label: tenant.name,
  description: formatIndianMobile(tenant.phone),
});

/**
 * The tenant picker of the booking, payment, complaint and visitor dialogs: tenants of the branch
 * who have not left (SPEC: only they are offered), searched by name or phone on the server as one
 * types, the first 20 matches at a time. Where none matches, 'Add tenant' opens Add Tenant with what
 * was typed, and the tenant added is chosen.
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
  const q = useDebouncedValue(search.trim(), 250);
  const options = useTenantOptions(branchId, q, open);
  const items = (options.data?.items ?? []).map(asItem);
  const value: string = field.value ?? '';
  const [picked, setPicked] = useState<{ value: string; label: string }>();
  const known = items.find((item) => item.value === value) ?? (picked?.value === value ? picked : undefined);
  const lookup = useTenantOption(value, open && !known);
  const empty = options.isSuccess && q === '' && items.length === 0;
  // 'Add tenant' where none matches, for those who may add one: added, they are chosen here.
  const canAdd = useSession().can('tenants:create');
  const [adding, setAdding] = useState<string | null>(null);
  const choose = (id: string, item: { value: string; label: string }) => {
    setPicked(item);
    field.onChange(id);
    onChosen?.(id);
  };

  return (
    <>
      <Combobox
        control={control}
        label="Tenants"
        value={value}
        selectedLabel={value ? (known?.label ?? lookup.data?.name) : undefined}
        onChange={choose}
        onBlur={field.onBlur}
        onSearch={setSearch}
        items={items}
        hasMore={(options.data?.total ?? 0) > items.length}
        loading={options.isPending || options.isFetching || search.trim() !== q}
        error={options.isError ? 'Could not load tenants' : undefined}
        emptyText="No tenants match"
        disabled={disabled || (empty && !canAdd)}
        placeholder={
          empty
            ? canAdd
              ? 'No active tenants yet: add one here'
              : 'No active tenants: add one on the Tenants page'
            : 'Type a name or phone'
        }
        action={canAdd ? { label: ADD_TENANT, onSelect: setAdding } : undefined}
      />
      {canAdd && (
        <AddTenantDialog
          branchId={branchId}
          typed={adding ?? ''}
          open={adding !== null}
          onOpenChange={(next) => !next && setAdding(null)}
          onAdded={(tenant) => choose(tenant.id, asItem(tenant))}
        />
      )}
    </>
  );
}
