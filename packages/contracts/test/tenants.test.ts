import { describe, expect, it } from 'vitest';
import { formatIndianMobile, normalizeIndianMobile, tenantInput, tenantUpdateInput } from '../src/tenants.ts';

describe('normalizeIndianMobile', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['91-98765-43210', '+919876543210'],
    ['098765 43210', '+919876543210'],
    ['+91 (600) 000-0000', '+916000000000'],
    [' 7000.000.000 ', '+917000000000'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeIndianMobile(input)).toBe(expected);
  });

  it.each([
    '',
    '12345',
    '5876543210', // mobiles start with 6-9
    '98765432101', // 11 digits without a 0 prefix
    '+1 9876543210',
    '+09876543210',
    '+9876543210',
    '9876543210x',
    '919876543210 1',
  ])('refuses %j', (input) => {
    expect(normalizeIndianMobile(input)).toBeNull();
  });

  it('formats the stored form for display', () => {
    expect(formatIndianMobile('+919876543210')).toBe('+91 98765 43210');
    expect(formatIndianMobile('legacy')).toBe('legacy');
  });
});

describe('tenantInput', () => {
  it('stores an empty email as null and the phone normalised', () => {
    expect(tenantInput.parse({ name: ' Asha ', phone: '98765 43210', email: '' })).toEqual({
      name: 'Asha',
      phone: '+919876543210',
      email: null,
    });
  });

  it('names each bad field', () => {
    const result = tenantInput.safeParse({ name: ' ', phone: '123', email: 'not-an-email' });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields).toEqual({
      name: 'Name is required',
      phone: expect.stringContaining('Indian mobile number'),
      email: 'Enter a valid email address',
    });
  });

  it('refuses unknown fields and impossible dates', () => {
    expect(tenantInput.safeParse({ name: 'A', phone: '9876543210', left_at: '2026-01-01' }).success).toBe(
      false,
    );
    expect(tenantInput.safeParse({ name: 'A', phone: '9876543210', joined_at: '2026-02-30' }).success).toBe(
      false,
    );
  });

  it('needs something to update', () => {
    expect(tenantUpdateInput.safeParse({}).success).toBe(false);
    expect(tenantUpdateInput.parse({ email: '' })).toEqual({ email: null });
  });
});
