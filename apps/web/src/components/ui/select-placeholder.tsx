import { ChevronDownIcon } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { placeholderProps } from '@/components/ui/deferred';
import { cn } from '@/lib/utils';

/**
 * The look of a select's closed button, apart from Radix's select (select.tsx), so that a
 * placeholder drawn before that library has loaded looks the same (see deferred.tsx).
 */
export const selectTriggerClasses =
  "flex w-fit items-center justify-between gap-2 whitespace-nowrap rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20 data-[size=default]:h-9 data-[size=sm]:h-8 data-[placeholder]:text-muted-foreground *:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2 [&_svg:not([class*='size-'])]:size-4 [&_svg:not([class*='text-'])]:text-muted-foreground [&_svg]:pointer-events-none [&_svg]:shrink-0";

/** A closed select as drawn before its library has loaded: the same look, showing `children`. */
export function SelectPlaceholder({
  className,
  children,
}: {
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div data-size="default" className={cn(selectTriggerClasses, className)} {...placeholderProps}>
      <span data-slot="select-value">{children}</span>
      <ChevronDownIcon className="size-4 opacity-50" aria-hidden="true" />
    </div>
  );
}

/** The keys that open a closed select (Radix's select opens at the same). */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A closed select's button without Radix's select, for a select that mounts Radix's at its first
 * opening: the same look, role and name, showing `children`; `onOpen` at a click or at a key that
 * opens a select. Mounting Radix's select is script a phone runs on every page, for a control
 * most visits never open.
 */
export function SelectButton({
  className,
  children,
  onOpen,
  ...props
}: Omit<React.ComponentProps<'button'>, 'onClick' | 'onKeyDown' | 'type' | 'role'> & { onOpen: () => void }) {
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      data-state="closed"
      data-size="default"
      className={cn(selectTriggerClasses, className)}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        onOpen();
      }}
      {...props}
    >
      <span data-slot="select-value">{children}</span>
      <ChevronDownIcon className="size-4 opacity-50" aria-hidden="true" />
    </button>
  );
}

/**
 * The state of a select that mounts Radix's at its first opening (SelectButton until then):
 * whether it has been, whether it is open, and what SelectButton's `onOpen` does.
 */
export function useFirstOpening() {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const openFirst = () => {
    setMounted(true);
    setOpen(true);
  };
  return { mounted, open, setOpen, openFirst };
}
