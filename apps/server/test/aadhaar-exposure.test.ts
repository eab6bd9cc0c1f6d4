import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeBranch, makeTenant } from './factories.ts';
import { createTestApp } from './helper.ts';
import { multipart, submitApplication } from './multipart.ts';

/*
 * UIDAI's rule, checked end to end: a full Aadhaar number leaves the server only in an audited
 * reveal. Everything else the console answers about a tenant or an applicant (pages, lists,
 * search, exports, print data, CSV reports, the audit log, notifications) and every log line
 * carries at most its last four digits.
 */

const lines: string[] = [];
const t = await createTestApp(
  {},
  { logger: { level: 'debug', stream: { write: (l: string) => lines.push(l) } } },
);
const { app, db } = t;
const admin = await t.signIn(['super_admin']);
const branch = await makeBranch(db, { code: 'PG_AADHAAR', name: 'Aadhaar House' });

// Both pass the Verhoeff checksum.
const STAFF_ENTERED = '234567890124';
const APPLIED_WITH = '987654321096';

const photo = () =>
  sharp({ create: { width: 48, height: 48, channels: 3, background: '#36a' } })
    .jpeg()
    .toBuffer();

/** Every answer, by what was asked: to look for the numbers in them afterwards. */
const answers: { what: string; body: string }[] = [];
async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
  answers.push({ what: `${method} ${url}`, body: res.body });
  expect(res.statusCode, `${method} ${url}`).toBeLessThan(300);
  return res;
}

describe('a full Aadhaar number', () => {
  it('appears in no answer, log line or CSV but the audited reveal', async () => {
    // Staff enter an Aadhaar card for a tenant.
    const tenant = await makeTenant(db, branch, { name: 'Meera Iyer' });
    const doc = await multipart({ type: 'aadhaar', number: STAFF_ENTERED }, { front: await photo() });
    const added = await app.inject({
      method: 'POST',
      url: `/api/tenants/${tenant.id}/documents`,
      payload: doc.payload,
      headers: { ...admin.headers, 'content-type': doc.type },
    });
    answers.push({ what: 'POST documents', body: added.body });
    expect(added.statusCode).toBe(201);

    // An applicant applies from the QR code with theirs, and is approved.
    const form = await multipart(
      {
        full_name: 'Kiran Shetty',
        phone: '98765 43210',
        aadhar_number: APPLIED_WITH,
        branch: branch.code,
        consent: 'true',
      },
      { aadhar_photo: await photo() },
    );
    const applied = await submitApplication(app, form, '10.9.8.7');
    answers.push({ what: 'POST public application', body: applied.body });
    expect(applied.statusCode).toBe(201);
    const applicationId = applied.json().id as string;
    await call('POST', `/api/applications/${applicationId}/approve`);

    const base = `/api/branches/${branch.id}`;
    const tenants = (await call('GET', `${base}/tenants?status=all`)).json().items as { id: string }[];
    expect(tenants).toHaveLength(2);
    for (const { id } of tenants) {
      for (const path of ['', '/records', '/verification-form', '/export', '/documents']) {
        await call('GET', `/api/tenants/${id}${path}`);
      }
    }
    // Searching by the whole number finds by the last four, and says no more.
    await call('GET', `${base}/tenants?status=all&q=${STAFF_ENTERED}`);
    await call('GET', `${base}/applications?q=${APPLIED_WITH}`);
    await call('GET', `${base}/applications`);
    await call('GET', `/api/applications/${applicationId}`);
    await call('GET', `${base}/notifications`);
    await call('GET', `${base}/dashboard`);
    await call('GET', '/api/audit-log');
    // The rows the Reports page turns into CSV files.
    await call('GET', `${base}/reports/occupancy?start=2026-01-01&end=2026-01-31`);
    await call('GET', `${base}/reports/financial?start=2026-01-01&end=2026-01-31`);
    await call('GET', `${base}/reports/tenants`);

    // The reveals are the only answers that hold the numbers, and each is written to the audit log.
    const documents = (await call('GET', `/api/tenants/${tenant.id}/documents`)).json().items as {
      id: string;
    }[];
    const revealed = await app.inject({
      method: 'POST',
      url: `/api/tenants/${tenant.id}/documents/${documents[0]!.id}/reveal`,
      headers: admin.headers,
    });
    expect(revealed.json().number).toBe(STAFF_ENTERED);
    const revealedApplication = await app.inject({
      method: 'POST',
      url: `/api/applications/${applicationId}/reveal-aadhar`,
      headers: admin.headers,
    });
    expect(revealedApplication.json().aadhar_number).toBe(APPLIED_WITH);
    await call('GET', '/api/audit-log?q=reveal');

    expect(answers.length).toBeGreaterThan(20);
    for (const { what, body } of answers) {
      expect(body, what).not.toContain(STAFF_ENTERED);
      expect(body, what).not.toContain(APPLIED_WITH);
    }
    // Last four digits are what staff see.
    expect(answers.some(({ body }) => body.includes('0124'))).toBe(true);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toContain(STAFF_ENTERED);
      expect(line).not.toContain(APPLIED_WITH);
    }
  });
});
