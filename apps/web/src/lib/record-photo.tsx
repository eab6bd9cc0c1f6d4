import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { toastFailure } from '@/lib/form-errors';

type RecordPhotoProps = {
  /** Names the control for a screen reader: 'Photo of the meter at 1,234', 'Bill of Repairs on 28/11/2026'. */
  label: string;
  /** What the photo is, in the buttons: 'photo' ('View photo', 'Add photo'), 'bill'. */
  noun: string;
  /** A photo is kept: 'View …' shows it. */
  kept: boolean;
  /** The user may add or replace one (not on a void record). */
  canAdd: boolean;
  /** Reads the kept photo (never cached). */
  read: () => Promise<Blob>;
  /** Keeps the chosen photo, replacing one kept before. */
  keep: (photo: File, done: { onError: (error: unknown) => void }) => void;
  pending: boolean;
  /** A unique id for the hidden file input. */
  inputId: string;
};

/**
 * The photo kept with a record (a meter's reading, an expense's bill): 'View …' opens it in a new
 * tab; 'Add …' or 'Replace …' takes one from the phone's camera or gallery. Every refusal (too big,
 * not an image, a void record) is shown.
 */
export function RecordPhoto({ label, noun, kept, canAdd, read, keep, pending, inputId }: RecordPhotoProps) {
  const view = () =>
    read().then(
      (blob) => {
        const url = URL.createObjectURL(blob);
        window.open(url, '_blank', 'noopener');
        // The new tab has read it by then; the page keeps no copy of the photo.
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      },
      (error) => toastFailure(`Failed to open the ${noun}`, error, 'Please try again.'),
    );
  const title = (verb: string) => `${verb} ${noun}`;
  const input = useRef<HTMLInputElement>(null);
  return (
    <span className="flex flex-wrap gap-2">
      {kept && (
        <Button type="button" variant="outline" size="sm" onClick={() => void view()}>
          {title('View')}
        </Button>
      )}
      {canAdd && (
        <>
          {/* Out of the page and of the accessibility tree: the button below is the control. */}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            aria-label={label}
            onChange={(event) => {
              const photo = event.target.files?.[0];
              event.target.value = '';
              if (photo)
                keep(photo, {
                  onError: (error) => toastFailure(`Failed to keep the ${noun}`, error, 'Please try again.'),
                });
            }}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={pending}
            onClick={() => input.current?.click()}
          >
            {title(kept ? 'Replace' : 'Add')}
          </Button>
        </>
      )}
    </span>
  );
}
