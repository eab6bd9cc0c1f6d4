import { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE } from '@pg/contracts/photos';

/**
 * Makes a phone photo fit for upload before it leaves the device: upright, at most 1600 px on its
 * longest side, as a JPEG without metadata (no GPS position). A 12 MB camera picture becomes a few
 * hundred KB, which matters on mobile data. If the browser cannot decode the image, the original
 * is sent and the server decides (it re-encodes every photo anyway).
 */
export async function preparePhoto(file: File): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, MAX_IMAGE_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob) return file;
    return blob.size < file.size || file.size > MAX_IMAGE_BYTES ? blob : file;
  } catch {
    return file;
  }
}
