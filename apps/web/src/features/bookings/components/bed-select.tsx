import type { FreeBed } from '@pg/contracts/bed-status';
import { isIsoDate } from '@pg/contracts/common';
import type { Control, FieldValues, Path } from 'react-hook-form';
import type { FieldControlProps } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { useFreeBeds } from '@/features/bookings/api/get-free-beds';
import { formatMoney } from '@/lib/format';
import { groupOptions } from '@/lib/group-options';

export const bedLabel = (bed: { bed_number: string; room_number: string }) =>
  `Bed ${bed.bed_number} · Room ${bed.room_number}`;

/** Both dates valid and in order: the range whose free beds are offered; null otherwise. */
export const rangeOf = (start: string | undefined, end: string | undefined) =>
  start && end && isIsoDate(start) && isIsoDate(end) && end >= start ? { start, end } : null;

type FreeBedSelectProps<T extends FieldValues> = {
  form: Control<T>;
  name: Path<T>;
  control: FieldControlProps;
  branchId: string;
  range: { start: string; end: string } | null;
  /** A bed not to offer (the one a tenant moves from). */
  except?: string | undefined;
  disabled?: boolean;
};

/** The free beds of a query, as the select shows them (for the rent preview too). */
export function useFreeBedChoices(
  branchId: string,
  range: { start: string; end: string } | null,
  except?: string,
) {
  const query = useFreeBeds(branchId, range);
  const beds = (query.data?.items ?? []).filter((b) => b.id !== except);
  return { query, beds, byId: (id: string): FreeBed | undefined => beds.find((b) => b.id === id) };
}

/**
 * The beds free on every day of the range, grouped by property and room, each with its rent per
 * day. Asked for only once both dates are chosen; a bed free for part of the range is not offered.
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
  const { query, beds } = useFreeBedChoices(branchId, range, except);
  const placeholder = !range
    ? 'Choose the dates first'
    : query.isPending
      ? 'Loading beds...'
      : query.isError
        ? 'Could not load beds'
        : beds.length === 0
          ? 'No bed is free for all of these dates'
          : 'Select a bed';
  return (
    <SelectField
      form={form}
      name={name}
      control={control}
      disabled={disabled || !range || beds.length === 0}
      placeholder={placeholder}
      options={groupOptions(
        beds,
        (b) => `${b.property_name} · Room ${b.room_number}`,
        (b) => ({
          value: b.id,
          label: `Bed ${b.bed_number}`,
          description: `${formatMoney(b.base_rent_per_day)} a day · ${b.bed_type}`,
        }),
      )}
    />
  );
}
