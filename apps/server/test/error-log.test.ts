import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { mapDbError } from '../src/lib/errors.ts';
import { loggableError } from '../src/plugins/errors.ts';
import { makePrincipal } from './access-fixtures.ts';
import { makeBranch } from './factories.ts';
import { createTestApp } from './helper.ts';

/**
 * The log of an unexpected error says what failed and where, never the values of the request:
 * not the parameters of a failed query (Drizzle puts them in its message and in `params`), not a
 * database error's detail, not the body.
 */
const lines: string[] = [];
const t = await createTestApp(
  {},
  { logger: { level: 'info', stream: { write: (l: string) => lines.push(l) } } },
);
const admin = await makePrincipal(t, { roles: ['super_admin'] });
const branch = await makeBranch(t.db);

const SECRETS = ['Asha Secretname', 'Secretname', '9876543210', 'asha.secret@example.com'];

describe('the log of an unexpected database error', () => {
  it('names the error and its code, and none of the values sent', async () => {
    // A column gone from under the server: the insert of a tenant fails in the database.
    await t.db.execute(sql.raw('alter table tenants rename column name to name_gone'));
    try {
      lines.length = 0;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/branches/${branch.id}/tenants`,
        headers: admin.headers,
        // Said yes to a shared phone number: the question's query is not asked, the insert fails.
        payload: {
          name: 'Asha Secretname',
          phone: '98765 43210',
          email: 'asha.secret@example.com',
          phone_confirmed: true,
        },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: { code: 'internal', message: 'Something went wrong on our side' },
      });
      for (const secret of SECRETS) expect(res.body).not.toContain(secret);
    } finally {
      await t.db.execute(sql.raw('alter table tenants rename column name_gone to name'));
    }

    const logged = lines.map((l) => JSON.parse(l) as { msg?: string; error?: Record<string, unknown> });
    const entry = logged.find((l) => l.msg === 'unhandled error');
    expect(entry?.error).toMatchObject({ type: 'DrizzleQueryError', code: '42703' });
    expect(String(entry?.error?.message)).toMatch(/^Failed query: insert into "tenants"/);
    expect(entry?.error).not.toHaveProperty('params');
    expect(entry?.error).not.toHaveProperty('query');
    const text = lines.join('\n');
    expect(text).not.toContain('params:');
    for (const secret of SECRETS) expect(text, secret).not.toContain(secret);
  });

  it('logs a write by its path, without the query string', async () => {
    lines.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/branches/${branch.id}/tenants?q=Secretname`,
      headers: admin.headers,
      payload: { name: 'Asha Secretname', phone: '98765 43210' },
    });
    expect(res.statusCode).toBe(201);
    const logged = lines.map((l) => JSON.parse(l) as { msg?: string; req?: { url?: string } });
    expect(logged.find((l) => l.msg === 'incoming request')?.req?.url).toBe(
      `/api/branches/${branch.id}/tenants`,
    );
    expect(logged.some((l) => l.msg === 'request completed')).toBe(true);
    const text = lines.join('\n');
    expect(text).not.toContain('Secretname');
    expect(text).not.toContain(admin.headers.authorization.slice(7));
  });

  it('logs a read that succeeds not at all: reads log at warn and above', async () => {
    lines.length = 0;
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/branches/${branch.id}/tenants`,
      headers: admin.headers,
    });
    expect(ok.statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it('keeps only the first line of a failed query, its code, type and stack frames', () => {
    const cause = Object.assign(new Error('column "name" does not exist'), {
      code: '42703',
      detail: 'Key (phone)=(+919876543210) already exists.',
    });
    const err = new DrizzleQueryError(
      'insert into "tenants" ("name", "phone")\nvalues ($1, $2)',
      ['Asha Secretname', '+919876543210'],
      cause,
    );
    const logged = loggableError(err);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      code: '42703',
      message: 'Failed query: insert into "tenants" ("name", "phone")',
      cause: { type: 'Error', code: '42703', message: 'column "name" does not exist' },
    });
    expect(logged.stack).toMatch(/^\s+at /);
    const text = JSON.stringify(logged);
    for (const secret of ['Secretname', '9876543210', 'params']) expect(text).not.toContain(secret);
  });
});

describe('mapDbError', () => {
  const dbError = (code: string) =>
    new DrizzleQueryError('select 1', ['x'], Object.assign(new Error('x'), { code }));
  it.each([
    ['22021', 'Remove the invalid characters from this text'],
    ['22P05', 'Remove the invalid characters from this text'],
    ['22001', 'A value is too long'],
    ['54000', 'A value is too long'],
    ['22P02', 'A value is out of the allowed range'],
    ['22008', 'A value is out of the allowed range'],
    ['22012', 'A value is not valid'],
  ])('answers the data error %s with 400', (code, message) => {
    const mapped = mapDbError(dbError(code));
    expect(mapped).toMatchObject({ status: 400, code: 'validation_failed', message });
  });

  it('leaves other errors to the error handler', () => {
    expect(mapDbError(dbError('42703'))).toBeNull();
    expect(mapDbError(new Error('boom'))).toBeNull();
  });
});
