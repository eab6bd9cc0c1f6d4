import { photoQuery } from '@pg/contracts/applications';
import { idParams } from '@pg/contracts/common';
import type { PermissionKey } from '@pg/contracts/permissions';
import { recordLabel, type ScopedRecord } from '../access/branch-scope.ts';
import type { Principal } from '../access/principal.ts';
import type { StoredFile } from '../lib/file-store.ts';
import type { CleanImage } from '../lib/images.ts';
import { readOnePhoto, sendPhoto } from '../lib/uploads.ts';
import type { Answer, Register, Schema } from './route-types.ts';

export type RecordPhotoArgs = [
  url: string,
  route: {
    scope: ScopedRecord;
    /** Who may keep one, and who may see it. */
    keep: PermissionKey;
    view: PermissionKey;
    /** What the photo shows, for the API docs: 'the bill of an expense'. */
    what: string;
    /** The record, as keeping a photo answers it. */
    response: Schema;
  },
  files: {
    keep: (id: string, photo: CleanImage, by: Principal) => Answer<Schema>;
    read: (id: string) => Promise<StoredFile | null>;
  },
];

/**
 * The photo kept with one record (a meter's reading, an expense's bill) at `url`
 * (`/expenses/:id/bill`): PUT keeps one (multipart: photo, cleaned, replacing one kept before)
 * and answers the record; GET sends it (image/jpeg, a thumbnail with ?size=thumb). The module
 * registers multipart parsing in its own scope.
 */
export function recordPhoto(
  register: Register,
  ...[url, { scope, keep, view, what, response }, files]: RecordPhotoArgs
) {
  const idOf = (params: unknown) => (params as { id: string }).id;
  register(
    'PUT',
    url,
    {
      permission: keep,
      scope,
      summary: `Keep a photo of ${what} (multipart: photo)`,
      consumes: ['multipart/form-data'],
      params: idParams,
      response,
      notFound: recordLabel(scope),
    },
    async ({ params, by, reply }) => files.keep(idOf(params), await readOnePhoto(reply.request), by),
  );
  register(
    'GET',
    url,
    {
      permission: view,
      scope,
      summary: `The photo of ${what} (image/jpeg)`,
      params: idParams,
      query: photoQuery,
      sends: true,
    },
    async ({ params, query, reply }) =>
      sendPhoto(reply, await files.read(idOf(params)), (query as { size: 'thumb' | 'full' }).size),
  );
}
