import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBooking } from '../src/features/bookings/api/create-booking';
import { createExpense } from '../src/features/expenses/api/create-expense';
import { createPayment } from '../src/features/payments/api/create-payment';
import { ApiError, apiClient, setAuthHandler } from '../src/lib/api-client';
import { needsNewKey, newIdempotencyKey } from '../src/lib/idempotency';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function mockFetch() {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({ url: String(input), headers: init.headers as Record<string, string> });
      return new Response(JSON.stringify({ id: 'p1' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthHandler(null);
});

describe('request headers', () => {
  it('sends the headers a call passes, next to its own', async () => {
    const calls = mockFetch();
    setAuthHandler({ getAccessToken: () => 'token-1', refresh: async () => false, onUnauthorized: () => {} });
    await apiClient.post('/api/things', { a: 1 }, { headers: { 'Idempotency-Key': 'k-1' } });
    expect(calls[0]?.headers).toMatchObject({
      'Idempotency-Key': 'k-1',
      'Content-Type': 'application/json',
      Authorization: 'Bearer token-1',
    });
  });

  it('never lets a passed header replace the session', async () => {
    const calls = mockFetch();
    setAuthHandler({ getAccessToken: () => 'token-1', refresh: async () => false, onUnauthorized: () => {} });
    await apiClient.get('/api/things', { headers: { Authorization: 'Bearer forged' } });
    expect(calls[0]?.headers.Authorization).toBe('Bearer token-1');
  });

  it('sends the dialog’s key with recording a payment, adding an expense and creating a booking', async () => {
    const calls = mockFetch();
    const values = {} as never;
    await createPayment('b1', values, 'key-pay');
    await createExpense('b1', values, 'key-exp');
    await createBooking(
      'b1',
      { tenant_id: 't', bed_id: 'd', start_date: '', end_date: '' } as never,
      'key-book',
    );
    expect(calls.map((c) => [c.url, c.headers['Idempotency-Key']])).toEqual([
      ['/api/branches/b1/payments', 'key-pay'],
      ['/api/branches/b1/expenses', 'key-exp'],
      ['/api/branches/b1/bookings', 'key-book'],
    ]);
  });
});

describe('idempotency keys', () => {
  it('are random UUIDs, also where crypto.randomUUID is missing (plain http)', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(a);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends ArrayBufferView>(b: T) => real.getRandomValues(b),
    });
    const b = newIdempotencyKey();
    const c = newIdempotencyKey();
    expect(b).toMatch(UUID_V4);
    expect(c).not.toBe(b);
  });

  it('are renewed after the server refused the request, kept when the outcome is unknown', () => {
    expect(needsNewKey(new ApiError(409, 'conflict', 'This bed is already booked for those dates'))).toBe(
      true,
    );
    expect(needsNewKey(new ApiError(400, 'validation_failed', 'Amount must be greater than 0'))).toBe(true);
    expect(needsNewKey(new ApiError(422, 'idempotency_key_reused', 'reused'))).toBe(true);
    expect(needsNewKey(new ApiError(0, 'network_error', 'Unable to reach the server'))).toBe(false);
    expect(needsNewKey(new ApiError(503, 'unavailable', 'Later'))).toBe(false);
    expect(
      needsNewKey(new ApiError(409, 'request_in_progress', 'This request is already being processed')),
    ).toBe(false);
  });
});
