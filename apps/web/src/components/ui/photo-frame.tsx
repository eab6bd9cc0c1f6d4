import { ImageOff, UserRound } from 'lucide-react';
import type { Ref } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useObjectUrl } from '@/lib/use-object-url';
import { cn } from '@/lib/utils';

type PhotoFrameProps = {
  /** The photo fetched with the session; undefined while loading. */
  blob: Blob | undefined;
  isError: boolean;
  /** False when there is no such photo: a placeholder is shown. */
  present: boolean;
  alt: string;
  size: 'thumb' | 'full';
  className?: string;
  /** On the loading placeholder, e.g. to load a thumbnail once it scrolls into view. */
  placeholderRef?: Ref<HTMLDivElement>;
};

/** An identity photo served only with the session: shown through an object URL, revoked when gone. */
export function PhotoFrame({
  blob,
  isError,
  present,
  alt,
  size,
  className,
  placeholderRef,
}: PhotoFrameProps) {
  const url = useObjectUrl(blob);
  if (!present || isError) {
    const Icon = present ? ImageOff : UserRound;
    return (
      <div
        className={cn(
          'flex items-center justify-center rounded-md bg-muted text-muted-foreground',
          className,
        )}
        role="img"
        aria-label={present ? `${alt}: could not be loaded` : `${alt}: none`}
      >
        <Icon className="size-1/3 max-h-8 max-w-8" aria-hidden="true" />
      </div>
    );
  }
  if (!url) {
    return (
      <div ref={placeholderRef} className={cn('shrink-0', className)}>
        <Skeleton className="size-full rounded-md" />
      </div>
    );
  }
  return (
    <img
      src={url}
      alt={alt}
      className={cn('rounded-md bg-muted', size === 'thumb' ? 'object-cover' : 'object-contain', className)}
    />
  );
}
