import type { FieldControlProps } from '@/components/ui/form-field';
import { SearchBox } from '@/components/ui/search-box';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

type SearchSelectOption = { value: string; label: string; description?: string };

type SearchSelectProps = {
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
  disabled?: boolean | undefined;
  /** What the trigger says while nothing is chosen (or the list is loading, failed, empty). */
  placeholder: string;
  options: SearchSelectOption[];
  /** Above the list when it is too long to scroll through: the server narrows it. */
  search?:
    | { value: string; onChange: (value: string) => void; label: string; placeholder: string }
    | undefined;
  /** In the list when a search finds nothing. */
  noMatch?: string | undefined;
  control: FieldControlProps;
};

/**
 * A picker for a form field whose choices come from the server (DESIGN §7.10): a plain select, with
 * a search box above it when there are more choices than one list holds.
 */
export function SearchSelect({
  value,
  onValueChange,
  onBlur,
  disabled,
  placeholder,
  options,
  search,
  noMatch,
  control,
}: SearchSelectProps) {
  return (
    <div className="grid gap-2">
      {search && <SearchBox {...search} className="sm:max-w-none" />}
      <Select value={value} onValueChange={onValueChange} disabled={disabled}>
        <SelectTrigger className="w-full" onBlur={onBlur} {...control}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value} description={option.description}>
              {option.label}
            </SelectItem>
          ))}
          {noMatch && <p className="px-2 py-1.5 text-muted-foreground text-sm">{noMatch}</p>}
        </SelectContent>
      </Select>
    </div>
  );
}
