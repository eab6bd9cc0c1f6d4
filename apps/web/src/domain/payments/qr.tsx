import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
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
};

/** A QR code of `text`, drawn in the browser; a placeholder while it is drawn or if it fails. */
export function QrImage({ text, alt, size = 200, className }: QrImageProps) {
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
  return (
    <img
      src={image.url}
      width={size}
      height={size}
      alt={alt}
      className={cn('max-w-full rounded-md border bg-white', className)}
    />
  );
}
