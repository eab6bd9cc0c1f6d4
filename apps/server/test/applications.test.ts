import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { safeApplicationQuery } from '@pg/contracts/applications';
import { LIST_COUNT_CAP } from '@pg/contracts/common';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { query } from '../src/db/client.ts';
import { branches } from '../src/db/schema/inventory.ts';
import { purgeOrphanFiles, purgeRejectedPhotos } from '../src/modules/applications/photo-purge.ts';
import { auditOf, makePrincipal } from './access-fixtures.ts';
import { makeApplication, makeBranch } from './factories.ts';
import { createTestApp } from './helper.ts';
import { photoWithExif } from './image-fixtures.ts';

const t = await createTestApp();
const { app, db } = t;

type Headers = Record<string, string>;
type FilePart = { name: string; type: string; data: Buffer };

let branch: Awaited<ReturnType<typeof makeBranch>>;
let admin: Awaited<ReturnType<typeof t.signIn>>;
let manager: Awaited<ReturnType<typeof t.signIn>>;

const AADHAR = '234567890123';
const valid = (over: Record<string, string> = {}) => ({
  full_name: 'Asha Rao',
  phone: '98765 43210',
  aadhar_number: AADHAR,
  branch: branch.code,
  consent: 'true',
  ...over,
});

let addressSeq = 0;
/** Each test submits from its own address so that the rate limits of one never meet another. */
const newAddress = () => `10.0.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`;

async function multipart(fields: Record<string, string>, files: Partial<Record<string, FilePart>> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files)) {
    if (f) form.append(k, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  }
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}

async function submit(
  fields: Record<string, string>,
  files: Partial<Record<string, FilePart>> = {},
  remoteAddress = newAddress(),
) {
  const { payload, headers } = await multipart(fields, files);
  return app.inject({ method: 'POST', url: '/api/public/applications', payload, headers, remoteAddress });
}

const get = (url: string, headers: Headers = admin.headers) => app.inject({ method: 'GET', url, headers });
const post = (url: string, payload?: object, headers: Headers = admin.headers) =>
  app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

const smallJpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  branch = await makeBranch(db, { code: 'PG_BLR_1', name: 'Koramangala PG' });
  admin = await t.signIn(['admin']);
  manager = await t.signIn(['manager']);
});

describe('POST /api/public/applications: validation', () => {
  it('answers 400 with the spec messages on the fields', async () => {
    const short = await submit(valid({ aadhar_number: '12345' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.aadhar_number).toBe('Aadhar number must be 12 digits');

    const long = await submit(valid({ aadhar_number: '1234567890123' }));
    expect(long.json().error.fields.aadhar_number).toBe('Aadhar number must be 12 digits');

    const letters = await submit(valid({ aadhar_number: '12345678901a' }));
    expect(letters.json().error.fields.aadhar_number).toBe('Aadhar number must contain only digits');

    const noBranch = await submit(valid({ branch: '  ' }));
    expect(noBranch.statusCode).toBe(400);
    expect(noBranch.json().error.fields.branch).toBe('Branch is required');
  });

  it('requires the name, a valid Indian mobile number and consent; refuses unknown fields', async () => {
    const { consent: _c, ...noConsent } = valid();
    const res = await submit({ ...noConsent, full_name: '', phone: '12345' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields;
    expect(fields.full_name).toBe('Full name is required');
    expect(fields.phone).toMatch(/Indian mobile number/);
    expect(fields.consent).toBe('Please give your consent to continue');

    const extra = await submit(valid({ status: 'approved' }));
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.fields.status).toBe('Unknown field');
  });

  it('answers 415 to a body that is not multipart', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/public/applications',
      payload: valid(),
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('branch resolution', () => {
  it('finds a branch by code or name, case-insensitively', async () => {
    const byCode = await submit(valid({ branch: 'pg_blr_1' }));
    expect(byCode.statusCode).toBe(201);
    expect(byCode.json().branch).toEqual({ code: 'PG_BLR_1', name: 'Koramangala PG' });
    const byName = await submit(valid({ branch: '  KORAMANGALA pg ' }));
    expect(byName.statusCode).toBe(201);
    expect(byName.json().branch.code).toBe('PG_BLR_1');
  });

  it("answers 'Branch not found' on the branch field for an unknown one", async () => {
    const res = await submit(valid({ branch: 'Nowhere PG' }));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Branch not found');
    expect(res.json().error.fields.branch).toBe('Branch not found');
  });

  it('asks for the code when two branches share a name, and a code wins over a name', async () => {
    await makeBranch(db, { code: 'PG_TWIN_1', name: 'Twin PG' });
    await makeBranch(db, { code: 'PG_TWIN_2', name: 'Twin PG' });
    const res = await submit(valid({ branch: 'twin pg' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.branch).toMatch(/branch code/);
    await makeBranch(db, { code: 'Clash', name: 'Something' });
    await makeBranch(db, { code: 'OTHER_9', name: 'clash' });
    const resolved = await get('/api/public/branches/resolve?q=CLASH', {});
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toEqual({ code: 'Clash', name: 'Something' });
  });

  it('GET /api/public/branches/resolve needs no session and answers 404 for an unknown branch', async () => {
    const ok = await get('/api/public/branches/resolve?q=koramangala%20pg', {});
    expect(ok.json()).toEqual({ code: 'PG_BLR_1', name: 'Koramangala PG' });
    const missing = await get('/api/public/branches/resolve?q=nope', {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Branch not found');
  });
});

describe('photos: size and type', () => {
  it('refuses a text file renamed .jpg, whatever its declared type (415)', async () => {
    const res = await submit(valid(), {
      selfie: {
        name: 'me.jpg',
        type: 'image/jpeg',
        data: Buffer.from('I am not a picture at all, just text.'),
      },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.fields.selfie).toBe('Please choose a JPEG, PNG or WebP image');
  });

  it('refuses an SVG (415), even one named .png', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const res = await submit(valid(), { aadhar_photo: { name: 'card.png', type: 'image/png', data: svg } });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.fields.aadhar_photo).toBeDefined();
    const named = await submit(valid(), {
      aadhar_photo: { name: 'card.svg', type: 'image/svg+xml', data: svg },
    });
    expect(named.statusCode).toBe(415);
  });

  it('refuses a 6 MB image (413)', async () => {
    const side = 1450;
    const big = await sharp(randomBytes(side * side * 3), {
      raw: { width: side, height: side, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    const res = await submit(valid(), { selfie: { name: 'big.png', type: 'image/png', data: big } });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.fields.selfie).toBe('The photo must be at most 5 MB');
  });

  it('stores nothing when a photo is refused', async () => {
    const before = await query<{ n: number }>(db, sql`select count(*)::int as n from tenant_applications`);
    await submit(valid(), { selfie: { name: 'x.jpg', type: 'image/jpeg', data: Buffer.from('nope') } });
    const after = await query<{ n: number }>(db, sql`select count(*)::int as n from tenant_applications`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('a stored application', () => {
  let id: string;

  beforeAll(async () => {
    const res = await submit(valid({ full_name: 'Meera Iyer', aadhar_number: '3456 7890 1234' }), {
      selfie: { name: 'selfie.jpg', type: 'image/jpeg', data: await photoWithExif(2400, 1200) },
      aadhar_photo: {
        name: 'card.webp',
        type: 'image/webp',
        data: await sharp(await smallJpeg())
          .webp()
          .toBuffer(),
      },
    });
    expect(res.statusCode).toBe(201);
    id = res.json().id;
    expect(res.json().status).toBe('pending');
  });

  it('keeps the Aadhar number encrypted in the table, with a keyed hash and the last 4', async () => {
    const [row] = await query<Record<string, unknown>>(
      db,
      sql`select * from tenant_applications where id = ${id}`,
    );
    expect(row!.status).toBe('pending');
    expect(row!.aadhar_last4).toBe('1234');
    expect(row!.aadhar_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.consent_at).toBeTruthy();
    const rowText = JSON.stringify(row);
    expect(rowText).not.toContain('345678901234');
    const sealed = Buffer.from(String(row!.aadhar_encrypted), 'base64');
    expect(sealed.length).toBe(12 + 16 + 12);
    expect(sealed.includes(Buffer.from('345678901234'))).toBe(false);
  });

  it('keeps the photos encrypted in the files table', async () => {
    const rows = await query<{ data: Buffer | Uint8Array; content_type: string }>(
      db,
      sql`select f.data, f.content_type from files f join tenant_applications a
          on f.id in (a.selfie_file_id, a.aadhar_photo_file_id) where a.id = ${id}`,
    );
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      const data = Buffer.from(r.data);
      expect(r.content_type).toBe('image/jpeg');
      expect(data.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
      expect(
        await sharp(data)
          .metadata()
          .catch(() => null),
      ).toBeNull();
    }
  });

  it('serves the photos re-encoded without EXIF and bounded to 1600 px, never cached', async () => {
    const res = await get(`/api/applications/${id}/photos/selfie`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('no-store');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);
    expect(res.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);

    const thumb = await get(`/api/applications/${id}/photos/aadhar_photo?size=thumb`);
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(160);
  });

  it('serves photos only to signed-in users allowed to view applications', async () => {
    expect((await get(`/api/applications/${id}/photos/selfie`, {})).statusCode).toBe(401);
    const nobody = await makePrincipal(t, { rolePermissions: ['tenants:view'] });
    expect((await get(`/api/applications/${id}/photos/selfie`, nobody.headers)).statusCode).toBe(403);
    expect((await get(`/api/branches/${branch.id}/applications`, nobody.headers)).statusCode).toBe(403);
    expect((await get(`/api/applications/${id}`, nobody.headers)).statusCode).toBe(403);
  });

  it('reveals the Aadhar card photo only with the reveal permission, each reveal audited', async () => {
    const url = `/api/applications/${id}/photos/aadhar_photo`;
    expect((await get(url, {})).statusCode).toBe(401);
    // Viewing applications is not enough: a manager sees the selfie, not the card.
    expect((await get(`/api/applications/${id}/photos/selfie`, manager.headers)).statusCode).toBe(200);
    const before = (await auditOf(t, 'application.reveal_aadhar_photo', id)).length;
    const denied = await get(url, manager.headers);
    expect(denied.statusCode).toBe(403);
    expect(await auditOf(t, 'application.reveal_aadhar_photo', id)).toHaveLength(before);

    const revealer = await makePrincipal(t, { rolePermissions: ['applications:reveal'] });
    const res = await get(url, revealer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('no-store');
    const audit = await auditOf(t, 'application.reveal_aadhar_photo', id);
    expect(audit).toHaveLength(before + 1);
    expect(audit.at(-1)).toMatchObject({
      actor_id: revealer.user.id,
      entity: 'tenant_application',
      entity_id: id,
    });
    // A missing photo reveals nothing and records nothing.
    const bare = await submit(valid({ full_name: 'No Card' }));
    expect((await get(`/api/applications/${bare.json().id}/photos/aadhar_photo`)).statusCode).toBe(404);
    expect(await auditOf(t, 'application.reveal_aadhar_photo', bare.json().id)).toHaveLength(0);
  });

  it('lists the application masked, with thumbnails flags, in its branch only', async () => {
    const res = await get(`/api/branches/${branch.id}/applications?status=pending`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const item = res.json().items.find((i: { id: string }) => i.id === id);
    expect(item).toMatchObject({
      full_name: 'Meera Iyer',
      phone: '+919876543210',
      aadhar_masked: 'XXXX XXXX 1234',
      has_selfie: true,
      has_aadhar_photo: true,
      status: 'pending',
    });
    expect(res.body).not.toContain('345678901234');
    expect(res.body).not.toContain(AADHAR);
    expect(res.json().counts.pending).toBeGreaterThan(0);
    expect(res.json().counts.pending).toBe(res.json().total);
    // A page past the end still counts every tab, on its own.
    const past = await get(`/api/branches/${branch.id}/applications?status=pending&offset=1000`);
    expect(past.json().items).toEqual([]);
    expect(past.json().counts).toEqual(res.json().counts);

    const other = await makeBranch(db);
    const empty = await get(`/api/branches/${other.id}/applications`);
    expect(empty.json()).toMatchObject({ items: [], total: 0 });
    const missing = await get('/api/branches/00000000-0000-4000-8000-000000000000/applications');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Branch not found');
  });

  it('finds applications by name and by the last 4 digits, never by the whole number', async () => {
    const list = (q: string) =>
      get(`/api/branches/${branch.id}/applications?q=${encodeURIComponent(q)}`).then((r) =>
        r.json().items.map((i: { id: string }) => i.id),
      );
    expect(await list('meera')).toContain(id);
    expect(await list('1234')).toContain(id);
    expect(await list('3456 7890 1234')).not.toContain(id);
    expect(safeApplicationQuery('3456 7890 1234')).toBe('1234');
    expect(safeApplicationQuery('Meera')).toBe('Meera');
  });

  it('marks repeat applications of the same Aadhar number', async () => {
    const again = await submit(valid({ full_name: 'Meera I', aadhar_number: '345678901234' }));
    expect(again.statusCode).toBe(201);
    const res = await get(`/api/applications/${again.json().id}`);
    expect(res.json().repeat_count).toBe(1);
    const list = await get(`/api/branches/${branch.id}/applications?q=${encodeURIComponent('Meera I')}`);
    const counts = Object.fromEntries(
      list.json().items.map((i: { id: string; repeat_count: number }) => [i.id, i.repeat_count]),
    );
    expect(counts[again.json().id]).toBe(1);
    expect(counts[id]).toBe(1);
  });

  it('shows the detail masked; reveals the number only with the reveal permission, audited', async () => {
    const detail = await get(`/api/applications/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().aadhar_masked).toBe('XXXX XXXX 1234');
    expect(detail.body).not.toContain('345678901234');

    const denied = await post(`/api/applications/${id}/reveal-aadhar`, undefined, manager.headers);
    expect(denied.statusCode).toBe(403);

    const revealed = await post(`/api/applications/${id}/reveal-aadhar`);
    expect(revealed.statusCode).toBe(200);
    expect(revealed.headers['cache-control']).toBe('no-store');
    expect(revealed.json()).toEqual({ aadhar_number: '345678901234' });
    const audit = await auditOf(t, 'application.reveal_aadhar', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(admin.user.id);
    expect(JSON.stringify(audit)).not.toContain('345678901234');
  });

  it('notifies the branch of the new application', async () => {
    const rows = await query<{ kind: string; link: string; body: string }>(
      db,
      sql`select kind, link, body from notifications where dedupe_key = ${`application:${id}`}`,
    );
    expect(rows).toEqual([
      { kind: 'application', link: `/applications?id=${id}`, body: 'Meera Iyer applied for accommodation' },
    ]);
  });
});

describe('review: approve and reject', () => {
  const newApplication = async (name: string) => {
    const res = await submit(valid({ full_name: name, phone: '+91 91234 56789' }), {
      selfie: { name: 's.jpg', type: 'image/jpeg', data: await smallJpeg() },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };

  it('approve creates the tenant (name, phone, joined today) and marks the application approved', async () => {
    const id = await newApplication('Kiran Shetty');
    const res = await post(`/api/applications/${id}/approve`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('approved');
    expect(body.tenant_id).toBeTruthy();
    expect(body.reviewed_by_email).toBe(admin.email);
    expect(res.body).not.toContain(AADHAR);
    const [tenant] = await query<{
      name: string;
      phone: string;
      email: string | null;
      branch_id: string;
      joined_at: string;
    }>(
      db,
      sql`select name, phone, email, branch_id, joined_at::text as joined_at from tenants where id = ${body.tenant_id}`,
    );
    expect(tenant).toMatchObject({
      name: 'Kiran Shetty',
      phone: '+919123456789',
      email: null,
      branch_id: branch.id,
    });
    expect(tenant!.joined_at).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()),
    );
    expect(await auditOf(t, 'application.approve', id)).toHaveLength(1);

    const twice = await post(`/api/applications/${id}/approve`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This application has already been approved');
    const reject = await post(`/api/applications/${id}/reject`, { reason: 'Changed my mind' });
    expect(reject.statusCode).toBe(409);
    const tenants = await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from tenants where name = 'Kiran Shetty'`,
    );
    expect(tenants[0]!.n).toBe(1);
  });

  it('approving needs the right to add tenants; a failed approval leaves nothing behind', async () => {
    const id = await newApplication('Without Rights');
    const limited = await makePrincipal(t, {
      rolePermissions: ['applications:view', 'applications:update'],
    });
    const res = await post(`/api/applications/${id}/approve`, undefined, limited.headers);
    expect(res.statusCode).toBe(403);
    expect((await get(`/api/applications/${id}`)).json().status).toBe('pending');
  });

  it('reject asks for a reason and records it', async () => {
    const id = await newApplication('Rohit Jain');
    const noReason = await post(`/api/applications/${id}/reject`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe('Reason is required');
    const res = await post(
      `/api/applications/${id}/reject`,
      { reason: 'No beds free this month' },
      manager.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'No beds free this month',
      tenant_id: null,
    });
    const list = await get(`/api/branches/${branch.id}/applications?status=rejected`);
    expect(list.json().items.map((i: { id: string }) => i.id)).toContain(id);
    expect((await post(`/api/applications/${id}/approve`)).statusCode).toBe(409);
  });

  it('answers 404 for an unknown application and 401 without a session', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await post(`/api/applications/${unknown}/approve`)).statusCode).toBe(404);
    expect((await post(`/api/applications/${unknown}/reject`, { reason: 'x' })).statusCode).toBe(404);
    expect((await post(`/api/applications/${unknown}/reveal-aadhar`)).statusCode).toBe(404);
    expect((await get(`/api/applications/${unknown}`)).statusCode).toBe(404);
    expect((await post(`/api/applications/${unknown}/approve`, undefined, {})).statusCode).toBe(401);
  });

  it('deletes the photos of rejected applications after the retention period, not before', async () => {
    const recent = await newApplication('Recently Rejected');
    const old = await newApplication('Long Ago Rejected');
    const approvedOld = await newApplication('Long Ago Approved');
    await post(`/api/applications/${recent}/reject`, { reason: 'Full' });
    await post(`/api/applications/${old}/reject`, { reason: 'Full' });
    await post(`/api/applications/${approvedOld}/approve`);
    await db.execute(
      sql`update tenant_applications set reviewed_at = now() - interval '31 days' where id in (${old}, ${approvedOld})`,
    );
    const removed = await purgeRejectedPhotos(db, t.config.APPLICATION_RETENTION_DAYS);
    expect(removed).toBe(1);
    expect((await get(`/api/applications/${old}/photos/selfie`)).statusCode).toBe(404);
    expect((await get(`/api/applications/${old}`)).json()).toMatchObject({
      has_selfie: false,
      photos_deleted: true,
    });
    expect((await get(`/api/applications/${recent}/photos/selfie`)).statusCode).toBe(200);
    expect((await get(`/api/applications/${approvedOld}/photos/selfie`)).statusCode).toBe(200);
    expect(await purgeRejectedPhotos(db, t.config.APPLICATION_RETENTION_DAYS)).toBe(0);
  });

  it('deletes the photos left behind when a branch (and its applications) is deleted', async () => {
    const gone = await makeBranch(db, { code: 'PG_GONE_1', name: 'Closing PG' });
    const res = await submit(valid({ branch: 'PG_GONE_1' }), {
      selfie: { name: 's.jpg', type: 'image/jpeg', data: await smallJpeg() },
    });
    expect(res.statusCode).toBe(201);
    const [file] = await query<{ id: string }>(
      db,
      sql`select selfie_file_id as id from tenant_applications where id = ${res.json().id}`,
    );
    await db.execute(sql`delete from branches where id = ${gone.id}`);
    // Younger than an hour: left alone (it could belong to a submission in flight).
    expect(await purgeOrphanFiles(db)).toBe(0);
    await db.execute(sql`update files set created_at = now() - interval '2 hours' where id = ${file!.id}`);
    expect(await purgeOrphanFiles(db)).toBe(1);
    const left = await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from files where id = ${file!.id}`,
    );
    expect(left[0]!.n).toBe(0);
    // Files of living applications stay.
    expect((await get(`/api/branches/${branch.id}/applications`)).json().total).toBeGreaterThan(0);
  });
});

describe('tab counts kept by the database', () => {
  type Counts = { pending: number; approved: number; rejected: number };
  /** A branch's applications by status, counted from the rows. */
  const recount = async (branchId: string): Promise<Counts> => {
    const rows = await query<{ status: keyof Counts; n: number }>(
      db,
      sql`select status, count(*)::int as n from tenant_applications where branch_id = ${branchId} group by 1`,
    );
    return { pending: 0, approved: 0, rejected: 0, ...Object.fromEntries(rows.map((r) => [r.status, r.n])) };
  };
  const listed = async (branchId: string, params = '') => {
    const res = await get(`/api/branches/${branchId}/applications${params}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('stay exact past the cap through approval, rejection, deletions, bulk writes and a deleted branch; a search counts up to the cap', async () => {
    const big = await makeBranch(db);
    const other = await makeBranch(db);
    const many = LIST_COUNT_CAP + 300;
    // 100 approved, 100 rejected, the rest pending; their Aadhar numbers are never opened here.
    await db.execute(sql`insert into tenant_applications (branch_id, full_name, phone, aadhar_encrypted,
        aadhar_hash, aadhar_last4, consent_at, status)
      select ${big.id}, 'Bulk ' || n, '+9190000' || lpad(n::text, 5, '0'), 'sealed', 'hash-' || n,
        lpad(n::text, 4, '0'), now(), case when n <= 100 then 'approved' when n <= 200 then 'rejected' else 'pending' end
      from generate_series(1, ${many}) n`);
    const asha = await makeApplication(db, t.config.dataKey, big);
    const ravi = await makeApplication(db, t.config.dataKey, big);
    const first = await listed(big.id);
    expect(first).toMatchObject({
      total: many - 198,
      counts: { pending: many - 198, approved: 100, rejected: 100 },
    });
    expect(first.total_capped).toBeUndefined();
    expect(first.items).toHaveLength(50);
    // Searched, each tab is counted over at most cap + 1 rows.
    expect(await listed(big.id, '?q=Bulk')).toMatchObject({
      total: LIST_COUNT_CAP + 1,
      total_capped: true,
      counts: { pending: LIST_COUNT_CAP + 1, approved: 100, rejected: 100 },
    });

    expect((await post(`/api/applications/${asha}/approve`)).statusCode).toBe(200);
    expect((await post(`/api/applications/${ravi}/reject`, { reason: 'Full' })).statusCode).toBe(200);
    await db.execute(
      sql`delete from tenant_applications where branch_id = ${big.id} and full_name like 'Bulk 1%'`,
    );
    await db.execute(sql`delete from tenant_applications where id = (
        select id from tenant_applications where branch_id = ${big.id} and status = 'approved' limit 1)`);
    await db.execute(sql`update tenant_applications set status = 'rejected', reviewed_at = now()
      where branch_id = ${big.id} and status = 'pending' and full_name like 'Bulk 2%'`);
    // A statement that moves no application between tabs, and applications moved to another branch.
    await db.execute(
      sql`update tenant_applications set full_name = full_name || ' K' where branch_id = ${big.id}`,
    );
    await db.execute(
      sql`update tenant_applications set branch_id = ${other.id} where branch_id = ${big.id} and full_name like 'Bulk 3%'`,
    );
    const counts = await recount(big.id);
    expect(counts.pending).toBeGreaterThan(LIST_COUNT_CAP / 2);
    for (const status of ['pending', 'approved', 'rejected'] as const) {
      const tab = await listed(big.id, `?status=${status}`);
      expect(tab).toMatchObject({ total: counts[status], counts });
      expect(tab.total_capped).toBeUndefined();
    }
    expect((await listed(other.id)).counts).toEqual(await recount(other.id));
    // A page past the end counts every tab on its own.
    expect(await listed(big.id, `?offset=${many}`)).toMatchObject({ items: [], counts });

    await db.delete(branches).where(eq(branches.id, big.id));
    expect(await query(db, sql`select 1 from branch_counts where branch_id = ${big.id}`)).toEqual([]);
    expect((await listed(other.id)).counts).toEqual(await recount(other.id));
  });
});

describe('rate limit', () => {
  it('accepts APPLICATION_RATE_LIMIT applications per address per hour, then answers 429', async () => {
    const address = newAddress();
    // A refused attempt does not use up the allowance.
    expect((await submit(valid({ branch: 'Nowhere' }), {}, address)).statusCode).toBe(404);
    for (let i = 0; i < t.config.APPLICATION_RATE_LIMIT; i++) {
      expect((await submit(valid(), {}, address)).statusCode).toBe(201);
    }
    const limited = await submit(valid(), {}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await submit(valid())).statusCode).toBe(201);
  });

  it('caps attempts of any outcome too', async () => {
    const address = newAddress();
    const cap = Math.max(20, t.config.APPLICATION_RATE_LIMIT * 4);
    let last = 0;
    for (let i = 0; i <= cap; i++)
      last = (await submit(valid({ aadhar_number: 'x' }), {}, address)).statusCode;
    expect(last).toBe(429);
  });
});

describe('logs', () => {
  it('never contain the Aadhar number, whatever the outcome', async () => {
    let logged = '';
    const sink = new Writable({
      write(chunk, _enc, done) {
        logged += chunk.toString();
        done();
      },
    });
    const logApp = await buildApp({
      config: t.config,
      database: t.database,
      logger: { level: 'trace', stream: sink },
    });
    await logApp.ready();
    const send = async (fields: Record<string, string>, files: Partial<Record<string, FilePart>> = {}) => {
      const { payload, headers } = await multipart(fields, files);
      return logApp.inject({
        method: 'POST',
        url: '/api/public/applications',
        payload,
        headers,
        remoteAddress: newAddress(),
      });
    };
    const number = '456789012345';
    expect((await send(valid({ aadhar_number: number }))).statusCode).toBe(201);
    expect((await send(valid({ aadhar_number: number, branch: 'Nowhere' }))).statusCode).toBe(404);
    expect((await send(valid({ aadhar_number: `${number}9` }))).statusCode).toBe(400);
    expect(
      (
        await send(valid({ aadhar_number: number }), {
          selfie: { name: 'a.jpg', type: 'image/jpeg', data: Buffer.from('x') },
        })
      ).statusCode,
    ).toBe(415);
    const list = await logApp.inject({
      method: 'GET',
      url: `/api/branches/${branch.id}/applications`,
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    await logApp.close();
    expect(logged.length).toBeGreaterThan(0);
    expect(logged).not.toContain(number);
    expect(logged).not.toContain('4567 8901 2345');
  });
});
