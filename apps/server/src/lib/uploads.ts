import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES } from '@pg/contracts/photos';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, badRequest } from './errors.ts';
import type { StoredFile } from './file-store.ts';
import { type CleanImage, cleanImage, ImageRejected, thumbnail } from './images.ts';
import { orNotFound } from './not-found.ts';

/*
 * Forms that carry photos (the public application, a tenant's photo and ID documents): multipart
 * read within limits, each photo at most MAX_IMAGE_BYTES (413), decided an image by its bytes
 * (415) and re-encoded without metadata before it is stored. Nothing read here is ever logged.
 */

/** Multipart limits for a form of `textFields` text fields and `fileFields` photos. */
export const multipartLimits = (textFields: number, fileFields: number) => ({
  fileSize: MAX_IMAGE_BYTES,
  files: fileFields,
  // Room for a few unknown fields, so that they are named in a 400 rather than cut off.
  fields: textFields + 5,
  fieldSize: 1000,
  parts: textFields + fileFields + 5,
  headerPairs: 100,
});

const tooLarge = (field: string) =>
  new AppError('payload_too_large', IMAGE_SIZE_MESSAGE, { [field]: IMAGE_SIZE_MESSAGE }, 413);

/** What a form sends that is not multipart: said in the form's own words. */
type FormMessages = { notMultipart: string; tooManyParts: string };

export type MultipartForm<F extends string> = {
  fields: Record<string, string>;
  photos: Partial<Record<F, Buffer>>;
  /** Fields that are not the form's, by name, with why (named in the 400). */
  unknown: Record<string, string>;
};

/** Reads a multipart form: its text fields and at most one photo per named photo field. */
export async function readMultipartForm<F extends string>(
  request: FastifyRequest,
  form: { photoFields: readonly F[]; limits: ReturnType<typeof multipartLimits>; messages: FormMessages },
): Promise<MultipartForm<F>> {
  const notMultipart = () =>
    new AppError('unsupported_media_type', form.messages.notMultipart, undefined, 415);
  if (!request.isMultipart()) throw notMultipart();
  const fields: Record<string, string> = {};
  const photos: Partial<Record<F, Buffer>> = {};
  const unknown: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: form.limits })) {
      if (part.type === 'file') {
        const field = part.fieldname as F;
        if (!form.photoFields.includes(field) || photos[field]) {
          part.file.resume();
          unknown[part.fieldname] = photos[field] ? 'Send one photo per field' : 'Unknown field';
          continue;
        }
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(field);
          throw err;
        }
        // A file input left empty arrives as an empty part: photos are optional.
        if (data.length > 0) photos[field] = data;
      } else {
        if (part.valueTruncated) throw badRequest('A field is too long', { [part.fieldname]: 'Too long' });
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('payload_too_large', form.messages.tooManyParts, undefined, 413);
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw notMultipart();
    // Anything else is a body that is not the multipart it claims to be: no boundary, no closing
    // boundary, a part cut short, a prototype key.
    throw badRequest('The form could not be read. Please try again.');
  }
  return { fields, photos, unknown };
}

/** Field messages from a failed parse of a contract schema (never the submitted values). */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] ??= 'Unknown field';
      continue;
    }
    fields[issue.path.map(String).join('.') || 'request'] ??= issue.message;
  }
  return fields;
}

/** The form's text fields parsed with its contract schema; a 400 naming every field at fault. */
export function parseFormFields<S extends z.ZodType>(
  schema: S,
  raw: Record<string, unknown>,
  unknown: Record<string, string>,
  fallback: string,
): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success || Object.keys(unknown).length > 0) {
    const fields = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...unknown };
    const [first] = Object.values(fields);
    throw badRequest(first ?? fallback, fields);
  }
  return parsed.data;
}

/** Cleans every photo (type by its bytes, re-encoded, metadata gone); 415 or 400 on the field at fault. */
export async function cleanPhotos<F extends string>(
  fields: readonly F[],
  photos: Partial<Record<F, Buffer>>,
): Promise<Partial<Record<F, CleanImage>>> {
  const out: Partial<Record<F, CleanImage>> = {};
  for (const field of fields) {
    const data = photos[field];
    if (!data) continue;
    try {
      out[field] = await cleanImage(data);
    } catch (err) {
      if (!(err instanceof ImageRejected)) throw err;
      if (err.reason === 'unsupported_type') {
        throw new AppError(
          'unsupported_media_type',
          IMAGE_TYPE_MESSAGE,
          { [field]: IMAGE_TYPE_MESSAGE },
          415,
        );
      }
      const message = 'This image could not be read. Please choose another photo.';
      throw badRequest(message, { [field]: message });
    }
  }
  return out;
}

/**
 * The one photo of a form that sends nothing else (multipart: `photo`), cleaned: a meter's
 * reading, a bill. 400 on the field when none was chosen.
 */
export async function readOnePhoto(request: FastifyRequest): Promise<CleanImage> {
  const form = await readMultipartForm(request, {
    photoFields: ['photo'],
    limits: multipartLimits(0, 1),
    messages: {
      notMultipart: 'Send the photo as multipart/form-data',
      tooManyParts: 'The form has too many parts',
    },
  });
  parseFormFields(z.object({}).strict(), form.fields, form.unknown, 'Invalid photo');
  const { photo } = await cleanPhotos(['photo'], form.photos);
  if (!photo) throw badRequest('Choose a photo', { photo: 'Choose a photo' });
  return photo;
}

/** A stored photo as the console shows it: never cached, re-encoded small for a thumbnail. */
export async function sendPhoto(reply: FastifyReply, file: StoredFile | null, size: 'thumb' | 'full') {
  const found = orNotFound(file, 'Photo');
  const data = size === 'thumb' ? await thumbnail(found.data) : found.data;
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', 'inline')
    .type(size === 'thumb' ? 'image/jpeg' : found.contentType)
    .send(data);
}
