import { randomUUID } from 'node:crypto';
import { todayIso } from '@pg/contracts/common';
import { ID_DOCUMENT_TYPES, type IdDocumentType, verhoeffValid } from '@pg/contracts/tenant-records';
import { VISITOR_LATER_THAN_NOW, VISITOR_OUT_BEFORE_IN } from '@pg/contracts/visitors';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { createDataCipher } from '../src/lib/crypto.ts';
import { runTenantRetention } from '../src/modules/data-rights/retention-job.ts';
import { auditOf, makePrincipal } from './access-fixtures.ts';
import { testClock } from './clock.ts';
import { makeBed, makeBooking, makePayment, makeRoomInNewBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';
import { photoWithExif } from './image-fixtures.ts';
import { multipart, submitApplication } from './multipart.ts';

/*
 * The records the law asks for: ID documents sealed and masked, photos cleaned and their views
 * audited, profile checks, police verification and Form C flags, the visitor register, export
 * and erasure, and the retention job on the injected clock.
 */

// 15 March 2026, 11:30 in India.
const clock = testClock(new Date('2026-03-15T06:00:00.000Z'));
const t = await createTestApp({ TENANT_RETENTION_DAYS: '730' }, { clock });
const { app, db } = t;
let admin = await t.signIn(['admin']);
let staff = await t.signIn(['user']);

/** Moves the clock forward (never back) and signs in again: access tokens expire by the same clock. */
async function later(seconds: number) {
  clock.advance(seconds);
  admin = await t.signIn(['admin']);
  staff = await t.signIn(['user']);
}
const today = () => todayIso(clock.now());
const daysAgo = (n: number) => todayIso(new Date(clock.now().getTime() - n * 24 * 3600 * 1000));

/** Valid numbers of each type (the Aadhaar one passes Verhoeff). */
const NUMBERS: Record<IdDocumentType, string> = {
  aadhaar: '234567890124',
  pan: 'ABCDE1234F',
  passport: 'K1234567',
  driving_licence: 'KA0120150001234',
  voter_id: 'ABC1234567',
  other: 'EMP998877',
};

async function addDocument(
  tenantId: string,
  fields: Record<string, string>,
  files: Record<string, Buffer> = {},
  headers = admin.headers,
) {
  const body = await multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: `/api/tenants/${tenantId}/documents`,
    payload: body.payload,
    headers: { ...headers, 'content-type': body.type },
  });
}

const send = (method: string, url: string, payload?: object, headers = admin.headers) =>
  app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });

const small = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#36a' } })
    .jpeg()
    .toBuffer();

describe('Verhoeff', () => {
  it('accepts numbers whose check digit is right and refuses any single changed digit', () => {
    expect(verhoeffValid('2363')).toBe(true); // the textbook example: 236 has check digit 3
    expect(verhoeffValid(NUMBERS.aadhaar)).toBe(true);
    for (let i = 0; i < 12; i++) {
      const digit = Number(NUMBERS.aadhaar[i]);
      const changed = `${NUMBERS.aadhaar.slice(0, i)}${(digit + 1) % 10}${NUMBERS.aadhaar.slice(i + 1)}`;
      expect(verhoeffValid(changed)).toBe(false);
    }
    // Two neighbours swapped are caught too.
    expect(verhoeffValid('324567890124')).toBe(false);
  });
});

describe('ID documents', () => {
  it('seals every type of number, shows only the last four, and reveals it once audited', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const tenant = await makeTenant(db, branch);
    const cipher = createDataCipher(t.config.dataKey);
    for (const type of ID_DOCUMENT_TYPES) {
      const number = NUMBERS[type];
      const res = await addDocument(tenant.id, { type, number });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.body).not.toContain(number);
      const doc = res.json();
      expect(doc.number_masked).toBe(type === 'aadhaar' ? 'XXXX XXXX 0124' : `XXXXXX${number.slice(-4)}`);

      const [row] = await query<{ number_encrypted: string; number_hash: string; number_last4: string }>(
        db,
        sql`select number_encrypted, number_hash, number_last4 from tenant_documents where id = ${doc.id}`,
      );
      expect(row!.number_encrypted).not.toContain(number);
      expect(Buffer.from(row!.number_encrypted, 'base64').toString('latin1')).not.toContain(number);
      expect(row!.number_hash).toBe(cipher.keyedHash(number));
      expect(row!.number_last4).toBe(number.slice(-4));

      // Staff without the reveal permission are refused; an admin sees it, and it is audited.
      const denied = await send(
        'POST',
        `/api/tenants/${tenant.id}/documents/${doc.id}/reveal`,
        undefined,
        staff.headers,
      );
      expect(denied.statusCode).toBe(403);
      const revealed = await send('POST', `/api/tenants/${tenant.id}/documents/${doc.id}/reveal`);
      expect(revealed.json()).toEqual({ number });
    }
    const reveals = await auditOf(t, 'tenant.reveal_id_number', tenant.id);
    expect(reveals).toHaveLength(ID_DOCUMENT_TYPES.length);
    expect(reveals.every((a) => a.actor_email === admin.email)).toBe(true);

    const list = await send('GET', `/api/tenants/${tenant.id}/records`, undefined, staff.headers);
    expect(list.statusCode).toBe(200);
    for (const number of Object.values(NUMBERS)) expect(list.body).not.toContain(number);
    expect(list.json().documents).toHaveLength(ID_DOCUMENT_TYPES.length);
  });

  it('refuses numbers that are not valid for their type', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const tenant = await makeTenant(db, branch);
    const cases: [string, string, string][] = [
      ['aadhaar', '234567890123', 'This is not a valid Aadhar number. Please check the digits.'],
      ['aadhaar', '23456789012', 'Aadhar number must be 12 digits'],
      ['pan', 'ABCD12345F', 'PAN must be 5 letters, 4 digits and a letter, like ABCDE1234F'],
      ['passport', 'K123456', 'Passport number must be 8 or 9 letters and digits'],
      ['passport', 'K12345678X', 'Passport number must be 8 or 9 letters and digits'],
    ];
    for (const [type, number, message] of cases) {
      const res = await addDocument(tenant.id, { type, number });
      expect(res.statusCode, `${type} ${number}`).toBe(400);
      expect(res.json().error.fields.number).toBe(message);
    }
    // Spaces as printed on the card are fine.
    expect((await addDocument(tenant.id, { type: 'aadhaar', number: '2345 6789 0124' })).statusCode).toBe(
      201,
    );
    expect((await addDocument(tenant.id, { type: 'pan', number: 'abcde1234f' })).json().number_masked).toBe(
      'XXXXXX234F',
    );
  });

  it('cleans photos, refuses large ones (413) and non-images (415), and audits every view', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const tenant = await makeTenant(db, branch);
    const tooBig = Buffer.alloc(5 * 1024 * 1024 + 10, 0xff);
    const big = await addDocument(tenant.id, { type: 'pan', number: NUMBERS.pan }, { front: tooBig });
    expect(big.statusCode).toBe(413);
    const text = await addDocument(
      tenant.id,
      { type: 'pan', number: NUMBERS.pan },
      { front: Buffer.from('hello') },
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().error.fields.front).toBeDefined();

    const res = await addDocument(
      tenant.id,
      { type: 'aadhaar', number: NUMBERS.aadhaar },
      { front: await photoWithExif(), back: await small() },
    );
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ has_front: true, has_back: true });

    const [stored] = await query<{ data: Buffer }>(
      db,
      sql`select f.data from files f join tenant_documents d on d.front_file_id = f.id where d.id = ${doc.id}`,
    );
    expect(Buffer.from(stored!.data).includes(Buffer.from('SecretCam'))).toBe(false);

    expect(
      (
        await send(
          'GET',
          `/api/tenants/${tenant.id}/documents/${doc.id}/photos/front`,
          undefined,
          staff.headers,
        )
      ).statusCode,
    ).toBe(403);
    const photo = await send('GET', `/api/tenants/${tenant.id}/documents/${doc.id}/photos/front`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('no-store');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1600);
    expect(await auditOf(t, 'tenant.view_id_photo', tenant.id)).toHaveLength(1);

    // The tenant's own photograph: set, viewed (audited), too large and not an image refused.
    const put = async (data: Buffer) => {
      const body = await multipart({}, { photo: data });
      return app.inject({
        method: 'PUT',
        url: `/api/tenants/${tenant.id}/photo`,
        payload: body.payload,
        headers: { ...admin.headers, 'content-type': body.type },
      });
    };
    expect((await put(tooBig)).statusCode).toBe(413);
    expect((await put(Buffer.from('%PDF-1.4'))).statusCode).toBe(415);
    expect((await put(await small())).statusCode).toBe(200);
    const view = await send('GET', `/api/tenants/${tenant.id}/photo`, undefined, staff.headers);
    expect(view.statusCode).toBe(200);
    const views = await auditOf(t, 'tenant.view_photo', tenant.id);
    expect(views.map((a) => a.actor_email)).toEqual([staff.email]);
  });

  it('carries an approved application’s Aadhar number, photos and consent into the tenant', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const body = await multipart(
      {
        full_name: 'Asha Rao',
        phone: '98450 12345',
        aadhar_number: NUMBERS.aadhaar,
        branch: branch.code,
        consent: 'true',
      },
      { selfie: await small(), aadhar_photo: await small() },
    );
    const sent = await submitApplication(app, body, '10.9.9.9');
    expect(sent.statusCode, sent.body).toBe(201);
    const approved = await send('POST', `/api/applications/${sent.json().id}/approve`);
    expect(approved.statusCode).toBe(200);
    const tenantId = approved.json().tenant_id as string;

    const records = (await send('GET', `/api/tenants/${tenantId}/records`)).json();
    expect(records.has_photo).toBe(true);
    expect(records.consent).toMatchObject({ version: 'v1' });
    expect(records.documents).toEqual([
      expect.objectContaining({ type: 'aadhaar', number_masked: 'XXXX XXXX 0124', has_front: true }),
    ]);
    const doc = records.documents[0];
    expect((await send('POST', `/api/tenants/${tenantId}/documents/${doc.id}/reveal`)).json().number).toBe(
      NUMBERS.aadhaar,
    );
    expect((await send('GET', `/api/tenants/${tenantId}/documents/${doc.id}/photos/front`)).statusCode).toBe(
      200,
    );
  });
});

describe('profile, verification and Form C', () => {
  it('checks the date of birth on the clock’s today and keeps a foreigner’s visa only for a foreigner', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const tenant = await makeTenant(db, branch);
    const profile = (over: object) =>
      send('PUT', `/api/tenants/${tenant.id}/profile`, { nationality: 'Indian', ...over });
    expect((await profile({ date_of_birth: '2026-03-16' })).json().error.fields.date_of_birth).toBe(
      'Date of birth cannot be in the future',
    );
    // 15 years old tomorrow: too young today; 15 today: accepted.
    expect((await profile({ date_of_birth: '2011-03-16' })).json().error.fields.date_of_birth).toBe(
      'The tenant must be at least 15 years old',
    );
    expect((await profile({ date_of_birth: '2011-03-15' })).statusCode).toBe(200);
    expect((await profile({ emergency_phone: '12345' })).statusCode).toBe(400);

    const saved = await profile({
      guardian_name: 'R. Rao',
      date_of_birth: '1999-07-04',
      gender: 'female',
      permanent_address: '12 MG Road, Mysuru',
      emergency_name: 'R. Rao',
      emergency_relation: 'Father',
      emergency_phone: '98450 00000',
      visa_type: 'Student',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({
      date_of_birth: '1999-07-04',
      emergency_phone: '+919845000000',
      nationality: 'Indian',
      visa_type: null,
    });
    const [entry] = await auditOf(t, 'tenant.profile_update', tenant.id).then((a) => a.slice(-1));
    expect(JSON.stringify(entry)).not.toContain('MG Road');
  });

  it('flags checked-in tenants not verified after 7 days, and foreigners without Form C after a day', async () => {
    const { branch, room } = await makeRoomInNewBranch(db);
    const flags = async () => (await send('GET', `/api/branches/${branch.id}/tenants/compliance`)).json();
    const listed = async (filter: string) =>
      (await send('GET', `/api/branches/${branch.id}/tenants?compliance=${filter}`))
        .json()
        .items.map((x: { name: string }) => x.name);
    const old = await makeTenant(db, branch, { name: 'Eight days in' });
    const fresh = await makeTenant(db, branch, { name: 'Six days in' });
    const foreign = await makeTenant(db, branch, { name: 'Ana Silva', nationality: 'Portuguese' });
    await makeBooking(
      db,
      { bed: await makeBed(db, room), tenant: old },
      { status: 'checked_in', startDate: daysAgo(8), endDate: '2099-09-30' },
    );
    await makeBooking(
      db,
      { bed: await makeBed(db, room), tenant: fresh },
      { status: 'checked_in', startDate: daysAgo(6), endDate: '2099-09-30' },
    );
    await makeBooking(
      db,
      { bed: await makeBed(db, room), tenant: foreign },
      { status: 'checked_in', startDate: daysAgo(1), endDate: '2099-09-30' },
    );

    expect(await flags()).toEqual({ verification_pending: 1, form_c_due: 1, visa_expiring: 0 });
    expect(await listed('verification_pending')).toEqual(['Eight days in']);
    expect(await listed('form_c_due')).toEqual(['Ana Silva']);

    const submitted = await send('PUT', `/api/tenants/${old.id}/verification`, {
      status: 'submitted',
      submitted_on: daysAgo(5),
      police_station: 'Koramangala',
      reference: 'KSP/2026/118',
    });
    expect(submitted.json().verification).toMatchObject({
      status: 'submitted',
      police_station: 'Koramangala',
    });
    expect((await flags()).verification_pending).toBe(1);
    await send('PUT', `/api/tenants/${old.id}/verification`, { status: 'verified', verified_on: daysAgo(1) });
    expect((await flags()).verification_pending).toBe(0);

    // A week later the fresh one is due, and the Form C once filed is no longer flagged.
    await later(2 * 24 * 3600);
    expect((await flags()).verification_pending).toBe(1);
    expect(
      (await send('PUT', `/api/tenants/${foreign.id}/form-c`, { filed_on: today(), reference: 'FRRO-7781' }))
        .statusCode,
    ).toBe(200);
    expect((await flags()).form_c_due).toBe(0);

    expect(
      (await send('PUT', `/api/tenants/${old.id}/verification`, { status: 'rejected' })).statusCode,
    ).toBe(400);
    const form = (await send('GET', `/api/tenants/${foreign.id}/verification-form`)).json();
    expect(form).toMatchObject({
      form_c: { reference: 'FRRO-7781' },
      branch: { code: branch.code },
      stay: { start_date: daysAgo(3) },
    });
  });

  it('flags a checked-in foreign national whose visa has ended or ends within 30 days, and clears it on renewal', async () => {
    const { branch, room } = await makeRoomInNewBranch(db);
    const flags = async () => (await send('GET', `/api/branches/${branch.id}/tenants/compliance`)).json();
    const visitor = await makeTenant(db, branch, { name: 'Lena Kraus', nationality: 'German' });
    const staysOn = await makeTenant(db, branch, { name: 'Tom Berg', nationality: 'Swedish' });
    for (const tenant of [visitor, staysOn]) {
      await makeBooking(
        db,
        { bed: await makeBed(db, room), tenant },
        { status: 'checked_in', startDate: daysAgo(2), endDate: '2099-09-30' },
      );
    }
    const inDays = (n: number) => todayIso(new Date(clock.now().getTime() + n * 24 * 3600 * 1000));
    const setVisa = (id: string, expiry: string) =>
      send('PUT', `/api/tenants/${id}/profile`, {
        nationality: id === visitor.id ? 'German' : 'Swedish',
        visa_type: 'Employment',
        visa_expiry: expiry,
        arrived_in_india_on: daysAgo(40),
      });
    expect((await setVisa(visitor.id, inDays(30))).statusCode).toBe(200);
    expect((await setVisa(staysOn.id, inDays(31))).statusCode).toBe(200);
    expect((await flags()).visa_expiring).toBe(1);
    const listed = await send('GET', `/api/branches/${branch.id}/tenants?compliance=visa_expiring`);
    expect(listed.json().items.map((x: { name: string }) => x.name)).toEqual(['Lena Kraus']);
    // A visa that ended before the arrival is saved (it is what the passport shows) and flagged.
    expect((await setVisa(staysOn.id, daysAgo(41))).statusCode).toBe(200);
    expect((await flags()).visa_expiring).toBe(2);
    expect((await setVisa(visitor.id, inDays(365))).statusCode).toBe(200);
    expect((await setVisa(staysOn.id, inDays(365))).statusCode).toBe(200);
    expect((await flags()).visa_expiring).toBe(0);
  });
});

describe('visitor register', () => {
  it('records a visitor now, lists the day, marks them out once, and refuses another branch’s tenant', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const other = await makeRoomInNewBranch(db);
    const tenant = await makeTenant(db, branch, { name: 'Host Tenant' });
    const stranger = await makeTenant(db, other.branch);
    const created = await send(
      'POST',
      `/api/branches/${branch.id}/visitors`,
      { name: 'Ravi Kumar', tenant_id: tenant.id, id_type: 'aadhaar', id_last4: '4321' },
      staff.headers,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      in_at: clock.now().toISOString(),
      tenant_name: 'Host Tenant',
      out_at: null,
    });
    expect(
      (await send('POST', `/api/branches/${branch.id}/visitors`, { name: 'X', tenant_id: stranger.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await send('POST', `/api/branches/${branch.id}/visitors`, {
          name: 'X',
          tenant_id: tenant.id,
          id_last4: '123456789012',
        })
      ).statusCode,
    ).toBe(400);

    const day = (await send('GET', `/api/branches/${branch.id}/visitors?date=${today()}&q=ravi`)).json();
    expect(day.items.map((v: { name: string }) => v.name)).toEqual(['Ravi Kumar']);
    expect((await send('GET', `/api/branches/${branch.id}/visitors?date=${daysAgo(1)}`)).json().total).toBe(
      0,
    );

    await later(3600);
    const out = await send('POST', `/api/visitors/${created.json().id}/out`, undefined, staff.headers);
    expect(out.json().out_at).toBe(clock.now().toISOString());
    expect((await send('POST', `/api/visitors/${created.json().id}/out`)).statusCode).toBe(409);
    const noAccess = await t.signIn(['user'], undefined, { branches: [other.branch.id] });
    expect(
      (await send('POST', `/api/visitors/${created.json().id}/out`, undefined, noAccess.headers)).statusCode,
    ).toBe(404);
  });

  it('takes a time in and a time out entered after the fact, never later than now nor out before in', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const tenant = await makeTenant(db, branch);
    const at = (minutesAgo: number) => new Date(clock.now().getTime() - minutesAgo * 60_000).toISOString();
    const ahead = await send('POST', `/api/branches/${branch.id}/visitors`, {
      name: 'Early Visitor',
      tenant_id: tenant.id,
      in_at: at(-30),
    });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().error.fields).toEqual({ in_at: VISITOR_LATER_THAN_NOW });
    const came = await send('POST', `/api/branches/${branch.id}/visitors`, {
      name: 'Evening Visitor',
      tenant_id: tenant.id,
      in_at: at(180),
    });
    expect(came.statusCode, came.body).toBe(201);
    expect(came.json().in_at).toBe(at(180));
    const id = came.json().id;
    const before = await send('POST', `/api/visitors/${id}/out`, { out_at: at(200) });
    expect(before.statusCode).toBe(400);
    expect(before.json().error.fields).toEqual({ out_at: VISITOR_OUT_BEFORE_IN });
    const future = await send('POST', `/api/visitors/${id}/out`, { out_at: at(-5) });
    expect(future.json().error.fields).toEqual({ out_at: VISITOR_LATER_THAN_NOW });
    const gone = await send('POST', `/api/visitors/${id}/out`, { out_at: at(60) });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().out_at).toBe(at(60));
  });

  it('refuses a time in outside the years 2000 to 2099, never storing it as another year', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const tenant = await makeTenant(db, branch);
    for (const in_at of [
      '1900-01-01T10:00:00.000Z',
      '2150-01-01T10:00:00.000Z',
      '9999-12-31T10:00:00.000Z',
      '0001-03-15T10:00:00.000Z',
      '0099-03-15T10:00:00.000Z',
      '1999-12-31T18:00:00.000Z', // 31/12/1999, 11:30 pm in India
    ]) {
      const res = await send('POST', `/api/branches/${branch.id}/visitors`, {
        name: 'Early Visitor',
        tenant_id: tenant.id,
        in_at,
      });
      expect(res.statusCode, in_at).toBe(400);
      expect(res.json().error.fields.in_at).toBe('Time in must be between the years 2000 and 2099');
    }
    // The first minute of 2000 in India is the range's first.
    const first = await send('POST', `/api/branches/${branch.id}/visitors`, {
      name: 'First Visitor',
      tenant_id: tenant.id,
      in_at: '1999-12-31T18:30:00.000Z',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect((await send('GET', `/api/branches/${branch.id}/visitors?date=2000-01-01`)).json().total).toBe(1);
  });
});

describe('data rights', () => {
  async function leftTenantWithMoney() {
    const { branch, room } = await makeRoomInNewBranch(db);
    const tenant = await makeTenant(db, branch, { name: 'Leaving Tenant', email: 'leaving@example.com' });
    await makeBooking(db, { bed: await makeBed(db, room), tenant }, { status: 'checked_out' });
    await makePayment(db, tenant, { amount: 15500, date: '2025-01-05' });
    await addDocument(tenant.id, { type: 'aadhaar', number: NUMBERS.aadhaar }, { front: await small() });
    await send('PUT', `/api/tenants/${tenant.id}/profile`, {
      nationality: 'Indian',
      date_of_birth: '1998-01-01',
      permanent_address: '4 Lake View, Pune',
      emergency_phone: '9845011111',
    });
    return { branch, tenant };
  }

  it('exports everything held, masked, audited', async () => {
    const { tenant } = await leftTenantWithMoney();
    const res = await send('GET', `/api/tenants/${tenant.id}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body).not.toContain(NUMBERS.aadhaar);
    const data = res.json();
    expect(data.records.documents[0].number_masked).toBe('XXXX XXXX 0124');
    expect(data.statement.payments).toHaveLength(1);
    expect(data.bookings).toHaveLength(1);
    expect(data.audit.map((a: { action: string }) => a.action)).toContain('tenant.export');
    expect(await auditOf(t, 'tenant.export', tenant.id)).toHaveLength(1);
    expect(
      (await send('GET', `/api/tenants/${tenant.id}/export`, undefined, (await t.signIn(['user'])).headers))
        .statusCode,
    ).toBe(200);
  });

  it('refuses to erase while a booking is open, then erases all but the name and the money', async () => {
    const { branch, room } = await makeRoomInNewBranch(db);
    const live = await makeTenant(db, branch);
    await makeBooking(db, { bed: await makeBed(db, room), tenant: live }, { status: 'checked_in' });
    expect((await send('POST', `/api/tenants/${live.id}/erase`)).statusCode).toBe(409);
    const notLeft = await makeTenant(db, branch);
    expect((await send('POST', `/api/tenants/${notLeft.id}/erase`)).statusCode).toBe(409);

    const { branch: b2, tenant } = await leftTenantWithMoney();
    await db.execute(sql`update tenants set left_at = '2025-02-01' where id = ${tenant.id}`);
    const money = async () => ({
      dashboard: (await send('GET', `/api/branches/${b2.id}/dashboard`)).json().revenue,
      balance: (await send('GET', `/api/tenants/${tenant.id}/balance`)).json(),
    });
    const before = await money();
    const viewer = await makePrincipal(t, { rolePermissions: ['tenants:view', 'tenants:update'] });
    expect(
      (await send('POST', `/api/tenants/${tenant.id}/erase`, undefined, viewer.headers)).statusCode,
    ).toBe(403);
    const erased = await send('POST', `/api/tenants/${tenant.id}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({
      documents: [],
      has_photo: false,
      profile: { date_of_birth: null, permanent_address: null, emergency_phone: null },
    });
    expect(erased.json().erased_at).not.toBeNull();
    expect(await money()).toEqual(before);
    const [row] = await query<{ name: string; phone: string; email: string | null; files: number }>(
      db,
      sql`select name, phone, email, (select count(*)::int from files) as files from tenants where id = ${tenant.id}`,
    );
    expect(row).toMatchObject({ name: 'Leaving Tenant', phone: '', email: null });
    const [audit] = await auditOf(t, 'tenant.erase', tenant.id);
    expect(audit!.after).toMatchObject({ reason: 'request', documents_deleted: 1, photos_deleted: 1 });
    expect((await send('POST', `/api/tenants/${tenant.id}/erase`)).statusCode).toBe(409);
  });

  it('leaves none of the erased values in any text of any table, the audit log included', async () => {
    const { branch } = await makeRoomInNewBranch(db);
    const personal = {
      phone: '9811122233',
      email: 'qzvorth.tenant@example.com',
      newPhone: '9811144455',
      guardian: 'Qzvorth Guardian',
      address: '17 Qzvorth Lane, Pune',
      workplace: 'Wyxlemb Looms Ltd',
      emergencyPhone: '9845071234',
      station: 'Wyxlemb Police Station',
      verificationRef: 'WYX/2026/771',
      formC: 'FRRO-QZV-4471',
      visitorPhone: '9822233344',
      aadhaar: NUMBERS.aadhaar,
    };
    const created = await send('POST', `/api/branches/${branch.id}/tenants`, {
      name: 'Erased Qzvorth',
      phone: personal.phone,
      email: personal.email,
      joined_at: daysAgo(40),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect((await send('PATCH', `/api/tenants/${id}`, { phone: personal.newPhone })).statusCode).toBe(200);
    expect((await send('PATCH', `/api/tenants/${id}`, { phone: personal.phone })).statusCode).toBe(200);
    const profile = await send('PUT', `/api/tenants/${id}/profile`, {
      nationality: 'Canadian',
      guardian_name: personal.guardian,
      permanent_address: personal.address,
      workplace: personal.workplace,
      emergency_phone: personal.emergencyPhone,
      passport_country: 'Canada',
      visa_type: 'Student',
      visa_expiry: '2027-06-30',
      arrived_in_india_on: daysAgo(60),
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const verification = await send('PUT', `/api/tenants/${id}/verification`, {
      status: 'submitted',
      submitted_on: daysAgo(5),
      police_station: personal.station,
      reference: personal.verificationRef,
    });
    expect(verification.statusCode, verification.body).toBe(200);
    expect(
      (await send('PUT', `/api/tenants/${id}/form-c`, { filed_on: daysAgo(3), reference: personal.formC }))
        .statusCode,
    ).toBe(200);
    expect((await addDocument(id, { type: 'aadhaar', number: personal.aadhaar })).statusCode).toBe(201);
    for (const phone of [personal.visitorPhone, personal.phone]) {
      const visit = await send('POST', `/api/branches/${branch.id}/visitors`, {
        name: 'Qzvorth Visitor',
        phone,
        tenant_id: id,
        in_at: new Date(clock.now().getTime() - 3600_000).toISOString(),
      });
      expect(visit.statusCode, visit.body).toBe(201);
    }
    expect((await send('POST', `/api/tenants/${id}/leave`, { left_at: daysAgo(1) })).statusCode).toBe(200);
    // Entries written before personal records were audited by field names held whole rows.
    const oldRow = { name: 'Erased Qzvorth', phone: personal.phone, email: personal.email };
    await db.execute(sql`insert into audit_log (action, entity, entity_id, before, after) values
      ('tenant.update', 'tenant', ${id}, ${JSON.stringify({ ...oldRow, phone: personal.newPhone })}::jsonb,
        ${JSON.stringify(oldRow)}::jsonb),
      ('tenant.verification_update', 'tenant', ${id}, null,
        ${JSON.stringify({ police_station: personal.station, reference: personal.verificationRef })}::jsonb),
      ('booking.settle', 'booking', ${randomUUID()}, null,
        ${JSON.stringify({ settlement: { tenant_name: 'Erased Qzvorth', tenant_phone: personal.phone } })}::jsonb)`);

    /** Every text, character or JSON column of every table holding one of the values. */
    const holding = async () => {
      const columns = await query<{ table_name: string; column_name: string }>(
        db,
        sql`select c.table_name, c.column_name from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
          where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
            and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`,
      );
      const found: string[] = [];
      for (const { table_name, column_name } of columns) {
        for (const [what, value] of Object.entries(personal)) {
          const [hit] = await query<{ n: number }>(
            db,
            sql`select count(*)::int as n from ${sql.identifier(table_name)}
              where strpos(${sql.identifier(column_name)}::text, ${value}) > 0`,
          );
          if (hit!.n > 0) found.push(`${table_name}.${column_name}: ${what}`);
        }
      }
      return found;
    };
    // Before the erasure the values are there to find (the search can fail).
    expect(await holding()).toEqual(
      expect.arrayContaining([
        'tenants.phone: phone',
        'visitors.phone: visitorPhone',
        'audit_log.after: phone',
        'audit_log.before: newPhone',
        'audit_log.after: station',
      ]),
    );

    const erased = await send('POST', `/api/tenants/${id}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await holding()).toEqual([]);
    const [row] = await query<{ name: string }>(db, sql`select name from tenants where id = ${id}`);
    expect(row!.name).toBe('Erased Qzvorth');
    // The entries keep the names of the fields they recorded.
    const updates = await auditOf(t, 'tenant.update', id);
    expect(updates.map((a) => a.after)).toEqual([
      { changed: ['phone'] },
      { changed: ['phone'] },
      { changed: ['phone'] },
    ]);
    const exported = await send('GET', `/api/tenants/${id}/export`);
    for (const value of Object.values(personal)) expect(exported.body).not.toContain(value);
  });

  it('erases tenants who left more than TENANT_RETENTION_DAYS ago, listing them first in a dry run', async () => {
    const { branch, tenant } = await leftTenantWithMoney();
    // Left 729 days before the clock's today.
    const leftAt = daysAgo(729);
    await db.execute(sql`update tenants set left_at = ${leftAt} where id = ${tenant.id}`);
    const dryRun = async () => (await send('GET', `/api/branches/${branch.id}/tenants/retention`)).json();
    const run = () => runTenantRetention({ db, config: t.config, log: app.log });

    expect(await dryRun()).toEqual({ retention_days: 730, items: [] });
    const erasedBefore = await auditOf(t, 'tenant.erase');
    expect(await run()).toBe(0);

    await later(2 * 24 * 3600);
    expect((await dryRun()).items).toEqual([
      { id: tenant.id, name: 'Leaving Tenant', left_at: leftAt, erase_after: daysAgo(1) },
    ]);
    expect(await run()).toBeGreaterThanOrEqual(1);
    const [row] = await query<{ erased_at: string | null; date_of_birth: string | null }>(
      db,
      sql`select erased_at, date_of_birth from tenants where id = ${tenant.id}`,
    );
    expect(row!.erased_at).not.toBeNull();
    expect(row!.date_of_birth).toBeNull();
    const mine = (await auditOf(t, 'tenant.erase', tenant.id))[0]!;
    expect(mine).toMatchObject({ actor_id: null, after: { reason: 'retention' } });
    expect((await auditOf(t, 'tenant.erase')).length).toBeGreaterThan(erasedBefore.length);
    expect((await dryRun()).items).toEqual([]);
  });
});
