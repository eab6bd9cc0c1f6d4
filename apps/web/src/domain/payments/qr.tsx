import { Download, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/utils';

/**
 * A QR code as a PNG data URL, generated in the browser (the library loads with the first one): no
 * third-party QR service sees what it encodes (an address, a UPI payment link).
 */
export async function renderQr(text: string, width: number) {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(text, { width, margin: 2, errorCorrectionLevel: 'M' });
}

type QrImageProps = {
  /** What the code encodes. */
  text: string;
  /** What it is, for those who cannot see it: 'UPI QR code to pay ₹7,000.00 to Sri Sai PG'. */
  alt: string;
  /** Shown size in CSS pixels (drawn at twice that, sharp on phones). */
  size?: number;
  className?: string;
  /** Offer 'Save image' (and 'Share image' where the phone can share files) under it, as this file. */
  file?: { name: string; title: string };
};

/** The image as a file, to share through the phone's share sheet where it takes files. */
async function shareImage(url: string, file: { name: string; title: string }) {
  const blob = await (await fetch(url)).blob();
  const image = new File([blob], file.name, { type: 'image/png' });
  if (!navigator.canShare?.({ files: [image] })) return false;
  await navigator.share({ files: [image], title: file.title }).catch((error: unknown) => {
    // Closing the share sheet is not a failure.
    if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
  });
  return true;
}

/** 'Save image' (a PNG download) and, where the phone can share files, 'Share image'. */
function QrFileActions({ url, file }: { url: string; file: { name: string; title: string } }) {
  const canShareFiles = typeof navigator !== 'undefined' && typeof navigator.canShare === 'function';
  return (
    <span className="flex flex-wrap justify-center gap-2 print:hidden">
      <Button variant="outline" size="sm" asChild>
        <a href={url} download={file.name}>
          <Download aria-hidden="true" />
          Save image
        </a>
      </Button>
      {canShareFiles && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() =>
            void shareImage(url, file).then(
              (shared) => shared || toast.error('This phone cannot share images; save it instead'),
              () => toast.error('Could not share the image; save it instead'),
            )
          }
        >
          <Share2 aria-hidden="true" />
          Share image
        </Button>
      )}
    </span>
  );
}

/** A QR code of `text`, drawn in the browser; a placeholder while it is drawn or if it fails. */
export function QrImage({ text, alt, size = 200, className, file }: QrImageProps) {
  const [image, setImage] = useState<{ text: string; url: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    renderQr(text, size * 2)
      .then((url) => !cancelled && setImage({ text, url }))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [text, size]);

  if (failed) {
    return <p className="text-destructive text-sm">Failed to create the QR code</p>;
  }
  if (!image || image.text !== text) {
    return <Skeleton className={cn('max-w-full', className)} style={{ width: size, height: size }} />;
  }
  const img = (
    <img
      src={image.url}
      width={size}
      height={size}
      alt={alt}
      className={cn('max-w-full rounded-md border bg-white', className)}
    />
  );
  if (!file) return img;
  return (
    <span className="flex flex-col items-center gap-2">
      {img}
      <QrFileActions url={image.url} file={file} />
    </span>
  );
}
