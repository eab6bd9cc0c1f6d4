import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearerMatches } from '../src/plugins/metrics.ts';
import { createTestApp } from './helper.ts';

const TOKEN = 'scrape-me-0123456789abcdef';

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', { timeout: 600_000 }, async () => {
    const { app } = await createTestApp();
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
  });

  it('is refused without the token, and counts requests by route pattern with it', {
    timeout: 600_000,
  }, async () => {
    const { app, signIn, database } = await createTestApp({ METRICS_TOKEN: TOKEN });
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`, 'Bearer ']) {
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.body).not.toContain('pgc_http_requests_total');
    }

    const owner = await signIn();
    const id = randomUUID();
    await app.inject({ method: 'GET', url: `/api/branches/${id}/tenants`, headers: owner.headers });
    await app.inject({ method: 'GET', url: '/api/health' });

    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain(
      'pgc_http_requests_total{method="GET",route="/api/branches/:branchId/tenants",status="404"} 1',
    );
    expect(res.body).toContain('pgc_http_requests_total{method="GET",route="/api/health",status="200"} 1');
    expect(res.body).toMatch(
      /pgc_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health"\}/,
    );
    expect(res.body).toContain('pgc_backup_age_seconds Nan');
    expect(res.body).not.toContain(id);
    if (database.kind === 'postgres') expect(res.body).toContain('pgc_db_pool_connections{state="total"}');
  });

  it('compares the token in full', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});
