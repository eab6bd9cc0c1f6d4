import { parseDisplayDate, toDisplayDate } from '@pg/contracts/dates';
import { CalendarIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { type BoundFieldProps, BoundFormField, type FieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';

const Calendar = lazy(() => import('@/components/ui/calendar'));

type DateInputProps<T extends FieldValues> = {
  /** The form's `control` (whatever its schema turns the values into). */
  // biome-ignore lint/suspicious/noExplicitAny: the transformed values are not this field's concern
  form: Control<T, unknown, any>;
  name: FieldPath<T>;
  /** What the FormField around it gives its control (id, aria-invalid, aria-describedby). */
  control: FieldControlProps;
  /** The earliest and latest days the calendar offers (YYYY-MM-DD); the form's schema has the last word. */
  min?: string | undefined;
  max?: string | undefined;
  disabled?: boolean | undefined;
};

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const shown = (value: unknown) =>
  typeof value === 'string' && ISO.test(value) ? toDisplayDate(value) : String(value ?? '');
const dayOf = (iso: string | undefined) => {
  if (!iso || !ISO.test(iso)) return undefined;
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
const isoOf = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/**
 * While typing forward, the slashes come by themselves ("05" -> "05/", "05/01" -> "05/01/"), since
 * a phone's number pad has no slash key; a slash typed anyway is not doubled.
 */
function withSlashes(typed: string, before: string): string {
  if (typed.length <= before.length) return typed;
  const text = typed.replace(/\/{2,}/g, '/');
  return /^\d{2}$/.test(text) || /^\d{1,2}\/\d{2}$/.test(text) ? `${text}/` : text;
}

type DateBoxProps = {
  /** YYYY-MM-DD, or text that is not a date yet. */
  value: unknown;
  /** Called with YYYY-MM-DD once the text is a date, otherwise with the text as typed. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The text box, for a form that focuses it. */
  inputRef?: (element: HTMLInputElement | null) => void;
  name?: string;
  /** The id, aria-invalid and aria-describedby of the label around it (FormField). */
  control: FieldControlProps;
  min?: string | undefined;
  max?: string | undefined;
  disabled?: boolean | undefined;
};

/**
 * The one date box of the console: shows and takes dd/mm/yyyy whatever the browser's language,
 * with a calendar beside it, and gives YYYY-MM-DD. Text that is not a date yet is given as typed,
 * so a form's schema reports it under the field. In a form it is a DateInput (or a DateField); a
 * page's own day (the Visitors register) uses it alone.
 */
export function DateBox({
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  control,
  min,
  max,
  disabled,
}: DateBoxProps) {
  const [text, setText] = useState(() => shown(value));
  const [open, setOpen] = useState(false);
  const given = useRef<unknown>(value);
  const input = useRef<HTMLInputElement>(null);

  // A value set from outside (a reset, a default, the calendar) shows in the box.
  if (value !== given.current) {
    given.current = value;
    const next = shown(value);
    if (parseDisplayDate(text) !== value && text !== next) setText(next);
  }

  const give = (next: string) => {
    given.current = next;
    onChange(next);
  };

  const selected = dayOf(typeof value === 'string' ? value : undefined);
  const earliest = dayOf(min);
  const latest = dayOf(max);
  const disabledDays = [...(earliest ? [{ before: earliest }] : []), ...(latest ? [{ after: latest }] : [])];

  return (
    <div className="flex gap-2">
      <Input
        {...control}
        ref={(el) => {
          input.current = el;
          inputRef?.(el);
        }}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/yyyy"
        maxLength={10}
        disabled={disabled}
        value={text}
        onChange={(e) => {
          const typed = withSlashes(e.target.value, text);
          setText(typed);
          give(parseDisplayDate(typed) ?? typed.trim());
        }}
        onBlur={() => {
          const iso = parseDisplayDate(text);
          if (iso) setText(toDisplayDate(iso));
          onBlur?.();
        }}
      />
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            type="button"
            variant="outline"
            size="icon"
            disabled={disabled}
            aria-label="Choose from a calendar"
            className="shrink-0"
          >
            <CalendarIcon />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-2" align="end">
          <Suspense fallback={<Spinner className="m-6" />}>
            <Calendar
              mode="single"
              selected={selected}
              defaultMonth={selected ?? earliest}
              disabled={disabledDays}
              onSelect={(day) => {
                if (!day) return;
                const iso = isoOf(day);
                setText(toDisplayDate(iso));
                give(iso);
                setOpen(false);
                input.current?.focus();
              }}
              autoFocus
            />
          </Suspense>
        </PopoverContent>
      </Popover>
    </div>
  );
}

/** A DateBox that is one field of a form (react-hook-form); with its label and message, a DateField. */
export function DateInput<T extends FieldValues>({
  form,
  name,
  control,
  min,
  max,
  disabled,
}: DateInputProps<T>) {
  const { field } = useController({ control: form, name });
  return (
    <DateBox
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      control={control}
      min={min}
      max={max}
      disabled={disabled}
    />
  );
}

/**
 * Label, date and message of one field of a form.
 *
 * <DateField {...field('date')} label="Date" />
 */
export function DateField<T extends FieldValues>({
  form,
  name,
  label,
  description,
  ...date
}: BoundFieldProps<T> & Pick<DateInputProps<T>, 'min' | 'max' | 'disabled'>) {
  return (
    <BoundFormField form={form} name={name} label={label} description={description}>
      {(control) => <DateInput form={form} name={name} control={control} {...date} />}
    </BoundFormField>
  );
}
