import type * as React from 'react';
import { useId } from 'react';
import { cn } from '@/lib/utils';

/** A phone number or email box brings the phone's keyboard for it. */
const KEYBOARDS: Partial<Record<string, React.HTMLAttributes<HTMLInputElement>['inputMode']>> = {
  tel: 'tel',
  email: 'email',
};

type InputProps = React.ComponentProps<'input'> & {
  /** Typed exactly as written (a code, an ID or reference number): no suggestions, no spelling check. */
  verbatim?: boolean;
};

export function Input({ className, type, verbatim, ...props }: InputProps) {
  return (
    <input
      type={type}
      inputMode={type ? KEYBOARDS[type] : undefined}
      {...(verbatim ? { autoComplete: 'off', spellCheck: false } : undefined)}
      data-slot="input"
      className={cn(
        'flex h-9 w-full min-w-0 rounded-md border border-input bg-card px-3 py-1 text-base shadow-xs outline-none transition-[color,box-shadow] selection:bg-primary selection:text-primary-foreground file:inline-flex file:h-7 file:border-0 file:bg-transparent file:font-medium file:text-foreground file:text-sm placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
        className,
      )}
      {...props}
    />
  );
}

/** A text field that offers `suggestions` as the user types; what is typed stays free text. */
export function SuggestInput({
  suggestions,
  ...props
}: React.ComponentProps<'input'> & { suggestions: readonly string[] }) {
  const listId = useId();
  return (
    <>
      <Input list={listId} autoComplete="off" {...props} />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </>
  );
}

/** An amount of rupees typed in a form: a decimal keypad on phones, paise at most, above zero. */
export function MoneyInput(props: Omit<React.ComponentProps<'input'>, 'type'>) {
  return <Input type="number" inputMode="decimal" step="0.01" min="0.01" placeholder="0.00" {...props} />;
}
