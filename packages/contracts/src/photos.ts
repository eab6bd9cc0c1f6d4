/*
 * The photos a form takes (an applicant's selfie and Aadhar photo, a tenant's documents). No
 * schemas here: every form's field components import these, the sign-in form's too, and none of
 * them need the applications schemas (zod) built for a list of types and a size.
 */

/** Images accepted for the selfie and the Aadhar photo, decided by their bytes on the server. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Longest side of a stored photo, in pixels. */
export const MAX_IMAGE_SIDE = 1600;
export const IMAGE_TYPE_MESSAGE = 'Please choose a JPEG, PNG or WebP image';
export const IMAGE_SIZE_MESSAGE = 'The photo must be at most 5 MB';
