import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { createDataCipher } from '../src/lib/crypto.ts';
import { createFileStore } from '../src/lib/file-store.ts';
import { KeyMismatchError } from '../src/lib/key-checks.ts';
import { openIdNumber } from '../src/lib/sealed-id.ts';
import { signAccessToken } from '../src/lib/tokens.ts';
import { aadharContext, insertApplication } from '../src/modules/applications/repository.ts';
import { DATA_KEY_ROTATION_JOB } from '../src/modules/key-rotation/job.ts';
import { insertDocument } from '../src/modules/tenant-documents/repository.ts';
import { testClock } from './clock.ts';
import { makeBranch, makeTenant } from './factories.ts';
import { createTestApp, type TestApp } from './helper.ts';

/**
 * Key rotation with two servers on one database (PostgreSQL with TEST_DATABASE_URL): the server
 * started with the new key and the previous one reads everything, the job re-encrypts it in
 * batches on one server, and once it is done the new key alone reads it all.
 */

const METRICS_TOKEN = 'metrics-token-of-the-business';
const hex = () => randomBytes(32).toString('hex');

const metric = async (server: Pick<TestApp, 'app'>, name: string) => {
  const res = await server.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return new RegExp(`^${name} (\\S+)$`, 'm').exec(res.body)?.[1];
};

describe('DATA_KEY rotation', () => {
  it('reads both keys meanwhile, re-encrypts in batches once across servers, then needs only the new key', {
    timeout: 120_000,
  }, async () => {
    const clock = testClock(new Date('2027-01-10T12:00:00Z'));
    const [oldKey, newKey] = [hex(), hex()];
    const a = await createTestApp({ DATA_KEY: oldKey, BACKUP_HOUR: 'off', METRICS_TOKEN }, { clock });
    const oldCipher = createDataCipher(Buffer.from(oldKey, 'hex'));
    const branch = await makeBranch(a.db);
    const tenant = await makeTenant(a.db, branch);
    // Under the old key: three photos, an application's Aadhaar number and a document's number.
    const photos = [Buffer.from('front'), Buffer.from('back'), randomBytes(5000)];
    const fileIds = [];
    for (const data of photos) {
      fileIds.push(await createFileStore(oldCipher).put(a.db, { contentType: 'image/jpeg', data }));
    }
    const application = (cipher: typeof oldCipher, n: string) =>
      insertApplication(a.db, cipher, {
        branchId: branch.id,
        fullName: 'Asha Rao',
        phone: `98${n}`,
        aadharNumber: '234567890123',
        selfieFileId: null,
        aadharPhotoFileId: null,
      });
    const before = await application(oldCipher, '76543210');
    await insertDocument(a.db, oldCipher, {
      branchId: branch.id,
      tenantId: tenant.id,
      type: 'pan',
      number: 'ABCDE1234F',
      frontFileId: fileIds[0]!,
      backFileId: fileIds[1]!,
    });

    // The new key, with the old one beside it, on a second server (batches of two).
    const rotating = { DATA_KEY: newKey, DATA_KEY_PREVIOUS: oldKey, DATA_KEY_ROTATION_BATCH: '2' };
    const b = await a.anotherServer(rotating);
    const c = await a.anotherServer(rotating);
    // The database is checked against the new key from now on: the old key alone is refused.
    await expect(a.anotherServer({ DATA_KEY: oldKey })).rejects.toThrow(KeyMismatchError);
    const both = createDataCipher(Buffer.from(newKey, 'hex'), Buffer.from(oldKey, 'hex'));
    const store = createFileStore(both);
    for (const [i, id] of fileIds.entries()) expect((await store.get(b.db, id))?.data).toEqual(photos[i]);
    // Meanwhile a new application, with the same number, is written under the new key.
    const during = await application(both, '76543211');
    expect(await metric(b, 'pgc_data_key_rows_to_reencrypt')).toBe('5');

    const runs: string[] = [];
    for (let i = 0; i < 3; i++) {
      runs.push(
        ...(await Promise.all([
          b.app.jobs.run(DATA_KEY_ROTATION_JOB),
          c.app.jobs.run(DATA_KEY_ROTATION_JOB),
        ])),
      );
      expect(await metric(c, 'pgc_data_key_rows_to_reencrypt')).toBe(String(Math.max(0, 3 - 2 * i)));
      clock.advance(60);
    }
    expect(runs.filter((r) => r === 'ran')).toHaveLength(3);

    // Everything opens with the new key alone; the repeated number's hashes match again.
    const only = createDataCipher(Buffer.from(newKey, 'hex'));
    for (const [i, id] of fileIds.entries()) {
      expect((await createFileStore(only).get(b.db, id))?.data).toEqual(photos[i]);
    }
    const apps = await query<{ id: string; aadhar_encrypted: string; aadhar_hash: string }>(
      b.db,
      sql`select id, aadhar_encrypted, aadhar_hash from tenant_applications where id in (${before}, ${during})`,
    );
    for (const row of apps) {
      expect(openIdNumber(only, row.aadhar_encrypted, aadharContext(row.id))).toBe('234567890123');
    }
    expect(new Set(apps.map((r) => r.aadhar_hash)).size).toBe(1);
    await expect(createFileStore(oldCipher).get(b.db, fileIds[2]!)).rejects.toThrow();
    // The next run finds nothing left.
    expect(await b.app.jobs.run(DATA_KEY_ROTATION_JOB)).toBe('ran');
    expect(await metric(b, 'pgc_data_key_rows_to_reencrypt')).toBe('0');
    // A server with the new key alone starts, and reads the document's number through the API.
    const d = await a.anotherServer({ DATA_KEY: newKey });
    const staff = await a.signIn(['super_admin']);
    const docs = await d.app.inject({
      method: 'GET',
      url: `/api/tenants/${tenant.id}/documents`,
      headers: staff.headers,
    });
    expect(docs.statusCode).toBe(200);
    const [doc] = (docs.json() as { items: { id: string }[] }).items;
    const reveal = await d.app.inject({
      method: 'POST',
      url: `/api/tenants/${tenant.id}/documents/${doc!.id}/reveal`,
      headers: staff.headers,
    });
    expect(reveal.statusCode).toBe(200);
    expect(JSON.stringify(reveal.json())).toContain('ABCDE1234F');
  });
});

describe('ciphertexts', () => {
  it('are marked with their key during a rotation only, and both forms are read', () => {
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
    const plain = Buffer.from('234567890123');
    const usual = createDataCipher(newKey);
    const rotating = createDataCipher(newKey, oldKey);
    // Outside a rotation, iv | tag | ciphertext as the versions before the mark wrote and read it.
    const unmarked = usual.encrypt(plain, 'ctx');
    expect(unmarked).toHaveLength(12 + 16 + plain.length);
    const marked = rotating.encrypt(plain, 'ctx');
    expect(marked).toHaveLength(6 + 12 + 16 + plain.length);
    expect(marked.subarray(0, 6).equals(rotating.currentPrefix)).toBe(true);
    for (const sealed of [unmarked, marked]) {
      expect(usual.decrypt(sealed, 'ctx')).toEqual(plain);
      expect(rotating.decrypt(sealed, 'ctx')).toEqual(plain);
    }
    expect(rotating.decrypt(createDataCipher(oldKey).encrypt(plain, 'ctx'), 'ctx')).toEqual(plain);
    expect(() => usual.decrypt(createDataCipher(oldKey).encrypt(plain, 'ctx'), 'ctx')).toThrow();
  });
});

describe('JWT_SECRET rotation', () => {
  it('accepts tokens of the previous secret until they expire, and signs only with the new one', async () => {
    const clock = testClock(new Date('2027-01-10T12:00:00Z'));
    const [oldSecret, newSecret] = [hex(), hex()];
    const a = await createTestApp({ JWT_SECRET: oldSecret, BACKUP_HOUR: 'off' }, { clock });
    const staff = await a.signIn(['super_admin']);
    const me = (server: Pick<TestApp, 'app'>, token: string) =>
      server.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { authorization: `Bearer ${token}` },
      });

    const b = await a.anotherServer({ JWT_SECRET: newSecret, JWT_SECRET_PREVIOUS: oldSecret });
    await expect(a.anotherServer({ JWT_SECRET: oldSecret })).rejects.toThrow(KeyMismatchError);
    // The old server's token still works on the new one.
    expect((await me(b, staff.token)).statusCode).toBe(200);
    // A refresh on the new server signs with the new secret, which the previous secret does not verify.
    const refreshed = await b.app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=refresh_token',
      cookies: { pg_refresh: staff.refreshToken },
      payload: {},
    });
    expect(refreshed.statusCode).toBe(200);
    const fresh = (refreshed.json() as { access_token: string }).access_token;
    expect((await me(b, fresh)).statusCode).toBe(200);
    expect((await me(a, fresh)).statusCode).toBe(401);
    // A token of the previous secret made now (by a server not yet restarted) lasts its lifetime only.
    const late = await signAccessToken(
      Buffer.from(oldSecret, 'utf8'),
      { sub: staff.user.id, sid: (await sessionOf(a, staff.user.id))! },
      a.config.ACCESS_TOKEN_TTL_SECONDS,
      clock.now(),
    );
    expect((await me(b, late.token)).statusCode).toBe(200);
    clock.advance(a.config.ACCESS_TOKEN_TTL_SECONDS);
    expect((await me(b, late.token)).statusCode).toBe(401);
    expect((await me(b, staff.token)).statusCode).toBe(401);
    // A token signed by a secret neither server holds is refused.
    const stranger = await signAccessToken(
      Buffer.from(hex(), 'utf8'),
      { sub: staff.user.id, sid: (await sessionOf(a, staff.user.id))! },
      600,
      clock.now(),
    );
    expect((await me(b, stranger.token)).statusCode).toBe(401);
  });
});

async function sessionOf(server: Pick<TestApp, 'db'>, userId: string) {
  const [row] = await query<{ id: string }>(
    server.db,
    sql`select id from sessions where user_id = ${userId} and revoked_at is null order by created_at desc limit 1`,
  );
  return row?.id;
}
