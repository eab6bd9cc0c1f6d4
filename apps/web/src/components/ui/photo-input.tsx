import { formatIndian } from '@pg/contracts/numbers';
import { ACCEPTED_IMAGE_TYPES } from '@pg/contracts/photos';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { FieldControlProps } from '@/components/ui/field-control';
import { Input } from '@/components/ui/input';

type PhotoInputProps<T extends FieldValues> = {
  /** The form's `control` (whatever its schema turns the values into). */
  // biome-ignore lint/suspicious/noExplicitAny: the transformed values are not this field's concern
  form: Control<T, unknown, any>;
  name: Path<T>;
  /** What the FormField around it gives its control (id, aria-invalid, aria-describedby). */
  control: FieldControlProps;
  /** 'user' opens the front camera on phones (a selfie). */
  capture?: 'user' | 'environment';
  disabled?: boolean;
  /** What the photo shows, for the preview's alt text and the remove button. */
  noun: string;
};

/** An optional photo: a file input that prefers the camera on phones, with a preview and Remove. */
export function PhotoInput<T extends FieldValues>({
  form,
  name,
  control,
  capture,
  disabled,
  noun,
}: PhotoInputProps<T>) {
  const { field } = useController({ control: form, name });
  const value = field.value as File | undefined;
  const { onChange, onBlur } = field;
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!value?.type.startsWith('image/')) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    onChange(undefined);
  };

  return (
    <div className="grid gap-2">
      <Input
        {...control}
        ref={inputRef}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        capture={capture}
        disabled={disabled}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.files?.[0] ?? undefined)}
        className="h-auto cursor-pointer py-1.5 file:mr-3 file:rounded-md file:bg-secondary file:px-3 file:text-secondary-foreground"
      />
      {value && (
        <div className="flex items-center gap-3 rounded-md border bg-muted/40 p-2">
          {preview ? (
            <img src={preview} alt={`Chosen ${noun}`} className="size-14 shrink-0 rounded object-cover" />
          ) : null}
          <span className="min-w-0 flex-1 truncate text-muted-foreground text-sm">
            {`${formatIndian(Math.max(1, Math.round(value.size / 1024)))} KB`}
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={clear} disabled={disabled}>
            <X aria-hidden="true" />
            {`Remove ${noun}`}
          </Button>
        </div>
      )}
    </div>
  );
}
