import {
  APPLICATION_FILE_FIELDS,
  type ApplicationFileField,
  type ApplicationValues,
  applicationInput,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
} from '@pg/contracts/applications';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { type CleanImage, cleanImage, ImageRejected } from '../../lib/images.ts';

const TEXT_FIELDS = ['full_name', 'phone', 'aadhar_number', 'branch', 'consent'];

export const MULTIPART_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: APPLICATION_FILE_FIELDS.length,
  // Room for a few unknown fields, so that they are named in a 400 rather than cut off.
  fields: TEXT_FIELDS.length + 5,
  fieldSize: 1000,
  parts: TEXT_FIELDS.length + APPLICATION_FILE_FIELDS.length + 5,
  headerPairs: 100,
};

const tooLarge = (field: string) =>
  new AppError('payload_too_large', IMAGE_SIZE_MESSAGE, { [field]: IMAGE_SIZE_MESSAGE }, 413);

/** Field messages from a failed parse of the contract schema (never the submitted values). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
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

export type Submission = {
  values: ApplicationValues;
  photos: Partial<Record<ApplicationFileField, Buffer>>;
};

/**
 * Reads a multipart application: the text fields (validated with the form's own schema) and up to
 * two photos, each at most 5 MB. Nothing read here is ever logged.
 */
export async function readSubmission(request: FastifyRequest): Promise<Submission> {
  if (!request.isMultipart()) {
    throw new AppError(
      'unsupported_media_type',
      'Send the application as multipart/form-data',
      undefined,
      415,
    );
  }
  const raw: Record<string, string> = {};
  const photos: Partial<Record<ApplicationFileField, Buffer>> = {};
  const unknown: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const field = part.fieldname as ApplicationFileField;
        if (!APPLICATION_FILE_FIELDS.includes(field) || photos[field]) {
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
        // A file input left empty arrives as an empty part: the photos are optional.
        if (data.length > 0) photos[field] = data;
      } else {
        if (part.valueTruncated) throw badRequest('A field is too long', { [part.fieldname]: 'Too long' });
        raw[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('payload_too_large', 'The application has too many parts', undefined, 413);
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError(
        'unsupported_media_type',
        'Send the application as multipart/form-data',
        undefined,
        415,
      );
    }
    if (code === 'FST_PROTO_VIOLATION') throw badRequest('The form could not be read');
    throw err;
  }

  const parsed = applicationInput.safeParse({
    ...raw,
    // A checkbox arrives as text; anything but an explicit yes is no consent.
    consent: raw.consent === 'true' || raw.consent === 'on',
  });
  if (!parsed.success || Object.keys(unknown).length > 0) {
    const fields = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...unknown };
    const [first] = Object.values(fields);
    throw badRequest(first ?? 'Invalid application', fields);
  }
  return { values: parsed.data, photos };
}

/** Cleans every photo (type by its bytes, re-encoded, metadata gone); 415 or 400 on the field at fault. */
export async function cleanPhotos(
  photos: Partial<Record<ApplicationFileField, Buffer>>,
): Promise<Partial<Record<ApplicationFileField, CleanImage>>> {
  const out: Partial<Record<ApplicationFileField, CleanImage>> = {};
  for (const field of APPLICATION_FILE_FIELDS) {
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
