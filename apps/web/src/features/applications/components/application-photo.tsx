import type { ApplicationFileField } from '@pg/contracts/applications';
import { useEffect, useRef, useState } from 'react';
import { PhotoFrame } from '@/components/ui/photo-frame';
import { useApplicationPhoto } from '@/features/applications/api/get-application-photo';

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
  return (
    <PhotoFrame
      blob={photo.data}
      isError={photo.isError}
      present={present}
      alt={alt}
      size={size}
      className={className}
      placeholderRef={ref}
    />
  );
}

/** An application's selfie, named after the applicant ('Selfie of Asha Rao'). */
export function ApplicationSelfie({
  application,
  size,
  className,
}: {
  application: { id: string; full_name: string; has_selfie: boolean };
  size: 'thumb' | 'full';
  className: string;
}) {
  return (
    <ApplicationPhoto
      applicationId={application.id}
      kind="selfie"
      size={size}
      present={application.has_selfie}
      alt={`Selfie of ${application.full_name}`}
      className={className}
    />
  );
}
