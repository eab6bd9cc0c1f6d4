import {
  APPLICATION_FILE_FIELDS,
  type ApplicationFileField,
  type ApplicationValues,
  applicationInput,
  BRANCH_NOT_FOUND_MESSAGE,
} from '@pg/contracts/applications';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { giveBackSlot, secondsLeft, takeSlot } from '../../lib/rate-limit.ts';
import { cleanPhotos, multipartLimits, parseFormFields, readMultipartForm } from '../../lib/uploads.ts';
import { addNotifications } from '../notifications/index.ts';
import { insertApplication, resolveBranch } from './repository.ts';
import type { ApplicationFiles } from './review-application.ts';

const TEXT_FIELDS = ['full_name', 'phone', 'aadhar_number', 'branch', 'consent'];

export const MULTIPART_LIMITS = multipartLimits(TEXT_FIELDS.length, APPLICATION_FILE_FIELDS.length);

export type Submission = {
  values: ApplicationValues;
  photos: Partial<Record<ApplicationFileField, Buffer>>;
};

/**
 * Reads a multipart application: the text fields (validated with the form's own schema) and up to
 * two photos, each at most 5 MB. Nothing read here is ever logged.
 */
export async function readSubmission(request: FastifyRequest): Promise<Submission> {
  const { fields, photos, unknown } = await readMultipartForm(request, {
    photoFields: APPLICATION_FILE_FIELDS,
    limits: MULTIPART_LIMITS,
    messages: {
      notMultipart: 'Send the application as multipart/form-data',
      tooManyParts: 'The application has too many parts',
    },
  });
  const values = parseFormFields(
    applicationInput,
    // A checkbox arrives as text; anything but an explicit yes is no consent.
    { ...fields, consent: fields.consent === 'true' || fields.consent === 'on' },
    unknown,
    'Invalid application',
  );
  return { values, photos };
}

const ambiguousBranch = () =>
  new AppError(
    'validation_failed',
    'More than one branch has this name. Please type the branch code.',
    { branch: 'More than one branch has this name. Please type the branch code.' },
    400,
  );
const unknownBranch = () =>
  new AppError('not_found', BRANCH_NOT_FOUND_MESSAGE, { branch: BRANCH_NOT_FOUND_MESSAGE }, 404);

/**
 * The branch an applicant typed (its code or name); refused on the branch field when there is none
 * (404) or the name is shared by several (400: the code tells them apart).
 */
export async function findApplicantBranch(db: Db, typed: string) {
  const match = await resolveBranch(db, typed);
  if (match.kind === 'none') throw unknownBranch();
  if (match.kind === 'ambiguous') throw ambiguousBranch();
  return match.branch;
}

/**
 * Accepts an application: its branch as typed, its photos cleaned, then the photos, the application
 * and the branch's notification in one transaction. Returns the application's id and its branch.
 */
export async function submitApplication(db: Db, { cipher, store }: ApplicationFiles, submission: Submission) {
  const { values, photos } = submission;
  const branch = await findApplicantBranch(db, values.branch);
  const clean = await cleanPhotos(APPLICATION_FILE_FIELDS, photos);
  const id = await db.transaction(async (tx) => {
    const selfie = clean.selfie ? await store.put(tx, clean.selfie) : null;
    const aadharPhoto = clean.aadhar_photo ? await store.put(tx, clean.aadhar_photo) : null;
    const applicationId = await insertApplication(tx, cipher, {
      branchId: branch.id,
      fullName: values.full_name,
      phone: values.phone,
      aadharNumber: values.aadhar_number,
      selfieFileId: selfie,
      aadharPhotoFileId: aadharPhoto,
    });
    await addNotifications(tx, [
      {
        branchId: branch.id,
        kind: 'application',
        title: 'New tenant application',
        body: `${values.full_name} applied for accommodation`,
        link: `/applications?id=${applicationId}`,
        dedupeKey: `application:${applicationId}`,
      },
    ]);
    return applicationId;
  });
  return { id, branch };
}

/** Accepted applications are counted per address in windows of an hour (`rate_limit_counters`). */
const APPLICATION_WINDOW_SECONDS = 60 * 60;

/**
 * Runs `submit` within the address's allowance of accepted applications. A slot is taken before
 * the work starts, in one atomic step shared by every server, and given back if the submission
 * fails: a mistyped branch does not use up the allowance, while concurrent requests cannot
 * overshoot it. When none is left: the seconds until the window ends.
 */
export async function withinApplicationLimit<T>(
  deps: { db: Db; config: Config; log: FastifyBaseLogger },
  ip: string,
  submit: () => Promise<T>,
): Promise<{ accepted: T } | { retryAfterSeconds: number }> {
  const { db, config, log } = deps;
  const bucket = `application:ip:${ip}`;
  const now = config.clock.now();
  if (!(await takeSlot(db, bucket, config.APPLICATION_RATE_LIMIT, APPLICATION_WINDOW_SECONDS, now))) {
    return { retryAfterSeconds: secondsLeft(now, APPLICATION_WINDOW_SECONDS) };
  }
  try {
    return { accepted: await submit() };
  } catch (err) {
    await giveBackSlot(db, bucket, APPLICATION_WINDOW_SECONDS, now).catch((e: unknown) =>
      log.warn({ err: e }, 'could not give back an application slot'),
    );
    throw err;
  }
}

/** The refusal once an address has used up its allowance. */
export const tooManyApplications = (retryAfterSeconds: number) =>
  new AppError(
    'rate_limited',
    `Too many applications from your network. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    undefined,
    429,
  );
