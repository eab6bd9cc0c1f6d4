import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { toOriginForm } from '../src/lib/request-target.ts';
import { makeBranch } from './factories.ts';
import { createTestApp } from './helper.ts';

/**
 * Every guarded route, sent anonymously over a real socket with the request target in origin form
 * (`/api/users`) and in absolute form (`http://any-host/api/users`), which HTTP/1.1 allows and
 * which `app.inject()` cannot send. Each must answer 401: access follows the matched route.
 */
const t = await createTestApp();
const branch = await makeBranch(t.db);
await t.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = t.app.server.address() as net.AddressInfo;

/** Sends one raw HTTP/1.1 request and resolves with its status code and body. */
function send(method: string, target: string, body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      const head = [
        `${method} ${target} HTTP/1.1`,
        'Host: console.example',
        'Connection: close',
        ...(body === undefined ? [] : ['Content-Type: application/json', `Content-Length: ${body.length}`]),
      ];
      socket.write(`${head.join('\r\n')}\r\n\r\n${body ?? ''}`);
    });
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      data += chunk;
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const status = Number(data.slice(9, 12));
      resolve({ status, body: data.slice(data.indexOf('\r\n\r\n') + 4) });
    });
  });
}

const pathOf = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => (name === 'branchId' ? branch.id : crypto.randomUUID()));
const guarded = t.app.routeTable.filter((r) => !r.public);
const forms = [
  ['origin form', (p: string) => p],
  ['absolute form', (p: string) => `http://any-host${p}`],
  ['absolute form with port and upper-case scheme', (p: string) => `HTTP://127.0.0.1:${port}${p}`],
] as const;

describe('request targets', () => {
  it('drops the scheme and authority of an absolute-form target', () => {
    expect(toOriginForm('http://x/api/users?q=1')).toBe('/api/users?q=1');
    expect(toOriginForm('HTTPS://x:8080/api')).toBe('/api');
    expect(toOriginForm('http://x')).toBe('/');
    expect(toOriginForm('http://x?a=1')).toBe('/?a=1');
    expect(toOriginForm('/api/users')).toBe('/api/users');
    expect(toOriginForm('*')).toBe('*');
  });

  it('has guarded routes to test', () => {
    expect(guarded.length).toBeGreaterThan(60);
  });

  for (const [name, form] of forms) {
    it(`answers 401 to every guarded route without a session, in ${name}`, async () => {
      const wrong: string[] = [];
      for (const route of guarded) {
        const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
        const res = await send(route.method, form(pathOf(route.url)), hasBody ? '{}' : undefined);
        if (res.status !== 401) wrong.push(`${route.method} ${route.url}: ${res.status}`);
        if (route.method === 'GET') {
          const head = await send('HEAD', form(pathOf(route.url)));
          if (head.status !== 401) wrong.push(`HEAD ${route.url}: ${head.status}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it('serves public routes in absolute form as in origin form', async () => {
    const res = await send('GET', 'http://any-host/api/health');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ status: 'ok' });
    const unknown = await send('GET', 'http://any-host/api/no-such-route');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toMatchObject({ error: { code: 'not_found' } });
  });
});
