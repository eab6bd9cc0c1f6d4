import {
  COMPLAINT_TOO_MANY_PHOTOS,
  RESOLUTION_NOTE_REQUIRED,
  TENANT_REOPEN_TOO_LATE,
} from '@pg/contracts/complaints';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES } from '@pg/contracts/photos';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { users } from '../src/db/schema/auth.ts';
import { auditOf, makePrincipal } from './access-fixtures.ts';
import { testClock } from './clock.ts';
import { makeProperty, makeStay } from './factories.ts';
import { createTestApp } from './helper.ts';
import { photoWithExif } from './image-fixtures.ts';
import { type Multipart, multipart } from './multipart.ts';
import { signInTenant } from './tenant-app-fixtures.ts';

const clock = testClock(new Date('2025-01-20T06:00:00Z'));
const t = await createTestApp({}, { clock });
const { app, db } = t;
const staff = await t.signIn();
await db.update(users).set({ name: 'Ravi (warden)' }).where(eq(users.id, staff.user.id));

type Headers = Record<string, string>;
const send = (url: string, headers: Headers, form: Multipart) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': form.type },
    payload: form.payload,
  });
const get = (url: string, headers: Headers) => app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url, headers, payload });
const countComplaints = async () =>
  (await query<{ n: number }>(db, sql`select count(*)::int as n from complaints`))[0]!.n;

/** A checked-in tenant signed in to the tenant app, with their stay. */
async function tenantInApp() {
  const stay = await makeStay(db, { status: 'checked_in', startDate: '2025-01-01', endDate: '2025-12-31' });
  return { ...stay, app: await signInTenant(t, staff, stay.tenant.id) };
}

describe('complaints with photos from the tenant app', () => {
  it('keeps up to three photos cleaned and encrypted; the tenant and the branch staff see them, nobody else', async () => {
    const asha = await tenantInApp();
    const form = await multipart(
      { category: 'Plumbing', description: 'Tap leaks' },
      { photo_1: await photoWithExif(2400, 1200), photo_2: await photoWithExif(800, 600) },
    );
    const raised = await send('/api/tenant-app/complaints', asha.app.headers, form);
    expect(raised.statusCode, raised.body).toBe(201);
    const complaint = raised.json();
    expect(complaint).toMatchObject({
      status: 'open',
      room_number: asha.room.roomNumber,
      bed_number: asha.bed.bedNumber,
      reply_count: 0,
    });
    expect(complaint.photo_ids).toHaveLength(2);

    // Stored encrypted: the file store's bytes are no JPEG.
    const [stored] = await query<{ data: Buffer; content_type: string }>(
      db,
      sql`select f.data, f.content_type from files f join complaint_photos p on p.file_id = f.id
          where p.id = ${complaint.photo_ids[0]}`,
    );
    expect(stored!.content_type).toBe('image/jpeg');
    expect(Buffer.from(stored!.data).subarray(0, 3)).not.toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await auditOf(t, 'complaint.photos_add', complaint.id)).toMatchObject([{ after: { photos: 2 } }]);

    // Staff of the branch see it, cleaned: a JPEG at most 1600 px, no EXIF.
    const shown = await get(
      `/api/complaints/${complaint.id}/photos/${complaint.photo_ids[0]}`,
      staff.headers,
    );
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(shown.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);
    expect(meta.exif).toBeUndefined();
    const listed = await get(`/api/branches/${asha.branch.id}/complaints`, staff.headers);
    expect(listed.json().items[0]).toMatchObject({ id: complaint.id, photo_ids: complaint.photo_ids });

    // The tenant sees their own.
    const mine = await get(
      `/api/tenant-app/complaint-photos/${complaint.photo_ids[1]}?size=thumb`,
      asha.app.headers,
    );
    expect(mine.statusCode).toBe(200);

    // Another tenant: 404. Staff of another branch: 404. A photo named under another complaint: 404.
    const other = await tenantInApp();
    const theirs = await get(`/api/tenant-app/complaint-photos/${complaint.photo_ids[0]}`, other.app.headers);
    expect(theirs.statusCode).toBe(404);
    const elsewhere = await makePrincipal(t, { roles: ['manager'], branches: [other.branch.id] });
    const outside = await get(
      `/api/complaints/${complaint.id}/photos/${complaint.photo_ids[0]}`,
      elsewhere.headers,
    );
    expect(outside.statusCode).toBe(404);
    const otherComplaint = await post('/api/tenant-app/complaints', other.app.headers, {
      category: 'Food',
      description: 'Cold',
    });
    expect(otherComplaint.statusCode).toBe(201);
    expect(otherComplaint.json().photo_ids).toEqual([]);
    const mixed = await get(
      `/api/complaints/${otherComplaint.json().id}/photos/${complaint.photo_ids[0]}`,
      staff.headers,
    );
    expect(mixed.statusCode).toBe(404);
  });

  it('refuses a fourth photo, a file that is no image and one over 5 MB in plain words, writing nothing', async () => {
    const asha = await tenantInApp();
    const before = await countComplaints();
    const photo = await photoWithExif(400, 300);
    const fields = { category: 'Wi-Fi', description: 'No signal' };
    const four = await send(
      '/api/tenant-app/complaints',
      asha.app.headers,
      await multipart(fields, { photo_1: photo, photo_2: photo, photo_3: photo, photo_4: photo }),
    );
    expect(four.statusCode).toBe(413);
    expect(four.json().error.message).toBe(COMPLAINT_TOO_MANY_PHOTOS);

    const text = await send(
      '/api/tenant-app/complaints',
      asha.app.headers,
      await multipart(fields, { photo_1: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().error.fields).toEqual({ photo_1: IMAGE_TYPE_MESSAGE });

    const big = Buffer.concat([photo, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const large = await send(
      '/api/tenant-app/complaints',
      asha.app.headers,
      await multipart(fields, { photo_2: big }),
    );
    expect(large.statusCode).toBe(413);
    expect(large.json().error.fields).toEqual({ photo_2: IMAGE_SIZE_MESSAGE });

    const noText = await send(
      '/api/tenant-app/complaints',
      asha.app.headers,
      await multipart({}, { photo_1: photo }),
    );
    expect(noText.statusCode).toBe(400);
    expect(Object.keys(noText.json().error.fields)).toEqual(
      expect.arrayContaining(['category', 'description']),
    );
    expect(await countComplaints()).toBe(before);
  });
});

describe('replies, resolving with a note and reopening', () => {
  it('staff reply and resolve with a note; the tenant reads the thread and the status, and may answer', async () => {
    const asha = await tenantInApp();
    const { id } = (
      await post('/api/tenant-app/complaints', asha.app.headers, {
        category: 'Electrical',
        description: 'Fan noise',
      })
    ).json();
    // The clock stands still in tests: each step a minute later, as people write.
    clock.advance(60);
    const replied = await post(`/api/complaints/${id}/replies`, staff.headers, {
      body: 'Electrician comes at 5',
    });
    expect(replied.statusCode, replied.body).toBe(201);
    expect(replied.json().items).toMatchObject([
      { kind: 'reply', by_tenant: false, author_name: 'Ravi (warden)', body: 'Electrician comes at 5' },
    ]);
    expect(await auditOf(t, 'complaint.reply', id)).toMatchObject([{ actor_id: staff.user.id }]);
    const empty = await post(`/api/complaints/${id}/replies`, staff.headers, { body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ body: 'Reply is required' });

    const noNote = await app.inject({
      method: 'PATCH',
      url: `/api/complaints/${id}/status`,
      headers: staff.headers,
      payload: { status: 'resolved' },
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.fields).toEqual({ note: RESOLUTION_NOTE_REQUIRED });
    clock.advance(60);
    const resolved = await app.inject({
      method: 'PATCH',
      url: `/api/complaints/${id}/status`,
      headers: staff.headers,
      payload: { status: 'resolved', note: 'Fan regreased' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      status: 'resolved',
      status_changed_by_name: 'Ravi (warden)',
      reply_count: 2,
      status_changed_at: clock.now().toISOString(),
    });
    expect(await auditOf(t, 'complaint.resolution', id)).toHaveLength(1);

    const mine = (await get('/api/tenant-app/complaints', asha.app.headers)).json().items;
    expect(mine[0]).toMatchObject({ id, status: 'resolved', status_changed_by_email: null });
    const thread = await get(`/api/tenant-app/complaints/${id}/replies`, asha.app.headers);
    expect(thread.json().items.map((r: { kind: string; body: string }) => [r.kind, r.body])).toEqual([
      ['reply', 'Electrician comes at 5'],
      ['resolution', 'Fan regreased'],
    ]);
    clock.advance(60);
    const answer = await post(`/api/tenant-app/complaints/${id}/replies`, asha.app.headers, {
      body: 'Thanks!',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().items.at(-1)).toMatchObject({ by_tenant: true, author_name: asha.tenant.name });

    const staffThread = await get(`/api/complaints/${id}/replies`, staff.headers);
    expect(staffThread.json().items).toHaveLength(3);
    const other = await tenantInApp();
    expect((await get(`/api/tenant-app/complaints/${id}/replies`, other.app.headers)).statusCode).toBe(404);
  });

  it('the tenant reopens a resolved complaint within 7 days; staff reopen a closed one', async () => {
    const asha = await tenantInApp();
    const raise = async () =>
      (
        await post('/api/tenant-app/complaints', asha.app.headers, { category: 'Food', description: 'Cold' })
      ).json().id as string;
    const setStatus = (id: string, status: string, note?: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/complaints/${id}/status`,
        headers: staff.headers,
        payload: { status, note },
      });
    const resolvedDaysAgo = (id: string, days: number, seconds = 0) =>
      db.execute(sql`update complaints set status_changed_at =
        ${new Date(clock.now().getTime() - (days * 86400 + seconds) * 1000).toISOString()}::timestamptz where id = ${id}`);
    const first = await raise();
    const early = await post(`/api/tenant-app/complaints/${first}/reopen`, asha.app.headers, { note: 'Why' });
    expect(early.statusCode).toBe(409);
    await setStatus(first, 'resolved', 'Heated');
    const missing = await post(`/api/tenant-app/complaints/${first}/reopen`, asha.app.headers, {});
    expect(missing.json().error.fields).toEqual({ note: 'Reason is required' });
    // Resolved six days ago.
    await resolvedDaysAgo(first, 6);
    const again = await post(`/api/tenant-app/complaints/${first}/reopen`, asha.app.headers, {
      note: 'Cold again',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'open' });
    expect(await auditOf(t, 'complaint.reopen', first)).toMatchObject([{ actor_id: null }]);

    const second = await raise();
    await setStatus(second, 'resolved', 'Heated');
    await resolvedDaysAgo(second, 7, 1);
    const late = await post(`/api/tenant-app/complaints/${second}/reopen`, asha.app.headers, {
      note: 'Again',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(TENANT_REOPEN_TOO_LATE);

    await setStatus(second, 'closed');
    const byStaff = await post(`/api/complaints/${second}/reopen`, staff.headers, { note: 'Tenant called' });
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.json()).toMatchObject({ status: 'open', status_changed_by_name: 'Ravi (warden)' });
    const twice = await post(`/api/complaints/${second}/reopen`, staff.headers, { note: 'Again' });
    expect(twice.statusCode).toBe(409);
  });
});

describe('notices from the branch', () => {
  it('staff post to the branch or one property; its tenants read the current ones, newest first', async () => {
    const asha = await tenantInApp();
    const otherProperty = await makeProperty(db, asha.branch);
    const url = `/api/branches/${asha.branch.id}/notices`;
    const toBranch = await post(url, staff.headers, { title: 'Water off', body: 'Sunday 10 to 12' });
    expect(toBranch.statusCode, toBranch.body).toBe(201);
    expect(toBranch.json()).toMatchObject({
      property_id: null,
      current: true,
      created_by_name: 'Ravi (warden)',
    });
    expect(await auditOf(t, 'notice.create', toBranch.json().id)).toHaveLength(1);
    clock.advance(60);
    const toMine = await post(url, staff.headers, {
      title: 'Painting',
      body: 'Floor 1 on Monday',
      property_id: asha.property.id,
      ends_on: '2025-01-31',
    });
    expect(toMine.statusCode).toBe(201);
    await post(url, staff.headers, {
      title: 'Elsewhere',
      body: 'Not for Asha',
      property_id: otherProperty.id,
    });
    await post(url, staff.headers, { title: 'Old news', body: 'Ended', ends_on: '2025-01-19' });

    const read = await get('/api/tenant-app/notices', asha.app.headers);
    expect(read.json().items.map((n: { title: string }) => n.title)).toEqual(['Painting', 'Water off']);
    const other = await tenantInApp();
    expect((await get('/api/tenant-app/notices', other.app.headers)).json().items).toEqual([]);

    const ended = await app.inject({
      method: 'PATCH',
      url: `/api/notices/${toMine.json().id}`,
      headers: staff.headers,
      payload: { ends_on: '2025-01-19' },
    });
    expect(ended.json()).toMatchObject({ ends_on: '2025-01-19', current: false });
    expect(await auditOf(t, 'notice.update', toMine.json().id)).toMatchObject([
      { before: { ends_on: '2025-01-31' }, after: { ends_on: '2025-01-19' } },
    ]);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/notices/${toBranch.json().id}`,
      headers: staff.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await auditOf(t, 'notice.delete', toBranch.json().id)).toMatchObject([
      { before: { title: 'Water off' } },
    ]);
    expect((await get('/api/tenant-app/notices', asha.app.headers)).json().items).toEqual([]);
    expect((await get(url, staff.headers)).json().items).toHaveLength(3);
  });

  it('refuses a property of another branch, an empty title and a bad date, in plain words', async () => {
    const asha = await tenantInApp();
    const other = await makeStay(db);
    const url = `/api/branches/${asha.branch.id}/notices`;
    const foreign = await post(url, staff.headers, { title: 'T', body: 'B', property_id: other.property.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.fields).toEqual({ property_id: 'Property not found' });
    const bad = await post(url, staff.headers, { title: ' ', body: 'B', ends_on: '2025-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      title: 'Title is required',
      ends_on: 'Show until must be a real date',
    });
    const elsewhere = await makePrincipal(t, { roles: ['manager'], branches: [other.branch.id] });
    expect((await get(url, elsewhere.headers)).statusCode).toBe(404);
  });
});
