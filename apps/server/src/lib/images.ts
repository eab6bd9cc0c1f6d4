import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_SIDE } from '@pg/contracts/photos';

/*
 * Uploaded photos are never stored as sent: their type is decided by their bytes (not by the file
 * name or the declared content type), then they are decoded and encoded afresh, which drops every
 * piece of metadata (EXIF, GPS position, camera, ICC, XMP, comments) and anything hidden after
 * the image data, and bounds their size.
 */

type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

// libvips and the type sniffer are loaded with the first photo, not at start-up.
const loadSharp = async () => (await import('sharp')).default;

/** Decoding more pixels than this is refused (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 120_000_000;

const SHARP_FORMAT: Record<string, AcceptedImageType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export class ImageRejected extends Error {
  constructor(
    readonly reason: 'unsupported_type' | 'unreadable',
    message: string,
  ) {
    super(message);
  }
}

/** The image type the bytes say, if it is one we accept; null for anything else (SVG, text, PDF, HEIC...). */
export async function sniffImageType(data: Buffer): Promise<AcceptedImageType | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(data);
  const mime = detected?.mime as string | undefined;
  return mime && (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mime)
    ? (mime as AcceptedImageType)
    : null;
}

export type CleanImage = { data: Buffer; contentType: 'image/jpeg'; width: number; height: number };

/**
 * Sniffs, decodes and re-encodes a photo: upright (EXIF orientation applied), at most
 * `maxSide` px on its longest side, as a JPEG with no metadata. Throws ImageRejected.
 */
export async function cleanImage(input: Buffer, maxSide = MAX_IMAGE_SIDE): Promise<CleanImage> {
  const type = await sniffImageType(input);
  if (!type) throw new ImageRejected('unsupported_type', 'Only JPEG, PNG or WebP images are accepted');
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const, pages: 1 };
  const sharp = await loadSharp();
  try {
    const meta = await sharp(input, options).metadata();
    // The decoder must agree with the sniffer: no other format reaches libvips' loaders.
    if (!meta.format || SHARP_FORMAT[meta.format] !== type) {
      throw new ImageRejected('unsupported_type', 'Only JPEG, PNG or WebP images are accepted');
    }
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/jpeg', width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof ImageRejected) throw err;
    throw new ImageRejected('unreadable', 'The image could not be read');
  }
}

/** A small preview of a stored (already clean) photo for lists. */
export async function thumbnail(data: Buffer, side = 160): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width: side, height: side, fit: 'cover' })
    .jpeg({ quality: 75 })
    .toBuffer();
}
