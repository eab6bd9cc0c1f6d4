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

/**
 * The one date field of the console: shows and takes dd/mm/yyyy whatever the browser's language,
 * with a calendar beside it, and gives the form YYYY-MM-DD. Text that is not a date yet is given
 * to the form as typed, so the form's schema reports it under the field.
 *
 * With its label and message, it is a DateField.
 */
export function DateInput<T extends FieldValues>({
  form,
  name,
  control,
  min,
  max,
  disabled,
}: DateInputProps<T>) {
  const { field } = useController({ control: form, name });
  const [text, setText] = useState(() => shown(field.value));
  const [open, setOpen] = useState(false);
  const given = useRef<unknown>(field.value);
  const input = useRef<HTMLInputElement>(null);

  // A value set from outside (a reset, a default, the calendar) shows in the box.
  if (field.value !== given.current) {
    given.current = field.value;
    const next = shown(field.value);
    if (parseDisplayDate(text) !== field.value && text !== next) setText(next);
  }

  const give = (value: string) => {
    given.current = value;
    field.onChange(value);
  };

  const selected = dayOf(typeof field.value === 'string' ? field.value : undefined);
  const earliest = dayOf(min);
  const latest = dayOf(max);
  const disabledDays = [...(earliest ? [{ before: earliest }] : []), ...(latest ? [{ after: latest }] : [])];

  return (
    <div className="flex gap-2">
      <Input
        {...control}
        ref={(el) => {
          input.current = el;
          field.ref(el);
        }}
        name={field.name}
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
          field.onBlur();
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
