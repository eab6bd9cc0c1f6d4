import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const ALL = 'all';

type FilterOption = { value: string; label: string; description?: string };

type FilterSelectProps = {
  label: string;
  /** The 'everything' choice, e.g. 'All Properties'. */
  allLabel: string;
  value: string | undefined;
  options: FilterOption[];
  onChange: (value: string | null) => void;
  disabled?: boolean;
};

/** A labelled filter: one 'All …' choice, then the options. */
export function FilterSelect({ label, allLabel, value, options, onChange, disabled }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="grid w-full gap-1.5 sm:w-56">
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
      <Select
        value={value ?? ALL}
        onValueChange={(next) => onChange(next === ALL ? null : next)}
        disabled={disabled}
      >
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value} description={option.description}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** The Property filter of the floors, rooms and beds pages: 'All Properties', then each by name. */
export function PropertyFilter({
  properties,
  value,
  onChange,
}: {
  properties: { id: string; name: string }[];
  value: string | undefined;
  onChange: (property: string | null) => void;
}) {
  return (
    <FilterSelect
      label="Property"
      allLabel="All Properties"
      value={value}
      options={properties.map((p) => ({ value: p.id, label: p.name }))}
      onChange={onChange}
    />
  );
}
