import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { runApplicationRetention } from '../src/modules/applications/retention-job.ts';
import { testClock } from './clock.ts';
import { makeBranch } from './factories.ts';
import { createTestApp } from './helper.ts';

const clock = testClock();
const t = await createTestApp({ APPLICATION_RETENTION_DAYS: '30' }, { clock });
const { app, db } = t;
const run = () => runApplicationRetention({ db, config: t.config, log: app.log });

async function apply(branchCode: string, name: string) {
  const form = new FormData();
  const fields = { full_name: name, phone: '98765 43210', aadhar_number: '234567890123', branch: branchCode };
  for (const [k, v] of Object.entries({ ...fields, consent: 'true' })) form.append(k, v);
  const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3a6' } })
    .jpeg()
    .toBuffer();
  form.append('selfie', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'selfie.jpg');
  const res = new Response(form);
  const sent = await app.inject({
    method: 'POST',
    url: '/api/public/applications',
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
    remoteAddress: `10.1.1.${Math.floor(Math.random() * 250)}`,
  });
  expect(sent.statusCode).toBe(201);
  return sent.json().id as string;
}

const selfieOf = async (id: string) =>
  (
    await query<{ file: string | null }>(
      db,
      sql`select selfie_file_id as file from tenant_applications where id = ${id}`,
    )
  )[0]!.file;

describe('application photo retention', () => {
  it('deletes the photos of rejected applications once the retention period has passed', async () => {
    const branch = await makeBranch(db);
    const admin = await t.signIn(['admin']);
    const rejected = await apply(branch.code, 'Rejected Applicant');
    const approved = await apply(branch.code, 'Approved Applicant');
    const reject = await app.inject({
      method: 'POST',
      url: `/api/applications/${rejected}/reject`,
      headers: admin.headers,
      payload: { reason: 'Full' },
    });
    expect(reject.statusCode).toBe(200);
    const approve = await app.inject({
      method: 'POST',
      url: `/api/applications/${approved}/approve`,
      headers: admin.headers,
    });
    expect(approve.statusCode).toBe(200);

    // Not yet: 29 days on, the photos stay.
    clock.advance(29 * 24 * 3600);
    expect(await run()).toBe(0);
    expect(await selfieOf(rejected)).not.toBeNull();

    // Past 30 days the rejected application's photo goes; the approved one's stays.
    clock.advance(2 * 24 * 3600);
    expect(await run()).toBe(1);
    expect(await selfieOf(rejected)).toBeNull();
    expect(await selfieOf(approved)).not.toBeNull();
    const [audit] = await query<{ after: { files_deleted: number } }>(
      db,
      sql`select after from audit_log where action = 'application.photos_purge'`,
    );
    expect(audit!.after.files_deleted).toBe(1);

    const staff = await t.signIn(['admin']);
    const photo = await app.inject({
      method: 'GET',
      url: `/api/applications/${rejected}/photos/selfie`,
      headers: staff.headers,
    });
    expect(photo.statusCode).toBe(404);
    expect(await run()).toBe(0);
  });
});
