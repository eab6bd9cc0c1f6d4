import { CheckIcon, ChevronsUpDown, Plus } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import type { FieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export type ComboboxItem = { value: string; label: string; description?: string | undefined };

type ComboboxProps<T extends ComboboxItem> = {
  /** What the FormField around it gives its control (id, aria-invalid, aria-describedby). */
  control: FieldControlProps;
  /** What the list holds, for assistive technology ('Tenants', 'Free beds'). */
  label: string;
  value: string;
  /** The chosen item's label: shown while the list is closed, even when the item is not among `items`. */
  selectedLabel?: string | undefined;
  onChange: (value: string, item: T) => void;
  onBlur?: (() => void) | undefined;
  /** What is typed ('' when the list opens): the owner searches on the server and passes `items`. */
  onSearch: (text: string) => void;
  /** The matches of the current search (the first few: `hasMore` says there are others). */
  items: readonly T[];
  hasMore?: boolean | undefined;
  /** A search is under way: `items` may be those of the previous one, so Enter waits. */
  loading?: boolean | undefined;
  /** Shown in the list when the search failed. */
  error?: string | undefined;
  /** Shown in the list when a search finds nothing, e.g. 'No tenants match'. */
  emptyText: string;
  placeholder: string;
  disabled?: boolean | undefined;
  /**
   * When a search finds nothing: a button under the list that adds what was not found ('Add
   * tenant'), given what was typed; Enter there does the same.
   */
  action?: { label: string; onSelect: (typed: string) => void } | undefined;
  /** An option's content; by default its label with its description under it. */
  renderItem?: ((item: T) => React.ReactNode) | undefined;
};

/**
 * A searchable picker (WAI-ARIA combobox with a list): the field is a text input; typing searches
 * on the server (the owner debounces and fetches), the matches show in a list below it, chosen
 * with Up/Down/Home/End and Enter, or a tap. Focus stays in the input (aria-activedescendant), so
 * it works inside a dialog and with a phone's keyboard open. Escape closes the list.
 */
export function Combobox<T extends ComboboxItem>({
  control,
  label,
  value,
  selectedLabel,
  onChange,
  onBlur,
  onSearch,
  items,
  hasMore,
  loading,
  error,
  emptyText,
  placeholder,
  disabled,
  action,
  renderItem = defaultItem,
}: ComboboxProps<T>) {
  const [open, setOpen] = React.useState(false);
  const [text, setText] = React.useState<string | null>(null);
  const [active, setActive] = React.useState(-1);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const listId = `${control.id}-list`;
  const optionId = (i: number) => `${listId}-${i}`;

  // New matches: the chosen one (or the first) is the active option, as Enter would pick it.
  React.useEffect(() => {
    if (!open) return;
    const chosen = items.findIndex((item) => item.value === value);
    setActive(text === null && chosen >= 0 ? chosen : items.length > 0 ? 0 : -1);
  }, [items, open, text, value]);

  React.useEffect(() => {
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const show = () => {
    if (open || disabled) return;
    setText(null);
    onSearch('');
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setText(null);
    setActive(-1);
  };
  const choose = (item: T) => {
    onChange(item.value, item);
    close();
  };
  const offerAction = action && !loading && !error && items.length === 0 ? action : undefined;
  const act = () => {
    const typed = text ?? '';
    close();
    offerAction?.onSelect(typed);
  };

  const move = (to: (current: number) => number) => {
    if (!open) show();
    else if (items.length > 0) setActive(to);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const last = items.length - 1;
    // Closed, Home/End move the caret, Enter submits the form and Escape closes the dialog.
    if (!open && event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    switch (event.key) {
      case 'ArrowDown':
        move((i) => Math.min(i + 1, last));
        break;
      case 'ArrowUp':
        move((i) => Math.max(i - 1, 0));
        break;
      case 'Home':
        move(() => 0);
        break;
      case 'End':
        move(() => last);
        break;
      case 'Enter': {
        const item = items[active];
        if (item && !loading) choose(item);
        else if (offerAction) act();
        break;
      }
      case 'Escape':
        close();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const status = loading
    ? items.length === 0
      ? 'Loading...'
      : 'Searching...'
    : error
      ? error
      : items.length === 0
        ? emptyText
        : hasMore
          ? 'Type to find more'
          : null;

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={(next) => (next ? show() : close())}>
      <PopoverPrimitive.Anchor asChild>
        <div className="relative">
          <Input
            ref={inputRef}
            {...control}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            className="pr-9"
            value={text ?? selectedLabel ?? ''}
            placeholder={placeholder}
            disabled={disabled}
            onClick={show}
            onBlur={onBlur}
            onKeyDown={onKeyDown}
            onChange={(event) => {
              setText(event.target.value);
              onSearch(event.target.value);
              setOpen(true);
            }}
          />
          <ChevronsUpDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
        </div>
      </PopoverPrimitive.Anchor>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          role="presentation"
          data-slot="combobox-content"
          align="start"
          sideOffset={4}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          // A click in the field itself is not a click outside: it keeps the list open.
          onInteractOutside={(event) => {
            if (event.target instanceof Node && inputRef.current?.contains(event.target))
              event.preventDefault();
          }}
          className="z-50 flex max-h-[min(20rem,var(--radix-popover-content-available-height))] w-(--radix-popover-trigger-width) min-w-0 flex-col overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        >
          {items.length > 0 && (
            <div id={listId} role="listbox" aria-label={label} className="overflow-y-auto p-1">
              {items.map((item, i) => (
                // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input (aria-activedescendant), whose keys move among the options
                // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keys choose an option; a click or tap is the pointer's way
                <div
                  key={item.value}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  data-slot="combobox-option"
                  // Focus stays in the field: a tap or click on an option does not take it.
                  onMouseDown={(event) => event.preventDefault()}
                  onPointerDown={(event) => event.preventDefault()}
                  onPointerMove={() => setActive(i)}
                  onClick={() => choose(item)}
                  className="relative flex min-h-9 cursor-pointer select-none items-center rounded-sm py-1.5 pr-8 pl-2 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground pointer-coarse:min-h-11"
                >
                  {renderItem(item)}
                  {item.value === value && (
                    <CheckIcon aria-hidden="true" className="absolute right-2 size-4 text-muted-foreground" />
                  )}
                </div>
              ))}
            </div>
          )}
          {status && (
            <p role="status" className="border-t px-3 py-2 text-muted-foreground text-sm first:border-t-0">
              {status}
            </p>
          )}
          {offerAction && (
            <div className="border-t p-1">
              <Button
                type="button"
                variant="ghost"
                className="w-full justify-start"
                // Focus stays in the field until the action opens what it opens.
                onMouseDown={(event) => event.preventDefault()}
                onClick={act}
              >
                <Plus aria-hidden="true" />
                {offerAction.label}
              </Button>
            </div>
          )}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

function defaultItem(item: ComboboxItem) {
  return (
    <span className="flex min-w-0 flex-col gap-0.5">
      <span className="truncate">{item.label}</span>
      {item.description && (
        <span className="truncate text-muted-foreground text-xs">
          <span className="sr-only">, </span>
          {item.description}
        </span>
      )}
    </span>
  );
}
