import type { FreeBed } from '@pg/contracts/bed-status';
import { isIsoDate } from '@pg/contracts/dates';
import { PICKER_LIMIT } from '@pg/contracts/lists';
import { useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { Combobox } from '@/components/ui/combobox';
import type { FieldControlProps } from '@/components/ui/form-field';
import { useFreeBed, useFreeBeds } from '@/features/bookings/api/get-free-beds';
import { formatMoney, formatStayRent } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export const bedLabel = (bed: { bed_number: string; room_number: string }) =>
  `Bed ${bed.bed_number} · Room ${bed.room_number}`;

/** Both dates valid and in order: the range whose free beds are offered; null otherwise. */
export const rangeOf = (start: string | undefined, end: string | undefined) =>
  start && end && isIsoDate(start) && isIsoDate(end) && end >= start ? { start, end } : null;

type Range = { start: string; end: string };

type FreeBedSelectProps<T extends FieldValues> = {
  form: Control<T>;
  name: Path<T>;
  control: FieldControlProps;
  branchId: string;
  range: Range | null;
  /** A bed not to offer (the one a tenant moves from). */
  except?: string | undefined;
  disabled?: boolean;
};

/**
 * What a stay in the chosen bed comes to, worked out by the contracts' rent formula before the
 * server is asked: the total, and its days at the bed's rent a day; `emptyText` until both dates
 * and a bed are chosen.
 */
export function RentPreview({
  label,
  preview,
  rentPerDay,
  emptyText,
}: {
  label: string;
  preview: { total: number; days: number } | null;
  rentPerDay: number | undefined;
  emptyText: string;
}) {
  return (
    <output
      aria-live="polite"
      aria-label={label}
      className="flex flex-col gap-1 rounded-lg border bg-muted/40 px-4 py-3"
    >
      <span className="text-muted-foreground text-sm">{label}</span>
      {preview && rentPerDay !== undefined ? (
        <>
          <span className="font-semibold text-2xl tabular-nums">{formatMoney(preview.total)}</span>
          <span className="text-muted-foreground text-sm">
            {`${preview.days} ${preview.days === 1 ? 'day' : 'days'} × ${formatMoney(rentPerDay)} a day`}
          </span>
        </>
      ) : (
        <span className="text-muted-foreground text-sm">{emptyText}</span>
      )}
    </output>
  );
}

/** The chosen bed while it is free on every day of the range (for the rent preview), else null. */
export function useChosenFreeBed(branchId: string, range: Range | null, bedId: string) {
  const query = useFreeBed(branchId, range, bedId);
  return { query, bed: query.data ?? null };
}

const asItem = (bed: FreeBed) => ({
  value: bed.id,
  label: bedLabel(bed),
  description: [
    bed.property_name,
    ...(bed.base_rent_per_day === null ? [] : [`${formatMoney(bed.base_rent_per_day)} a day`]),
    ...(bed.monthly_rent === null
      ? []
      : [formatStayRent({ billing: 'monthly', monthly_rent: bed.monthly_rent, total_rent: null })]),
    bed.bed_type,
  ].join(' · '),
});

/**
 * The beds free on every day of the range, in the order of the building, each with its property and
 * rent per day, searched by bed, room or property number as one types (the first 20 matches at a
 * time). Asked for only once both dates are chosen; a bed free for part of the range is not offered.
 */
export function FreeBedSelect<T extends FieldValues>({
  form,
  name,
  control,
  branchId,
  range,
  except,
  disabled,
}: FreeBedSelectProps<T>) {
  const { field } = useController({ control: form, name });
  const value: string = field.value ?? '';
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const query = useFreeBeds(branchId, range, q);
  const found = (query.data?.items ?? []).filter((b) => b.id !== except);
  const items = found.slice(0, PICKER_LIMIT).map(asItem);
  const chosen = useChosenFreeBed(branchId, range, value);
  const none = query.isSuccess && !query.isPlaceholderData && q === '' && items.length === 0;
  const placeholder = !range
    ? 'Choose the dates first'
    : none
      ? 'No bed is free for all of these dates'
      : 'Type a bed or room number';
  return (
    <Combobox
      control={control}
      label="Free beds"
      value={value}
      selectedLabel={chosen.bed ? bedLabel(chosen.bed) : undefined}
      onChange={(id) => field.onChange(id)}
      onBlur={field.onBlur}
      onSearch={setSearch}
      items={items}
      hasMore={found.length > PICKER_LIMIT}
      loading={query.isPending || query.isFetching || search.trim() !== q}
      error={query.isError ? 'Could not load beds' : undefined}
      emptyText="No free beds match"
      disabled={disabled || !range || none}
      placeholder={placeholder}
    />
  );
}
