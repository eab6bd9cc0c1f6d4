import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

export type SearchBoxProps = {
  value: string;
  onChange: (value: string) => void;
  /** The box's accessible name, e.g. 'Search payments by tenant name'. */
  label: string;
  placeholder: string;
  /** A search is running: a spinner in the box. */
  searching?: boolean;
  /** Classes of the box's wrapper (its width). */
  className?: string;
};

/** A search field with its magnifier, and a spinner while the search runs. */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
  searching = false,
  className,
}: SearchBoxProps) {
  return (
    <div className={cn('relative w-full sm:max-w-sm', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pr-9 pl-9"
      />
      {searching && (
        <Spinner
          label="Searching"
          className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground"
        />
      )}
    </div>
  );
}
