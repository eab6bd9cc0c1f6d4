import { DATE_RANGE_REVERSED, isIsoDate } from '@pg/contracts/dates';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { SelectOption } from '@/components/ui/select-field';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { useIsNarrow } from '@/lib/use-is-mobile';

/** The values of a list's filters, by name (undefined: not filtered). */
export type FilterValues = Record<string, string | undefined>;

/** A list's filter: a choice from a list (with 'All …' first), or a day (the two ends of a date range). */
export type FilterField =
  | { kind: 'select'; key: string; label: string; allLabel: string; options: SelectOption[] }
  | { kind: 'date'; key: 'from' | 'to'; label: string };

/** A select filter over the values of a contracts enum, with their labels: 'All …' first. */
export const enumFilter = <V extends string>(
  key: string,
  label: string,
  allLabel: string,
  values: readonly V[],
  labels: Record<V, string>,
): FilterField => ({
  kind: 'select',
  key,
  label,
  allLabel,
  options: values.map((value) => ({ value, label: labels[value] })),
});

export type ListFiltersProps = {
  /** What is filtered, e.g. 'payments': the group's name ('Filter payments'). */
  noun: string;
  fields: FilterField[];
  /** The filters in force (from the address) and the messages of values it refused. */
  values: FilterValues;
  errors?: Record<string, string>;
  onChange: (changes: FilterValues, replace?: boolean) => void;
  onClear: (replace?: boolean) => void;
  /** On a phone, where there are no column headers to click: the list's order as a select. */
  sort?: { value: string; options: SelectOption[]; onChange: (value: string | undefined) => void };
  /** What the filters mean where it is not plain (a booking 'in' a date range). */
  note?: string;
};

const ALL = 'all';

/**
 * The filters above a list. On a wide screen a row of controls that apply at once; on a phone a
 * 'Filters' button (with how many are on) opening a sheet whose choices apply with 'Show results',
 * and the Sort select beside it. 'Clear filters' in both.
 */
export function ListFilters(props: ListFiltersProps) {
  const { noun, fields, values, errors, onChange, onClear, note } = props;
  const narrow = useIsNarrow();
  const active = fields.filter((f) => values[f.key]).length;
  if (narrow) return <FiltersSheet {...props} active={active} />;
  return (
    <fieldset className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg border p-3">
      <legend className="sr-only">{`Filter ${noun}`}</legend>
      <FilterFields fields={fields} values={values} errors={errors} onChange={onChange} />
      {active > 0 && (
        <Button variant="ghost" className="mt-6" onClick={() => onClear()}>
          Clear filters
        </Button>
      )}
      {note && <p className="basis-full text-muted-foreground text-xs">{note}</p>}
    </fieldset>
  );
}

function FiltersSheet(props: ListFiltersProps & { active: number }) {
  const { noun, fields, values, errors, onChange, onClear, sort, note, active } = props;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FilterValues>(values);
  const openSheet = () => {
    setDraft(values);
    setOpen(true);
  };
  // The sheet took a history entry of its own (Back closes it): the new view replaces that entry.
  const apply = () => {
    onChange(Object.fromEntries(fields.map((f) => [f.key, draft[f.key]])), true);
    setOpen(false);
  };
  return (
    <div className="flex gap-2">
      <Button variant="outline" className="flex-1" onClick={openSheet}>
        <SlidersHorizontal aria-hidden="true" />
        {active ? `Filters (${active})` : 'Filters'}
      </Button>
      {sort && (
        <Select value={sort.value} onValueChange={sort.onChange}>
          <SelectTrigger aria-label={`Sort ${noun}`} className="flex-1">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {sort.options.map((o) => (
              <SelectItem key={o.value} value={o.value}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent side="right" className="w-full overflow-y-auto sm:max-w-sm">
          <SheetHeader>
            <SheetTitle>{`Filter ${noun}`}</SheetTitle>
            <SheetDescription>{note ?? `Show only the ${noun} you are looking for.`}</SheetDescription>
          </SheetHeader>
          <div className="grid gap-4 px-4">
            <FilterFields
              fields={fields}
              values={draft}
              errors={errors}
              onChange={(changes) => setDraft((d) => ({ ...d, ...changes }))}
              stacked
            />
            <Button onClick={apply}>Show results</Button>
            <Button
              variant="outline"
              onClick={() => {
                onClear(true);
                setOpen(false);
              }}
            >
              Clear filters
            </Button>
          </div>
        </SheetContent>
      </Sheet>
    </div>
  );
}

type DateDraft = { from: string; to: string };

/** The controls themselves; a date applies once it is a whole date, and a To before the From never. */
function FilterFields({
  fields,
  values,
  errors,
  onChange,
  stacked = false,
}: {
  fields: FilterField[];
  values: FilterValues;
  errors?: Record<string, string> | undefined;
  onChange: (changes: FilterValues) => void;
  stacked?: boolean;
}) {
  const from = values.from ?? '';
  const to = values.to ?? '';
  const form = useForm<DateDraft>({ defaultValues: { from, to } });
  const [reversed, setReversed] = useState(false);
  // A date changed from outside (Back, 'Clear filters', a link) shows in its box. Only the date that
  // changed is set: resetting both would wipe the other box while it is being typed in (the From
  // date applying as the To date is typed).
  const seen = useRef<DateDraft>({ from, to });
  const syncing = useRef(false);
  useEffect(() => {
    for (const [key, next] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (next === seen.current[key]) continue;
      seen.current[key] = next;
      if (form.getValues(key) === next) continue;
      syncing.current = true;
      form.setValue(key, next);
      syncing.current = false;
    }
  }, [from, to, form]);
  useEffect(() => {
    const { unsubscribe } = form.watch((dates, { name }) => {
      if (syncing.current || (name !== 'from' && name !== 'to')) return;
      const value = dates[name] ?? '';
      if (value !== '' && !isIsoDate(value)) return;
      const from = dates.from && isIsoDate(dates.from) ? dates.from : '';
      const to = dates.to && isIsoDate(dates.to) ? dates.to : '';
      const backwards = Boolean(from && to && to < from);
      setReversed(backwards);
      if (!backwards) onChange({ [name]: value || undefined });
    });
    return unsubscribe;
  }, [form, onChange]);
  const width = stacked ? 'w-full' : 'w-44';
  return fields.map((field) =>
    field.kind === 'date' ? (
      <FormField
        key={field.key}
        label={field.label}
        className={width}
        error={field.key === 'to' && reversed ? DATE_RANGE_REVERSED : errors?.[field.key]}
      >
        {(control) => <DateInput form={form.control} name={field.key} control={control} />}
      </FormField>
    ) : (
      <FormField key={field.key} label={field.label} className={width} error={errors?.[field.key]}>
        {(control) => (
          <Select
            value={values[field.key] ?? ALL}
            onValueChange={(v) => onChange({ [field.key]: v === ALL ? undefined : v })}
          >
            <SelectTrigger {...control} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{field.allLabel}</SelectItem>
              {field.options.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
    ),
  );
}
