import { formatIndianMobile } from '@pg/contracts/tenants';
import { Search } from 'lucide-react';
import { useState } from 'react';
import type { FieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { TENANT_OPTIONS_LIMIT, useTenantOptions } from '@/lib/tenant-options';
import { useDebouncedValue } from '@/lib/use-debounced-value';

type TenantSelectProps = {
  branchId: string;
  /** Whether the dialog holding it is open: the list is fetched only then. */
  open?: boolean;
  value: string;
  onChange: (tenantId: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  control: FieldControlProps;
};

/**
 * A picker of the tenants of the branch who have not left (SPEC: only they are offered), shared by
 * the booking, payment and complaint dialogs. Up to 200 are listed; a
 * branch with more shows a search box that narrows the list by name or phone on the server.
 */
export function TenantSelect({
  branchId,
  open = true,
  value,
  onChange,
  onBlur,
  disabled,
  control,
}: TenantSelectProps) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  const options = useTenantOptions(branchId, q, open);
  const items = options.data?.items ?? [];
  const many = (options.data?.total ?? 0) > TENANT_OPTIONS_LIMIT || q !== '';
  const empty = options.isSuccess && items.length === 0 && q === '';

  return (
    <div className="grid gap-2">
      {many && (
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search tenants by name or phone"
            placeholder="Type a name to narrow the list..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
      )}
      <Select value={value} onValueChange={onChange} disabled={disabled || empty}>
        <SelectTrigger className="w-full" onBlur={onBlur} {...control}>
          <SelectValue
            placeholder={
              options.isPending
                ? 'Loading tenants...'
                : options.isError
                  ? 'Could not load tenants'
                  : empty
                    ? 'No active tenants: add one on the Tenants page'
                    : 'Select a tenant'
            }
          />
        </SelectTrigger>
        <SelectContent>
          {items.map((tenant) => (
            <SelectItem key={tenant.id} value={tenant.id} description={formatIndianMobile(tenant.phone)}>
              {tenant.name}
            </SelectItem>
          ))}
          {items.length === 0 && q !== '' && (
            <p className="px-2 py-1.5 text-muted-foreground text-sm">No tenant matches "{q}"</p>
          )}
        </SelectContent>
      </Select>
    </div>
  );
}
