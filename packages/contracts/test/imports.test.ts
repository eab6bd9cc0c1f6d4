import { describe, expect, it } from 'vitest';
import { dateCell } from '../src/imports.ts';
import { checkPaymentRow } from '../src/payment-import.ts';
import { checkTenantRow } from '../src/tenant-import.ts';

describe('dates in an imported file', () => {
  it('reads day-first dates as Indian spreadsheets write them, and ISO dates as they are', () => {
    expect(dateCell('15/01/2026')).toBe('2026-01-15');
    expect(dateCell(' 5-1-2026 ')).toBe('2026-01-05');
    expect(dateCell('15.01.2026')).toBe('2026-01-15');
    expect(dateCell('2026-01-15')).toBe('2026-01-15');
    expect(dateCell('Jan 15')).toBe('Jan 15');
    expect(dateCell(undefined)).toBe('');
  });

  it('still refuses a day that does not exist', () => {
    const row = { phone: '98765 43210', date: '31/02/2026', amount: '5000', method: 'Cash' };
    expect(checkPaymentRow(row).ok).toBe(false);
    expect(checkPaymentRow({ ...row, date: '28/02/2026' })).toMatchObject({
      ok: true,
      values: { date: '2026-02-28' },
    });
    expect(
      checkTenantRow({ name: 'Ravi Kumar', phone: '98765 43210', joined_at: '01/04/2026' }),
    ).toMatchObject({
      ok: true,
      values: { joined_at: '2026-04-01' },
    });
  });
});
