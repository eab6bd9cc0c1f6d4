import type { Bed } from '@pg/contracts/inventory';
import { Search } from 'lucide-react';
import { useState } from 'react';
import type { FieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { AVAILABLE_BEDS_LIMIT, useAvailableBeds } from '@/features/bookings/api/get-available-beds';
import { formatMoney } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';

type BedSelectProps = {
  branchId: string;
  open: boolean;
  value: string;
  /** The chosen bed with its rent per day (null when cleared). */
  onChange: (bed: Bed | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
  control: FieldControlProps;
};

export const bedLabel = (bed: Pick<Bed, 'bed_number' | 'room_number'>) =>
  `Bed ${bed.bed_number} · Room ${bed.room_number}`;

/**
 * Available beds of the branch (SPEC: only they are offered), each with its property and rent per
 * day. Up to 200 are listed; more show a search box that narrows them by bed number.
 */
export function BedSelect({ branchId, open, value, onChange, onBlur, disabled, control }: BedSelectProps) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  const beds = useAvailableBeds(branchId, q, open);
  const items = beds.data?.items ?? [];
  const many = (beds.data?.total ?? 0) > AVAILABLE_BEDS_LIMIT || q !== '';
  const empty = beds.isSuccess && items.length === 0 && q === '';

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
            aria-label="Search beds by number"
            placeholder="Type a bed number..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
      )}
      <Select
        value={value}
        onValueChange={(id) => onChange(items.find((bed) => bed.id === id) ?? null)}
        disabled={disabled || empty}
      >
        <SelectTrigger className="w-full" onBlur={onBlur} {...control}>
          <SelectValue
            placeholder={
              beds.isPending
                ? 'Loading beds...'
                : beds.isError
                  ? 'Could not load beds'
                  : empty
                    ? 'No available beds in this branch'
                    : 'Select a bed'
            }
          />
        </SelectTrigger>
        <SelectContent>
          {items.map((bed) => (
            <SelectItem
              key={bed.id}
              value={bed.id}
              description={`${bed.property_name} · ${formatMoney(bed.base_rent_per_day)} a day`}
            >
              {bedLabel(bed)}
            </SelectItem>
          ))}
          {items.length === 0 && q !== '' && (
            <p className="px-2 py-1.5 text-muted-foreground text-sm">No available bed matches "{q}"</p>
          )}
        </SelectContent>
      </Select>
    </div>
  );
}
