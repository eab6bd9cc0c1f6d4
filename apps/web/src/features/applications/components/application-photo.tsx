import type { ApplicationFileField } from '@pg/contracts/applications';
import { ImageOff, UserRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useApplicationPhoto, useObjectUrl } from '@/features/applications/api/get-application-photo';
import { cn } from '@/lib/utils';

type ApplicationPhotoProps = {
  applicationId: string;
  kind: ApplicationFileField;
  size: 'thumb' | 'full';
  /** False when the application has no such photo: a placeholder is shown, nothing is fetched. */
  present: boolean;
  alt: string;
  className?: string;
};

/** True once the element has come near the viewport (thumbnails of a long list load as they scroll in). */
function useSeen<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (seen || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen] as const;
}

/** A photo of an application, fetched with the session (never a public address). */
export function ApplicationPhoto({
  applicationId,
  kind,
  size,
  present,
  alt,
  className,
}: ApplicationPhotoProps) {
  const [ref, seen] = useSeen<HTMLDivElement>();
  const photo = useApplicationPhoto(applicationId, kind, size, present && (seen || size === 'full'));
  const url = useObjectUrl(photo.data);

  if (!present || photo.isError) {
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
      <div ref={ref} className={cn('shrink-0', className)}>
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
